import type { ResponsiveImage } from '#app/lib/images.ts';

type PictureProps = {
  image: ResponsiveImage;
  alt: string;
  /** How wide the image is shown, e.g. '(min-width: 1024px) 50vw, 100vw'. */
  sizes: string;
  /** Above the fold (the page's largest image): load at once with high priority. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
};

/** An image with its intrinsic size (no layout shift), modern formats and lazy loading. */
export function Picture({ image, alt, sizes, priority = false, className, imgClassName }: PictureProps) {
  const img = (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      sizes={image.sources.length ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={imgClassName}
    />
  );
  if (!image.sources.length) return className ? <span className={className}>{img}</span> : img;
  return (
    <picture className={className}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

/** A `links` entry that preloads the page's largest above-the-fold image. */
export function preloadImage(image: ResponsiveImage, sizes: string) {
  const modern = image.sources[0];
  return modern
    ? {
        rel: 'preload',
        as: 'image',
        href: image.src,
        imageSrcSet: modern.srcset,
        imageSizes: sizes,
        type: modern.type,
        fetchPriority: 'high',
      }
    : { rel: 'preload', as: 'image', href: image.src, fetchPriority: 'high' };
}
