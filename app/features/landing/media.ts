import type { Lang } from '#shared/routes.ts'
import heroPoster from './assets/hero-poster.webp?no-inline'
import heroMp4 from './assets/hero-loop.mp4?no-inline'
import heroWebm from './assets/hero-loop.webm?no-inline'

/**
 * The landing page's media, made by `scripts/media/render.ts` and imported through Vite so every
 * file gets a content-hashed name (cached for a year). `?no-inline`: tiny AVIFs must stay files,
 * not data URIs inside the JavaScript.
 */
const FILES = import.meta.glob<string>('./assets/*.{avif,webp}', {
  eager: true,
  query: '?no-inline',
  import: 'default',
})

export const HERO_MEDIA = { poster: heroPoster, webm: heroWebm, mp4: heroMp4, width: 1280, height: 720 }

export type Picture = { avif: string; webp: string; fallback: string; width: number; height: number }

function file(name: string): string {
  const url = FILES[`./assets/${name}`]
  if (!url) throw new Error(`Missing landing asset ${name}: run scripts/media/render.ts`)
  return url
}

/** `srcset` of one format at the 1× and 2× widths the scripts render. */
function picture(base: string, width: number, height: number): Picture {
  const srcset = (ext: string) =>
    `${file(`${base}-${width}.${ext}`)} ${width}w, ${file(`${base}-${width * 2}.${ext}`)} ${width * 2}w`
  return { avif: srcset('avif'), webp: srcset('webp'), fallback: file(`${base}-${width}.webp`), width, height }
}

/** Phone screens are shown 260 px wide (360 × 780 scenes). */
export const SCREEN_SIZE = { width: 260, height: 563 }
export type ScreenName = 'home' | 'map' | 'profile'
export function screenPicture(name: ScreenName, lang: Lang): Picture {
  return picture(`screen-${name}-${lang}`, SCREEN_SIZE.width, SCREEN_SIZE.height)
}

/** Gallery pictures are shown up to 360 px wide (640 × 480 scenes). */
export type GalleryName = 'safe-drivers' | 'comfortable-vehicles' | 'modern'
export function galleryPicture(name: GalleryName): Picture {
  return picture(`gallery-${name}`, 360, 270)
}
