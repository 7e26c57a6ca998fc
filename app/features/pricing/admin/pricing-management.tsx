// The admin's 'Pricing' tab: every rate per package and the range width, a preview of sample
// estimates with the rates as typed next to the rates in force, and 'Save new version'.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { formAttributes } from '#app/components/ui/form-field.tsx';
import { rateCardFormValues, rateCardSchema, rateFieldName, toRateCardEdit } from '#app/features/pricing/admin/rate-card-form.ts';
import { estimate } from '#app/features/pricing/estimate.ts';
import { parseEstimateInput } from '#app/features/pricing/estimate-input.ts';
import { formatRange } from '#app/features/pricing/money.ts';
import type { RateCardVersion } from '#app/features/pricing/rate-card.server.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { packages } from '#content/packages.ts';
import { rateItems } from '#content/rate-card.ts';
import type { RateCard } from '#content/rate-card.ts';

export type PricingTabData = { rateCard: RateCard; history: RateCardVersion[] };

type SaveAnswer = { ok: true; version: number } | { ok: false; result?: SubmissionResult<string[]>; error?: string };

const samples = [
  { label: '2 BHK full interior, 1,100 sq ft', query: 'service=full-interior&property=2bhk&area=1100' },
  { label: 'L-shaped kitchen, 14 ft', query: 'service=modular-kitchen&layout=l-shaped&length=14' },
  { label: 'Sliding wardrobe, 6 x 7 ft', query: 'service=modular-wardrobe&wardrobeType=sliding&width=6&height=7' },
] as const;

/** The rates as typed, when every one of them is a valid amount; otherwise null. */
function typedCard(values: Record<string, string>, version: number): RateCard | null {
  const checked = rateCardSchema.safeParse(values);
  if (!checked.success) return null;
  const edit = toRateCardEdit(checked.data);
  return { version, rates: edit.rates, rangePercent: edit.rangePercent };
}

function sampleRange(card: RateCard | null, query: string, pkg: string): string {
  if (!card) return '—';
  const parsed = parseEstimateInput(new URLSearchParams(`${query}&package=${pkg}`));
  return parsed.ok ? formatRange(estimate(parsed.input, card).range) : '—';
}

export function PricingManagement({ data }: { data: PricingTabData }) {
  const { rateCard, history } = data;
  const initial = useMemo(() => rateCardFormValues(rateCard), [rateCard]);
  const [live, setLive] = useState<Record<string, string>>(initial);
  const save = useFetcher<SaveAnswer>();
  const revalidator = useRevalidator();
  const sent = useRef(false);
  const answer = save.state === 'idle' ? save.data : undefined;

  const [form, fields] = useForm({
    id: 'rate-card',
    defaultValue: initial,
    lastResult: answer && !answer.ok ? answer.result : undefined,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, rateCardSchema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      sent.current = true;
      void save.submit(formData, { method: 'post', action: '/admin/pricing' });
    },
  });

  // A newly saved version becomes what the form starts from.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setLive(initial);
  }

  useEffect(() => {
    if (save.state !== 'idle' || !save.data || !sent.current) return;
    sent.current = false;
    if (save.data.ok) {
      toast({ title: 'Rate card saved', description: `Version ${save.data.version} is now used by the price calculator.` });
      void revalidator.revalidate();
    } else {
      const first = save.data.result?.error ? Object.values(save.data.result.error).find((messages) => messages?.length)?.[0] : undefined;
      toast({ title: 'Error', description: save.data.error ?? first ?? 'The rate card could not be saved.', variant: 'destructive' });
    }
  }, [save.state, save.data, revalidator]);

  const typed = typedCard(live, rateCard.version + 1);
  const errors = [...new Set(Object.values(form.allErrors).flat())];
  const latest = history[0];

  return (
    <div className="mt-6 space-y-6">
      <div className="rounded-lg border border-line bg-surface p-5 sm:p-6">
        <h2 className="text-2xl">Rate card</h2>
        <p className="mt-1 text-sm text-ink-muted">
          {latest
            ? `Version ${latest.version}, saved by ${latest.createdBy ?? 'a former staff member'} on ${formatDateTime(latest.createdAt)}.`
            : 'The default rates: nobody has changed them yet.'}{' '}
          Rates are in rupees before the site&apos;s offers (10% off, and 5% more for booking within 24 hours). A saved version reaches the
          calculator within a few seconds.
        </p>
      </div>

      <form
        {...formAttributes(form)}
        method="post"
        action="/admin/pricing"
        onInput={(event) => setLive(Object.fromEntries([...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value)])))}
        className="space-y-6"
      >
        <input type="hidden" name="basedOn" value={String(rateCard.version)} />
        {errors.length > 0 ? (
          <div role="alert" className="rounded-md bg-danger-50 p-4 text-sm text-danger">
            <p className="font-semibold">Please correct these rates:</p>
            <ul className="mt-1 list-disc pl-5">
              {errors.slice(0, 8).map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="overflow-x-auto rounded-lg border border-line bg-surface">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">Rates per package</caption>
            <thead>
              <tr className="border-b border-line bg-canvas text-left">
                <th scope="col" className="px-4 py-3 font-semibold">
                  Item
                </th>
                {packages.map((pkg) => (
                  <th key={pkg.value} scope="col" className="px-4 py-3 font-semibold">
                    {pkg.label} (₹)
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rateItems.map((item) => (
                <tr key={item.key} className="border-b border-line last:border-0">
                  <th scope="row" className="px-4 py-2.5 text-left font-normal">
                    <span className="block font-medium text-ink">{item.label}</span>
                    <span className="block text-xs text-ink-muted">{item.per}</span>
                  </th>
                  {packages.map((pkg) => {
                    const field = fields[rateFieldName(item.key, pkg.value)]!;
                    return (
                      <td key={pkg.value} className="px-4 py-2.5">
                        <Input
                          id={field.id}
                          name={field.name}
                          defaultValue={initial[field.name]}
                          key={`${rateCard.version}-${field.name}`}
                          inputMode="numeric"
                          aria-label={`${item.label}, ${pkg.label}, rupees ${item.per}`}
                          aria-invalid={field.errors ? true : undefined}
                          aria-describedby={field.errors ? field.errorId : undefined}
                          className="min-w-28 tabular-nums"
                        />
                        {field.errors ? (
                          <p id={field.errorId} className="mt-1 max-w-40 text-xs text-danger">
                            {field.errors[0]}
                          </p>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-col gap-1.5 rounded-lg border border-line bg-surface p-5">
          <label htmlFor={fields.rangePercent!.id} className="text-sm font-medium">
            Range width (%)
          </label>
          <div className="w-32">
            <Input
              id={fields.rangePercent!.id}
              name={fields.rangePercent!.name}
              defaultValue={initial.rangePercent}
              key={`${rateCard.version}-range`}
              inputMode="numeric"
              aria-invalid={fields.rangePercent!.errors ? true : undefined}
              aria-describedby={`${fields.rangePercent!.id}-description`}
            />
          </div>
          <p id={`${fields.rangePercent!.id}-description`} className="text-sm text-ink-muted">
            Visitors see the estimate plus or minus this much, rounded outwards.
          </p>
        </div>

        <section aria-labelledby="pricing-preview" className="rounded-lg border border-line bg-surface p-5">
          <h3 id="pricing-preview" className="font-sans text-lg font-semibold">
            Preview
          </h3>
          <p className="text-sm text-ink-muted">Sample estimates with the rates in force and with the rates as typed above.</p>
          {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
          <div className="mt-3 overflow-x-auto" role="region" aria-label="Sample estimates" tabIndex={0}>
            <table className="w-full min-w-[36rem] text-sm">
              <thead>
                <tr className="border-b border-line text-left">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Sample
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Package
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Now
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    After saving
                  </th>
                </tr>
              </thead>
              <tbody>
                {samples.flatMap((sample) =>
                  packages.map((pkg) => (
                    <tr key={`${sample.query}-${pkg.value}`} className="border-b border-line last:border-0">
                      <td className="py-1.5 pr-4">{sample.label}</td>
                      <td className="py-1.5 pr-4">{pkg.label}</td>
                      <td className="py-1.5 pr-4 tabular-nums">{sampleRange(rateCard, sample.query, pkg.value)}</td>
                      <td className="py-1.5 tabular-nums">{sampleRange(typed, sample.query, pkg.value)}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
        </section>
        <div className="flex justify-end">
          <Button type="submit" disabled={save.state !== 'idle'}>
            {save.state !== 'idle' ? 'Saving...' : 'Save new version'}
          </Button>
        </div>
      </form>

      {history.length > 0 ? (
        <section aria-labelledby="pricing-history" className="rounded-lg border border-line bg-surface p-5">
          <h3 id="pricing-history" className="font-sans text-lg font-semibold">
            Versions
          </h3>
          <ul className="mt-2 space-y-1 text-sm">
            {history.map((entry) => (
              <li key={entry.version}>
                Version {entry.version}: {entry.createdBy ?? 'a former staff member'}, {formatDateTime(entry.createdAt)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
