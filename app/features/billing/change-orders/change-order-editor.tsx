// 'Change order' (/admin/customer-projects/{id}/change-orders/new): the contract's lines to add to,
// remove from or change, priced with GST like a quotation as staff type, with what changed, the new
// total and the difference; 'Send to customer' with the choice of how the difference is paid. The
// whole line list posts as one field, checked in the browser and again by the action with the same
// schema.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { ArrowLeft, Plus, Send, Trash2 } from 'lucide-react';
import { changeOrderSpreads } from '#db/enums.ts';
import type { ChangeOrderSpread } from '#db/enums.ts';
import { Button, buttonClasses } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { changeOrderFormSchema, priceChangeOrder, SPREAD_LABELS } from '#app/features/billing/change-orders/change-order.ts';
import type { ContractBasis } from '#app/features/billing/change-orders/change-order.ts';
import { ChangesList, ChangeValues } from '#app/features/billing/change-orders/change-order-view.tsx';
import { formatPaise, paiseToRupeesInput, rupeesToPaise } from '#app/features/sales/quotation/quotation.ts';
import type { QuotationSection } from '#app/features/sales/quotation/quotation.ts';
import { QuotationTotalsList } from '#app/features/sales/quotation/quotation-totals.tsx';

const inputClass =
  'h-9 w-full rounded-md border border-line bg-surface px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brass-600';

export type ChangeOrderEditorProps = {
  projectId: string;
  customerName: string;
  originalValuePaise: number;
  basis: ContractBasis;
  errors?: Record<string, string[]> | null;
  message?: string | null;
};

const emptyLine = () => ({ item: '', description: '', quantity: 1, unit: 'nos', ratePaise: 0 });

export function ChangeOrderEditor({
  projectId,
  customerName,
  originalValuePaise,
  basis,
  errors: serverErrors,
  message,
}: ChangeOrderEditorProps) {
  const [sections, setSections] = useState<QuotationSection[]>(basis.sections);
  const [rates, setRates] = useState<Record<string, string>>({});
  const [spread, setSpread] = useState<ChangeOrderSpread>('open_milestones');
  const [errors, setErrors] = useState<Record<string, string[]> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const problemsRef = useRef<HTMLParagraphElement>(null);
  const busy = useNavigation().state !== 'idle';
  const priced = useMemo(() => priceChangeOrder(basis, sections), [basis, sections]);
  const shown = errors ?? serverErrors ?? {};
  const problems = Object.entries(shown).flatMap(([, messages]) => messages);
  const errorOf = (path: string) => shown[path]?.[0] ?? null;

  useEffect(() => {
    if (attempt > 0 || serverErrors) problemsRef.current?.focus();
  }, [attempt, serverErrors]);

  const update = (change: (draft: QuotationSection[]) => void) =>
    setSections((current) => {
      const draft = structuredClone(current);
      change(draft);
      return draft;
    });

  return (
    <div className="flex flex-col gap-6">
      <Link to={`/admin/customer-projects/${projectId}`} className={cn(buttonClasses({ variant: 'link', size: 'sm' }), 'self-start px-0')}>
        <ArrowLeft aria-hidden="true" /> {customerName}
      </Link>
      <h2 className="font-display text-2xl text-ink">Change order</h2>
      <p className="text-sm text-ink-muted">
        Starting from the contract&rsquo;s lines. Add, remove or change lines; they are priced with GST like a quotation.
      </p>
      {problems.length > 0 || message ? (
        <p ref={problemsRef} tabIndex={-1} role="alert" className="rounded-md bg-danger-50 p-3 text-sm text-danger">
          {message ?? problems[0]}
        </p>
      ) : null}
      <Form
        method="post"
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          const parsed = changeOrderFormSchema.safeParse({ sections, spread });
          if (parsed.success && priced.changes.length > 0) return setErrors(null);
          event.preventDefault();
          const found: Record<string, string[]> = {};
          if (!parsed.success) for (const issue of parsed.error.issues) (found[issue.path.join('.') || 'form'] ??= []).push(issue.message);
          else found.sections = ['Nothing has changed from the contract: add, remove or change a line first.'];
          setErrors(found);
          setAttempt((value) => value + 1);
        }}
      >
        <input type="hidden" name="payload" value={JSON.stringify({ sections, spread })} />
        {sections.map((section, sectionIndex) => (
          <fieldset key={sectionIndex} className="rounded-lg border border-line bg-surface p-4 shadow-soft">
            <legend className="sr-only">Section {sectionIndex + 1}</legend>
            <label className="flex flex-col gap-1 text-sm font-medium">
              Room or section
              <input
                className={inputClass}
                value={section.title}
                aria-invalid={errorOf(`sections.${sectionIndex}.title`) ? true : undefined}
                onChange={(event) => update((draft) => void (draft[sectionIndex]!.title = event.target.value))}
              />
            </label>
            <div className="mt-3 flex flex-col gap-3">
              {section.lines.map((line, lineIndex) => {
                const key = `${sectionIndex}.${lineIndex}`;
                const path = `sections.${sectionIndex}.lines.${lineIndex}`;
                const set = (change: (value: QuotationSection['lines'][number]) => void) =>
                  update((draft) => change(draft[sectionIndex]!.lines[lineIndex]!));
                return (
                  <div
                    key={key}
                    className="grid grid-cols-2 gap-2 border-t border-line pt-3 sm:grid-cols-[2fr_2fr_5rem_5rem_7rem_7rem_auto]"
                    data-testid="change-order-line"
                  >
                    <label className="col-span-2 flex flex-col gap-1 text-xs sm:col-span-1">
                      Item
                      <input
                        className={inputClass}
                        aria-invalid={errorOf(`${path}.item`) ? true : undefined}
                        value={line.item}
                        onChange={(event) => set((value) => void (value.item = event.target.value))}
                      />
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
                        aria-invalid={errorOf(`${path}.quantity`) ? true : undefined}
                        defaultValue={String(line.quantity)}
                        onChange={(event) => set((value) => void (value.quantity = Number(event.target.value.replace(/,/g, '')) || 0))}
                      />
                    </label>
                    <label className="flex flex-col gap-1 text-xs">
                      Unit
                      <input
                        className={inputClass}
                        value={line.unit}
                        onChange={(event) => set((value) => void (value.unit = event.target.value))}
                      />
                    </label>
                    <label className="flex flex-col gap-1 text-xs">
                      Rate (₹)
                      <input
                        className={inputClass}
                        inputMode="decimal"
                        aria-invalid={errorOf(`${path}.ratePaise`) ? true : undefined}
                        value={rates[key] ?? paiseToRupeesInput(line.ratePaise)}
                        onChange={(event) => {
                          const typed = event.target.value;
                          setRates((current) => ({ ...current, [key]: typed }));
                          set((value) => void (value.ratePaise = rupeesToPaise(typed) ?? -1));
                        }}
                      />
                    </label>
                    <p className="flex flex-col gap-1 text-xs">
                      Amount
                      <span className="flex h-9 items-center justify-end text-sm tabular-nums">
                        {formatPaise(priced.totals.sections[sectionIndex]?.lines[lineIndex]?.amountPaise ?? 0)}
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
                        update((draft) => void draft[sectionIndex]!.lines.splice(lineIndex, 1));
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
              onClick={() => update((draft) => void draft[sectionIndex]!.lines.push(emptyLine()))}
            >
              <Plus aria-hidden="true" /> Add line to {section.title || `section ${sectionIndex + 1}`}
            </Button>
          </fieldset>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => update((draft) => void draft.push({ title: '', lines: [emptyLine()] }))}
        >
          <Plus aria-hidden="true" /> Add section
        </Button>

        <section aria-labelledby="what-changed" className="rounded-lg border border-line bg-surface p-4 shadow-soft">
          <h3 id="what-changed" className="text-lg">
            What changed
          </h3>
          <ChangesList changes={priced.changes} />
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <QuotationTotalsList totals={priced.totals} className="text-sm" totalClassName="font-semibold" />
            <ChangeValues
              originalPaise={originalValuePaise}
              previousPaise={basis.currentValuePaise}
              deltaPaise={priced.deltaPaise}
              newTotalPaise={priced.totals.totalPaise}
            />
          </div>
        </section>

        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium">The difference</legend>
          {changeOrderSpreads.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="spread-choice"
                value={value}
                checked={spread === value}
                onChange={() => setSpread(value)}
                className="size-4"
              />
              {SPREAD_LABELS[value]}
            </label>
          ))}
          {errorOf('spread') ? <span className="text-xs text-danger">{errorOf('spread')}</span> : null}
        </fieldset>
        <Button type="submit" className="self-start" disabled={busy}>
          <Send aria-hidden="true" /> Send to customer
        </Button>
      </Form>
    </div>
  );
}
