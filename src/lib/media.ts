import manifest from 'virtual:portfolio-media'

/** A picture from src/content/media/ as the build made it (builder/media.ts). */
export interface ResponsiveImage {
  /** Size of the largest width made, for the <img>'s width and height (its aspect ratio). */
  width: number
  height: number
  /** The largest WebP, for browsers that ignore srcset. */
  src: string
  /** srcset lists ("url 480w, url 800w"); empty in development, where the original is served. */
  avif: string
  webp: string
}

/** The built picture for a content image's `src` (a path inside src/content/media/). */
export function responsiveImage(src: string): ResponsiveImage {
  const image = manifest[src]
  if (!image) throw new Error(`No picture ${src} in the media manifest: is it named in the content?`)
  return image
}
