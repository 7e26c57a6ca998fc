// 'WhatsApp templates' on both drivers: adding, changing and deleting them (names unique whatever
// their capitals, each change audited, the form's checks), a chat opened from 'WhatsApp' as a
// 'whatsapp_sent' event that counts as first contact, and a lead's values for the placeholders
// (estimate, next booked visit, the newest sent quotation's link while it works).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { installJobQueues } from '../../../../tests/support/jobs.ts';
import { kitchenEstimateFields } from '../../../../tests/support/leads.ts';
import { fillStudioDetails } from '../../../../tests/support/studio.ts';
import { auditLog, contactSubmissions, leadEvents, siteVisits } from '#db/schema.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { leadEstimate } from '#app/features/pricing/lead-estimate.ts';
import { parseEstimateInput } from '#app/features/pricing/estimate-input.ts';
import { parseLeadEstimate } from '#app/features/pricing/stored-estimate.server.ts';
import { defaultRateCard } from '#content/rate-card.ts';
import { getLeadPage } from '#app/features/sales/lead/lead-page.server.ts';
import { createQuotation, revokeLink, sendDraft } from '#app/features/sales/quotation/quotation.server.ts';
import { revealQuoteLink } from '#app/features/sales/quotation/quotation-link.server.ts';
import { fillTemplate, templateFormSchema } from '#app/features/sales/whatsapp/whatsapp-templates.ts';
import {
  chatTemplates,
  chatValues,
  createTemplate,
  deleteTemplate,
  listTemplates,
  PLAIN_CHAT,
  recordWhatsApp,
  updateTemplate,
} from '#app/features/sales/whatsapp/whatsapp-templates.server.ts';

const SECRETS = ['a session secret of thirty-two characters or more'];
const SITE = 'https://aangan.example';
const NOWHERE = '00000000-0000-4000-8000-000000000000';

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe.each(drivers)("'WhatsApp templates' on %s", (driver) => {
  let database: TestDatabase;
  let admin: string;
  let ravi: string;
  const db = () => database.db;

  const insertLead = async (name: string, fields: Partial<typeof contactSubmissions.$inferInsert> = {}) => {
    const [row] = await db()
      .insert(contactSubmissions)
      .values({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, phone: '+91 98450 60606', ...fields })
      .returning({ id: contactSubmissions.id });
    return row!.id;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await installJobQueues(database);
    admin = (await insertStaffUser(db(), 'admin@example.com', 'admin')).id;
    ravi = (await insertStaffUser(db(), 'ravi@example.com', 'sales')).id;
  });
  afterAll(async () => database?.cleanup());

  it('adds, changes and deletes templates, names unique whatever their capitals, each change audited', async () => {
    const parsed = parseForm(
      form({ name: ' First reply ', body: 'Hello {first_name}, thank you for asking about {service}.' }),
      templateFormSchema,
    );
    if (parsed.status !== 'success') throw new Error('refused');
    const created = await createTemplate(db(), parsed.value, admin);
    if (!created.ok) throw new Error(created.reason);
    expect(await createTemplate(db(), { name: 'FIRST REPLY', body: 'Again' }, admin)).toEqual({ ok: false, reason: 'taken' });
    const other = await createTemplate(db(), { name: 'Visit reminder', body: 'See you {visit_time}.' }, admin);
    if (!other.ok) throw new Error(other.reason);
    expect((await listTemplates(db())).map((template) => template.name)).toEqual(['First reply', 'Visit reminder']);

    expect(await updateTemplate(db(), other.id, { name: 'first reply', body: 'x' }, admin)).toEqual({ ok: false, reason: 'taken' });
    expect(await updateTemplate(db(), NOWHERE, { name: 'Lost', body: 'x' }, admin)).toEqual({ ok: false, reason: 'gone' });
    expect(await updateTemplate(db(), other.id, { name: 'Visit reminder', body: 'See you on {visit_time}!' }, admin)).toEqual({
      ok: true,
      id: other.id,
    });
    // Saving it unchanged writes nothing.
    expect(await updateTemplate(db(), other.id, { name: 'Visit reminder', body: 'See you on {visit_time}!' }, admin)).toMatchObject({
      ok: true,
    });
    expect(await chatTemplates(db())).toEqual([
      { id: created.id, name: 'First reply', body: 'Hello {first_name}, thank you for asking about {service}.' },
      { id: other.id, name: 'Visit reminder', body: 'See you on {visit_time}!' },
    ]);

    expect(await deleteTemplate(db(), other.id, admin)).toBe(true);
    expect(await deleteTemplate(db(), other.id, admin)).toBe(false);
    const audits = await db()
      .select({ action: auditLog.action, entityId: auditLog.entityId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityType, 'whatsapp_template'))
      .orderBy(auditLog.id);
    expect(audits).toEqual([
      { action: 'whatsapp_template.create', entityId: created.id, details: { name: 'First reply' } },
      { action: 'whatsapp_template.create', entityId: other.id, details: { name: 'Visit reminder' } },
      {
        action: 'whatsapp_template.update',
        entityId: other.id,
        details: { name: 'Visit reminder', before: { name: 'Visit reminder', body: 'See you {visit_time}.' } },
      },
      { action: 'whatsapp_template.delete', entityId: other.id, details: { name: 'Visit reminder', body: 'See you on {visit_time}!' } },
    ]);
  });

  it('refuses an unknown placeholder before anything is stored', () => {
    const refused = parseForm(form({ name: 'Quote', body: 'Your quote: {quote_url} for {service}' }), templateFormSchema);
    if (refused.status === 'success') throw new Error('accepted');
    expect(refused.error?.body).toEqual([
      'Unknown placeholder {quote_url}. Use {first_name}, {service}, {estimate}, {visit_time}, {quote_link} or {payment_link}.',
    ]);
  });

  it("keeps each chat on the timeline as 'whatsapp_sent' with the template's name, as first contact", async () => {
    const template = await createTemplate(db(), { name: 'Price follow-up', body: 'Hi {first_name}, about {estimate}' }, admin);
    if (!template.ok) throw new Error(template.reason);
    const leadId = await insertLead('Meera Chat');
    expect(await recordWhatsApp(db(), { leadId, templateId: template.id, actorId: ravi })).toBe('recorded');
    expect(await recordWhatsApp(db(), { leadId, templateId: null, actorId: ravi })).toBe('recorded');
    expect(await recordWhatsApp(db(), { leadId, templateId: NOWHERE, actorId: ravi })).toBe('no-template');
    expect(await recordWhatsApp(db(), { leadId: NOWHERE, templateId: null, actorId: ravi })).toBe('no-lead');

    const events = await db()
      .select({ kind: leadEvents.kind, details: leadEvents.details, actorId: leadEvents.actorId, createdAt: leadEvents.createdAt })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.kind, 'whatsapp_sent')))
      .orderBy(leadEvents.id);
    expect(events.map(({ kind, details, actorId }) => ({ kind, details, actorId }))).toEqual([
      { kind: 'whatsapp_sent', details: { templateId: template.id, name: 'Price follow-up' }, actorId: ravi },
      { kind: 'whatsapp_sent', details: { templateId: null, name: PLAIN_CHAT }, actorId: ravi },
    ]);
    const [lead] = await db()
      .select({ firstContactAt: contactSubmissions.firstContactAt })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, leadId));
    expect(lead!.firstContactAt?.getTime()).toBe(events[0]!.createdAt.getTime());

    // A deleted template's uses keep the name they were made with.
    await deleteTemplate(db(), template.id, admin);
    const page = await getLeadPage(db(), leadId);
    expect(page!.activity.filter((entry) => entry.kind === 'whatsapp_sent').map((entry) => entry.details)).toEqual([
      { templateId: null, name: PLAIN_CHAT },
      { templateId: template.id, name: 'Price follow-up' },
    ]);
  });

  it("fills a lead's placeholders: estimate in rupees, next booked visit in India time; the quotation link only when asked", async () => {
    const input = parseEstimateInput(kitchenEstimateFields);
    if (!input.ok) throw new Error('no estimate');
    const estimate = leadEstimate(input.input, defaultRateCard);
    const priya = await insertLead('Priya Sharma', { service: 'Modular Kitchen', form: 'calculator', estimate });
    const bare = await insertLead('Anil', { form: 'cta', service: 'Call to action' });
    const now = new Date('2026-11-27T06:00:00Z');
    await db()
      .insert(siteVisits)
      .values([
        // Past, cancelled, later: only the soonest booked one still to come counts.
        { leadId: priya, startsAt: new Date('2026-11-27T05:00:00Z'), address: 'HSR Layout', status: 'booked' },
        { leadId: priya, startsAt: new Date('2026-11-28T04:00:00Z'), address: 'HSR Layout', status: 'cancelled' },
        { leadId: priya, startsAt: new Date('2026-12-05T08:30:00Z'), address: 'HSR Layout', status: 'booked' },
        { leadId: priya, startsAt: new Date('2026-11-28T06:00:00Z'), address: 'HSR Layout', status: 'booked' },
      ]);
    const chatLead = async (id: string) => {
      const [row] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
      return { ...row!, estimate: parseLeadEstimate(row!.estimate) };
    };
    const values = async () => chatValues(db(), [await chatLead(priya), await chatLead(bare)], { now });

    const before = await values();
    expect(before.get(priya)).toEqual({
      first_name: 'Priya',
      service: 'Modular Kitchen',
      estimate: `₹${estimate.range.low.toLocaleString('en-IN')} – ₹${estimate.range.high.toLocaleString('en-IN')}`,
      // 06:00 UTC is 11:30 in India.
      visit_time: 'Saturday, November 28 at 11:30 AM',
      quote_link: '',
      payment_link: '',
    });
    // A form that asks no service, no estimate, no visit, no quotation: empty, and the message reads without them.
    expect(before.get(bare)).toEqual({ first_name: 'Anil', service: '', estimate: '', visit_time: '', quote_link: '', payment_link: '' });
    expect(fillTemplate('Hi {first_name}, your {service} estimate: {estimate}. Visit: {visit_time}', before.get(bare)!)).toBe(
      'Hi Anil, your estimate:. Visit:',
    );

    // A quotation sent: the lead's values (the page's data) never carry its link; a member asking
    // for it gets it, rebuilt from the sealed token, audited; none once rotated away, expired or revoked.
    await fillStudioDetails(db(), admin);
    await createQuotation(db(), { leadId: priya, from: 'estimate', actorId: admin, now });
    const sent = await sendDraft(db(), { leadId: priya, actorId: admin, now, linkSecrets: SECRETS });
    if (!sent.ok) throw new Error(sent.reason);
    expect((await values()).get(priya)!.quote_link).toBe('');
    const ask = (options: { secrets?: string[]; now?: Date } = {}) =>
      revealQuoteLink(db(), { leadId: priya, actorId: admin, secrets: options.secrets ?? SECRETS, siteUrl: SITE, now: options.now ?? now });
    expect(await ask()).toBe(`${SITE}/quote/${sent.token}`);
    const shown = await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.action, 'quotation.link_shown'));
    expect(shown).toHaveLength(1);
    expect(await ask({ secrets: ['another secret altogether, long enough'] })).toBeNull();
    expect(await ask({ now: new Date('2027-06-01T00:00:00Z') })).toBeNull();
    await revokeLink(db(), { leadId: priya, number: 1, actorId: admin });
    expect(await ask()).toBeNull();
  });
});
