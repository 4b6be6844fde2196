/**
 * The safety and comfort gallery: three flat illustrations (640 × 480 CSS px), no text inside so
 * one picture serves both languages.
 */
export const GALLERY_SIZE = { width: 640, height: 480 } as const

function page(svg: string, background: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:640px;height:480px;overflow:hidden;background:${background}}
  svg{display:block;width:640px;height:480px}
  </style></head><body>${svg}</body></html>`
}

/** A driver with a verified badge, ID card and a shield. */
export function safeDriversScene(): string {
  return page(
    `<svg viewBox="0 0 640 480" xmlns="http://www.w3.org/2000/svg">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff6d6"/><stop offset="1" stop-color="#ffe08a"/></linearGradient></defs>
    <rect width="640" height="480" fill="url(#bg)"/>
    <circle cx="520" cy="90" r="120" fill="#fff" opacity=".35"/><circle cx="90" cy="420" r="140" fill="#f5b700" opacity=".25"/>
    <!-- ID card -->
    <g transform="translate(300 150) rotate(-6)">
      <rect width="260" height="160" rx="18" fill="#fff" stroke="#14161a" stroke-width="3"/>
      <rect width="260" height="40" rx="18" fill="#14161a"/><rect y="22" width="260" height="18" fill="#14161a"/>
      <rect x="18" y="14" width="60" height="10" rx="5" fill="#f5b700"/>
      <rect x="20" y="58" width="72" height="84" rx="10" fill="#e8f0fe"/>
      <circle cx="56" cy="88" r="18" fill="#4a5160"/><path d="M28 138 q28-34 56 0z" fill="#4a5160"/>
      <rect x="108" y="64" width="120" height="12" rx="6" fill="#14161a"/>
      <rect x="108" y="88" width="90" height="10" rx="5" fill="#b9bfc8"/>
      <rect x="108" y="108" width="110" height="10" rx="5" fill="#b9bfc8"/>
      <rect x="108" y="128" width="70" height="10" rx="5" fill="#b9bfc8"/>
    </g>
    <!-- Driver -->
    <g transform="translate(110 110)">
      <path d="M20 370 q0-130 110-130 t110 130z" fill="#1d2a44"/>
      <path d="M95 240 l35 48 l35-48z" fill="#fff"/><path d="M124 250 h12 l6 80 -12 14 -12-14z" fill="#f5b700"/>
      <rect x="108" y="196" width="44" height="50" rx="16" fill="#c98d5e"/>
      <circle cx="130" cy="150" r="62" fill="#d9a070"/>
      <path d="M68 146 q0-76 62-76 q66 0 64 76 q-10-34-40-40 q-30 22-86 40z" fill="#2b2118"/>
      <path d="M64 118 h132 q4-46-66-50 q-70 4-66 50z" fill="#14161a"/><rect x="60" y="112" width="142" height="14" rx="7" fill="#f5b700"/>
      <circle cx="108" cy="158" r="5" fill="#2b2118"/><circle cx="152" cy="158" r="5" fill="#2b2118"/>
      <path d="M112 186 q18 14 36 0" stroke="#7a4a2a" stroke-width="5" fill="none" stroke-linecap="round"/>
    </g>
    <!-- Shield -->
    <g transform="translate(450 280)">
      <circle cx="60" cy="64" r="70" fill="#137333" opacity=".12"/>
      <path d="M60 0 l56 20 v40 q0 52-56 76 q-56-24-56-76 v-40z" fill="#137333"/>
      <path d="M32 64 l20 20 l38-40" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    </g>
  </svg>`,
    '#fff6d6',
  )
}

/** A clean taxi with a spacious interior glimpse, on a soft blue background. */
export function comfortableVehiclesScene(): string {
  return page(
    `<svg viewBox="0 0 640 480" xmlns="http://www.w3.org/2000/svg">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8f0fe"/><stop offset="1" stop-color="#c9dcfb"/></linearGradient>
      <linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd35c"/><stop offset="1" stop-color="#f5b700"/></linearGradient>
      <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9cc1f7"/><stop offset="1" stop-color="#3a5fa0"/></linearGradient>
    </defs>
    <rect width="640" height="480" fill="url(#bg)"/>
    <circle cx="120" cy="110" r="150" fill="#fff" opacity=".45"/>
    <rect y="380" width="640" height="100" fill="#a9c4ee"/>
    <ellipse cx="330" cy="384" rx="260" ry="16" fill="#14161a" opacity=".18"/>
    <g transform="translate(48 176) scale(.94)">
      <path d="M10 170 q-6-50 40-60 l80-12 l70-58 q22-18 56-18 h120 q36 0 62 24 l56 52 l40 8 q40 8 40 44 v20 q0 14-14 14 H24 q-14 0-14-14z" fill="url(#body)"/>
      <path d="M150 96 l60-50 q14-12 34-12 h54 v62z" fill="url(#glass)"/>
      <path d="M312 34 h42 q26 0 44 16 l40 46 h-126z" fill="url(#glass)"/>
      <path d="M240 56 q10-8 30-6 l10 40 h-40z" fill="#f6e3c4" opacity=".9"/>
      <path d="M330 52 q10-6 24-4 l8 44 h-32z" fill="#f6e3c4" opacity=".9"/>
      <rect x="230" y="0" width="84" height="22" rx="6" fill="#14161a"/><rect x="242" y="6" width="60" height="10" rx="3" fill="#f5b700"/>
      <path d="M10 150 h500" stroke="#14161a" stroke-width="10"/>
      <g fill="#f5b700"><rect x="120" y="146" width="22" height="8"/><rect x="164" y="146" width="22" height="8"/><rect x="208" y="146" width="22" height="8"/><rect x="252" y="146" width="22" height="8"/><rect x="296" y="146" width="22" height="8"/><rect x="340" y="146" width="22" height="8"/></g>
      <path d="M300 100 v70" stroke="#d99f00" stroke-width="3"/>
      <rect x="270" y="112" width="22" height="6" rx="3" fill="#14161a"/><rect x="322" y="112" width="22" height="6" rx="3" fill="#14161a"/>
      <rect x="500" y="120" width="22" height="14" rx="6" fill="#fff7c2"/><rect x="8" y="118" width="16" height="16" rx="5" fill="#ff4d3d"/>
      <circle cx="120" cy="184" r="38" fill="#14161a"/><circle cx="120" cy="184" r="18" fill="#cfd7e6"/>
      <circle cx="420" cy="184" r="38" fill="#14161a"/><circle cx="420" cy="184" r="18" fill="#cfd7e6"/>
    </g>
    <!-- sparkles: freshly cleaned -->
    <g fill="#fff">
      <path d="M520 110 l8 22 22 8-22 8-8 22-8-22-22-8 22-8z"/><path d="M580 200 l5 13 13 5-13 5-5 13-5-13-13-5 13-5z"/>
      <path d="M460 70 l4 10 10 4-10 4-4 10-4-10-10-4 10-4z"/>
    </g>
  </svg>`,
    '#e8f0fe',
  )
}

/** A phone with live GPS tracking and a notification, on a dark background. */
export function modernScene(): string {
  return page(
    `<svg viewBox="0 0 640 480" xmlns="http://www.w3.org/2000/svg">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d2a44"/><stop offset="1" stop-color="#0b1426"/></linearGradient></defs>
    <rect width="640" height="480" fill="url(#bg)"/>
    <g stroke="#2c3b5c" stroke-width="2" fill="none">
      ${Array.from({ length: 9 }, (_, i) => `<path d="M0 ${i * 60} H640"/>`).join('')}
      ${Array.from({ length: 11 }, (_, i) => `<path d="M${i * 64} 0 V480"/>`).join('')}
    </g>
    <circle cx="470" cy="240" r="170" fill="#f5b700" opacity=".08"/><circle cx="470" cy="240" r="110" fill="#f5b700" opacity=".08"/>
    <!-- phone -->
    <g transform="translate(220 40)">
      <rect width="200" height="400" rx="34" fill="#05080f" stroke="#3a4563" stroke-width="3"/>
      <rect x="12" y="12" width="176" height="376" rx="24" fill="#eef0e8"/>
      <g stroke="#fff" stroke-width="10" fill="none"><path d="M12 120 H188"/><path d="M100 12 V388"/><path d="M12 280 C80 260 120 300 188 250"/></g>
      <path d="M50 330 C50 270 100 250 100 200 S150 130 150 80" stroke="#1a56b0" stroke-width="6" fill="none" stroke-linecap="round"/>
      <circle cx="50" cy="330" r="9" fill="#1a56b0" stroke="#fff" stroke-width="3"/>
      <g transform="translate(150 80)"><path d="M0 0 C-3-6-11-10-11-18 a11 11 0 0 1 22 0 C11-10 3-6 0 0z" fill="#14161a"/><circle cy="-18" r="4" fill="#f5b700"/></g>
      <g transform="translate(100 205) rotate(-30)"><rect x="-9" y="-15" width="18" height="30" rx="6" fill="#f5b700" stroke="#14161a" stroke-width="2"/><rect x="-7" y="-8" width="14" height="6" rx="2" fill="#14161a"/></g>
      <rect x="70" y="22" width="60" height="10" rx="5" fill="#05080f"/>
    </g>
    <!-- notification -->
    <g transform="translate(360 110)">
      <rect width="230" height="70" rx="18" fill="#fff"/>
      <rect x="14" y="14" width="42" height="42" rx="12" fill="#f5b700"/>
      <path d="M25 36 l8 8 l14-16" stroke="#14161a" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
      <rect x="68" y="20" width="120" height="10" rx="5" fill="#14161a"/><rect x="68" y="40" width="140" height="8" rx="4" fill="#b9bfc8"/>
    </g>
    <!-- GPS rings -->
    <g transform="translate(110 330)" fill="none" stroke="#f5b700">
      <circle r="22" stroke-width="4"/><circle r="44" stroke-width="3" opacity=".6"/><circle r="66" stroke-width="2" opacity=".3"/>
      <circle r="9" fill="#f5b700" stroke="none"/>
    </g>
    <!-- bell -->
    <g transform="translate(90 90)"><circle r="36" fill="#f5b700"/><path d="M-14 10 v-12 a14 14 0 0 1 28 0 v12 l5 5 h-38z" fill="#14161a"/><circle cy="20" r="5" fill="#14161a"/></g>
  </svg>`,
    '#0b1426',
  )
}
