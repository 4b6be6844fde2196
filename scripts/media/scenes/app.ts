/**
 * Screens of the Durak mobile app (360 × 780 CSS px), rendered for the landing page's preview.
 * The text follows the page's language, so the English page shows an English app.
 */
export type Lang = 'tr' | 'en'
export const SCREEN = { width: 360, height: 780 } as const

const TEXT = {
  tr: {
    greeting: 'Günaydın, Elif',
    whereTo: 'Nereye?',
    home: 'Ev',
    homeAddr: 'Moda Cd. 48, Kadıköy',
    work: 'İş',
    workAddr: 'Büyükdere Cd. 185, Şişli',
    recent: 'Son gidilenler',
    r1: 'İstanbul Havalimanı',
    r1s: 'Arnavutköy · 42 km',
    r2: 'Zorlu Center',
    r2s: 'Beşiktaş · 8 km',
    promoTitle: 'Erken kayıt fırsatı',
    promoText: '1 yıl ücretsiz taksi hizmeti',
    nearby: '6 taksi yakınınızda',
    tabs: ['Ana sayfa', 'Yolculuklar', 'Puanlar', 'Profil'],
    eta: '3 dk',
    pickup: 'Moda Cd. 48',
    dest: 'Zorlu Center',
    driver: 'Mehmet K.',
    car: 'Fiat Egea · 34 TK 1024',
    price: '₺186,50',
    priceLabel: 'Tahmini ücret',
    call: 'Taksi çağır',
    distance: '8,40 km · 22 dk',
    name: 'Elif Yılmaz',
    since: '2025’ten beri üye',
    rides: 'Yolculuk',
    rating: 'Puan',
    points: 'Para puan',
    pointsCard: 'Para puan bakiyeniz',
    pointsValue: '1.240',
    pointsHint: 'Her yolculukta harcamanıza göre puan kazanırsınız',
    menu: ['Yolculuklarım', 'Ödeme yöntemleri', 'Kayıtlı adresler', 'Bildirimler', 'Destek'],
  },
  en: {
    greeting: 'Good morning, Elif',
    whereTo: 'Where to?',
    home: 'Home',
    homeAddr: 'Moda Cd. 48, Kadıköy',
    work: 'Work',
    workAddr: 'Büyükdere Cd. 185, Şişli',
    recent: 'Recent',
    r1: 'Istanbul Airport',
    r1s: 'Arnavutköy · 42 km',
    r2: 'Zorlu Center',
    r2s: 'Beşiktaş · 8 km',
    promoTitle: 'Early registrant offer',
    promoText: '1 year of free taxi service',
    nearby: '6 taxis near you',
    tabs: ['Home', 'Rides', 'Points', 'Profile'],
    eta: '3 min',
    pickup: 'Moda Cd. 48',
    dest: 'Zorlu Center',
    driver: 'Mehmet K.',
    car: 'Fiat Egea · 34 TK 1024',
    price: '₺186.50',
    priceLabel: 'Estimated fare',
    call: 'Call a taxi',
    distance: '8.40 km · 22 min',
    name: 'Elif Yılmaz',
    since: 'Member since 2025',
    rides: 'Rides',
    rating: 'Rating',
    points: 'Points',
    pointsCard: 'Your cashback points',
    pointsValue: '1,240',
    pointsHint: 'Every ride earns points in line with what you spend',
    menu: ['My rides', 'Payment methods', 'Saved places', 'Notifications', 'Support'],
  },
} as const

const BASE_CSS = `
  *{box-sizing:border-box}
  html,body{margin:0;width:${SCREEN.width}px;height:${SCREEN.height}px;overflow:hidden;
    font-family:'Noto Sans','DejaVu Sans',system-ui,sans-serif;color:#14161a;background:#f6f7f9;-webkit-font-smoothing:antialiased}
  .status{height:36px;display:flex;align-items:center;justify-content:space-between;padding:0 22px;font-size:13px;font-weight:700}
  .status i{display:inline-block;width:16px;height:9px;border:1.5px solid currentColor;border-radius:3px;margin-left:4px;position:relative}
  .status i::after{content:'';position:absolute;inset:1px 4px 1px 1px;background:currentColor;border-radius:1px}
  .tabs{position:absolute;bottom:0;left:0;right:0;height:70px;background:#fff;border-top:1px solid #e3e6ea;display:flex;padding:8px 6px 18px}
  .tabs div{flex:1;display:grid;justify-items:center;gap:3px;font-size:10.5px;color:#6b7280}
  .tabs svg{width:22px;height:22px}
  .tabs .on{color:#14161a;font-weight:700}
  .tabs .on svg{background:#f5b700;border-radius:7px;padding:2px}
  .dot{width:10px;height:10px;border-radius:50%}
`

/** Small line icons (16 × 16 viewBox) used in tab bars and lists. */
const ICONS = {
  home: '<path d="M2.5 7.5 8 3l5.5 4.5V13h-4V9.5h-3V13h-4z"/>',
  clock: '<circle cx="8" cy="8" r="5.5"/><path d="M8 5v3.2l2.2 1.4"/>',
  star: '<path d="M8 2.5l1.7 3.5 3.8.5-2.8 2.6.7 3.8L8 11.1 4.6 12.9l.7-3.8L2.5 6.5l3.8-.5z"/>',
  user: '<circle cx="8" cy="5.5" r="2.8"/><path d="M2.8 13.5c.6-2.8 2.6-4.2 5.2-4.2s4.6 1.4 5.2 4.2"/>',
  card: '<rect x="2" y="4" width="12" height="8.5" rx="1.5"/><path d="M2 7h12"/>',
  pin: '<path d="M8 14s-4.5-4-4.5-7.3a4.5 4.5 0 0 1 9 0C12.5 10 8 14 8 14z"/><circle cx="8" cy="6.6" r="1.6"/>',
  bell: '<path d="M4 11V7.5a4 4 0 0 1 8 0V11l1 1.2H3z"/><path d="M6.8 13.6a1.3 1.3 0 0 0 2.4 0"/>',
  chat: '<path d="M2.5 4.5a2 2 0 0 1 2-2h7a2 2 0 0 1 2 2v4.5a2 2 0 0 1-2 2H7l-3 2.5v-2.5h0a2 2 0 0 1-1.5-2z"/>',
} as const

function icon(name: keyof typeof ICONS, color: string): string {
  return `<svg viewBox="0 0 16 16" width="18" height="18" fill="none" stroke="${color}" stroke-width="1.6" stroke-linejoin="round" stroke-linecap="round">${ICONS[name]}</svg>`
}

function tabs(lang: Lang, active: number): string {
  const names = ['home', 'clock', 'star', 'user'] as const
  return `<div class="tabs">${TEXT[lang].tabs
    .map(
      (t, i) =>
        `<div class="${i === active ? 'on' : ''}">${icon(names[i]!, i === active ? '#14161a' : '#6b7280')}${t}</div>`,
    )
    .join('')}</div>`
}

/** A stylised street map (SVG) with parks, water and a grid of streets. */
function mapSvg(width: number, height: number, extra = ''): string {
  return `<svg width="${width}" height="${height}" viewBox="0 0 360 520" preserveAspectRatio="xMidYMid slice" xmlns="http://www.w3.org/2000/svg">
    <rect width="360" height="520" fill="#eef0e8"/>
    <path d="M-10 420 C80 380 140 470 230 430 S330 380 380 400 V540 H-10z" fill="#b9d7f0"/>
    <rect x="30" y="40" width="90" height="70" rx="8" fill="#cfe8c4"/>
    <rect x="240" y="210" width="80" height="60" rx="8" fill="#cfe8c4"/>
    <g stroke="#fff" stroke-width="14" stroke-linecap="round" fill="none">
      <path d="M-10 150 H380"/><path d="M-10 300 C100 290 200 320 380 280"/><path d="M180 -10 V400"/>
      <path d="M60 -10 C70 120 40 260 90 420"/><path d="M300 -10 C290 100 320 180 300 420"/>
    </g>
    <g stroke="#fff" stroke-width="6" fill="none">
      <path d="M-10 80 H380"/><path d="M-10 220 H380"/><path d="M-10 360 H300"/><path d="M120 -10 V400"/><path d="M240 -10 V400"/>
    </g>
    <g stroke="#ffd35c" stroke-width="6" stroke-linecap="round" fill="none"><path d="M-10 150 H380"/><path d="M180 -10 V400"/></g>
    ${extra}
  </svg>`
}

function taxiMarker(x: number, y: number, rotate: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate})">
    <circle r="15" fill="#fff" stroke="#e3e6ea"/>
    <rect x="-6" y="-10" width="12" height="20" rx="4" fill="#f5b700" stroke="#14161a" stroke-width="1.2"/>
    <rect x="-4.5" y="-5" width="9" height="4" rx="1" fill="#14161a"/>
  </g>`
}

export function homeScreen(lang: Lang): string {
  const t = TEXT[lang]
  const markers = [
    taxiMarker(90, 150, 90),
    taxiMarker(240, 95, 0),
    taxiMarker(300, 230, 160),
    taxiMarker(180, 280, 20),
  ].join('')
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${BASE_CSS}
  .top{background:#f5b700;padding:0 0 70px;border-radius:0 0 28px 28px}
  .hello{padding:8px 22px 0;display:flex;justify-content:space-between;align-items:center}
  .hello h1{font-size:22px;margin:0;font-weight:800;letter-spacing:-.3px}
  .avatar{width:40px;height:40px;border-radius:50%;background:#14161a;color:#f5b700;display:grid;place-items:center;font-weight:800}
  .search{margin:-48px 16px 0;background:#fff;border-radius:18px;box-shadow:0 8px 24px rgb(20 22 26/.12);padding:16px}
  .where{display:flex;align-items:center;gap:12px;background:#f6f7f9;border-radius:12px;padding:14px;font-size:18px;font-weight:700}
  .where .dot{background:#14161a;box-shadow:0 0 0 4px #f5b70066}
  .where span{color:#4a5160;font-weight:600}
  .places{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:10px;margin-top:12px}
  .place{min-width:0;display:flex;gap:10px;align-items:center;padding:8px;border:1px solid #e3e6ea;border-radius:12px}
  .place b{display:block;font-size:13px}.place small{display:block;font-size:10.5px;color:#6b7280;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:92px}
  .ico{width:30px;height:30px;border-radius:9px;background:#fff6d6;display:grid;place-items:center;flex:none}
  .ico svg{width:16px;height:16px}
  .mapcard{margin:14px 16px 0;border-radius:18px;overflow:hidden;position:relative;height:170px;box-shadow:0 2px 8px rgb(20 22 26/.08)}
  .chip{position:absolute;left:12px;bottom:12px;background:#14161a;color:#fff;font-size:12px;font-weight:700;padding:7px 12px;border-radius:999px;display:flex;gap:8px;align-items:center}
  .chip .dot{background:#35c759}
  h2{font-size:14px;margin:16px 22px 8px;color:#4a5160}
  .recent{margin:0 16px;background:#fff;border-radius:16px;padding:4px 12px}
  .row{display:flex;gap:12px;align-items:center;padding:10px 0}
  .row+.row{border-top:1px solid #eef0f3}
  .row b{display:block;font-size:14px}.row small{color:#6b7280;font-size:12px}
  .promo{margin:12px 16px 0;background:#14161a;color:#fff;border-radius:16px;padding:14px 16px;display:flex;justify-content:space-between;align-items:center}
  .promo b{display:block;font-size:13px;color:#f5b700}.promo span{font-size:14px;font-weight:700}
  .promo i{font-style:normal;background:#f5b700;color:#14161a;border-radius:999px;padding:6px 10px;font-size:12px;font-weight:800}
  </style></head><body>
  <div class="top">
    <div class="status"><span>09:41</span><span>5G <i></i></span></div>
    <div class="hello"><h1>${t.greeting}</h1><div class="avatar">E</div></div>
  </div>
  <div class="search">
    <div class="where"><span class="dot"></span>${t.whereTo}</div>
    <div class="places">
      <div class="place"><span class="ico"><svg viewBox="0 0 16 16"><path d="M2 8 8 2l6 6v6H2z" fill="#d99f00"/></svg></span><div><b>${t.home}</b><small>${t.homeAddr}</small></div></div>
      <div class="place"><span class="ico"><svg viewBox="0 0 16 16"><rect x="2" y="5" width="12" height="9" rx="2" fill="#d99f00"/><rect x="5" y="2" width="6" height="4" rx="1" fill="none" stroke="#d99f00" stroke-width="1.6"/></svg></span><div><b>${t.work}</b><small>${t.workAddr}</small></div></div>
    </div>
  </div>
  <div class="mapcard">${mapSvg(328, 170, markers + '<circle cx="180" cy="200" r="22" fill="#1a56b0" opacity=".15"/><circle cx="180" cy="200" r="8" fill="#1a56b0" stroke="#fff" stroke-width="3"/>')}
    <div class="chip"><span class="dot"></span>${t.nearby}</div></div>
  <div class="promo"><div><b>${t.promoTitle}</b><span>${t.promoText}</span></div><i>%100</i></div>
  <h2>${t.recent}</h2>
  <div class="recent">
    <div class="row"><span class="ico"><svg viewBox="0 0 16 16"><circle cx="8" cy="8" r="6" fill="none" stroke="#d99f00" stroke-width="1.8"/><path d="M8 5v3.5l2.5 1.5" stroke="#d99f00" stroke-width="1.6" fill="none"/></svg></span><div><b>${t.r1}</b><small>${t.r1s}</small></div></div>
    <div class="row"><span class="ico"><svg viewBox="0 0 16 16"><circle cx="8" cy="8" r="6" fill="none" stroke="#d99f00" stroke-width="1.8"/><path d="M8 5v3.5l2.5 1.5" stroke="#d99f00" stroke-width="1.6" fill="none"/></svg></span><div><b>${t.r2}</b><small>${t.r2s}</small></div></div>
  </div>
  ${tabs(lang, 0)}
  </body></html>`
}

export function mapScreen(lang: Lang): string {
  const t = TEXT[lang]
  const route = `
    <path d="M100 330 C100 290 80 270 90 240 S150 220 180 200 S250 170 250 130" fill="none" stroke="#14161a" stroke-width="8" stroke-linecap="round" opacity=".18"/>
    <path d="M100 330 C100 290 80 270 90 240 S150 220 180 200 S250 170 250 130" fill="none" stroke="#1a56b0" stroke-width="5" stroke-linecap="round"/>
    <circle cx="100" cy="330" r="8" fill="#1a56b0" stroke="#fff" stroke-width="3"/>
    <g transform="translate(250 130)"><path d="M0 0 C-3-6-10-10-10-17 a10 10 0 0 1 20 0 C10-10 3-6 0 0z" fill="#14161a"/><circle cy="-17" r="4" fill="#f5b700"/></g>
    ${taxiMarker(125, 300, 20)}${taxiMarker(150, 160, 100)}${taxiMarker(272, 240, 0)}${taxiMarker(215, 290, 70)}${taxiMarker(80, 140, 180)}`
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${BASE_CSS}
  .map{position:absolute;inset:0}
  .status{position:relative;z-index:1}
  .bar{position:absolute;top:44px;left:16px;right:16px;background:#fff;border-radius:16px;box-shadow:0 6px 20px rgb(20 22 26/.14);padding:12px 14px;display:grid;gap:8px}
  .leg{display:flex;align-items:center;gap:10px;font-size:14px;font-weight:600}
  .leg .dot{background:#1a56b0}.leg .sq{width:10px;height:10px;background:#14161a}
  .leg+.leg{border-top:1px solid #eef0f3;padding-top:8px}
  .eta{position:absolute;top:318px;left:150px;background:#14161a;color:#fff;font-size:12px;font-weight:800;padding:5px 10px;border-radius:999px}
  .sheet{position:absolute;left:0;right:0;bottom:0;background:#fff;border-radius:24px 24px 0 0;box-shadow:0 -8px 24px rgb(20 22 26/.12);padding:10px 18px 26px}
  .grip{width:40px;height:5px;border-radius:3px;background:#e3e6ea;margin:0 auto 12px}
  .drv{display:flex;align-items:center;gap:12px}
  .face{width:48px;height:48px;border-radius:50%;background:linear-gradient(135deg,#f5b700,#d99f00);display:grid;place-items:center;font-weight:800;font-size:18px}
  .drv b{display:block;font-size:16px}.drv small{color:#6b7280;font-size:12.5px}
  .star{margin-left:auto;font-weight:800;font-size:14px;background:#fff6d6;padding:5px 9px;border-radius:999px}
  .fare{display:flex;justify-content:space-between;align-items:flex-end;margin:16px 0 14px;padding:12px 14px;background:#f6f7f9;border-radius:14px}
  .fare small{display:block;color:#6b7280;font-size:12px}.fare b{font-size:22px}
  .fare span{font-size:13px;color:#4a5160;font-weight:600}
  .btn{background:#f5b700;border-radius:14px;text-align:center;font-weight:800;font-size:17px;padding:15px}
  </style></head><body>
  <div class="map">${mapSvg(360, 780, route)}</div>
  <div class="status"><span>09:42</span><span>5G <i></i></span></div>
  <div class="bar"><div class="leg"><span class="dot"></span>${t.pickup}</div><div class="leg"><span class="sq"></span>${t.dest}</div></div>
  <div class="eta">${t.eta}</div>
  <div class="sheet"><div class="grip"></div>
    <div class="drv"><div class="face">M</div><div><b>${t.driver}</b><small>${t.car}</small></div><span class="star">★ 4,9</span></div>
    <div class="fare"><div><small>${t.priceLabel}</small><b>${t.price}</b></div><span>${t.distance}</span></div>
    <div class="btn">${t.call}</div>
  </div>
  </body></html>`.replace('★ 4,9', lang === 'en' ? '★ 4.9' : '★ 4,9')
}

export function profileScreen(lang: Lang): string {
  const t = TEXT[lang]
  const rating = lang === 'en' ? '4.9' : '4,9'
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${BASE_CSS}
  .head{background:#14161a;color:#fff;padding-bottom:64px;border-radius:0 0 28px 28px}
  .who{display:flex;gap:14px;align-items:center;padding:14px 22px 0}
  .pic{width:64px;height:64px;border-radius:50%;background:linear-gradient(135deg,#f5b700,#ff8a50);display:grid;place-items:center;font-size:26px;font-weight:800;color:#14161a;border:3px solid #fff}
  .who b{font-size:20px;display:block}.who small{color:#b9bfc8;font-size:13px}
  .badge{display:inline-block;margin-top:6px;background:#f5b700;color:#14161a;font-size:11px;font-weight:800;padding:3px 8px;border-radius:999px}
  .stats{margin:-44px 16px 0;background:#fff;border-radius:18px;box-shadow:0 8px 24px rgb(20 22 26/.12);display:grid;grid-template-columns:repeat(3,1fr);padding:14px 0}
  .stats div{text-align:center}.stats div+div{border-left:1px solid #eef0f3}
  .stats b{display:block;font-size:20px}.stats small{color:#6b7280;font-size:12px}
  .points{margin:14px 16px 0;border-radius:18px;padding:16px;background:linear-gradient(135deg,#f5b700,#ffd35c);position:relative;overflow:hidden}
  .points small{font-size:12.5px;font-weight:700;color:#4a3a00}.points b{display:block;font-size:30px;letter-spacing:-.5px}
  .points span{font-size:12px;color:#4a3a00}
  .points::after{content:'';position:absolute;right:-30px;top:-30px;width:120px;height:120px;border-radius:50%;background:rgb(255 255 255/.25)}
  .menu{margin:14px 16px 0;background:#fff;border-radius:18px;padding:2px 14px}
  .item{display:flex;align-items:center;gap:12px;padding:13px 0;font-size:15px;font-weight:600}
  .item+.item{border-top:1px solid #eef0f3}
  .item .ico{width:32px;height:32px;border-radius:10px;background:#fff6d6;display:grid;place-items:center}
  .item::after{content:'›';margin-left:auto;color:#9aa3b2;font-size:22px;line-height:1}
  </style></head><body>
  <div class="head"><div class="status"><span>09:45</span><span>5G <i></i></span></div>
    <div class="who"><div class="pic">E</div><div><b>${t.name}</b><small>${t.since}</small><br><span class="badge">PREMIUM</span></div></div>
  </div>
  <div class="stats"><div><b>48</b><small>${t.rides}</small></div><div><b>${rating}</b><small>${t.rating}</small></div><div><b>${t.pointsValue}</b><small>${t.points}</small></div></div>
  <div class="points"><small>${t.pointsCard}</small><b>${t.pointsValue}</b><span>${t.pointsHint}</span></div>
  <div class="menu">${t.menu.map((m, i) => `<div class="item"><span class="ico">${icon((['clock', 'card', 'pin', 'bell', 'chat'] as const)[i]!, '#b07f00')}</span>${m}</div>`).join('')}</div>
  ${tabs(lang, 3)}
  </body></html>`
}
