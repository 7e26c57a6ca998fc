// The customer's page of a quotation (/quote/{token}): made for a phone, no admin code. The
// studio's name and contacts, the sections and lines, taxes, total, payment schedule, validity,
// exclusions and terms; 'Download PDF' and 'Accept quotation': the name and the tick, then the
// code it e-mails, then the confirmation in the same place (decision 154). Its form posts without
// script.
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { Form } from 'react-router';
import { company } from '#content/company.ts';
import { StudioHeader } from '#app/components/one-time-link-page.tsx';
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

export type CustomerAnswer = {
  ok: boolean;
  /** A code was e-mailed: the form asks for it (and keeps the name typed). */
  step?: 'code-sent';
  name?: string;
  /** This answer accepted the quotation. */
  accepted?: boolean;
  message?: string;
  errors?: Record<string, string[] | null> | null;
};

export function CustomerQuotation({ data, answer }: { data: CustomerPageData; answer?: CustomerAnswer }) {
  const { totals } = data;
  const codeStep = answer?.step === 'code-sent';
  const codeRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // Where the customer is: the code's field once it is asked for, the confirmation once accepted.
  useEffect(() => {
    if (answer?.accepted) doneRef.current?.focus();
    else if (codeStep && answer?.ok) codeRef.current?.focus();
  }, [answer, codeStep, data.accepted]);
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 text-ink">
      <StudioHeader>
        <p className="text-sm text-ink-muted">
          {data.studio?.legalName ? `${data.studio.legalName} · ` : ''}
          {data.studio?.gstin ? `GSTIN ${data.studio.gstin}` : ''}
        </p>
        <p className="text-sm text-ink-muted">
          {data.studio?.address || `${company.address.street}, ${company.address.city} ${company.address.postalCode}`}
        </p>
      </StudioHeader>
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

      {data.accepted && answer?.accepted ? (
        <div ref={doneRef} tabIndex={-1} role="status" className="rounded-lg border border-success bg-success-50 p-4">
          <h2 className="font-display text-xl text-success">
            Thank you, {data.accepted.name}: quotation v{data.number} is accepted
          </h2>
          <p className="mt-1 text-sm">We have e-mailed you the accepted quotation as a PDF, and will call you about the next steps.</p>
        </div>
      ) : null}
      {!data.accepted && !data.blockedText ? (
        <AcceptByCode answer={answer} codeRef={codeRef} title="Accept quotation" agreeText="I accept this quotation and its terms" />
      ) : null}
    </main>
  );
}

/**
 * 'Accept …' by an e-mailed code, the one flow of the customer's pages (a quotation's, a change
 * order's): the name and the tick, then the code's field; its form posts without script.
 */
export function AcceptByCode({
  answer,
  codeRef,
  title,
  agreeText,
}: {
  answer?: CustomerAnswer;
  codeRef: RefObject<HTMLInputElement | null>;
  /** The heading and the button ('Accept quotation'). */
  title: string;
  /** The tick's words ('I accept this quotation and its terms'). */
  agreeText: string;
}) {
  const error = (name: string) => answer?.errors?.[name]?.[0] ?? null;
  const codeStep = answer?.step === 'code-sent';
  return (
    <section aria-labelledby="accept" className="rounded-lg border border-line p-4">
      <h2 id="accept" className="font-display text-xl">
        {title}
      </h2>
      {answer?.message ? (
        <p role={answer.ok ? 'status' : 'alert'} className={answer.ok ? 'mt-2 text-sm' : 'mt-2 text-sm text-danger'}>
          {answer.message}
        </p>
      ) : null}
      <Form method="post" className="mt-3 flex flex-col gap-3" noValidate>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Your full name
          <input
            name="name"
            autoComplete="name"
            required
            defaultValue={answer?.name ?? ''}
            className="h-11 rounded-md border border-line px-3"
            aria-invalid={Boolean(error('name'))}
          />
          {error('name') ? <span className="text-danger">{error('name')}</span> : null}
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="agree" defaultChecked={codeStep} className="mt-1 size-5" aria-invalid={Boolean(error('agree'))} />
          {agreeText}
        </label>
        {error('agree') ? <span className="text-sm text-danger">{error('agree')}</span> : null}
        {codeStep ? (
          <label className="flex flex-col gap-1 text-sm font-medium">
            6-digit code from your e-mail
            <input
              ref={codeRef}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="h-11 rounded-md border border-line px-3 tracking-widest"
              aria-invalid={Boolean(error('code'))}
            />
            {error('code') ? <span className="text-danger">{error('code')}</span> : null}
          </label>
        ) : null}
        <button type="submit" name="intent" value="accept" className="min-h-11 rounded-md bg-brass-700 px-4 font-semibold text-white">
          {title}
        </button>
        {codeStep ? (
          <button type="submit" name="intent" value="code" className="min-h-11 text-sm font-semibold text-brass-700 underline">
            E-mail me a new code
          </button>
        ) : (
          <p className="text-sm text-ink-muted">We will e-mail you a 6-digit code to confirm it is you.</p>
        )}
      </Form>
    </section>
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
