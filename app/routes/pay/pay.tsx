import QRCode from 'qrcode';
import { data } from 'react-router';
import {
  ONE_TIME_LINK_HEADERS as PRIVATE,
  OneTimeLinkError,
  oneTimeLinkHeaders,
  oneTimeLinkMeta,
} from '#app/components/one-time-link-page.tsx';
import { openPayLink } from '#app/features/billing/pay/pay-link.server.ts';
import { paymentLinkFor, razorpayConfig } from '#app/features/billing/pay/razorpay.server.ts';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db, env } from '#app/lib/services.server.ts';
import type { Route } from './+types/pay';

/** Views of pay pages one address may make: a customer opens theirs a few times, a guesser many. */
const VIEW_LIMIT = { max: 60, windowMs: 60 * 60_000 };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  oneTimeLinkMeta(loaderData ? `Pay ${loaderData.studioName}` : 'Payment link not found');

export const headers: Route.HeadersFunction = oneTimeLinkHeaders;

/** The QR code of a UPI link as inline SVG, named for a screen reader. */
async function qrSvg(link: string, label: string): Promise<string> {
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const name = label.replace(/[<>&"]/g, '');
  return svg.replace('<svg ', `<svg role="img" aria-label="${name}" width="240" height="240" `);
}

/**
 * GET /pay/:token: what a customer pays for one milestone and how (UPI, bank transfer, and 'Pay
 * online' when the gateway is configured). 404 without details for a wrong, replaced or revoked
 * link; 429 past the views one address may make.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const info = getRequestInfo(context);
  const limited = await hitRateLimit(db(), `pay:${info.clientIp}`, VIEW_LIMIT);
  if (!limited.allowed)
    throw data('Too many requests. Please try again later.', {
      status: 429,
      headers: { ...PRIVATE, 'Retry-After': String(limited.retryAfterSeconds) },
    });
  const page = await openPayLink(db(), params.token);
  if (!page) throw data('Not found', { status: 404, headers: PRIVATE });
  const amount = formatPaise(page.duePaise);
  const qr = page.upi ? await qrSvg(page.upi.link, `UPI QR code to pay ${amount}`) : null;
  let online: string | null = null;
  const gateway = razorpayConfig(env());
  if (gateway && !page.paid && page.requestedAt) {
    try {
      const link = await paymentLinkFor(gateway, {
        amountPaise: page.duePaise,
        // One Razorpay link per request of the milestone: a new request has a new reference.
        referenceId: `${page.reference}-${Math.floor(page.requestedAt.getTime() / 1000).toString(36)}`,
        description: `${page.milestoneLabel} (${page.reference})`,
        customer: { name: page.customerName, email: page.customerEmail },
        milestoneId: page.milestoneId,
      });
      online = link.shortUrl;
    } catch (error) {
      info.logger.warn({ err: { message: (error as Error).message } }, 'No online payment link for a pay page');
    }
  }
  return data(
    {
      studioName: page.studioName,
      customerName: page.customerName,
      siteAddress: page.siteAddress,
      milestoneLabel: page.milestoneLabel,
      amountPaise: page.amountPaise,
      duePaise: page.duePaise,
      paid: page.paid,
      reference: page.reference,
      upi: page.upi,
      qr,
      bank: page.bank,
      online,
    },
    { headers: PRIVATE },
  );
}

export default function PayPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-md px-4 py-6 text-ink">
      <p className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{page.studioName}</p>
      <h1 className="mt-1 font-display text-2xl">{page.milestoneLabel}</h1>
      <p className="mt-1 text-sm">
        {page.customerName}
        {page.siteAddress ? ` · ${page.siteAddress}` : ''}
      </p>
      {page.paid ? (
        <p role="status" className="mt-6 rounded-md border border-line bg-surface p-4 text-lg">
          This milestone is paid. Thank you!
        </p>
      ) : (
        <>
          <p className="mt-5 text-sm text-ink-muted">Amount to pay</p>
          <p className="font-display text-4xl" data-testid="amount">
            {formatPaise(page.duePaise)}
          </p>
          {page.duePaise !== page.amountPaise ? (
            <p className="text-sm text-ink-muted">of {formatPaise(page.amountPaise)} for this milestone, including GST</p>
          ) : (
            <p className="text-sm text-ink-muted">including GST</p>
          )}
          {page.upi ? (
            <section className="mt-6 rounded-lg border border-line bg-surface p-4" aria-labelledby="pay-upi">
              <h2 id="pay-upi" className="text-lg font-semibold">
                Pay by UPI
              </h2>
              {page.qr ? <div className="mx-auto mt-3 w-60 bg-white" dangerouslySetInnerHTML={{ __html: page.qr }} /> : null}
              <a
                href={page.upi.link}
                className="mt-4 flex min-h-12 items-center justify-center rounded-md bg-brass-700 px-4 text-base font-semibold text-white"
              >
                Pay with a UPI app
              </a>
              <p className="mt-2 text-sm">
                UPI ID: <span className="font-mono">{page.upi.upiId}</span> ({page.upi.payeeName})
              </p>
            </section>
          ) : null}
          {page.online ? (
            <a
              href={page.online}
              rel="noreferrer"
              className="mt-4 flex min-h-12 items-center justify-center rounded-md border border-line bg-surface px-4 text-base font-semibold"
            >
              Pay online
            </a>
          ) : null}
          {page.bank ? (
            <section className="mt-6 rounded-lg border border-line bg-surface p-4" aria-labelledby="pay-bank">
              <h2 id="pay-bank" className="text-lg font-semibold">
                Bank transfer
              </h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt>Account name</dt>
                <dd>{page.bank.accountName}</dd>
                <dt>Account number</dt>
                <dd className="font-mono">{page.bank.accountNumber}</dd>
                <dt>IFSC</dt>
                <dd className="font-mono">{page.bank.ifsc}</dd>
              </dl>
            </section>
          ) : null}
          <p className="mt-6 text-sm">
            Reference to quote: <span className="font-mono font-semibold">{page.reference}</span>
          </p>
        </>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <OneTimeLinkError
      narrow
      title="This payment link cannot be shown"
      busy="This page has been opened too often from here. Please try again later."
      otherwise="Please check the link in your e-mail, or contact us."
    />
  );
}
