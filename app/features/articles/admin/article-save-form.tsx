// The article dialog's form: Conform checks it with the schema the server uses (decision 036),
// then the fetcher posts it; the answer (Conform's result) puts the server's messages under the
// fields. A field's message goes away as soon as it is edited and comes back only with the next
// save.
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import { useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { Button } from '#app/components/ui/button.tsx';
import type { FieldMeta } from '#app/components/ui/form-field.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import type { AdminArticleRow } from '#app/features/articles/admin/articles-admin.server.ts';
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

/** The save answers, and what the server says when it fails on its side (softFail, not found). */
type SaveAnswer = ArticleSaveAnswer | { ok: false; error: string };

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
};

export function ArticleSaveForm({ mode, articleId, initial, articles, onClose }: Props) {
  const save = useFetcher<SaveAnswer>();
  const saving = save.state !== 'idle';
  const answer = save.state === 'idle' ? save.data : undefined;
  const sent = useRef(false);
  const [live, setLive] = useState<LiveValues>(initial);
  // A new article's slug follows its title until someone edits the slug (decision 036).
  const [slugEdited, setSlugEdited] = useState(mode === 'edit');
  const [uploading, setUploading] = useState(false);
  // Fields edited since the last verdict: their messages are hidden until the next save.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [answered, setAnswered] = useState(answer);
  if (answer !== answered) {
    setAnswered(answer);
    setEdited(new Set());
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
      if (mode === 'edit') formData.set('intent', 'update');
      sent.current = true;
      void save.submit(formData, { method: 'post', action: mode === 'create' ? '/admin/articles' : `/admin/articles/${articleId}` });
    },
  });

  useEffect(() => {
    if (save.state !== 'idle' || !save.data || !sent.current) return;
    sent.current = false;
    const result = save.data;
    if (result.ok) {
      toast({ title: 'Success', description: mode === 'create' ? 'Article created successfully.' : 'Article updated successfully.' });
      onClose();
    } else if ('result' in result) {
      toast({ title: 'Error', description: firstMessage(result.result.error) ?? FAILED, variant: 'destructive' });
      focusFirstInvalid('article', result.result.error);
    } else {
      toast({ title: 'Error', description: FAILED, variant: 'destructive' });
    }
  }, [save.state, save.data, mode, onClose]);

  const markEdited = (names: string[]) =>
    setEdited((current) => (names.every((name) => current.has(name)) ? current : new Set([...current, ...names])));
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
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
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
      </div>
      <div className="sticky bottom-0 z-20 -mx-6 flex justify-end gap-3 border-t border-line bg-surface px-6 py-4 max-sm:-mx-4 max-sm:px-4">
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
