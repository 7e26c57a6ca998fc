// The customer's page of a quotation (/quote/{token}): made for a phone, no admin code. The
// studio's name and contacts, the sections and lines, taxes, total, payment schedule, validity,
// exclusions and terms; 'Download PDF' and 'Accept quotation' (name, the tick, the e-mailed code).
// Its forms post without script.
import { Form } from 'react-router';
import { company } from '#content/company.ts';
import { formatAcceptedAt, formatIssuedOn, formatPaise, formatValidUntil } from '#app/features/sales/quotation/quotation-format.ts';
import { QuotationTotalsList } from '#app/features/sales/quotation/quotation-totals.tsx';
import type { QuotationTotals } from '#app/features/sales/quotation/quotation.ts';

export type CustomerPageData = {
  token: string;
  number: number;
  /** When the version was sent (ISO). */
  issuedAt: string | null;
  customerName: string;
  studio: { legalName: string; address: string; gstin: string } | null;
  totals: QuotationTotals;
  validUntil: string;
  exclusions: string;
  terms: string;
  accepted: { at: string; name: string } | null;
  /** Why it cannot be accepted, in plain words; null when it can. */
  blockedText: string | null;
};

export type CustomerAnswer = { ok: boolean; step?: 'code-sent'; message?: string; errors?: Record<string, string[] | null> | null };

export function CustomerQuotation({ data, answer }: { data: CustomerPageData; answer?: CustomerAnswer }) {
  const { totals } = data;
  const error = (name: string) => answer?.errors?.[name]?.[0] ?? null;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 text-ink">
      <header className="border-b border-line pb-4">
        <p className="font-display text-2xl text-brass-700">{company.name}</p>
        <p className="text-sm text-ink-muted">
          {data.studio?.legalName ? `${data.studio.legalName} · ` : ''}
          {data.studio?.gstin ? `GSTIN ${data.studio.gstin}` : ''}
        </p>
        <p className="text-sm text-ink-muted">
          {data.studio?.address || `${company.address.street}, ${company.address.city} ${company.address.postalCode}`}
        </p>
        <p className="mt-1 text-sm">
          <a className="underline" href={`tel:${company.phone.e164}`}>
            {company.phone.display}
          </a>{' '}
          ·{' '}
          <a className="underline" href={`mailto:${company.email}`}>
            {company.email}
          </a>
        </p>
      </header>
      <div>
        <h1 className="font-display text-3xl">Quotation v{data.number}</h1>
        <p className="text-sm text-ink-muted">
          {data.issuedAt ? `Issued ${formatIssuedOn(data.issuedAt)} · ` : ''}For {data.customerName} · Valid until{' '}
          {formatValidUntil(data.validUntil)}
        </p>
      </div>
      {data.accepted ? (
        <p role="status" className="rounded-md bg-success-50 p-3 font-semibold text-success">
          Accepted on {formatAcceptedAt(data.accepted.at)} by {data.accepted.name}
        </p>
      ) : null}
      {data.blockedText && !data.accepted ? (
        <p role="alert" className="rounded-md bg-danger-50 p-3 text-danger">
          {data.blockedText}
        </p>
      ) : null}

      {totals.sections.map((section, index) => (
        <section key={index} aria-labelledby={`section-${index}`}>
          <h2 id={`section-${index}`} className="font-display text-xl">
            {section.title}
          </h2>
          <ul className="mt-2 divide-y divide-line">
            {section.lines.map((line, lineIndex) => (
              <li key={lineIndex} className="flex justify-between gap-3 py-2">
                <div>
                  <p className="font-medium">{line.item}</p>
                  {line.description ? <p className="text-sm text-ink-muted">{line.description}</p> : null}
                  <p className="text-sm text-ink-muted">
                    {line.quantity.toLocaleString('en-IN', { maximumFractionDigits: 2 })} {line.unit} × {formatPaise(line.ratePaise)}
                  </p>
                </div>
                <p className="shrink-0 tabular-nums">{formatPaise(line.amountPaise)}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section aria-label="Total">
        <QuotationTotalsList totals={totals} totalClassName="text-lg font-semibold" />
      </section>

      <section aria-labelledby="schedule">
        <h2 id="schedule" className="font-display text-xl">
          Payment schedule
        </h2>
        <ul className="mt-2">
          {totals.instalments.map((stage) => (
            <li key={stage.label} className="flex justify-between py-1">
              <span>
                {stage.label} ({stage.percent}%)
              </span>
              <span className="tabular-nums">{formatPaise(stage.amountPaise)}</span>
            </li>
          ))}
        </ul>
      </section>
      <TextSection id="exclusions" title="Exclusions" text={data.exclusions} />
      <TextSection id="terms" title="Terms" text={data.terms} />

      <a
        href={`/quote/${data.token}/pdf`}
        download
        className="inline-flex min-h-11 items-center justify-center rounded-md border border-line px-4 font-semibold"
      >
        Download PDF
      </a>

      {!data.accepted && !data.blockedText ? (
        <section aria-labelledby="accept" className="rounded-lg border border-line p-4">
          <h2 id="accept" className="font-display text-xl">
            Accept quotation
          </h2>
          {answer?.message ? (
            <p role={answer.ok ? 'status' : 'alert'} className={answer.ok ? 'mt-2 text-sm' : 'mt-2 text-sm text-danger'}>
              {answer.message}
            </p>
          ) : null}
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="code" />
            <button type="submit" className="min-h-11 text-sm font-semibold text-brass-700 underline">
              E-mail me a code
            </button>
          </Form>
          <Form method="post" className="mt-3 flex flex-col gap-3" noValidate>
            <input type="hidden" name="intent" value="accept" />
            <label className="flex flex-col gap-1 text-sm font-medium">
              Your full name
              <input
                name="name"
                autoComplete="name"
                required
                className="h-11 rounded-md border border-line px-3"
                aria-invalid={Boolean(error('name'))}
              />
              {error('name') ? <span className="text-danger">{error('name')}</span> : null}
            </label>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="agree" className="mt-1 size-5" aria-invalid={Boolean(error('agree'))} />I accept this quotation
              and its terms
            </label>
            {error('agree') ? <span className="text-sm text-danger">{error('agree')}</span> : null}
            <label className="flex flex-col gap-1 text-sm font-medium">
              6-digit code from your e-mail
              <input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                className="h-11 rounded-md border border-line px-3 tracking-widest"
                aria-invalid={Boolean(error('code'))}
              />
              {error('code') ? <span className="text-danger">{error('code')}</span> : null}
            </label>
            <button type="submit" className="min-h-11 rounded-md bg-brass-700 px-4 font-semibold text-white">
              Accept quotation
            </button>
          </Form>
        </section>
      ) : null}
    </main>
  );
}

/** The exclusions or the terms, as written (line breaks kept); nothing when there are none. */
function TextSection({ id, title, text }: { id: string; title: string; text: string }) {
  if (!text) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-display text-xl">
        {title}
      </h2>
      <p className="mt-1 text-sm whitespace-pre-line">{text}</p>
    </section>
  );
}
