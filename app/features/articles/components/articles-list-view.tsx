import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { articlesCopy } from '#content/articles.ts';
import type { ArticleCard as Card } from '#app/features/articles/article-types.ts';
import { ArticleCard } from '#app/features/articles/components/article-card.tsx';
import { ArticlesSearchForm } from '#app/features/articles/components/articles-search-form.tsx';
import { ArticlesNavigationStatus, useArticlesNavigation } from '#app/features/articles/components/navigation-status.tsx';
import { ALL_CATEGORIES } from '#app/features/articles/article-rules.ts';
import { EmptyStateIcon } from '#app/features/articles/components/article-not-found.tsx';

const copy = articlesCopy.list;

/** The dark band under the navigation bar with the page's title (and the search form). */
export function ArticlesHero({ children }: { children?: ReactNode }) {
  return (
    <header className="bg-charcoal pt-[72px] text-white">
      <div className="mx-auto max-w-6xl px-5 pt-8 pb-10 sm:px-8 sm:pt-20 sm:pb-14">
        <p className="text-sm font-semibold tracking-[0.2em] text-brass-300 uppercase">{copy.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-[2.5rem] leading-tight text-white sm:mt-4 sm:text-5xl">{copy.title}</h1>
        <p className="mt-4 max-w-2xl text-white/75 sm:mt-5 sm:text-lg">{copy.intro}</p>
        {children ? <div className="mt-8 sm:mt-10">{children}</div> : null}
      </div>
    </header>
  );
}

type Props = {
  featured: Card[];
  latest: Card[];
  q: string;
  category: string;
};

export function ArticlesListView({ featured, latest, q, category }: Props) {
  const loading = useArticlesNavigation() === 'list';
  const empty = featured.length === 0 && latest.length === 0;
  const filtered = q !== '' || category !== ALL_CATEGORIES;
  const [lead, ...others] = featured;
  const count = featured.length + latest.length;

  return (
    <div className="min-h-screen bg-canvas">
      <ArticlesHero>
        <ArticlesSearchForm q={q} category={category} />
      </ArticlesHero>
      <ArticlesNavigationStatus />
      <p role="status" className="sr-only">
        {empty ? copy.emptyTitle : `${count} ${count === 1 ? 'article' : 'articles'}`}
      </p>
      <div
        aria-busy={loading}
        className={cn('mx-auto max-w-6xl px-5 py-12 transition-opacity duration-200 sm:px-8 sm:py-16', loading && 'opacity-60')}
      >
        {empty ? (
          <div className="mx-auto flex max-w-md flex-col items-center py-12 text-center">
            <EmptyStateIcon name="search-x" />
            <h2 className="mt-6 text-2xl">{copy.emptyTitle}</h2>
            <p className="mt-2 text-ink-muted">{copy.emptyHint}</p>
            {filtered ? (
              <Link to="/articles" preventScrollReset className={buttonClasses({ variant: 'outline', className: 'mt-6' })}>
                {copy.clearFilters}
              </Link>
            ) : null}
          </div>
        ) : null}

        {lead ? (
          <section aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="text-3xl">
              {copy.featuredHeading}
            </h2>
            <div className={cn('mt-6 grid gap-6', others.length > 0 && 'lg:grid-cols-[1.35fr_1fr]')}>
              <ArticleCard article={lead} layout={others.length > 0 ? 'lead' : 'row'} />
              {others.length > 0 ? (
                <div className="grid gap-6">
                  {others.map((article) => (
                    <ArticleCard key={article.id} article={article} layout="row" />
                  ))}
                </div>
              ) : null}
            </div>
          </section>
        ) : null}

        {latest.length > 0 ? (
          <section aria-labelledby="latest-heading" className={cn(lead && 'mt-16 sm:mt-20')}>
            <h2 id="latest-heading" className="text-3xl">
              {copy.latestHeading}
            </h2>
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {latest.map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}
