import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

/**
 * App icons and the social-card image, drawn here and rendered by Debian's Chromium:
 * `node --import tsx scripts/site/render-icons.ts` writes them to public/.
 */
const PUBLIC = path.resolve(import.meta.dirname, '..', '..', 'public')

const mark = (size: number, radius: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${radius}" fill="#f5b700"/>
  <path d="M20 16h13c10 0 17 6.5 17 16s-7 16-17 16H20zm9 8v16h4c5 0 8-3 8-8s-3-8-8-8z" fill="#14161a"/>
</svg>`

const ogCard = `
<html><body style="margin:0;width:1200px;height:630px;font-family:system-ui,'DejaVu Sans',sans-serif;
  background:linear-gradient(135deg,#14161a 0%,#262a33 60%,#3a2f12 100%);color:#fff;position:relative;overflow:hidden">
  <div style="position:absolute;left:80px;top:80px;display:flex;align-items:center;gap:20px">
    ${mark(88, 16)}<span style="font-size:64px;font-weight:800">Durak</span>
  </div>
  <div style="position:absolute;left:80px;top:230px;width:640px">
    <div style="font-size:60px;font-weight:800;line-height:1.1">Taksiniz bir dokunuşla yanınızda</div>
    <div style="margin-top:24px;font-size:30px;color:#f5d36b">Your taxi, one tap away · 20 şehir · 7/24</div>
  </div>
  <svg style="position:absolute;right:-40px;bottom:40px" width="520" height="260" viewBox="0 0 260 130">
    <rect x="30" y="50" width="200" height="50" rx="18" fill="#f5b700"/>
    <path d="M70 50 L95 22 H170 L195 50 Z" fill="#f5b700"/>
    <path d="M84 48 L101 28 H132 V48 Z M140 48 V28 H166 L183 48 Z" fill="#9fc7e8"/>
    <rect x="112" y="12" width="36" height="12" rx="3" fill="#14161a"/>
    <text x="130" y="21.5" font-size="8" text-anchor="middle" fill="#f5b700" font-weight="700">TAKSİ</text>
    <circle cx="75" cy="102" r="16" fill="#14161a"/><circle cx="75" cy="102" r="7" fill="#777"/>
    <circle cx="187" cy="102" r="16" fill="#14161a"/><circle cx="187" cy="102" r="7" fill="#777"/>
  </svg>
</body></html>`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
})
const page = await browser.newPage()
const icons: [string, number, number][] = [
  ['icon-192.png', 192, 14],
  ['icon-512.png', 512, 14],
  ['apple-touch-icon.png', 180, 0],
  // maskable: the mark inside the safe zone on a full-bleed background
  ['icon-maskable-512.png', 512, 0],
]
for (const [name, size, radius] of icons) {
  await page.setViewportSize({ width: size, height: size })
  const svg = name.includes('maskable')
    ? `<div style="width:${size}px;height:${size}px;background:#f5b700;display:grid;place-items:center">${mark(Math.round(size * 0.7), 0)}</div>`
    : mark(size, radius)
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`)
  writeFileSync(path.join(PUBLIC, name), await page.screenshot({ omitBackground: radius > 0 }))
}
// favicon.ico for browsers and tools that ask for it by name: PNG images inside an ICO directory.
const icoSizes = [16, 32, 48]
const pngs: Buffer[] = []
for (const size of icoSizes) {
  await page.setViewportSize({ width: size, height: size })
  await page.setContent(`<html><body style="margin:0">${mark(size, 14)}</body></html>`)
  pngs.push(await page.screenshot({ omitBackground: true }))
}
writeFileSync(path.join(PUBLIC, 'favicon.ico'), icoOf(icoSizes, pngs))
await page.setViewportSize({ width: 1200, height: 630 })
await page.setContent(ogCard)
writeFileSync(path.join(PUBLIC, 'og-image.jpg'), await page.screenshot({ type: 'jpeg', quality: 85 }))
await browser.close()
console.log('Icons, favicon.ico and og-image.jpg written to public/')

/** An ICO file holding PNG images (ICONDIR, one ICONDIRENTRY each, then the images). */
function icoOf(sizes: number[], images: Buffer[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach((image, i) => {
    const entry = 6 + 16 * i
    header.writeUInt8(sizes[i]! % 256, entry)
    header.writeUInt8(sizes[i]! % 256, entry + 1)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(image.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += image.length
  })
  return Buffer.concat([header, ...images])
}
