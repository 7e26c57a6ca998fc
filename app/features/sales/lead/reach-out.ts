// 'Call', 'WhatsApp' and 'E-mail' on a lead (issue 11): links the staff member's phone or mail
// app opens with the lead's number or address, and a first line naming what they asked about.
import { company } from '#content/company.ts';
import { CTA_SERVICE, QUICK_QUOTE_SERVICE } from '#app/features/intake/stored-service-names.ts';

type Reachable = { name: string; email: string; phone: string; service: string | null };

/** 'tel:' keeps a leading + and the digits. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The number as the chat app's link wants it: country code and number, digits only. Numbers
 * written the Indian way without a country code ('98450 12345', '098450 12345') get 91.
 */
export function chatNumber(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('00')) digits = digits.replace(/^00/, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length === 10 ? `91${digits}` : digits;
}

/** What the person asked about, in words for a greeting; null when the form asked for no service. */
export function serviceInWords(service: string | null): string | null {
  const value = service?.trim();
  if (!value || value === CTA_SERVICE || value === QUICK_QUOTE_SERVICE) return null;
  return value;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

export function chatGreeting(lead: Reachable): string {
  const about = serviceInWords(lead.service);
  const hello = firstName(lead.name) ? `Hello ${firstName(lead.name)}` : 'Hello';
  return `${hello}, this is ${company.name}. Thank you for your enquiry about ${about ?? 'your home interiors'}. When would be a good time to talk?`;
}

export function whatsAppHref(lead: Reachable): string {
  return `https://wa.me/${chatNumber(lead.phone)}?text=${encodeURIComponent(chatGreeting(lead))}`;
}

export function emailSubject(lead: Reachable): string {
  const about = serviceInWords(lead.service);
  return about ? `Your ${about} enquiry with ${company.name}` : `Your enquiry with ${company.name}`;
}

/** mailto: with the subject encoded as RFC 6068 asks (%20 for spaces, not +). */
export function mailtoHref(lead: Reachable): string {
  return `mailto:${lead.email}?subject=${encodeURIComponent(emailSubject(lead))}`;
}
