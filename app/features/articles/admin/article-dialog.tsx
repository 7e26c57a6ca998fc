// The article dialog: a new article's form at once, or a stored article's once it has loaded.
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import type { AdminArticle, AdminArticleRow } from '#app/features/articles/admin/articles-admin.server.ts';
import { EMPTY_ARTICLE, valuesOf } from '#app/features/articles/admin/article-form-values.ts';
import { ArticleSaveForm } from '#app/features/articles/admin/article-save-form.tsx';

type LoadAnswer = { ok: true; article: AdminArticle } | { ok: false; error: string };

type Props = {
  mode: 'create' | 'edit';
  articleId: string | null;
  /** The article list, to say which featured articles the public page will show. */
  articles: AdminArticleRow[];
  onClose: () => void;
};

export function ArticleDialog({ mode, articleId, articles, onClose }: Props) {
  const loader = useFetcher<LoadAnswer>();
  const { load } = loader;
  useEffect(() => {
    if (mode === 'edit' && articleId) void load(`/admin/articles/${articleId}`);
  }, [mode, articleId, load]);
  const loaded = loader.data?.ok ? loader.data.article : null;
  // The form is drawn again only for a text it asked for ('Restore' reloads the article): a save
  // also reloads it (the fetcher is revalidated after every action), and drawing the form again
  // then would drop the save's own answer (its toast, closing the dialog).
  const [formVersion, setFormVersion] = useState<number | null>(null);
  const reloading = useRef(false);
  useEffect(() => {
    if (!loaded || (formVersion !== null && !reloading.current)) return;
    reloading.current = false;
    setFormVersion(loaded.version);
  }, [loaded, formVersion]);
  const loadFailed = loader.state === 'idle' && loader.data && !loader.data.ok;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-4xl pb-0 max-sm:px-4" onInteractOutside={(event) => event.preventDefault()}>
        <div>
          <DialogHeader className="mb-0">
            <DialogTitle>{mode === 'create' ? 'Create New Article' : 'Edit Article'}</DialogTitle>
            <DialogDescription>
              {mode === 'create'
                ? 'Write a new design article. Fields marked * are required.'
                : 'Change the article and save. Fields marked * are required.'}
            </DialogDescription>
          </DialogHeader>
        </div>
        {mode === 'create' ? (
          <ArticleSaveForm mode="create" articleId={null} initial={EMPTY_ARTICLE} articles={articles} onClose={onClose} />
        ) : loaded ? (
          <ArticleSaveForm
            key={`${loaded.id}:${formVersion ?? loaded.version}`}
            mode="edit"
            articleId={loaded.id}
            initial={valuesOf(loaded)}
            version={loaded.version}
            articles={articles}
            onClose={onClose}
            onReload={() => {
              reloading.current = true;
              void load(`/admin/articles/${loaded.id}`);
            }}
          />
        ) : (
          <div role="status" className="flex min-h-64 items-center justify-center gap-2 text-ink-muted">
            {loadFailed ? (
              'Failed to load the article. It may have been deleted.'
            ) : (
              <>
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brass-700" /> Loading article...
              </>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
