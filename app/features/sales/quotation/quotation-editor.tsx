// The quotation editor (/admin/leads/{id}/quotation): rooms and their lines, the discount, where
// the site is (for GST), the payment schedule, validity, exclusions and terms, with the totals
// worked out as staff type. 'Save draft' and 'Send to customer' post the whole quotation as one
// field, checked in the browser and again by the action with the same schema. What is typed is
// kept in the browser until it is saved, so a reload or a closed tab loses nothing (decision 153).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { ArrowLeft, Plus, Send, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { formatPaise, paiseToRupeesInput, rupeesToPaise, totalQuotation } from '#app/features/sales/quotation/quotation.ts';
import type { QuotationContent } from '#app/features/sales/quotation/quotation.ts';
import { quotationFormSchema } from '#app/features/sales/quotation/quotation-forms.ts';
import { QuotationTotalsList } from '#app/features/sales/quotation/quotation-totals.tsx';

export type EditorProps = {
  leadId: string;
  leadName: string;
  number: number;
  content: QuotationContent;
  /** Field errors from the action, by path. */
  errors?: Record<string, string[] | null> | null;
  message?: string | null;
  /** Whether `message` says something went wrong. */
  failed?: boolean;
  /** The studio details 'Quotation settings' still lacks (a quotation is not sent without them), and whether this member may fill them in. */
  studio: { missing: string[]; canEdit: boolean };
};

/** 'legal name, address and GSTIN' */
const listOf = (missing: readonly string[]) =>
  missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)!}` : (missing[0] ?? '');

/** Why a quotation cannot be sent yet: "Fill in the studio's GSTIN in 'Quotation settings' before sending." */
export function studioMissingText(missing: readonly string[]): string {
  return `Fill in the studio's ${listOf(missing)} in 'Quotation settings' before sending.`;
}

const draftKey = (leadId: string, number: number) => `quotation-draft:${leadId}:v${number}`;
type KeptDraft = { base: string; content: QuotationContent };

/** The draft this browser kept for the version, when it was typed over what the server still holds. */
function keptDraft(key: string, base: string): QuotationContent | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(key) ?? 'null') as KeptDraft | null;
    return kept && kept.base === base && JSON.stringify(kept.content) !== base ? kept.content : null;
  } catch {
    return null;
  }
}

const problemsText = (count: number) =>
  `${count === 1 ? '1 field needs' : `${count} fields need`} correcting: ${count === 1 ? 'it is' : 'the first is'} selected.`;

const inputClass =
  'h-9 w-full rounded-md border border-line bg-surface px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brass-600';

export function QuotationEditor({
  leadId,
  leadName,
  number,
  content: initial,
  errors: serverErrors,
  message,
  failed = false,
  studio,
}: EditorProps) {
  const [content, setContent] = useState<QuotationContent>(initial);
  const [rates, setRates] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string[] | null> | null>(null);
  // Raised on each refused submit, so the first problem takes the focus again.
  const [attempt, setAttempt] = useState(0);
  // Raised when a kept draft is put back: the inputs that keep their own text start again from it.
  const [generation, setGeneration] = useState(0);
  const [restored, setRestored] = useState(false);
  // The field a button just added, focused once it is drawn.
  const focusNext = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const problemsRef = useRef<HTMLParagraphElement>(null);
  const idPrefix = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const totals = useMemo(() => totalQuotation(content), [content]);
  const shown = errors ?? serverErrors ?? {};
  const errorOf = (path: string) => shown[`content.${path}`]?.[0] ?? null;
  const invalid = (...paths: string[]) => (paths.some((path) => errorOf(path)) ? true : undefined);
  const problems = Object.values(shown).filter((messages) => messages?.length).length;
  const fieldId = (...parts: Array<string | number>) => `${idPrefix}-${generation}-${parts.join('-')}`;
  const base = JSON.stringify(initial);
  const key = draftKey(leadId, number);

  // What the server holds is the start; a draft kept in this browser over the same start is put back.
  useEffect(() => {
    const kept = keptDraft(key, base);
    if (!kept) return;
    // The browser's copy is read after hydration (the server cannot know it), once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setContent(kept);
    setRates({});
    setGeneration((value) => value + 1);
    setRestored(true);
    // Only on opening: later changes of the server's copy are saves of this editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    try {
      if (JSON.stringify(content) === base) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify({ base, content } satisfies KeptDraft));
    } catch {
      // A browser that keeps nothing (private mode, full storage) still edits.
    }
  }, [content, base, key]);
  useEffect(() => {
    if (attempt === 0 && !serverErrors) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first ?? problemsRef.current)?.focus();
  }, [attempt, serverErrors]);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const update = (change: (draft: QuotationContent) => void) =>
    setContent((current) => {
      const draft = structuredClone(current);
      change(draft);
      return draft;
    });

  return (
    <div className="flex flex-col gap-6">
      <Link to={`/admin/leads/${leadId}`} className={cn(buttonClasses({ variant: 'link', size: 'sm' }), 'self-start px-0')}>
        <ArrowLeft aria-hidden="true" /> {leadName}
      </Link>
      <h2 className="font-display text-2xl text-ink">Quotation v{number} (draft)</h2>
      {restored ? (
        <p role="status" className="flex flex-wrap items-center gap-3 rounded-md bg-brass-50 p-3 text-sm">
          What you typed before leaving this page is back; it is not saved yet.
          <Button
            type="button"
            variant="link"
            size="sm"
            className="px-0"
            onClick={() => {
              setContent(initial);
              setRates({});
              setGeneration((value) => value + 1);
              setRestored(false);
            }}
          >
            Discard it
          </Button>
        </p>
      ) : null}
      <Form
        ref={formRef}
        key={generation}
        method="post"
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          const data = new FormData(event.currentTarget);
          const parsed = quotationFormSchema.safeParse({ content: data.get('content') });
          if (!parsed.success) {
            event.preventDefault();
            const found: Record<string, string[]> = {};
            for (const issue of parsed.error.issues) {
              const key = issue.path
                .map((part, index) => (typeof part === 'number' ? `[${part}]` : index ? `.${String(part)}` : String(part)))
                .join('');
              (found[key] ??= []).push(issue.message);
            }
            setErrors(found);
            setAttempt((value) => value + 1);
          } else setErrors(null);
        }}
      >
        <input type="hidden" name="content" value={JSON.stringify(content)} />
        {content.sections.map((section, sectionIndex) => (
          <fieldset key={sectionIndex} className="rounded-lg border border-line bg-surface p-4 shadow-soft">
            <legend className="sr-only">Section {sectionIndex + 1}</legend>
            <div className="flex items-end gap-2">
              <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
                Room or section
                <input
                  id={fieldId('section', sectionIndex)}
                  className={inputClass}
                  aria-invalid={invalid(`sections[${sectionIndex}].title`, `sections[${sectionIndex}].lines`)}
                  value={section.title}
                  onChange={(event) => update((draft) => void (draft.sections[sectionIndex]!.title = event.target.value))}
                />
              </label>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove section ${section.title || sectionIndex + 1}`}
                onClick={() => update((draft) => void draft.sections.splice(sectionIndex, 1))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <FieldError message={errorOf(`sections[${sectionIndex}].title`) ?? errorOf(`sections[${sectionIndex}].lines`)} />
            <div className="mt-3 flex flex-col gap-3">
              {section.lines.map((line, lineIndex) => {
                const key = `${sectionIndex}.${lineIndex}`;
                const path = `sections[${sectionIndex}].lines[${lineIndex}]`;
                const set = (change: (value: QuotationContent['sections'][number]['lines'][number]) => void) =>
                  update((draft) => change(draft.sections[sectionIndex]!.lines[lineIndex]!));
                return (
                  <div
                    key={lineIndex}
                    className="grid grid-cols-2 gap-2 border-t border-line pt-3 sm:grid-cols-[2fr_2fr_5rem_5rem_7rem_7rem_auto]"
                    data-testid="quotation-line"
                  >
                    <label className="col-span-2 flex flex-col gap-1 text-xs sm:col-span-1">
                      Item
                      <input
                        id={fieldId('item', sectionIndex, lineIndex)}
                        className={inputClass}
                        aria-invalid={invalid(`${path}.item`)}
                        value={line.item}
                        onChange={(event) => set((value) => void (value.item = event.target.value))}
                      />
                      <FieldError message={errorOf(`${path}.item`)} />
                    </label>
                    <label className="col-span-2 flex flex-col gap-1 text-xs sm:col-span-1">
                      Description or material
                      <input
                        className={inputClass}
                        value={line.description}
                        onChange={(event) => set((value) => void (value.description = event.target.value))}
                      />
                    </label>
                    <label className="flex flex-col gap-1 text-xs">
                      Quantity
                      <input
                        className={inputClass}
                        inputMode="decimal"
                        aria-invalid={invalid(`${path}.quantity`)}
                        defaultValue={String(line.quantity)}
                        onChange={(event) => set((value) => void (value.quantity = Number(event.target.value.replace(/,/g, '')) || 0))}
                      />
                      <FieldError message={errorOf(`${path}.quantity`)} />
                    </label>
                    <label className="flex flex-col gap-1 text-xs">
                      Unit
                      <input
                        className={inputClass}
                        aria-invalid={invalid(`${path}.unit`)}
                        value={line.unit}
                        onChange={(event) => set((value) => void (value.unit = event.target.value))}
                      />
                      <FieldError message={errorOf(`${path}.unit`)} />
                    </label>
                    <label className="flex flex-col gap-1 text-xs">
                      Rate (₹)
                      <input
                        className={inputClass}
                        inputMode="decimal"
                        aria-invalid={invalid(`${path}.ratePaise`)}
                        value={rates[key] ?? paiseToRupeesInput(line.ratePaise)}
                        onChange={(event) => {
                          const typed = event.target.value;
                          setRates((current) => ({ ...current, [key]: typed }));
                          const paise = rupeesToPaise(typed);
                          set((value) => void (value.ratePaise = paise ?? -1));
                        }}
                      />
                      <FieldError message={errorOf(`${path}.ratePaise`)} />
                    </label>
                    <p className="flex flex-col gap-1 text-xs">
                      Amount
                      <span className="flex h-9 items-center justify-end text-sm tabular-nums">
                        {formatPaise(totals.sections[sectionIndex]?.lines[lineIndex]?.amountPaise ?? 0)}
                      </span>
                    </p>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="self-end"
                      aria-label={`Remove line ${line.item || lineIndex + 1}`}
                      onClick={() => {
                        setRates({});
                        update((draft) => void draft.sections[sectionIndex]!.lines.splice(lineIndex, 1));
                      }}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                );
              })}
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => {
                update(
                  (draft) =>
                    void draft.sections[sectionIndex]!.lines.push({ item: '', description: '', quantity: 1, unit: 'unit', ratePaise: 0 }),
                );
                focusNext.current = fieldId('item', sectionIndex, section.lines.length);
              }}
            >
              <Plus aria-hidden="true" /> Add line
            </Button>
          </fieldset>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => {
            update(
              (draft) =>
                void draft.sections.push({ title: '', lines: [{ item: '', description: '', quantity: 1, unit: 'unit', ratePaise: 0 }] }),
            );
            focusNext.current = fieldId('section', content.sections.length);
          }}
        >
          <Plus aria-hidden="true" /> Add section
        </Button>

        <section className="grid gap-4 rounded-lg border border-line bg-surface p-4 shadow-soft sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm font-medium">
            Discount
            <select
              className={inputClass}
              value={content.discount.kind}
              onChange={(event) =>
                update((draft) => {
                  const kind = event.target.value;
                  draft.discount =
                    kind === 'percent' ? { kind, basisPoints: 0 } : kind === 'amount' ? { kind, paise: 0 } : { kind: 'none' };
                })
              }
            >
              <option value="none">None</option>
              <option value="percent">Percent</option>
              <option value="amount">Amount (₹)</option>
            </select>
          </label>
          {content.discount.kind !== 'none' ? (
            <label className="flex flex-col gap-1 text-sm font-medium">
              {content.discount.kind === 'percent' ? 'Discount (%)' : 'Discount (₹)'}
              <input
                className={inputClass}
                inputMode="decimal"
                aria-invalid={invalid('discount.basisPoints', 'discount.paise')}
                defaultValue={
                  content.discount.kind === 'percent'
                    ? String(content.discount.basisPoints / 100)
                    : paiseToRupeesInput(content.discount.paise)
                }
                onChange={(event) => {
                  const paise = rupeesToPaise(event.target.value) ?? -1;
                  update((draft) => {
                    if (draft.discount.kind === 'percent') draft.discount.basisPoints = paise;
                    else if (draft.discount.kind === 'amount') draft.discount.paise = paise;
                  });
                }}
              />
              <FieldError message={errorOf('discount.basisPoints') ?? errorOf('discount.paise')} />
            </label>
          ) : null}
          <label className="flex flex-col gap-1 text-sm font-medium">
            Site
            <select
              className={inputClass}
              value={content.siteState}
              onChange={(event) => update((draft) => void (draft.siteState = event.target.value === 'other' ? 'other' : 'karnataka'))}
            >
              <option value="karnataka">In Karnataka (CGST + SGST)</option>
              <option value="other">In another state (IGST)</option>
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Valid until
            <input
              type="date"
              className={inputClass}
              aria-invalid={invalid('validUntil')}
              value={content.validUntil}
              onChange={(event) => update((draft) => void (draft.validUntil = event.target.value))}
            />
            <FieldError message={errorOf('validUntil')} />
          </label>
        </section>

        <section className="rounded-lg border border-line bg-surface p-4 shadow-soft">
          <h3 className="font-display text-lg">Payment schedule</h3>
          {content.paymentSchedule.map((stage, index) => (
            <div key={index} className="mt-2 grid grid-cols-[1fr_6rem] gap-2">
              <label className="flex flex-col gap-1 text-xs">
                Stage
                <input
                  className={inputClass}
                  aria-invalid={invalid(`paymentSchedule[${index}].label`, `paymentSchedule[${index}].percent`)}
                  value={stage.label}
                  onChange={(event) => update((draft) => void (draft.paymentSchedule[index]!.label = event.target.value))}
                />
              </label>
              <label className="flex flex-col gap-1 text-xs">
                Percent
                <input
                  className={inputClass}
                  inputMode="numeric"
                  aria-invalid={index === 0 ? invalid('paymentSchedule') : undefined}
                  value={String(stage.percent)}
                  onChange={(event) => update((draft) => void (draft.paymentSchedule[index]!.percent = Number(event.target.value) || 0))}
                />
              </label>
            </div>
          ))}
          <FieldError
            message={
              errorOf('paymentSchedule') ??
              content.paymentSchedule
                .map((_, index) => errorOf(`paymentSchedule[${index}].label`) ?? errorOf(`paymentSchedule[${index}].percent`))
                .find(Boolean) ??
              null
            }
          />
        </section>

        <section className="grid gap-4 sm:grid-cols-2">
          <label className="flex flex-col gap-1 text-sm font-medium">
            Exclusions
            <textarea
              rows={4}
              className={cn(inputClass, 'h-auto py-2')}
              value={content.exclusions}
              onChange={(event) => update((draft) => void (draft.exclusions = event.target.value))}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Terms
            <textarea
              rows={4}
              className={cn(inputClass, 'h-auto py-2')}
              value={content.terms}
              onChange={(event) => update((draft) => void (draft.terms = event.target.value))}
            />
          </label>
        </section>

        <section aria-label="Totals" className="rounded-lg border border-line bg-surface p-4 shadow-soft">
          <QuotationTotalsList totals={totals} className="text-sm" totalClassName="font-semibold" />
        </section>

        {problems > 0 ? (
          <p ref={problemsRef} tabIndex={-1} role="alert" className="rounded-md bg-danger-50 p-3 text-sm text-danger">
            {problemsText(problems)}
          </p>
        ) : message ? (
          // Where the buttons are: a long form's top is out of sight when they are pressed.
          <p
            role={failed ? 'alert' : 'status'}
            className={cn('rounded-md p-3 text-sm', failed ? 'bg-danger-50 text-danger' : 'bg-success-50')}
          >
            {message}
          </p>
        ) : null}
        {studio.missing.length > 0 ? (
          <p id={fieldId('send-blocked')} className="text-sm">
            {studio.canEdit ? (
              <>
                Before sending, fill in the studio&apos;s {listOf(studio.missing)} in{' '}
                <Link to="/admin/quotation-settings" className="text-brass-700 underline">
                  Quotation settings
                </Link>
                .
              </>
            ) : (
              `Before sending, an Admin must fill in the studio's ${listOf(studio.missing)} in 'Quotation settings'.`
            )}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save" variant="outline" disabled={busy}>
            Save draft
          </Button>
          <Button
            type="submit"
            name="intent"
            value="send"
            variant="primary"
            disabled={busy || studio.missing.length > 0}
            aria-describedby={studio.missing.length > 0 ? fieldId('send-blocked') : undefined}
          >
            <Send aria-hidden="true" /> Send to customer
          </Button>
        </div>
      </Form>
    </div>
  );
}

function FieldError({ message }: { message: string | null }) {
  return message ? <span className="text-xs text-danger">{message}</span> : null;
}
