/** Made by scripts/media-plugin.ts from the content's pictures. */
declare module 'virtual:portfolio-media' {
  const manifest: Record<string, import('./lib/media').ResponsiveImage>
  export default manifest
}
