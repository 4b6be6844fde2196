/**
 * The hero loop: Istanbul at dusk over the Bosphorus, taxis crossing the shore road. Every
 * animation's duration divides LOOP_SECONDS so the last frame meets the first without a jump.
 */
export const LOOP_SECONDS = 8

function taxi(id: string, flip = false): string {
  // A side-view yellow taxi, 150 × 56, wheels at the bottom; `flip` drives it right-to-left.
  return `<g id="${id}"${flip ? ' transform="scale(-1 1)"' : ''}>
    <ellipse cx="75" cy="54" rx="72" ry="5" fill="#000" opacity=".35"/>
    <path d="M8 38 q0-12 14-14 l22-3 l18-14 q6-4 16-4 h30 q10 0 17 7 l12 11 l10 2 q11 2 11 12 v9 q0 4-4 4 H12 q-4 0-4-4z" fill="#f5b700"/>
    <path d="M52 21 l14-11 q4-3 10-3 h14 v14z" fill="#1d2a44"/>
    <path d="M94 7 h6 q8 0 13 5 l9 9 H94z" fill="#1d2a44"/>
    <rect x="70" y="0" width="26" height="7" rx="2" fill="#ffe680"/>
    <rect x="8" y="37" width="152" height="4" fill="#14161a" opacity=".85"/>
    <g fill="#14161a"><rect x="14" y="38" width="6" height="2"/><rect x="26" y="38" width="6" height="2" fill="#f5b700"/></g>
    <circle cx="38" cy="48" r="11" fill="#14161a"/><circle cx="38" cy="48" r="5" fill="#9aa3b2"/>
    <circle cx="128" cy="48" r="11" fill="#14161a"/><circle cx="128" cy="48" r="5" fill="#9aa3b2"/>
    <rect x="156" y="30" width="6" height="5" rx="2" fill="#fff7c2"/>
    <rect x="6" y="30" width="5" height="5" rx="2" fill="#ff4d3d"/>
    <path d="M160 28 l120 -14 v40 z" fill="url(#beam)" opacity=".55"/>
  </g>`
}

export function heroScene(): string {
  const windows: string[] = []
  // Deterministic pseudo-random lit windows, so every render is identical.
  let seed = 7
  const rand = () => (seed = (seed * 9301 + 49297) % 233280) / 233280
  for (let i = 0; i < 140; i++) {
    const x = Math.round(rand() * 1280)
    const y = 380 + Math.round(rand() * 80)
    const delay = (rand() * LOOP_SECONDS).toFixed(2)
    windows.push(
      `<rect class="twinkle" style="animation-delay:-${delay}s" x="${x}" y="${y}" width="3" height="4" fill="#ffd86b"/>`,
    )
  }
  const stars: string[] = []
  for (let i = 0; i < 60; i++) {
    const x = Math.round(rand() * 1280)
    const y = Math.round(rand() * 220)
    const delay = (rand() * 4).toFixed(2)
    stars.push(
      `<circle class="star" style="animation-delay:-${delay}s" cx="${x}" cy="${y}" r="${rand() > 0.8 ? 1.6 : 1}" fill="#fff"/>`,
    )
  }
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;background:#0b1426;overflow:hidden}
  svg{display:block;width:1280px;height:720px}
  .star{animation:twinkle 4s ease-in-out infinite}
  .twinkle{animation:twinkle 8s steps(2,end) infinite}
  @keyframes twinkle{0%,100%{opacity:1}50%{opacity:.25}}
  .cloud-a{animation:drift 8s linear infinite}
  @keyframes drift{from{transform:translateX(0)}to{transform:translateX(-320px)}}
  .lane-r{animation:lane-r 8s linear infinite}
  .lane-r2{animation:lane-r 8s linear infinite;animation-delay:-4s}
  .lane-l{animation:lane-l 8s linear infinite}
  .lane-l2{animation:lane-l 8s linear infinite;animation-delay:-2.7s}
  @keyframes lane-r{from{transform:translateX(-420px)}to{transform:translateX(1500px)}}
  @keyframes lane-l{from{transform:translateX(1700px)}to{transform:translateX(-300px)}}
  .ferry{animation:ferry 4s ease-in-out infinite}
  @keyframes ferry{0%,100%{transform:translate(1080px,0)}50%{transform:translate(1080px,3px)}}
  .ripple{animation:ripple 2s ease-in-out infinite}
  @keyframes ripple{0%,100%{transform:translateX(0)}50%{transform:translateX(14px)}}
  .bridge-light{animation:twinkle 2s ease-in-out infinite}
  .pin{animation:pin 2s ease-in-out infinite;transform-origin:center;transform-box:fill-box}
  @keyframes pin{0%,100%{transform:translateY(0)}50%{transform:translateY(-10px)}}
  .pulse{animation:pulse 2s ease-out infinite;transform-origin:center;transform-box:fill-box}
  @keyframes pulse{from{transform:scale(.4);opacity:.9}to{transform:scale(2.4);opacity:0}}
  </style></head><body>
  <svg viewBox="0 0 1280 720" xmlns="http://www.w3.org/2000/svg">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#0b1630"/><stop offset=".45" stop-color="#33305e"/>
        <stop offset=".72" stop-color="#b4566a"/><stop offset="1" stop-color="#f2a25c"/>
      </linearGradient>
      <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#39335f"/><stop offset="1" stop-color="#0d1730"/>
      </linearGradient>
      <linearGradient id="road" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#1b2233"/><stop offset="1" stop-color="#0c1019"/>
      </linearGradient>
      <linearGradient id="beam" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="#fff4c0" stop-opacity=".9"/><stop offset="1" stop-color="#fff4c0" stop-opacity="0"/>
      </linearGradient>
      <radialGradient id="sun" cx=".5" cy=".5" r=".5">
        <stop offset="0" stop-color="#ffd27a"/><stop offset=".4" stop-color="#ffb25c" stop-opacity=".6"/><stop offset="1" stop-color="#ff8a50" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="1280" height="470" fill="url(#sky)"/>
    ${stars.join('')}
    <circle cx="900" cy="440" r="170" fill="url(#sun)"/>
    <g class="cloud-a" fill="#f7c6a0" opacity=".35">
      <ellipse cx="300" cy="250" rx="120" ry="10"/><ellipse cx="620" cy="210" rx="90" ry="8"/>
      <ellipse cx="940" cy="260" rx="140" ry="9"/><ellipse cx="1260" cy="230" rx="110" ry="8"/>
      <ellipse cx="1580" cy="250" rx="120" ry="10"/>
    </g>
    <!-- Asian shore hills, far -->
    <path d="M0 430 q160-40 320-20 t360-10 t340 0 t260-20 V470 H0z" fill="#4a3a63" opacity=".9"/>
    <!-- Bridge -->
    <g stroke="#1c2140" fill="none">
      <path d="M120 430 V300 M520 430 V300" stroke-width="10"/>
      <path d="M-40 330 Q120 300 120 300 Q320 420 520 300 Q680 300 760 330" stroke-width="3"/>
      <path d="M-40 412 H780" stroke-width="8"/>
    </g>
    <g fill="#ffe9a8">
      ${Array.from({ length: 16 }, (_, i) => `<circle class="bridge-light" style="animation-delay:-${(i % 4) * 0.5}s" cx="${-20 + i * 50}" cy="410" r="2.2"/>`).join('')}
    </g>
    <!-- Old city skyline: domes, minarets, Galata tower -->
    <g fill="#141a33">
      <path d="M560 470 V420 h40 v-20 q40-60 80 0 v20 h30 v-10 q25-35 50 0 v10 h40 V470z"/>
      <rect x="556" y="330" width="8" height="90"/><path d="M556 330 l4-24 l4 24z"/>
      <rect x="752" y="340" width="8" height="80"/><path d="M752 340 l4-24 l4 24z"/>
      <rect x="640" y="350" width="7" height="60"/><path d="M640 350 l3.5-20 l3.5 20z"/>
      <rect x="700" y="352" width="7" height="60"/><path d="M700 352 l3.5-20 l3.5 20z"/>
      <path d="M980 470 V360 h8 v-26 l18-40 l18 40 v26 h8 V470z"/>
      <rect x="800" y="410" width="60" height="60"/><rect x="870" y="400" width="50" height="70"/>
      <rect x="930" y="420" width="40" height="50"/><rect x="1050" y="390" width="70" height="80"/>
      <rect x="1130" y="410" width="50" height="60"/><rect x="1190" y="380" width="90" height="90"/>
      <rect x="0" y="440" width="560" height="30"/>
    </g>
    ${windows.join('')}
    <rect y="470" width="1280" height="120" fill="url(#sea)"/>
    <g fill="#ffcf85" opacity=".5">
      <rect class="ripple" x="830" y="486" width="140" height="3" rx="1.5"/>
      <rect class="ripple" style="animation-delay:-1s" x="860" y="502" width="90" height="3" rx="1.5"/>
      <rect class="ripple" style="animation-delay:-.5s" x="800" y="522" width="200" height="3" rx="1.5"/>
      <rect class="ripple" style="animation-delay:-1.5s" x="300" y="500" width="60" height="2" rx="1"/>
      <rect class="ripple" x="520" y="540" width="80" height="2" rx="1"/>
    </g>
    <g class="ferry">
      <path d="M0 510 h120 l-14 16 h-92z" fill="#e9eef7"/><rect x="22" y="494" width="70" height="16" rx="3" fill="#cfd7e6"/>
      <rect x="50" y="482" width="10" height="12" fill="#b4566a"/>
      <g fill="#ffd86b"><rect x="28" y="499" width="6" height="5"/><rect x="40" y="499" width="6" height="5"/><rect x="66" y="499" width="6" height="5"/><rect x="78" y="499" width="6" height="5"/></g>
    </g>
    <!-- Shore road -->
    <rect y="590" width="1280" height="130" fill="url(#road)"/>
    <rect y="588" width="1280" height="6" fill="#3a4563"/>
    <g fill="#f5b700" opacity=".8">${Array.from({ length: 14 }, (_, i) => `<rect x="${i * 100 + 10}" y="652" width="54" height="4" rx="2"/>`).join('')}</g>
    <g class="lane-l" ><g transform="translate(0 598) scale(.8)">${taxi('t1', true)}</g></g>
    <g class="lane-l2"><g transform="translate(0 598) scale(.8)">${taxi('t2', true)}</g></g>
    <g class="lane-r" ><g transform="translate(0 660)">${taxi('t3')}</g></g>
    <g class="lane-r2"><g transform="translate(0 660)">${taxi('t4')}</g></g>
    <!-- Pick-up pin -->
    <g transform="translate(1040 560)">
      <ellipse class="pulse" cx="0" cy="40" rx="18" ry="6" fill="#f5b700"/>
      <g class="pin"><path d="M0 40 C-6 26-22 16-22 0 a22 22 0 0 1 44 0 C22 16 6 26 0 40z" fill="#f5b700"/><circle cy="0" r="8" fill="#14161a"/></g>
    </g>
  </svg></body></html>`
}
