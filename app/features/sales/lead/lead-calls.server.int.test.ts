// 'Log call' on both drivers: the call on the timeline, its first contact, its next follow-up, and
// a new lead reached made contacted.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { contactSubmissions, leadEvents } from '#db/schema.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { logCallSchema } from '#app/features/sales/lead/call-log.ts';
import { getLeadPage } from '#app/features/sales/lead/lead-page.server.ts';
import { logCall } from '#app/features/sales/lead/lead-work.server.ts';

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe.each(drivers)("'Log call' on %s", (driver) => {
  let database: TestDatabase;
  let ravi: string;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    ravi = (await insertStaffUser(db(), 'ravi@example.com', 'sales')).id;
  });
  afterAll(async () => database?.cleanup());

  it('refuses an unknown outcome and a date that is not one', () => {
    const refused = parseForm(form({ outcome: 'maybe', followUpAt: '2026-13-40T25:00' }), logCallSchema);
    if (refused.status === 'success') throw new Error('accepted');
    expect(refused.error).toMatchObject({
      outcome: ['Choose how the call went.'],
      followUpAt: ['Enter a real date and time, like 27/11/2026 10:30 AM.'],
    });
  });

  it("keeps a 'No answer' call with its note and next follow-up, and counts it as first contact", async () => {
    const [lead] = await db()
      .insert(contactSubmissions)
      .values({ name: 'Nisha Call', email: 'nisha@example.com', phone: '98450 55501' })
      .returning({ id: contactSubmissions.id });
    const parsed = parseForm(form({ outcome: 'no-answer', note: '  Rang twice.  ', followUpAt: '2026-11-27T11:30' }), logCallSchema);
    if (parsed.status !== 'success') throw new Error('refused');
    expect(await logCall(db(), { leadId: lead!.id, ...parsed.value, actorId: ravi })).toBe(true);
    const [row] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, lead!.id));
    // 11:30 in India is 06:00 UTC.
    expect(row!.nextFollowUpAt?.toISOString()).toBe('2026-11-27T06:00:00.000Z');
    expect(row!.firstContactAt).not.toBeNull();
    const events = await db()
      .select({ kind: leadEvents.kind, details: leadEvents.details, actorId: leadEvents.actorId })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead!.id))
      .orderBy(leadEvents.id);
    expect(events).toEqual([
      { kind: 'call_logged', details: { outcome: 'no-answer', note: 'Rang twice.' }, actorId: ravi },
      { kind: 'follow_up_set', details: { at: '2026-11-27T06:00:00.000Z', previous: null }, actorId: ravi },
    ]);
    const page = await getLeadPage(db(), lead!.id);
    expect(page!.activity.map((entry) => entry.kind)).toContain('call_logged');

    // Only an outcome: no follow-up changes.
    const bare = parseForm(form({ outcome: 'connected' }), logCallSchema);
    if (bare.status !== 'success') throw new Error('refused');
    expect(bare.value).toEqual({ outcome: 'connected', note: undefined, followUpAt: undefined });
    expect(await logCall(db(), { leadId: lead!.id, ...bare.value, actorId: ravi })).toBe(true);
    expect(await logCall(db(), { leadId: '00000000-0000-4000-8000-000000000000', ...bare.value, actorId: ravi })).toBe(false);
  });

  it("makes a new lead reached ('Connected') contacted, in 'Contacted'; other outcomes and leads further on keep theirs", async () => {
    const insert = async (name: string, fields: Partial<typeof contactSubmissions.$inferInsert> = {}) => {
      const [row] = await db()
        .insert(contactSubmissions)
        .values({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, phone: '98450 55502', ...fields })
        .returning({ id: contactSubmissions.id });
      return row!.id;
    };
    const stored = async (id: string) => {
      const [row] = await db()
        .select({ status: contactSubmissions.status, stage: contactSubmissions.stage })
        .from(contactSubmissions)
        .where(eq(contactSubmissions.id, id));
      return row;
    };
    const reached = await insert('Reached New');
    const unanswered = await insert('Unanswered New');
    const designing = await insert('Reached Design', { status: 'contacted', stage: 'design' });
    await logCall(db(), { leadId: reached, outcome: 'connected', actorId: ravi });
    await logCall(db(), { leadId: unanswered, outcome: 'no-answer', actorId: ravi });
    await logCall(db(), { leadId: designing, outcome: 'connected', actorId: ravi });
    expect(await stored(reached)).toEqual({ status: 'contacted', stage: 'contacted' });
    expect(await stored(unanswered)).toEqual({ status: 'new', stage: 'new' });
    expect(await stored(designing)).toEqual({ status: 'contacted', stage: 'design' });
    const events = await db()
      .select({ kind: leadEvents.kind, details: leadEvents.details })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, reached))
      .orderBy(leadEvents.id);
    expect(events).toEqual([
      { kind: 'call_logged', details: { outcome: 'connected', note: null } },
      { kind: 'status_changed', details: { from: 'new', to: 'contacted', stage: { from: 'new', to: 'contacted' } } },
    ]);
  });
});
