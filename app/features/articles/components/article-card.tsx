import { Link } from 'react-router';
import { cn } from '#app/components/ui/cn.ts';
import { articlePath } from '#app/features/articles/article-format.ts';
import type { ArticleCard as Card } from '#app/features/articles/article-types.ts';
import { ArticleCover } from '#app/features/articles/components/article-cover.tsx';
import { ArticleMetaLine, CategoryBadge, TagList } from '#app/features/articles/components/article-meta-line.tsx';
import { MAX_CARD_TAGS } from '#app/features/articles/article-rules.ts';

type Props = {
  article: Card;
  /** lead: the large first featured card; row: image beside text (wide screens); grid: a plain card. */
  layout?: 'lead' | 'row' | 'grid';
  headingLevel?: 'h2' | 'h3';
};

/** A card for an article; the whole card is one link to it (the title is the link's name). */
export function ArticleCard({ article, layout = 'grid', headingLevel: Heading = 'h3' }: Props) {
  return (
    <article
      className={cn(
        'group relative flex overflow-hidden rounded-lg border border-line bg-surface shadow-soft transition duration-200 focus-within:shadow-lift hover:shadow-lift motion-safe:hover:-translate-y-0.5',
        layout === 'row' ? 'flex-col sm:flex-row' : 'flex-col',
      )}
    >
      <div className={cn('overflow-hidden', layout === 'row' && 'sm:w-2/5 sm:shrink-0')}>
        <ArticleCover
          cover={article.cover}
          className={cn('transition-transform duration-300 motion-safe:group-hover:scale-[1.02]', layout === 'row' && 'sm:h-full')}
        />
      </div>
      <div className={cn('flex flex-1 flex-col gap-3', layout === 'lead' ? 'p-6 sm:p-8' : 'p-5')}>
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={article.category} />
        </div>
        <Heading className={cn('leading-snug', layout === 'lead' ? 'text-2xl sm:text-3xl' : 'text-xl')}>
          <Link
            to={articlePath(article.slug)}
            className="outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brass-700 group-hover:text-brass-800"
          >
            {article.title}
          </Link>
        </Heading>
        <p className={cn('text-ink-muted', layout === 'lead' ? 'line-clamp-4 text-lg' : 'line-clamp-3')}>{article.excerptText}</p>
        <div className="mt-auto flex flex-col gap-3 pt-2">
          <ArticleMetaLine publishedAt={article.publishedAt} readTime={article.readTime} className="text-ink-muted" />
          <TagList tags={article.tags.slice(0, MAX_CARD_TAGS)} />
        </div>
      </div>
    </article>
  );
}
