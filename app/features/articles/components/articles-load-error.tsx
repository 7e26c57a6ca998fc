import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { articlesCopy } from '#content/articles.ts';
import { ArticleNotFound } from '#app/features/articles/components/article-not-found.tsx';
import { ArticlesHero } from '#app/features/articles/components/articles-list-view.tsx';
import { Icon } from '#app/components/ui/icon.tsx';

function useErrorToast(description: string) {
  useEffect(() => {
    toast({ title: 'Error', description, variant: 'destructive' });
  }, [description]);
}

/** The list could not be loaded: an error toast, and a way to try again. */
export function ArticlesLoadError() {
  useErrorToast(articlesCopy.list.loadError);
  const revalidator = useRevalidator();
  const loading = revalidator.state === 'loading';
  return (
    <div className="min-h-screen bg-canvas">
      <ArticlesHero />
      <div className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
        <p className="text-lg text-ink-muted">{articlesCopy.list.loadError}</p>
        <Button variant="outline" className="mt-6" disabled={loading} onClick={() => void revalidator.revalidate()}>
          <Icon name="rotate-cw" className={loading ? 'motion-safe:animate-spin' : undefined} />
          {loading ? articlesCopy.list.loading : articlesCopy.list.retry}
        </Button>
      </div>
    </div>
  );
}

/** An article could not be loaded: an error toast, then 'Article Not Found'. */
export function ArticleLoadError() {
  useErrorToast(articlesCopy.detail.loadError);
  return <ArticleNotFound />;
}
