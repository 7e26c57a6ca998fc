// 'WhatsApp templates' (Admins; decision 117): the team's named messages, a form to add one, and
// 'Edit' and 'Delete' for each. The message's placeholders are listed with what they become, can
// be put in at the cursor, and a preview fills them with a sample lead as one types. The form is
// checked with the action's schema (unknown placeholders are refused with the ones that exist).
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { PencilLine, Plus, Save, Trash2 } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import { formAttributes, TextareaField, TextField } from '#app/components/ui/form-field.tsx';
import { TabSection } from '#app/components/ui/tab-heading.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { formatDate } from '#app/lib/format.ts';
import { validateForm } from '#app/lib/parse-form.ts';
import {
  fillTemplate,
  PLACEHOLDER_HINTS,
  PLACEHOLDERS,
  SAMPLE_VALUES,
  TEMPLATE_BODY_MAX,
  TEMPLATE_NAME_MAX,
  templateFormSchema,
} from '#app/features/sales/whatsapp/whatsapp-templates.ts';
import type { Placeholder } from '#app/features/sales/whatsapp/whatsapp-templates.ts';
import type { TemplateRow } from '#app/features/sales/whatsapp/whatsapp-templates.server.ts';

const ACTION = '/admin/whatsapp-templates';

export type TemplateAnswer = { ok: true; result?: SubmissionResult } | { ok: false; result?: SubmissionResult; error?: string };

/** Posts one of the screen's forms, and once its answer arrives toasts it and calls `onDone` when it was taken. */
function useTemplateAction(key: string, success: string, onDone?: () => void) {
  const fetcher = useFetcher<TemplateAnswer>({ key });
  const sent = useRef(false);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || !sent.current) return;
    sent.current = false;
    if (fetcher.data.ok) {
      toast({ title: 'Templates updated', description: success });
      onDone?.();
    } else if (!fetcher.data.result) {
      toast({ title: 'Error', description: fetcher.data.error ?? 'That did not work.', variant: 'destructive' });
    }
    // Runs again with each render's onDone, but acts once per answer (sent).
  }, [fetcher.state, fetcher.data, success, onDone]);
  return {
    fetcher,
    busy: fetcher.state !== 'idle',
    submit(formData: FormData) {
      sent.current = true;
      void fetcher.submit(formData, { method: 'post', action: ACTION });
    },
  };
}

/** 'Name', 'Message' with its placeholders and preview, and the form's button. */
function TemplateForm({
  id,
  fetcherKey = id,
  template,
  onSaved,
  submitLabel,
}: {
  id: string;
  /** The fetcher's key: a new one for each new form, so it starts without the last one's answer. */
  fetcherKey?: string;
  template?: TemplateRow;
  onSaved: () => void;
  submitLabel: string;
}) {
  const action = useTemplateAction(fetcherKey, template ? `“${template.name}” is saved.` : 'The template is added.', onSaved);
  const answer = action.fetcher.state === 'idle' ? action.fetcher.data : undefined;
  const [body, setBody] = useState(template?.body ?? '');
  const message = useRef<HTMLTextAreaElement>(null);
  // Where the cursor was in the message when it was last there: a button press moves the focus away.
  const caret = useRef<{ start: number; end: number } | null>(null);
  const [form, fields] = useForm({
    id,
    lastResult: answer?.result,
    defaultValue: { name: template?.name ?? '', body: template?.body ?? '' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // validateForm keeps Conform's intent: a check while typing is no submission.
    onValidate: ({ formData }) => validateForm(formData, templateFormSchema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      action.submit(formData);
    },
  });

  const insert = (name: Placeholder) => {
    const area = message.current;
    if (!area) return;
    const at = caret.current ?? { start: area.value.length, end: area.value.length };
    area.focus();
    area.setRangeText(`{${name}}`, Math.min(at.start, area.value.length), Math.min(at.end, area.value.length), 'end');
    caret.current = { start: area.selectionStart, end: area.selectionEnd };
    // As if typed: Conform and the preview read the input event.
    area.dispatchEvent(new Event('input', { bubbles: true }));
  };

  return (
    <form {...formAttributes(form)} method="post" action={ACTION} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={template ? 'update' : 'create'} />
      {template ? <input type="hidden" name="id" value={template.id} /> : null}
      <TextField field={fields.name} label="Name" required maxLength={TEMPLATE_NAME_MAX} defaultValue={template?.name ?? ''} />
      <TextareaField
        field={fields.body}
        label="Message"
        required
        rows={5}
        ref={message}
        defaultValue={template?.body ?? ''}
        onInput={(event) => setBody(event.currentTarget.value)}
        onSelect={(event) => (caret.current = { start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd })}
        description={`Up to ${TEMPLATE_BODY_MAX.toLocaleString('en-US')} characters. Placeholders in braces are filled from the lead; one the lead has no value for is left out.`}
      />
      <div role="group" aria-label="Placeholders" className="flex flex-wrap gap-2">
        {PLACEHOLDERS.map((name) => (
          <Button
            key={name}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => insert(name)}
            title={PLACEHOLDER_HINTS[name]}
            className="font-mono"
          >
            <Plus aria-hidden="true" />
            {`{${name}}`}
          </Button>
        ))}
      </div>
      <div className="rounded-md bg-sand/60 p-3 text-sm">
        <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Preview with a sample lead</p>
        <p className="mt-1 break-words whitespace-pre-wrap text-ink" data-testid={`${id}-preview`}>
          {body.trim() ? fillTemplate(body, SAMPLE_VALUES) : 'The message, as the customer will read it, shows here.'}
        </p>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={action.busy}>
          {template ? <Save aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function EditTemplate({ template }: { template: TemplateRow }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Edit ${template.name}`}>
        <PencilLine aria-hidden="true" /> Edit
      </Button>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit template</DialogTitle>
          <DialogDescription>Chats already opened with it keep their place on the leads’ activity.</DialogDescription>
        </DialogHeader>
        {open ? (
          <TemplateForm
            key={template.updatedAt}
            id={`template-${template.id}`}
            template={template}
            submitLabel="Save template"
            onSaved={() => setOpen(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function DeleteTemplate({ template }: { template: TemplateRow }) {
  const [open, setOpen] = useState(false);
  const action = useTemplateAction(`template-delete-${template.id}`, `“${template.name}” is deleted.`, () => setOpen(false));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size="sm"
        className="text-danger hover:bg-danger-50"
        onClick={() => setOpen(true)}
        aria-label={`Delete ${template.name}`}
      >
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete “{template.name}”?</DialogTitle>
          <DialogDescription>
            The team will no longer be offered it. Chats already opened with it stay on the leads’ activity.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep it
          </Button>
          <Button
            variant="danger"
            disabled={action.busy}
            onClick={() => {
              const form = new FormData();
              form.set('intent', 'delete');
              form.set('id', template.id);
              action.submit(form);
            }}
          >
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function WhatsAppTemplatesScreen({ templates }: { templates: TemplateRow[] }) {
  const [added, setAdded] = useState(0);
  return (
    <TabSection
      id="templates-heading"
      title="WhatsApp templates"
      intro="Messages the team’s ‘WhatsApp’ offers on a lead’s page and in ‘My day’, filled in for the lead. Each use is on the lead’s activity."
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-4">
          {templates.length === 0 ? (
            <p className="rounded-lg border border-line bg-surface px-6 py-12 text-center text-ink-muted shadow-soft">
              No templates yet. The team’s ‘WhatsApp’ opens a plain chat with a greeting until you add one.
            </p>
          ) : (
            <ul className="flex flex-col gap-4" aria-label="Templates">
              {templates.map((template) => (
                <li key={template.id} className="rounded-lg border border-line bg-surface p-5 shadow-soft">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h3 className="font-sans text-base font-semibold break-words">{template.name}</h3>
                      <p className="text-xs text-ink-muted">Last changed {formatDate(template.updatedAt)}</p>
                    </div>
                    <div className="flex gap-2">
                      <EditTemplate template={template} />
                      <DeleteTemplate template={template} />
                    </div>
                  </div>
                  <p className="mt-3 text-sm break-words whitespace-pre-wrap text-ink">{template.body}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
        <section
          aria-labelledby="new-template-heading"
          // On a phone the form comes before the list, so a new template is one scroll away at most.
          className="order-first rounded-lg border border-line bg-surface p-5 shadow-soft lg:order-none"
        >
          <h3 id="new-template-heading" className="mb-4 font-display text-xl">
            New template
          </h3>
          <TemplateForm
            key={added}
            id="template-new"
            fetcherKey={`template-new-${added}`}
            submitLabel="Add template"
            onSaved={() => setAdded((count) => count + 1)}
          />
          <dl className="mt-5 grid gap-2 border-t border-line pt-4 text-sm">
            {PLACEHOLDERS.map((name) => (
              <div key={name} className="grid grid-cols-[7.5rem_1fr] gap-2">
                <dt className="font-mono text-ink">{`{${name}}`}</dt>
                <dd className="text-ink-muted">{PLACEHOLDER_HINTS[name]}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </TabSection>
  );
}
