// The notification e-mail (decision 022): a subject staff can scan in an inbox, the lead's
// fields as plain text and as HTML (every value escaped), and a link to the lead in the admin.
import { company } from '#content/company.ts';
import { adminLeadUrl } from '#app/features/intake/notifications/payload.ts';
import { estimateRangeText, estimateScope, rateCardWords } from '#app/features/pricing/lead-estimate.ts';
import type { LeadEstimate } from '#app/features/pricing/lead-estimate.ts';
import { formatRupees } from '#app/features/pricing/money.ts';
import type { NotificationPayload } from '#app/features/intake/notifications/payload.ts';

export type ComposedEmail = { subject: string; text: string; html: string };

/** 'Priya Sharma' -> 'Priya S.' (enough to tell leads apart in an inbox, no more). */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return parts[0] ?? '';
  return `${parts[0]} ${parts.at(-1)!.charAt(0).toUpperCase()}.`;
}

const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

export function emailSubject(payload: NotificationPayload): string {
  const topic = payload.service || payload.formType;
  return oneLine(`New enquiry: ${topic} — ${shortName(payload.name)}`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The rows of the e-mail, in the order staff read them; empty values are left out. */
function emailRows(payload: NotificationPayload): Array<[string, string]> {
  const { attribution } = payload;
  const rows: Array<[string, string | undefined]> = [
    ['Name', payload.name],
    ['Phone', payload.phone],
    ['Email', payload.email],
    ['Company', payload.companyName],
    ['Service', payload.service],
    ['Project type', payload.projectType],
    ['Budget', payload.budget],
    ['Timeline', payload.timeline],
    ['Location', payload.location],
    ['Estimate', payload.estimate ? estimateRangeText(payload.estimate) : undefined],
    ['Form', `${payload.formType} (${payload.source})`],
    [
      'Received',
      new Date(payload.submittedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }) + ' IST',
    ],
    ['Landing page', attribution.landing_path],
    ['Referrer', attribution.referrer],
    ['Campaign', [attribution.utm_source, attribution.utm_medium, attribution.utm_campaign].filter(Boolean).join(' / ') || undefined],
    ['Campaign term', attribution.utm_term],
    ['Campaign content', attribution.utm_content],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** The estimate's breakdown: one row per line item, then the subtotal, the offers and the total. */
function estimateLines(estimate: LeadEstimate): Array<[string, string, string]> {
  const quantity = (line: LeadEstimate['items'][number]) =>
    `${line.quantity.toLocaleString('en-IN')} ${line.unit} x ${formatRupees(line.rate)}`;
  return [
    ...estimate.items.map((line): [string, string, string] => [line.item, quantity(line), formatRupees(line.amount)]),
    ['Subtotal', '', formatRupees(estimate.subtotal)],
    [estimate.offer.label, '', formatRupees(estimate.offer.amount)],
    ['Estimate', '', formatRupees(estimate.total)],
    [estimate.earlyBooking.label, '', formatRupees(estimate.earlyBooking.amount)],
  ];
}

function estimateText(estimate: LeadEstimate): string[] {
  return [
    '',
    `Estimate (${estimateScope(estimate.input)}, ${rateCardWords(estimate.rateCardVersion)}):`,
    ...estimateLines(estimate).map(([item, quantity, amount]) => `  ${item}${quantity ? ` (${quantity})` : ''}: ${amount}`),
    `  Range: ${estimateRangeText(estimate)}`,
  ];
}

function estimateHtml(estimate: LeadEstimate): string {
  const cell = 'padding:4px 12px 4px 0;vertical-align:top;';
  const rows = estimateLines(estimate)
    .map(
      ([item, quantity, amount]) =>
        `<tr><td style="${cell}">${escapeHtml(item)}</td><td style="${cell}color:#5c5650">${escapeHtml(quantity)}</td><td align="right" style="${cell}">${escapeHtml(amount)}</td></tr>`,
    )
    .join('\n');
  return `<h2 style="font-size:16px;margin:20px 0 4px">Estimate: ${escapeHtml(estimateRangeText(estimate))}</h2>
<p style="margin:0 0 8px;color:#5c5650;font-size:13px">${escapeHtml(estimateScope(estimate.input))} · ${escapeHtml(rateCardWords(estimate.rateCardVersion))}</p>
<table style="border-collapse:collapse;font-size:14px">
${rows}
</table>`;
}

export function composeEmail(payload: NotificationPayload, siteUrl: string): ComposedEmail {
  const link = adminLeadUrl(siteUrl, payload.leadId);
  const rows = emailRows(payload);
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const text = [
    `New enquiry from the ${company.name} website.`,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    ...(payload.estimate ? estimateText(payload.estimate) : []),
    '',
    'Message:',
    payload.message || 'No message provided',
    '',
    `Open the lead in the admin: ${link}`,
    '',
  ].join('\n');
  const cell = 'padding:6px 12px 6px 0;vertical-align:top;';
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f1d1b;line-height:1.5">
<h1 style="font-size:20px;margin:0 0 16px">New enquiry: ${escapeHtml(payload.service || payload.formType)}</h1>
<table style="border-collapse:collapse;font-size:15px">
${rows.map(([label, value]) => `<tr><th align="left" style="${cell}color:#5c5650;font-weight:normal">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
${payload.estimate ? estimateHtml(payload.estimate) : ''}
<h2 style="font-size:16px;margin:20px 0 8px">Message</h2>
<p style="white-space:pre-wrap;margin:0">${escapeHtml(payload.message || 'No message provided')}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#8c5a22;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">Open the lead in the admin</a></p>
<p style="font-size:13px;color:#5c5650">${escapeHtml(link)}</p>
</body></html>`;
  return { subject: emailSubject(payload), text, html };
}
