import type { Image } from '../content/schema.ts'
import { responsiveImage } from '../lib/media.ts'

interface ResponsiveImageProps {
  image: Image
  /** The slot's width at each breakpoint, for the browser to pick a size (the `sizes` attribute). */
  sizes: string
  className?: string
}

/** A content picture in AVIF where the browser reads it, else WebP, at the width the slot needs; loaded when near. */
export function Picture({ image, sizes, className }: ResponsiveImageProps) {
  const { width, height, src, avif, webp } = responsiveImage(image.src)
  return (
    <picture className="contents">
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      <img
        src={src}
        srcSet={webp || undefined}
        sizes={webp ? sizes : undefined}
        alt={image.alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  )
}
