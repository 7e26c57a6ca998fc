import { useEffect, useMemo, useRef } from 'react';
import { data } from 'react-router';
import {
  ONE_TIME_LINK_HEADERS as PRIVATE,
  OneTimeLinkError,
  oneTimeLinkHeaders,
  oneTimeLinkMeta,
  StudioHeader,
} from '#app/components/one-time-link-page.tsx';
import { ChangesList, ChangeValues } from '#app/features/billing/change-orders/change-order-view.tsx';
import { changeOrderMail } from '#app/features/billing/change-orders/change-order-mail.server.ts';
import {
  acceptChangeOrder,
  CHANGE_NOT_ACCEPTABLE_TEXTS,
  issueChangeOrderCode,
  openChangeOrder,
} from '#app/features/billing/change-orders/change-orders.server.ts';
import { AcceptByCode } from '#app/features/sales/quotation/customer-quotation.tsx';
import type { CustomerAnswer } from '#app/features/sales/quotation/customer-quotation.tsx';
import { formatAcceptedAt } from '#app/features/sales/quotation/quotation-format.ts';
import { changeAcceptSchema, changeAcceptStartSchema } from '#app/features/sales/quotation/quotation-forms.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { db } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/change';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  oneTimeLinkMeta(loaderData ? `Change order ${loaderData.number}` : 'Change order not found');

export const headers: Route.HeadersFunction = oneTimeLinkHeaders;

const NOT_FOUND = 'This link is not valid. Please check the link in your e-mail, or contact us.';
const VIEW_LIMIT = { max: 60, windowMs: 60 * 60_000 };
const CODE_LIMIT = { max: 5, windowMs: 60 * 60_000 };
const ACCEPT_LIMIT = { max: 20, windowMs: 60 * 60_000 };

/**
 * GET /change/:token: what the change order changes, the values and 'Accept change order'. 404 for
 * a link that never was, that the studio withdrew or that is past its 90 days; an accepted one
 * stays readable.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ip = getRequestInfo(context).clientIp;
  const limited = await hitRateLimit(db(), `change:${params.token.slice(0, 12)}:${ip}:view`, VIEW_LIMIT);
  if (!limited.allowed)
    throw data('Too many requests. Please try again later.', {
      status: 429,
      headers: { ...PRIVATE, 'Retry-After': String(limited.retryAfterSeconds) },
    });
  const opened = await openChangeOrder(db(), params.token);
  if (!opened || opened.blocked === 'revoked' || opened.blocked === 'expired') throw data(NOT_FOUND, { status: 404, headers: PRIVATE });
  const { changeOrder } = opened;
  return data(
    {
      number: changeOrder.number,
      customerName: opened.project.customerName,
      originalValuePaise: opened.project.originalValuePaise,
      previousValuePaise: opened.previousValuePaise,
      deltaPaise: changeOrder.deltaPaise,
      totalPaise: changeOrder.totalPaise,
      ownMilestone: changeOrder.spread === 'own_milestone',
      changes: opened.priced.changes,
      accepted: changeOrder.acceptedAt ? { at: changeOrder.acceptedAt.toISOString(), name: changeOrder.acceptedName ?? '' } : null,
    },
    { headers: PRIVATE },
  );
}

/** 'in 40 minutes', 'in 3 hours'. */
const waitText = (seconds: number) =>
  seconds <= 90 * 60 ? `in ${Math.max(1, Math.ceil(seconds / 60))} minutes` : `in ${Math.ceil(seconds / 3600)} hours`;

/**
 * POST /change/:token, as a quotation's page: `intent` 'accept' without `code` checks the name and
 * the tick and e-mails a code; with it accepts; 'code' e-mails a new one. Rate-limited per link
 * and address, and per change order by the quotation's caps (429 with Retry-After).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const info = getRequestInfo(context);
  return softFail(info.logger, 'change order acceptance', async () => {
    const reply = (body: CustomerAnswer, status = 200, retryAfterSeconds?: number) =>
      data(body, { status, headers: retryAfterSeconds ? { ...PRIVATE, 'Retry-After': String(retryAfterSeconds) } : PRIVATE });
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return reply({ ok: false, message: 'The form could not be read. Try again.' }, 400);
    }
    const token = params.token;
    const key = `change:${token.slice(0, 12)}:${info.clientIp}`;
    const intent = form.get('intent');
    if (intent !== 'code' && intent !== 'accept') return reply({ ok: false, message: 'Unknown action.' }, 400);
    const typedName = typeof form.get('name') === 'string' ? String(form.get('name')).trim().slice(0, 120) : '';
    const codeStep = form.has('code');
    const refused = (reason: keyof typeof CHANGE_NOT_ACCEPTABLE_TEXTS | 'not-found') =>
      reason === 'not-found' || reason === 'revoked' || reason === 'expired'
        ? reply({ ok: false, message: NOT_FOUND }, 404)
        : reply({ ok: false, message: CHANGE_NOT_ACCEPTABLE_TEXTS[reason] }, 409);
    if (intent === 'code' || !codeStep) {
      const start = intent === 'accept' ? parseForm(form, changeAcceptStartSchema) : null;
      const step = codeStep ? ({ step: 'code-sent', name: typedName } as const) : {};
      if (start && start.status !== 'success') return reply({ ok: false, ...step, errors: start.reply().error }, 400);
      const limited = await hitRateLimit(db(), `${key}:code`, CODE_LIMIT);
      if (!limited.allowed)
        return reply(
          { ok: false, ...step, message: 'Too many codes asked for. Please try again in an hour.' },
          429,
          limited.retryAfterSeconds,
        );
      const issued = await issueChangeOrderCode(db(), { token });
      if (!issued.ok && issued.reason === 'too-many')
        return reply(
          {
            ok: false,
            ...step,
            message: `Too many codes have been asked for this change order. Please try again ${waitText(issued.retryAfterSeconds)}, or call us.`,
          },
          429,
          issued.retryAfterSeconds,
        );
      if (!issued.ok) return refused(issued.reason);
      await changeOrderMail()?.sendCode(issued.codeId, issued.changeOrderId, issued.code);
      return reply({
        ok: true,
        step: 'code-sent',
        name: typedName,
        message: 'We have e-mailed you a 6-digit code. Enter it below to accept; it works for 15 minutes.',
      });
    }
    const step = { step: 'code-sent', name: typedName } as const;
    const limited = await hitRateLimit(db(), `${key}:accept`, ACCEPT_LIMIT);
    if (!limited.allowed)
      return reply({ ok: false, ...step, message: 'Too many tries. Please try again in an hour.' }, 429, limited.retryAfterSeconds);
    const submission = parseForm(form, changeAcceptSchema);
    if (submission.status !== 'success') return reply({ ok: false, ...step, errors: submission.reply().error }, 400);
    const accepted = await acceptChangeOrder(db(), { token, name: submission.value.name, code: submission.value.code, ip: info.clientIp });
    if (accepted.ok) {
      await changeOrderMail()?.sendAccepted(accepted.changeOrderId);
      return reply({ ok: true, accepted: true });
    }
    switch (accepted.reason) {
      case 'wrong-code':
        return reply(
          {
            ok: false,
            ...step,
            errors: { code: [`That code is not right. ${accepted.triesLeft} ${accepted.triesLeft === 1 ? 'try' : 'tries'} left.`] },
          },
          400,
        );
      case 'too-many':
        return reply(
          {
            ok: false,
            ...step,
            message: `Too many wrong codes have been tried for this change order. Please try again ${waitText(accepted.retryAfterSeconds)}, or call us.`,
          },
          429,
          accepted.retryAfterSeconds,
        );
      case 'no-code':
      case 'code-ended':
        return reply(
          { ok: false, ...step, errors: { code: ['This code no longer works. Ask for a new one with ‘E-mail me a new code’.'] } },
          400,
        );
      default:
        return refused(accepted.reason);
    }
  });
}

export default function ChangeRoute({ loaderData: page, actionData: answer }: Route.ComponentProps) {
  const reply = useMemo(
    () =>
      answer && 'error' in answer
        ? ({ ok: false, message: String(answer.error) } as CustomerAnswer)
        : (answer as CustomerAnswer | undefined),
    [answer],
  );
  const codeRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reply?.accepted) doneRef.current?.focus();
    else if (reply?.step === 'code-sent' && reply.ok) codeRef.current?.focus();
  }, [reply, page.accepted]);
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 text-ink">
      <StudioHeader />
      <div>
        <h1 className="font-display text-3xl">Change order {page.number}</h1>
        <p className="text-sm text-ink-muted">For {page.customerName}</p>
      </div>
      {page.accepted && !reply?.accepted ? (
        <p role="status" className="rounded-md bg-success-50 p-3 font-semibold text-success">
          Accepted on {formatAcceptedAt(page.accepted.at)} by {page.accepted.name}
        </p>
      ) : null}
      <section aria-labelledby="changed">
        <h2 id="changed" className="font-display text-xl">
          What changes
        </h2>
        <ChangesList changes={page.changes} />
      </section>
      <section aria-label="Values">
        <ChangeValues
          originalPaise={page.originalValuePaise}
          previousPaise={page.previousValuePaise}
          deltaPaise={page.deltaPaise}
          newTotalPaise={page.totalPaise}
        />
        <p className="mt-2 text-sm text-ink-muted">
          {page.ownMilestone
            ? 'The difference becomes a payment milestone of its own.'
            : 'The difference is spread over the payment milestones not yet invoiced.'}{' '}
          Amounts include GST.
        </p>
      </section>
      {page.accepted && reply?.accepted ? (
        <div ref={doneRef} tabIndex={-1} role="status" className="rounded-lg border border-success bg-success-50 p-4">
          <h2 className="font-display text-xl text-success">
            Thank you, {page.accepted.name}: change order {page.number} is accepted
          </h2>
          <p className="mt-1 text-sm">We have e-mailed you a confirmation. Your project&rsquo;s total is now updated.</p>
        </div>
      ) : null}
      {!page.accepted ? (
        <AcceptByCode
          answer={reply}
          codeRef={codeRef}
          title="Accept change order"
          agreeText="I accept this change order and its new total"
        />
      ) : null}
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <OneTimeLinkError
      title="This change order cannot be shown"
      busy="This link has been opened too often from here. Please try again later."
      otherwise="The link is not valid, has been withdrawn or has expired. Please contact us for the current one."
    />
  );
}
