// 'Call', 'WhatsApp' and 'E-mail' on a lead: links the staff member's phone or mail app opens with
// the lead's number or address, and a first line naming what they asked about.
import { company } from '#content/company.ts';
import type { LeadForm } from '#db/enums.ts';
import { serviceAskedFor } from '#app/features/intake/lead-forms.ts';

/**
 * A lead as the links need it. `phoneNormalized` is the number as the database recognises people
 * by (+91 and ten digits for an Indian number, however it was typed).
 */
type Reachable = {
  name: string;
  email: string;
  phone: string;
  phoneNormalized: string | null;
  service: string | null;
  form: LeadForm | null;
};

/** The number to dial: the normalised one (with its country code), else the digits as typed. */
export function telHref(lead: Pick<Reachable, 'phone' | 'phoneNormalized'>): string {
  return `tel:${lead.phoneNormalized ?? lead.phone.replace(/[^\d+]/g, '')}`;
}

/** The number as the chat app's link wants it: country code and number, digits only. */
export function chatNumber(lead: Pick<Reachable, 'phone' | 'phoneNormalized'>): string {
  return (lead.phoneNormalized ?? lead.phone).replace(/\D/g, '');
}

/** What the person asked about, in words for a greeting; null when the form asked for no service. */
export function serviceInWords(lead: Pick<Reachable, 'service' | 'form'>): string | null {
  return serviceAskedFor(lead);
}

/** The first word of a name ('Priya' of 'Priya Sharma'); '' for an empty one. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

export function chatGreeting(lead: Pick<Reachable, 'name' | 'service' | 'form'>): string {
  const about = serviceInWords(lead);
  const hello = firstName(lead.name) ? `Hello ${firstName(lead.name)}` : 'Hello';
  return `${hello}, this is ${company.name}. Thank you for your enquiry about ${about ?? 'your home interiors'}. When would be a good time to talk?`;
}

/** A chat with `number` (digits, with the country code) opened with `text` typed in, URL-encoded. */
export function chatHref(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export function whatsAppHref(lead: Reachable): string {
  return chatHref(chatNumber(lead), chatGreeting(lead));
}

export function emailSubject(lead: Reachable): string {
  const about = serviceInWords(lead);
  return about ? `Your ${about} enquiry with ${company.name}` : `Your enquiry with ${company.name}`;
}

/** mailto: with the subject encoded as RFC 6068 asks (%20 for spaces, not +). */
export function mailtoHref(lead: Reachable): string {
  return `mailto:${lead.email}?subject=${encodeURIComponent(emailSubject(lead))}`;
}
