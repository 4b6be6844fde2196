/**
 * Regenerates every picture and the hero video of the landing page from the scenes beside this
 * file: Debian's Chromium (through Playwright) renders each scene to PNG, ffmpeg turns the PNGs
 * into AVIF/WebP at the widths the page shows them and the hero frames into a WebM and an MP4 loop.
 *
 *   apt-get install -y chromium ffmpeg
 *   node --import tsx scripts/media/render.ts            # everything
 *   node --import tsx scripts/media/render.ts stills     # pictures only
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { homeScreen, mapScreen, profileScreen, SCREEN, type Lang } from './scenes/app.ts'
import { comfortableVehiclesScene, GALLERY_SIZE, modernScene, safeDriversScene } from './scenes/gallery.ts'
import { heroScene, LOOP_SECONDS } from './scenes/hero.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const OUT = path.join(ROOT, 'app/features/landing/assets')
/** Widths the page shows (1×) — the 2× files are for high-density screens. Keep in step with landing components. */
const SCREEN_WIDTHS = [260, 520]
const GALLERY_WIDTHS = [360, 720]
const VIDEO = { width: 1280, height: 720, fps: 24 }

const work = mkdtempSync(path.join(tmpdir(), 'durak-media-'))
mkdirSync(OUT, { recursive: true })

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' })
}

function kb(file: string): string {
  return `${(statSync(file).size / 1024).toFixed(1)} KB`
}

/** One PNG → AVIF and WebP at each width. */
function encodeStill(png: string, name: string, widths: number[]) {
  for (const width of widths) {
    const scale = `scale=${width}:-2:flags=lanczos`
    const avif = path.join(OUT, `${name}-${width}.avif`)
    const webp = path.join(OUT, `${name}-${width}.webp`)
    ffmpeg([
      '-i',
      png,
      '-vf',
      scale,
      '-c:v',
      'libaom-av1',
      '-still-picture',
      '1',
      '-crf',
      '32',
      '-cpu-used',
      '4',
      '-pix_fmt',
      'yuv420p',
      avif,
    ])
    ffmpeg(['-i', png, '-vf', scale, '-c:v', 'libwebp', '-quality', '82', '-compression_level', '6', webp])
    console.log(`${name}-${width}: avif ${kb(avif)}, webp ${kb(webp)}`)
  }
}

async function shoot(page: Page, html: string, file: string) {
  await page.setContent(html, { waitUntil: 'load' })
  await page.screenshot({ path: file })
}

async function stills() {
  const browser = await launch()
  const screens = await browser.newPage({ viewport: SCREEN, deviceScaleFactor: 2 })
  const scenes: [string, (lang: Lang) => string][] = [
    ['screen-home', homeScreen],
    ['screen-map', mapScreen],
    ['screen-profile', profileScreen],
  ]
  for (const [name, scene] of scenes) {
    for (const lang of ['tr', 'en'] as const) {
      const png = path.join(work, `${name}-${lang}.png`)
      await shoot(screens, scene(lang), png)
      encodeStill(png, `${name}-${lang}`, SCREEN_WIDTHS)
    }
  }
  const gallery = await browser.newPage({ viewport: GALLERY_SIZE, deviceScaleFactor: 2 })
  for (const [name, scene] of [
    ['gallery-safe-drivers', safeDriversScene],
    ['gallery-comfortable-vehicles', comfortableVehiclesScene],
    ['gallery-modern', modernScene],
  ] as const) {
    const png = path.join(work, `${name}.png`)
    await shoot(gallery, scene(), png)
    encodeStill(png, name, GALLERY_WIDTHS)
  }
  await browser.close()
}

async function video() {
  const browser = await launch()
  const page = await browser.newPage({ viewport: { width: VIDEO.width, height: VIDEO.height } })
  await page.setContent(heroScene(), { waitUntil: 'load' })
  const frames = path.join(work, 'frames')
  mkdirSync(frames)
  const count = LOOP_SECONDS * VIDEO.fps
  for (let i = 0; i < count; i++) {
    // Hold every CSS animation at this frame's time, so frames are exact and the loop is seamless.
    await page.evaluate(
      (ms) => {
        for (const animation of document.getAnimations()) {
          animation.pause()
          animation.currentTime = ms
        }
      },
      (i * 1000) / VIDEO.fps,
    )
    await page.screenshot({ path: path.join(frames, `${String(i).padStart(4, '0')}.png`) })
  }
  await browser.close()
  const input = ['-framerate', String(VIDEO.fps), '-i', path.join(frames, '%04d.png')]
  const poster = path.join(OUT, 'hero-poster.webp')
  ffmpeg(['-i', path.join(frames, '0000.png'), '-c:v', 'libwebp', '-quality', '78', '-compression_level', '6', poster])
  const webm = path.join(OUT, 'hero-loop.webm')
  ffmpeg([
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '33',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-pix_fmt',
    'yuv420p',
    '-an',
    webm,
  ])
  const mp4 = path.join(OUT, 'hero-loop.mp4')
  ffmpeg([
    ...input,
    '-c:v',
    'libx264',
    '-crf',
    '23',
    '-preset',
    'slow',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    mp4,
  ])
  console.log(`hero-poster: webp ${kb(poster)}; hero-loop: webm ${kb(webm)}, mp4 ${kb(mp4)}`)
}

function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--font-render-hinting=none',
    ],
  })
}

const only = process.argv[2]
try {
  if (!only || only === 'stills') await stills()
  if (!only || only === 'video') await video()
} finally {
  rmSync(work, { recursive: true, force: true })
}
