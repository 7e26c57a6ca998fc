import { Link } from 'react-router';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { articlesCopy } from '#content/articles.ts';
import { Icon } from '#app/components/ui/icon.tsx';
import type { IconName } from '#app/components/ui/icon-names.ts';

const copy = articlesCopy.notFound;

/** The large round icon over an empty page or list ('Article Not Found', no articles found). */
export function EmptyStateIcon({ name }: { name: IconName }) {
  return (
    <span className="flex size-16 items-center justify-center rounded-full bg-sand text-brass-700">
      <Icon name={name} className="size-8" />
    </span>
  );
}

/** 'Article Not Found': a missing or unpublished slug (HTTP 404), or an article that failed to load. */
export function ArticleNotFound() {
  return (
    <div className="flex min-h-screen flex-col bg-canvas">
      <div className="bg-charcoal pt-[72px]" />
      <div className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-6 py-24 text-center">
        <EmptyStateIcon name="file-question" />
        <h1 className="mt-6 text-4xl">{copy.title}</h1>
        <p className="mt-4 text-lg text-ink-muted">{copy.text}</p>
        <Link to="/articles" className={buttonClasses({ className: 'mt-8' })}>
          <Icon name="arrow-left" />
          {copy.back}
        </Link>
      </div>
    </div>
  );
}
