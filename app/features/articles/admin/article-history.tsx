// The article dialog's 'History' (decisions 124, 130): the article's revisions, newest first (who
// kept each: a member, or 'Scheduled'; whether it published or unpublished the article), each with
// 'Compare' (what changed from it to the dialog's current text, added and removed words marked)
// and 'Restore' (its text becomes the article's again, as a new revision).
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { formatDateTime } from '#app/lib/format.ts';
import { toast } from '#app/components/ui/toast-store.ts';
import type { RevisionAuthor, RevisionDetail, RevisionSummary } from '#app/features/articles/admin/revisions.server.ts';
import { comparedText, compareTexts } from '#app/features/articles/admin/revision-compare.ts';
import type { ComparedField, ComparedText } from '#app/features/articles/admin/revision-compare.ts';

type ListAnswer = { ok: true; revisions: RevisionSummary[] } | { ok: false; error: string };
type DetailAnswer = { ok: true; revision: RevisionDetail } | { ok: false; error: string };
type RestoreAnswer = { ok: true; version: number } | { ok: false; error: string };

/** Who kept a revision: the member, or 'Scheduled' for the schedule's job (decision 130). */
export const authorName = (by: RevisionAuthor) => (by.scheduled ? 'Scheduled' : by.name || by.email || 'Someone no longer on the team');

/** ' · published' or ' · unpublished' when a revision put the article on the site or took it off (against the one before). */
function publicationChange(revision: RevisionSummary, older: RevisionSummary | undefined): string {
  if (!older || older.isPublished === revision.isPublished) return '';
  return revision.isPublished ? ' · published' : ' · unpublished';
}

/** The dialog's current text, read from its form. */
export function currentText(formId: string): ComparedText {
  const form = document.getElementById(formId) as HTMLFormElement | null;
  const data = form ? new FormData(form) : new FormData();
  const value = (name: string) => String(data.get(name) ?? '');
  return comparedText({
    title: value('title'),
    slug: value('slug'),
    category: value('category'),
    tags: value('tags'),
    excerpt: value('excerpt'),
    content: value('content'),
    metaTitle: value('metaTitle'),
    metaDescription: value('metaDescription'),
    featuredImageUrl: value('featuredImageUrl'),
  });
}

/** Changed fields with their words marked: removed struck through, added underlined. */
export function ComparedFields({ changes }: { changes: ComparedField[] }) {
  if (changes.length === 0) return <p className="text-sm text-ink-muted">No differences: the text is the same.</p>;
  return (
    <dl className="space-y-3 text-sm">
      {changes.map((change) => (
        <div key={change.field}>
          <dt className="font-medium">{change.label}</dt>
          <dd className="mt-1 max-h-64 overflow-y-auto rounded-md border border-line bg-canvas p-2 leading-relaxed break-words">
            {change.parts.map((part, index) =>
              part.change === 'added' ? (
                <ins key={index} className="bg-sage-100 text-sage-700 underline" title="Added">
                  {part.text}
                </ins>
              ) : part.change === 'removed' ? (
                <del key={index} className="bg-danger-50 text-danger line-through" title="Removed">
                  {part.text}
                </del>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type Props = { articleId: string; formId: string; onRestored: () => void };

export function ArticleHistory({ articleId, formId, onRestored }: Props) {
  const list = useFetcher<ListAnswer>();
  const [restoring, setRestoring] = useState(false);
  const { load } = list;
  const [compared, setCompared] = useState<{ number: number; changes: ComparedField[] } | null>(null);
  useEffect(() => {
    void load(`/admin/articles/${articleId}/revisions`);
  }, [articleId, load]);
  // Opened from the dialog's footer, the list sits below the whole form: bring it into view and
  // move the focus to its heading, so the click visibly does something and a screen reader follows.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  const compare = async (number: number) => {
    const response = await fetch(`/admin/articles/${articleId}/revisions?revision=${number}`);
    const answer = (await response.json()) as DetailAnswer;
    if (answer.ok) setCompared({ number, changes: compareTexts(comparedText(answer.revision), currentText(formId)) });
    else toast({ title: 'Error', description: answer.error, variant: 'destructive' });
  };

  // A plain request, not a fetcher: the dialog's form is drawn again for the restored text, which
  // may unmount this panel before a fetcher's answer could be read (and its toast shown).
  const restore = async (number: number) => {
    setRestoring(true);
    try {
      const body = new FormData();
      body.set('revision', String(number));
      const response = await fetch(`/admin/articles/${articleId}/revisions`, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
      });
      const answer = (await response.json()) as RestoreAnswer;
      if (answer.ok) {
        toast({ title: 'Success', description: 'Revision restored.' });
        onRestored();
      } else toast({ title: 'Error', description: answer.error, variant: 'destructive' });
    } catch {
      toast({ title: 'Error', description: 'The revision could not be restored. Please try again.', variant: 'destructive' });
    } finally {
      setRestoring(false);
    }
  };

  const revisions = list.data?.ok ? list.data.revisions : null;
  return (
    <section aria-labelledby="article-history-heading" className="space-y-3 border-t border-line py-4 sm:col-span-2">
      <h3 id="article-history-heading" ref={heading} tabIndex={-1} className="font-display text-lg outline-none">
        History
      </h3>
      {!revisions ? (
        <p role="status" className="text-sm text-ink-muted">
          {list.state === 'idle' && list.data ? 'Failed to load the history.' : 'Loading history...'}
        </p>
      ) : revisions.length === 0 ? (
        <p className="text-sm text-ink-muted">No saved revisions yet: the next save keeps the first.</p>
      ) : (
        <ol className="divide-y divide-line rounded-md border border-line">
          {revisions.map((revision, index) => (
            <li key={revision.number} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3 text-sm">
              <span className="min-w-0 flex-1">
                <span className="font-medium">Revision {revision.number}</span>
                {index === 0 ? ' (current)' : ''} · {formatDateTime(revision.createdAt)} · {authorName(revision.by)}
                {publicationChange(revision, revisions[index + 1])}
                {revision.autosaved ? ' · autosaved' : ''}
                {revision.restoredFrom ? ` · restored from revision ${revision.restoredFrom}` : ''}
              </span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={`Compare revision ${revision.number}`}
                onClick={() => void compare(revision.number)}
              >
                Compare
              </Button>
              {index > 0 ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={`Restore revision ${revision.number}`}
                  disabled={restoring}
                  onClick={() => void restore(revision.number)}
                >
                  Restore
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {compared ? (
        <div role="region" aria-label={`Changes since revision ${compared.number}`} className="space-y-2">
          <h4 className="font-medium">Changes since revision {compared.number}</h4>
          <ComparedFields changes={compared.changes} />
        </div>
      ) : null}
    </section>
  );
}
