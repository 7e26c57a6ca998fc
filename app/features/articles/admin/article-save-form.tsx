// The article dialog's form: Conform checks it with the schema the server uses (decision 036),
// then the fetcher posts it; the answer (Conform's result) puts the server's messages under the
// fields. A field's message goes away as soon as it is edited and comes back only with the next
// save.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import { useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { Button } from '#app/components/ui/button.tsx';
import type { FieldMeta } from '#app/components/ui/form-field.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { formAttributes } from '#app/components/ui/form-field.tsx';
import type { AdminArticle, AdminArticleRow } from '#app/features/articles/admin/articles-admin.server.ts';
import { featuredNote } from '#app/features/articles/admin/article-form-values.ts';
import {
  ArticleDetailsFields,
  ArticleTextFields,
  FeaturedImageField,
  PublishingFields,
  ScheduleFields,
  SeoFields,
} from '#app/features/articles/admin/article-form-fields.tsx';
import type { LiveValues } from '#app/features/articles/admin/article-form-fields.tsx';
import { parseArticleForm } from '#app/features/articles/article-form.ts';
import type { ArticleFormInput, ArticleFormValues, ArticleInput, ArticleSaveAnswer } from '#app/features/articles/article-form.ts';
import { slugify } from '#app/features/articles/article-rules.ts';
import { ArticleHistory, authorName, ComparedFields, currentText } from '#app/features/articles/admin/article-history.tsx';
import { comparedText, compareTexts } from '#app/features/articles/admin/revision-compare.ts';
import type { ComparedField } from '#app/features/articles/admin/revision-compare.ts';
import type { RevisionAuthor } from '#app/features/articles/admin/revisions.server.ts';
import { formatDateTime } from '#app/lib/format.ts';

/** Someone else saved the article since this dialog's version (decision 125). */
type Conflict = { version: number; changedBy: RevisionAuthor; changedAt: string };

/** Who saved over the dialog's version, as a sentence's subject: a member, or 'The schedule' (its job published or unpublished the article). */
const changerName = (by: RevisionAuthor) => (by.scheduled ? 'The schedule' : authorName(by));

/** How often a draft's changes are saved by themselves. */
const AUTOSAVE_MS = 4000;

/** The save answers, and what the server says when it fails on its side (softFail, not found). */
type SaveAnswer = ArticleSaveAnswer | { ok: false; error: string } | { ok: false; conflict: Conflict };

const FAILED = 'Failed to save article. Please try again.';

type Messages = SubmissionResult['error'] | null;

function firstMessage(error: Messages): string | undefined {
  for (const messages of Object.values(error ?? {})) if (messages?.[0]) return messages[0];
  return undefined;
}

/** The first field with a message gets focus (the editors too, which Conform cannot focus). */
function focusFirstInvalid(formId: string, error: Messages) {
  const first = Object.entries(error ?? {}).find(([, messages]) => messages?.length)?.[0];
  if (first) document.getElementById(`${formId}-${first}`)?.focus();
}

type Props = {
  mode: 'create' | 'edit';
  articleId: string | null;
  initial: ArticleFormValues;
  articles: AdminArticleRow[];
  onClose: () => void;
  /** The stored version the values come from (edit): sent with every save. */
  version?: number;
  /** Loads the article again (after 'Restore'). */
  onReload?: () => void;
};

export function ArticleSaveForm({ mode, articleId, initial, articles, onClose, version, onReload }: Props) {
  const save = useFetcher<SaveAnswer>();
  const saving = save.state !== 'idle';
  const answer = save.state === 'idle' ? save.data : undefined;
  const sent = useRef(false);
  const [live, setLive] = useState<LiveValues>(initial);
  // A new article's slug follows its title until someone edits the slug (decision 036).
  const [slugEdited, setSlugEdited] = useState(mode === 'edit');
  const [uploading, setUploading] = useState(false);
  const versionRef = useRef(version ?? 1);
  // Changed since the last save (the dialog's or its autosave's).
  const dirty = useRef(false);
  const [autosave, setAutosave] = useState<'' | 'Saving…' | 'Saved'>('');
  const [theirs, setTheirs] = useState<ComparedField[] | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const autosaves = mode === 'edit' && articleId !== null && !initial.isPublished;
  // Fields edited since the last verdict: their messages are hidden until the next save.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [answered, setAnswered] = useState(answer);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  if (answer !== answered) {
    setAnswered(answer);
    setEdited(new Set());
    if (answer && !answer.ok && 'conflict' in answer) setConflict(answer.conflict);
  }

  const [form, fields] = useForm<ArticleFormInput, ArticleInput>({
    id: 'article',
    defaultValue: initial,
    lastResult: answer && !answer.ok && 'result' in answer ? answer.result : undefined,
    shouldValidate: 'onSubmit',
    onValidate({ formData }) {
      const submission = parseArticleForm(formData);
      setEdited(new Set());
      if (submission.status !== 'success') {
        toast({ title: 'Error', description: firstMessage(submission.error) ?? 'Please check the form.', variant: 'destructive' });
        focusFirstInvalid('article', submission.error);
      }
      return submission;
    },
    onSubmit(event, { formData }) {
      event.preventDefault();
      if (mode === 'edit') {
        formData.set('intent', 'update');
        formData.set('version', String(versionRef.current));
      }
      dirty.current = false;
      sent.current = true;
      void save.submit(formData, { method: 'post', action: mode === 'create' ? '/admin/articles' : `/admin/articles/${articleId}` });
    },
  });

  useEffect(() => {
    if (save.state !== 'idle' || !save.data || !sent.current) return;
    sent.current = false;
    const result = save.data;
    if (result.ok) {
      if ('version' in result && typeof result.version === 'number') versionRef.current = result.version;
      toast({ title: 'Success', description: mode === 'create' ? 'Article created successfully.' : 'Article updated successfully.' });
      onClose();
    } else if ('conflict' in result) {
      dirty.current = true;
      toast({
        title: 'Not saved',
        description: `${changerName(result.conflict.changedBy)} changed this article first.`,
        variant: 'destructive',
      });
    } else if ('result' in result) {
      toast({ title: 'Error', description: firstMessage(result.result.error) ?? FAILED, variant: 'destructive' });
      focusFirstInvalid('article', result.result.error);
    } else {
      toast({ title: 'Error', description: FAILED, variant: 'destructive' });
    }
  }, [save.state, save.data, mode, onClose]);

  /** The form's fields as a save posts them, or null when they would be refused. */
  const autosaveBody = useCallback((): FormData | null => {
    const element = document.getElementById('article') as HTMLFormElement | null;
    if (!element) return null;
    const body = new FormData(element);
    if (parseArticleForm(body).status !== 'success') return null;
    body.set('intent', 'update');
    body.set('version', String(versionRef.current));
    body.set('autosave', 'true');
    return body;
  }, []);

  // While a draft is edited, its changes are saved every few seconds (decision 125).
  useEffect(() => {
    if (!autosaves || conflict) return;
    let running = false;
    const timer = window.setInterval(() => {
      if (!dirty.current || running || sent.current) return;
      const body = autosaveBody();
      if (!body) return;
      running = true;
      dirty.current = false;
      setAutosave('Saving…');
      fetch(`/admin/articles/${articleId}`, { method: 'POST', body })
        .then(async (response) => {
          const answer = (await response.json()) as SaveAnswer;
          if (answer.ok) {
            if ('version' in answer && typeof answer.version === 'number') versionRef.current = answer.version;
            setAutosave('Saved');
          } else {
            dirty.current = true;
            setAutosave('');
            if ('conflict' in answer) setConflict(answer.conflict);
          }
        })
        .catch(() => {
          dirty.current = true;
          setAutosave('');
        })
        .finally(() => {
          running = false;
        });
    }, AUTOSAVE_MS);
    return () => window.clearInterval(timer);
  }, [autosaves, conflict, articleId, autosaveBody]);

  /** Sends what is not saved yet, even as the page goes away (keepalive). */
  const flush = useCallback(() => {
    if (!autosaves || !dirty.current || conflict) return;
    const body = autosaveBody();
    if (!body) return;
    dirty.current = false;
    void fetch(`/admin/articles/${articleId}`, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  }, [autosaves, conflict, articleId, autosaveBody]);

  // Closing the tab, or the dialog by any of its ways (Cancel, Escape, its close button), saves first.
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [flush]);
  useEffect(() => () => flushRef.current(), []);

  const compareTheirs = async () => {
    const response = await fetch(`/admin/articles/${articleId}`);
    const answer = (await response.json()) as { ok: true; article: AdminArticle } | { ok: false };
    if (answer.ok) setTheirs(compareTexts(comparedText(answer.article), currentText('article')));
  };

  const saveOver = () => {
    if (!conflict) return;
    versionRef.current = conflict.version;
    setConflict(null);
    setTheirs(null);
    (document.getElementById('article') as HTMLFormElement | null)?.requestSubmit();
  };

  const markEdited = (names: string[]) => {
    dirty.current = true;
    setAutosave('');
    setEdited((current) => (names.every((name) => current.has(name)) ? current : new Set([...current, ...names])));
  };
  const change = (patch: Partial<LiveValues>) => {
    setLive((current) => ({ ...current, ...patch }));
    markEdited(Object.keys(patch));
  };
  const meta = (name: keyof ArticleFormValues): FieldMeta => {
    const field = fields[name];
    const errors = edited.has(name) ? undefined : field.errors;
    return { id: field.id, name: field.name, errorId: field.errorId, descriptionId: field.descriptionId, errors };
  };
  const title = fields.title.value ?? '';
  const common = { meta, live, change };

  return (
    <form
      {...formAttributes(form)}
      onInput={(event: FormEvent<HTMLFormElement>) => {
        const name = (event.target as HTMLInputElement).name;
        if (name) markEdited([name]);
      }}
      className="flex flex-col"
    >
      <div className="grid grid-cols-1 gap-5 py-6 sm:grid-cols-2">
        <ArticleDetailsFields
          {...common}
          initial={initial}
          content={live.content}
          onTitle={(next) => (slugEdited ? undefined : change({ slug: slugify(next) }))}
          onSlugEdited={() => setSlugEdited(true)}
        />
        <FeaturedImageField {...common} uploading={uploading} setUploading={setUploading} />
        <SeoFields meta={meta} initial={initial} metaDescription={fields.metaDescription.value ?? ''} />
        <ArticleTextFields {...common} />
        <PublishingFields {...common} note={featuredNote({ ...live, title }, articleId, articles)} />
        <ScheduleFields meta={meta} initial={initial} />
        {mode === 'edit' && articleId && showHistory ? (
          <ArticleHistory articleId={articleId} formId={form.id} onRestored={() => onReload?.()} />
        ) : null}
      </div>
      {conflict ? (
        <div role="alert" className="mb-4 space-y-3 rounded-md border border-danger bg-danger-50 p-4 text-sm">
          <p>
            {changerName(conflict.changedBy)} changed this article on {formatDateTime(conflict.changedAt)}, after you opened it. Compare
            their version with yours, or save yours over it.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => void compareTheirs()}>
              Compare
            </Button>
            <Button type="button" size="sm" variant="danger" onClick={saveOver}>
              Save over their changes
            </Button>
          </div>
          {theirs ? (
            <div role="region" aria-label="Their version against yours" className="space-y-2">
              <p className="font-medium">Their version against yours (your words added, theirs removed)</p>
              <ComparedFields changes={theirs} />
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="sticky bottom-0 z-20 -mx-6 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-surface px-6 py-4 max-sm:-mx-4 max-sm:px-4">
        <span role="status" aria-live="polite" className="mr-auto text-sm text-ink-muted empty:hidden max-sm:basis-full">
          {autosave}
        </span>
        {mode === 'edit' ? (
          <Button type="button" variant="outline" aria-expanded={showHistory} onClick={() => setShowHistory((shown) => !shown)}>
            History
          </Button>
        ) : null}
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || uploading}>
          {saving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {saving ? 'Saving...' : mode === 'create' ? 'Create Article' : 'Update Article'}
        </Button>
      </div>
    </form>
  );
}
