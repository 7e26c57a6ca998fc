// What 'Request payment' offers for WhatsApp on the project page: the customer's chat number, their
// template values and the studio's templates (those naming {payment_link} get the pay link).
import { eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { contactSubmissions, normalizedPhone } from '#db/schema.ts';
import { chatNumber } from '#app/features/sales/lead/reach-out.ts';
import { chatTemplates, chatValues } from '#app/features/sales/whatsapp/whatsapp-templates.server.ts';
import type { ChatTemplate, TemplateValues } from '#app/features/sales/whatsapp/whatsapp-templates.ts';

export type PaymentChat = { number: string; values: TemplateValues; templates: ChatTemplate[] };

/** The lead's chat for pay links; null when the lead has no phone number. */
export async function paymentChatFor(db: Database, leadId: string): Promise<PaymentChat | null> {
  const [lead] = await db
    .select({
      id: contactSubmissions.id,
      name: contactSubmissions.name,
      phone: contactSubmissions.phone,
      phoneNormalized: normalizedPhone(contactSubmissions.phone),
      service: contactSubmissions.service,
      form: contactSubmissions.form,
    })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, leadId));
  if (!lead?.phone) return null;
  const number = chatNumber(lead);
  if (!number) return null;
  // A pay link's message is about the project, not the first estimate: {estimate} is left out.
  const values = (await chatValues(db, [{ ...lead, estimate: null }])).get(lead.id);
  if (!values) return null;
  return { number, values, templates: await chatTemplates(db) };
}
