import type { Picture } from '../media.ts'

/** AVIF first, WebP otherwise; width and height set so the layout never shifts. */
export function ResponsivePicture({
  picture,
  alt,
  sizes,
  className,
}: {
  picture: Picture
  alt: string
  sizes: string
  className?: string
}) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={picture.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.webp} sizes={sizes} />
      <img
        src={picture.fallback}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  )
}
