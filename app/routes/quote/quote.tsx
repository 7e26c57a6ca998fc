import { data } from 'react-router';
import {
  ONE_TIME_LINK_HEADERS as PRIVATE,
  OneTimeLinkError,
  oneTimeLinkHeaders,
  oneTimeLinkMeta,
} from '#app/components/one-time-link-page.tsx';
import { CustomerQuotation } from '#app/features/sales/quotation/customer-quotation.tsx';
import type { CustomerAnswer, CustomerPageData } from '#app/features/sales/quotation/customer-quotation.tsx';
import { acceptSchema, acceptStartSchema } from '#app/features/sales/quotation/quotation-forms.ts';
import {
  acceptQuotation,
  issueAcceptanceCode,
  NOT_ACCEPTABLE_TEXTS,
  openByToken,
} from '#app/features/sales/quotation/quotation-acceptance.server.ts';
import { quotationMail } from '#app/features/sales/quotation/quotation-mail.server.ts';
import { quoteLinkLimited } from '#app/features/sales/quotation/quotation-pdf-store.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { db } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/quote';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  oneTimeLinkMeta(loaderData ? `Quotation v${loaderData.number}` : 'Quotation not found');

export const headers: Route.HeadersFunction = oneTimeLinkHeaders;

const NOT_FOUND = 'This quotation link is not valid. Please check the link in your e-mail, or contact us.';

async function pageData(token: string): Promise<CustomerPageData | null> {
  const opened = await openByToken(db(), token);
  if (!opened) return null;
  const { version } = opened;
  return {
    token,
    number: version.number,
    issuedAt: version.sentAt,
    customerName: opened.customer.name,
    studio: version.studio,
    totals: version.totals,
    validUntil: version.content.validUntil,
    exclusions: version.content.exclusions,
    terms: version.content.terms,
    accepted: version.accepted,
    blockedText: opened.blocked && opened.blocked !== 'accepted' ? NOT_ACCEPTABLE_TEXTS[opened.blocked] : null,
  };
}

/**
 * GET /quote/:token: the customer's quotation. 404 for a link that never was; 410 past the link's
 * 90 days; 429 past the views one address may make of one link (decision 151).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const limited = await quoteLinkLimited(db(), { token: params.token, ip: getRequestInfo(context).clientIp, kind: 'page' });
  if (limited)
    throw data('Too many requests for this quotation. Please try again later.', {
      status: 429,
      headers: { ...PRIVATE, 'Retry-After': limited.headers.get('Retry-After') ?? '3600' },
    });
  const page = await pageData(params.token);
  if (!page) throw data(NOT_FOUND, { status: 404, headers: PRIVATE });
  if (page.blockedText === NOT_ACCEPTABLE_TEXTS.expired) throw data(NOT_ACCEPTABLE_TEXTS.expired, { status: 410, headers: PRIVATE });
  return data(page, { headers: PRIVATE });
}

const CODE_LIMIT = { max: 5, windowMs: 60 * 60_000 };
const ACCEPT_LIMIT = { max: 20, windowMs: 60 * 60_000 };

/** 'in 40 minutes', 'in 3 hours': when a quotation's caps let it try again. */
const waitText = (seconds: number) =>
  seconds <= 90 * 60 ? `in ${Math.max(1, Math.ceil(seconds / 60))} minutes` : `in ${Math.ceil(seconds / 3600)} hours`;

/**
 * POST /quote/:token with `intent` 'accept': without a `code` field (the first step) the name and
 * the tick are checked and a code is e-mailed; with it (`name`, `agree`, `code`) the quotation is
 * accepted. 'code' e-mails a new code. Rate-limited per link and address, and per quotation
 * (decision 151: 429 with Retry-After). Every answer of the second step says so (`step`), so the
 * code's field stays.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const info = getRequestInfo(context);
  return softFail(info.logger, 'quotation acceptance', async () => {
    const reply = (body: CustomerAnswer, status = 200, retryAfterSeconds?: number) =>
      data(body, { status, headers: retryAfterSeconds ? { ...PRIVATE, 'Retry-After': String(retryAfterSeconds) } : PRIVATE });
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return reply({ ok: false, message: 'The form could not be read. Try again.' }, 400);
    }
    const token = params.token;
    const key = `quote:${token.slice(0, 12)}:${info.clientIp}`;
    const intent = form.get('intent');
    if (intent !== 'code' && intent !== 'accept') return reply({ ok: false, message: 'Unknown action.' }, 400);
    const typedName = typeof form.get('name') === 'string' ? String(form.get('name')).trim().slice(0, 120) : '';
    const codeStep = form.has('code');
    if (intent === 'code' || !codeStep) {
      // The first step checks the name and the tick: no code is e-mailed for a form that could not
      // accept. 'E-mail me a new code' comes from the second step, where they were checked.
      const start = intent === 'accept' ? parseForm(form, acceptStartSchema) : null;
      const step = codeStep ? ({ step: 'code-sent', name: typedName } as const) : {};
      if (start && start.status !== 'success') return reply({ ok: false, ...step, errors: start.reply().error }, 400);
      const limited = await hitRateLimit(db(), `${key}:code`, CODE_LIMIT);
      if (!limited.allowed)
        return reply(
          { ok: false, ...step, message: 'Too many codes asked for. Please try again in an hour.' },
          429,
          limited.retryAfterSeconds,
        );
      const issued = await issueAcceptanceCode(db(), { token });
      if (!issued.ok && issued.reason === 'too-many')
        return reply(
          {
            ok: false,
            ...step,
            message: `Too many codes have been asked for this quotation. Please try again ${waitText(issued.retryAfterSeconds)}, or call us.`,
          },
          429,
          issued.retryAfterSeconds,
        );
      if (!issued.ok)
        return reply(
          { ok: false, message: issued.reason === 'not-found' ? NOT_FOUND : NOT_ACCEPTABLE_TEXTS[issued.reason] },
          issued.reason === 'not-found' ? 404 : 409,
        );
      await quotationMail()?.sendCode(issued.codeId, (await openByToken(db(), token))!.version.id, issued.code);
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
    const submission = parseForm(form, acceptSchema);
    if (submission.status !== 'success') return reply({ ok: false, ...step, errors: submission.reply().error }, 400);
    const accepted = await acceptQuotation(db(), {
      token,
      name: submission.value.name,
      code: submission.value.code,
      ip: info.clientIp,
      userAgent: request.headers.get('user-agent'),
    });
    if (accepted.ok) {
      await quotationMail()?.sendAccepted(accepted.versionId);
      return reply({ ok: true, accepted: true });
    }
    switch (accepted.reason) {
      case 'not-found':
        return reply({ ok: false, message: NOT_FOUND }, 404);
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
            message: `Too many wrong codes have been tried for this quotation. Please try again ${waitText(accepted.retryAfterSeconds)}, or call us.`,
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
        return reply({ ok: false, message: NOT_ACCEPTABLE_TEXTS[accepted.reason] }, 409);
    }
  });
}

export default function QuoteRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomerQuotation data={loaderData} answer={actionData} />;
}

export function ErrorBoundary() {
  return (
    <OneTimeLinkError
      title="This quotation cannot be shown"
      busy="This link has been opened too often from here. Please try again later."
      otherwise="The link is not valid or has expired. Please contact us for a fresh link."
    />
  );
}
