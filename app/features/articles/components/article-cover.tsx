import { cn } from '#app/components/ui/cn.ts';
import type { ArticleCover as Cover } from '#app/features/articles/article-types.ts';
import { COVER_SIZE } from '#app/features/articles/article-covers.ts';

type Props = {
  cover: Cover;
  /** The page's main image (its LCP element): fetched first, never lazy. */
  priority?: boolean;
  className?: string;
};

/**
 * An article's featured image, or its category's illustration. The box keeps the 1200:630
 * ratio whatever the picture's own size, so nothing shifts while it loads. The pictures are
 * decorative: the title next to them says what the article is.
 */
export function ArticleCover({ cover, priority = false, className }: Props) {
  return (
    <img
      src={cover.src}
      alt=""
      width={COVER_SIZE.width}
      height={COVER_SIZE.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={cn('aspect-[1200/630] w-full bg-sand object-cover', className)}
    />
  );
}
