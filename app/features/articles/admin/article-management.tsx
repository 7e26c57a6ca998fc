import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { CalendarClock, CheckCircle2, ExternalLink, Eye, FileText, Pencil, Plus, Star, StickyNote, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { TabSection } from '#app/components/ui/tab-heading.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import type { AdminArticleRow } from '#app/features/articles/admin/articles-admin.server.ts';
import { formatDate, formatDateTime } from '#app/lib/format.ts';
import { ArticleDialog } from '#app/features/articles/admin/article-dialog.tsx';
import { StatCard } from '#app/components/ui/stat-card.tsx';
import { TableHeader } from '#app/components/ui/table-header.tsx';

type ActionAnswer = { ok: true; value?: boolean } | { ok: false; error?: string };

const TOAST_TEXT = {
  'toggle-published': { ok: 'Article publication status updated.', failed: 'Failed to update article. Please try again.' },
  'toggle-featured': { ok: 'Article featured status updated.', failed: 'Failed to update article. Please try again.' },
  delete: { ok: 'Article deleted successfully.', failed: 'Failed to delete article. Please try again.' },
} as const;

type RowIntent = keyof typeof TOAST_TEXT;

/**
 * Publish/feature toggles and delete for one article, with a toast when each finishes.
 * The publication toast offers 'Undo', which flips the article back (decision 123).
 */
function useArticleAction(id: string) {
  const fetcher = useFetcher<ActionAnswer>({ key: `article-${id}` });
  const sent = useRef<{ intent: RowIntent; undo: boolean } | null>(null);
  const { submit } = fetcher;
  const run = useCallback(
    (intent: RowIntent, undo = false) => {
      sent.current = { intent, undo };
      void submit({ intent }, { method: 'post', action: `/admin/articles/${id}` });
    },
    [submit, id],
  );
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || !sent.current) return;
    const { intent, undo } = sent.current;
    const texts = TOAST_TEXT[intent];
    sent.current = null;
    if (!fetcher.data.ok) toast({ title: 'Error', description: texts.failed, variant: 'destructive' });
    else if (intent === 'toggle-published' && !undo) {
      toast({ title: 'Success', description: texts.ok, action: { label: 'Undo', onClick: () => run('toggle-published', true) } });
    } else toast({ title: 'Success', description: texts.ok });
  }, [fetcher.state, fetcher.data, run]);
  const pendingIntent = fetcher.formData?.get('intent');
  return { run, pendingIntent: typeof pendingIntent === 'string' ? pendingIntent : null, busy: fetcher.state !== 'idle' };
}

export function ArticleManagement({ articles }: { articles: AdminArticleRow[] }) {
  const [editing, setEditing] = useState<{ mode: 'create' } | { mode: 'edit'; id: string } | null>(null);
  const [deleting, setDeleting] = useState<AdminArticleRow | null>(null);
  const published = articles.filter((article) => article.isPublished).length;
  const featured = articles.filter((article) => article.isFeatured).length;

  return (
    <TabSection
      id="articles-heading"
      title="Articles"
      action={
        <Button onClick={() => setEditing({ mode: 'create' })}>
          <Plus aria-hidden="true" />
          New Article
        </Button>
      }
    >
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total Articles" value={articles.length} icon={<FileText aria-hidden="true" />} />
        <StatCard label="Published" value={published} icon={<CheckCircle2 aria-hidden="true" />} accent="bg-sage-100 text-sage-700" />
        <StatCard label="Featured" value={featured} icon={<Star aria-hidden="true" />} accent="bg-brass-50 text-brass-800" />
        <StatCard label="Drafts" value={articles.length - published} icon={<StickyNote aria-hidden="true" />} />
      </div>

      <div className="rounded-lg border border-line bg-surface shadow-soft">
        {articles.length === 0 ? (
          <EmptyState icon={FileText}>No articles yet. Create the first one with New Article.</EmptyState>
        ) : (
          <>
            <div className="hidden overflow-x-auto md:block">
              <table className="w-full min-w-[880px] text-left text-sm">
                <TableHeader columns={['Title', 'Category', 'Author', 'Status', 'Created', 'Actions']} cellClassName="px-4" />
                <tbody className="divide-y divide-line">
                  {articles.map((article) => (
                    <ArticleRow
                      key={article.id}
                      article={article}
                      onEdit={() => setEditing({ mode: 'edit', id: article.id })}
                      onDelete={() => setDeleting(article)}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="divide-y divide-line md:hidden">
              {articles.map((article) => (
                <ArticleCard
                  key={article.id}
                  article={article}
                  onEdit={() => setEditing({ mode: 'edit', id: article.id })}
                  onDelete={() => setDeleting(article)}
                />
              ))}
            </ul>
          </>
        )}
      </div>

      {editing ? (
        <ArticleDialog
          key={editing.mode === 'edit' ? editing.id : 'new'}
          mode={editing.mode}
          articleId={editing.mode === 'edit' ? editing.id : null}
          articles={articles}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? <DeleteArticleDialog article={deleting} onClose={() => setDeleting(null)} /> : null}
    </TabSection>
  );
}

function StatusToggle({ article }: { article: AdminArticleRow }) {
  const { run, pendingIntent } = useArticleAction(article.id);
  const published = pendingIntent === 'toggle-published' ? !article.isPublished : article.isPublished;
  const featured = pendingIntent === 'toggle-featured' ? !article.isFeatured : article.isFeatured;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <button
        type="button"
        onClick={() => run('toggle-published')}
        title={published ? 'Published: click to turn back into a draft' : 'Draft: click to publish'}
        aria-label={`${published ? 'Published' : 'Draft'}: ${published ? 'unpublish' : 'publish'} ${article.title}`}
        className={cn(
          'inline-flex min-h-8 items-center rounded-full px-3 text-xs font-semibold ring-1 ring-inset transition-colors',
          published
            ? 'bg-sage-100 text-sage-700 ring-sage-700/25 hover:bg-sage-100/70'
            : 'bg-sand text-ink-muted ring-line hover:bg-line/60',
        )}
      >
        {published ? 'Published' : 'Draft'}
      </button>
      {article.publishAt && !published ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-canvas px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-line ring-inset">
          <CalendarClock aria-hidden="true" className="size-3" />
          Scheduled <span className="font-normal">{formatDateTime(article.publishAt)}</span>
        </span>
      ) : null}
      {article.unpublishAt && published ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-canvas px-2.5 py-0.5 text-xs text-ink-muted ring-1 ring-line ring-inset">
          <CalendarClock aria-hidden="true" className="size-3" />
          Unpublishes {formatDateTime(article.unpublishAt)}
        </span>
      ) : null}
      {featured ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-brass-50 px-2.5 py-0.5 text-xs font-semibold text-brass-800 ring-1 ring-brass-300/60 ring-inset">
          <Star aria-hidden="true" className="size-3 fill-current" />
          Featured
        </span>
      ) : null}
    </div>
  );
}

function RowActions({ article, onEdit, onDelete }: { article: AdminArticleRow; onEdit: () => void; onDelete: () => void }) {
  const { run, pendingIntent } = useArticleAction(article.id);
  const featured = pendingIntent === 'toggle-featured' ? !article.isFeatured : article.isFeatured;
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${article.title}`} title="Edit">
        <Pencil aria-hidden="true" />
      </Button>
      {/* Staff see a draft at its address exactly as the public page will show it. */}
      <a
        href={`/article/${article.slug}`}
        target="_blank"
        rel="noopener"
        aria-label={`${article.isPublished ? 'View' : 'Preview'} ${article.title} (opens in a new tab)`}
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'min-h-11' })}
      >
        {article.isPublished ? <ExternalLink aria-hidden="true" /> : <Eye aria-hidden="true" />}
        {article.isPublished ? 'View' : 'Preview'}
      </a>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => run('toggle-featured')}
        aria-label={`${featured ? 'Unfeature' : 'Feature'} ${article.title}`}
        aria-pressed={featured}
        title={featured ? 'Remove from featured' : 'Feature'}
      >
        <Star aria-hidden="true" className={cn(featured && 'fill-brass-500 text-brass-700')} />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDelete}
        aria-label={`Delete ${article.title}`}
        title="Delete"
        className="text-danger hover:bg-danger-50"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

function ArticleRow({ article, onEdit, onDelete }: { article: AdminArticleRow; onEdit: () => void; onDelete: () => void }) {
  return (
    <tr className="align-top hover:bg-canvas/70">
      <td className="max-w-md px-4 py-3">
        <p className="font-medium text-ink">{article.title}</p>
        <p className="mt-0.5 line-clamp-2 text-ink-muted">{article.excerptText}</p>
      </td>
      <td className="px-4 py-3">{article.category}</td>
      <td className="px-4 py-3">{article.authorName ?? <span className="text-ink-muted">Not specified</span>}</td>
      <td className="px-4 py-3">
        <StatusToggle article={article} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-ink-muted">{formatDate(article.createdAt)}</td>
      <td className="px-4 py-3">
        <RowActions article={article} onEdit={onEdit} onDelete={onDelete} />
      </td>
    </tr>
  );
}

function ArticleCard({ article, onEdit, onDelete }: { article: AdminArticleRow; onEdit: () => void; onDelete: () => void }) {
  return (
    <li className="flex flex-col gap-2 p-4">
      <p className="font-medium text-ink">{article.title}</p>
      <p className="line-clamp-2 text-sm text-ink-muted">{article.excerptText}</p>
      <p className="text-sm text-ink-muted">
        {article.category} · {article.authorName ?? 'Not specified'} · {formatDate(article.createdAt)}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StatusToggle article={article} />
        <RowActions article={article} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
}

function DeleteArticleDialog({ article, onClose }: { article: AdminArticleRow; onClose: () => void }) {
  const { run, busy } = useArticleAction(article.id);
  const started = useRef(false);
  useEffect(() => {
    if (started.current && !busy) onClose();
  }, [busy, onClose]);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-md" role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete article</DialogTitle>
          <DialogDescription>Are you sure you want to delete this article?</DialogDescription>
        </DialogHeader>
        <p className="rounded-md bg-canvas p-3 font-medium text-ink">{article.title}</p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => {
              started.current = true;
              run('delete');
            }}
          >
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
