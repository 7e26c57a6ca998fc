// 'Redirects' (Admins): every old address that answers 301 and where it leads now, with a form to
// add one from a path to a path (the old site's addresses) and a button to delete one an admin
// added. An article's earlier slugs are listed too; they go only with their article.
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { ArrowRight, Plus, Trash2 } from 'lucide-react';
import { useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { Button } from '#app/components/ui/button.tsx';
import { formAttributes, TextField } from '#app/components/ui/form-field.tsx';
import { TabSection } from '#app/components/ui/tab-heading.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { formatDate } from '#app/lib/format.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { PATH_MAX, redirectFormSchema } from '#app/features/articles/redirect-rules.ts';
import type { RedirectRow } from '#app/features/articles/redirects.server.ts';

type Answer = { ok: true; result?: SubmissionResult } | { ok: false; result?: SubmissionResult; error?: string };

function AddRedirectForm() {
  const add = useFetcher<Answer>();
  const sent = useRef(false);
  const answer = add.state === 'idle' ? add.data : undefined;
  const [form, fields] = useForm({
    id: 'redirect',
    lastResult: answer?.result,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, redirectFormSchema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      formData.set('intent', 'add');
      sent.current = true;
      void add.submit(formData, { method: 'post', action: '/admin/redirects' });
    },
  });
  useEffect(() => {
    if (add.state !== 'idle' || !add.data || !sent.current) return;
    sent.current = false;
    if (add.data.ok) toast({ title: 'Success', description: 'Redirect added.' });
    else toast({ title: 'Error', description: 'The redirect was not added.', variant: 'destructive' });
  }, [add.state, add.data]);
  const meta = (name: 'fromPath' | 'toPath') => {
    const field = fields[name];
    return { id: field.id, name: field.name, errorId: field.errorId, descriptionId: field.descriptionId, errors: field.errors };
  };
  return (
    <form
      {...formAttributes(form)}
      method="post"
      action="/admin/redirects"
      className="grid gap-4 rounded-lg border border-line bg-surface p-5 shadow-soft sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <input type="hidden" name="intent" value="add" />
      <TextField
        field={meta('fromPath')}
        label="From"
        required
        className="min-w-0"
        description="An old address on this site, for example /blog/modular-kitchens"
        maxLength={PATH_MAX}
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        field={meta('toPath')}
        label="To"
        required
        className="min-w-0"
        description="Where it leads now, for example /article/modular-kitchen-ideas"
        maxLength={PATH_MAX}
        autoCapitalize="none"
        spellCheck={false}
      />
      <Button type="submit" disabled={add.state !== 'idle'} className="sm:mt-7">
        <Plus aria-hidden="true" />
        Add Redirect
      </Button>
    </form>
  );
}

function DeleteButton({ row }: { row: RedirectRow }) {
  const remove = useFetcher<Answer>();
  return (
    <remove.Form method="post" action="/admin/redirects">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="fromPath" value={row.fromPath} />
      <Button
        type="submit"
        variant="ghost"
        size="icon"
        disabled={remove.state !== 'idle'}
        aria-label={`Delete the redirect from ${row.fromPath}`}
        title="Delete"
        className="text-danger hover:bg-danger-50"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </remove.Form>
  );
}

export function RedirectsManagement({ redirects }: { redirects: RedirectRow[] }) {
  return (
    <TabSection
      id="redirects-heading"
      title="Redirects"
      intro="Each address below answers visitors and search engines with a permanent redirect (301) to where it leads now. An article whose slug changes after it was published is added here by itself."
    >
      <AddRedirectForm />
      <div className="rounded-lg border border-line bg-surface shadow-soft">
        {redirects.length === 0 ? (
          <p className="px-6 py-12 text-center text-ink-muted">No redirects yet.</p>
        ) : (
          <ul className="divide-y divide-line" aria-label="Redirects">
            {redirects.map((row) => (
              <li key={row.fromPath} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
                <code className="break-all text-ink">{row.fromPath}</code>
                <ArrowRight aria-label="leads to" className="size-4 shrink-0 text-ink-muted" />
                <code className="break-all text-ink">{row.toPath}</code>
                <span className="text-ink-muted">
                  {row.kind === 'article' ? `Earlier address of “${row.articleTitle ?? ''}”` : 'Added by an admin'} ·{' '}
                  {formatDate(row.createdAt)}
                </span>
                <span className="ml-auto">{row.kind === 'admin' ? <DeleteButton row={row} /> : null}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </TabSection>
  );
}
