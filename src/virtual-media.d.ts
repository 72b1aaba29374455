/** Made by builder/plugins/media-plugin.ts from the content's pictures. */
declare module 'virtual:portfolio-media' {
  const manifest: Record<string, import('./lib/media.ts').ResponsiveImage>
  export default manifest
}
