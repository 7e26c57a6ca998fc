declare module '*?responsive' {
  import type { ResponsiveImage } from '#app/lib/images.ts';
  const image: ResponsiveImage;
  export default image;
}
