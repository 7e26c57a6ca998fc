import { Fragment } from 'react';
import { Link } from 'react-router';
import { articlesCopy } from '#content/articles.ts';
import { company } from '#content/company.ts';
import { initials } from '#app/features/articles/article-format.ts';
import type { ArticleCard as Card, ArticleDetail } from '#app/features/articles/article-types.ts';
import { ArticleCard } from '#app/features/articles/components/article-card.tsx';
import { ArticleCover } from '#app/features/articles/components/article-cover.tsx';
import { EndCta } from '#app/features/articles/components/article-cta.tsx';
import type { QuoteDialogSlot } from '#app/features/articles/components/article-cta.tsx';
import { ArticleMetaLine, CategoryBadge, TagList } from '#app/features/articles/components/article-meta-line.tsx';
import { MidArticleCta } from '#app/features/articles/components/mid-article-cta.tsx';
import { ArticlesNavigationStatus } from '#app/features/articles/components/navigation-status.tsx';
import { ShareButtons } from '#app/features/articles/components/share-buttons.tsx';
import { Icon } from '#app/components/ui/icon.tsx';

const copy = articlesCopy.detail;
const END_CTA_ID = 'end-cta';

type Props = {
  article: ArticleDetail;
  related: Card[];
  /** The article's canonical address, for sharing. */
  url: string;
  quoteDialog: QuoteDialogSlot;
};

function Avatar({ name, className }: { name: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-brass-700 font-semibold text-white ${className}`}
    >
      {initials(name)}
    </span>
  );
}

function Breadcrumbs({ title }: { title: string }) {
  const trail = [
    { name: copy.breadcrumbHome, to: '/' },
    { name: copy.breadcrumbArticles, to: '/articles' },
  ];
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm text-white/70">
        {trail.map((crumb) => (
          <Fragment key={crumb.to}>
            <li>
              <Link to={crumb.to} className="rounded-sm underline-offset-4 hover:text-brass-300 hover:underline">
                {crumb.name}
              </Link>
            </li>
            <li aria-hidden="true">
              <Icon name="chevron-right" className="size-3.5" />
            </li>
          </Fragment>
        ))}
        <li className="min-w-0 truncate">
          <span aria-current="page" className="text-white/90">
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}

function AuthorBox({ name }: { name: string }) {
  const isTeam = name === company.designTeamName;
  return (
    <aside aria-labelledby="author-heading" className="flex flex-col gap-5 rounded-lg border border-line bg-surface p-6 sm:flex-row sm:p-8">
      <Avatar name={name} className="size-16 text-xl" />
      <div>
        <p className="text-sm font-semibold tracking-widest text-brass-700 uppercase">{copy.authorHeading}</p>
        <h2 id="author-heading" className="mt-1 text-2xl">
          {name}
        </h2>
        <p className="text-sm font-medium text-ink-muted">{copy.authorCaption}</p>
        <p className="mt-3 text-ink-muted">{isTeam ? copy.teamBio : copy.authorBio}</p>
      </div>
    </aside>
  );
}

export function ArticleView({ article, related, url, quoteDialog }: Props) {
  return (
    <div className="bg-canvas">
      <ArticlesNavigationStatus />
      <article>
        <header className="bg-charcoal pt-[72px] text-white">
          <div className="mx-auto max-w-4xl px-5 pt-8 pb-24 sm:px-8 sm:pt-12 sm:pb-40">
            {article.isDraft ? (
              <p className="mb-6 flex items-start gap-3 rounded-md bg-brass-100 px-4 py-3 text-ink">
                <Icon name="eye" className="mt-0.5 size-5 shrink-0 text-brass-800" />
                <span>
                  <strong className="font-semibold">{copy.draftBanner}</strong>
                  <span className="block text-sm text-ink-muted sm:inline sm:before:content-['_·_']">{copy.draftBannerText}</span>
                </span>
              </p>
            ) : null}
            <Breadcrumbs title={article.title} />
            <div className="mt-8 flex flex-wrap items-center gap-2">
              <CategoryBadge category={article.category} tone="dark" />
              {article.isFeatured ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-brass-700 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
                  <Icon name="star" className="size-3.5 fill-current" />
                  {copy.featuredBadge}
                </span>
              ) : null}
            </div>
            <h1 className="mt-5 text-[2.125rem] leading-[1.12] text-white sm:text-5xl">{article.title}</h1>
            <div
              className="article-excerpt mt-5 text-lg text-white/80 sm:text-xl"
              dangerouslySetInnerHTML={{ __html: article.excerptHtml }}
            />
            <div className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-4">
              <div className="flex items-center gap-3">
                <Avatar name={article.authorName} className="size-11 text-sm" />
                <div>
                  <p className="font-semibold text-white">{article.authorName}</p>
                  <p className="text-sm text-white/70">{copy.authorCaption}</p>
                </div>
              </div>
              <ArticleMetaLine publishedAt={article.publishedAt} readTime={article.readTime} className="text-white/70" />
            </div>
            <div className="mt-6 flex flex-col gap-6 border-t border-white/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
              <TagList tags={article.tags} tone="dark" />
              <ShareButtons url={url} title={article.title} label={copy.shareHeading} />
            </div>
          </div>
        </header>

        <div className="mx-auto -mt-16 max-w-5xl px-5 sm:-mt-28 sm:px-8">
          <ArticleCover cover={article.cover} priority className="rounded-lg shadow-lift" />
        </div>

        <div
          className="article-body mx-auto max-w-[44rem] px-5 pt-10 pb-12 sm:px-8 sm:pt-14"
          dangerouslySetInnerHTML={{ __html: article.contentHtml }}
        />

        <div className="mx-auto max-w-[44rem] px-5 sm:px-8">
          <AuthorBox name={article.authorName} />
        </div>
      </article>

      <div id={END_CTA_ID} className="mx-auto mt-16 max-w-5xl px-5 sm:px-8">
        <EndCta quoteDialog={quoteDialog} />
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mx-auto mt-16 max-w-6xl px-5 sm:mt-20 sm:px-8">
          <h2 id="related-heading" className="text-3xl">
            {copy.relatedHeading}
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((card) => (
              <ArticleCard key={card.id} article={card} />
            ))}
          </div>
        </section>
      ) : null}

      <p className="mx-auto max-w-6xl px-5 pt-12 pb-20 sm:px-8">
        <Link
          to="/articles"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brass-700 underline-offset-4 hover:underline"
        >
          <Icon name="arrow-left" className="size-4" />
          {copy.backToAll}
        </Link>
      </p>

      <MidArticleCta quoteDialog={quoteDialog} endCtaId={END_CTA_ID} />
    </div>
  );
}
