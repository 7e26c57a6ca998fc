// Automatic assignment (decision 110) on the embedded database and on PostgreSQL: the turn among
// members who take new leads, their daily limits, deactivated and invited members, the same
// person's assignee, and concurrent enquiries (on PostgreSQL from two connection pools, as two
// app processes would send them).
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { contactSubmissions, leadEvents, userRoles, users } from '#db/schema.ts';
import { insertLead, insertLeads, prepareLead } from '#app/features/intake/lead-store.server.ts';
import { validateLead } from '#app/features/intake/lead-schema.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { installJobQueues } from '../../../../tests/support/jobs.ts';
import { goodLeads } from '../../../../tests/support/leads.ts';

let phoneCounter = 0;
/** A new enquiry from a new person (a phone and e-mail nobody has), or from `from`'s person. */
function enquiry(tag: string, from?: { email: string; phone: string }) {
  phoneCounter += 1;
  const contact = from ?? {
    email: `${tag}-${phoneCounter}@example.com`,
    phone: `9${String(800000000 + phoneCounter * 7919).padStart(9, '0')}`,
  };
  const checked = validateLead('cta', { ...goodLeads.cta, ...contact });
  if (!checked.ok) throw new Error('invalid test lead');
  return { contact, prepared: prepareLead(checked.lead, {}, randomUUID(), new Date()) };
}

async function assigneeOf(db: Database, leadId: string): Promise<string | null> {
  const [row] = await db
    .select({ assignedTo: contactSubmissions.assignedTo })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, leadId));
  return row!.assignedTo;
}

describe.each(drivers)('automatic assignment on %s', (driver) => {
  let database: TestDatabase;
  const db = () => database.db;

  /**
   * A member as the team's screens leave them (the rows are written here: intake does not use the
   * accounts feature): signed up, or still invited (`invited`: the password hash an unaccepted
   * invite has), with their role, 'Takes new leads' and 'Daily limit'.
   */
  async function member(
    name: string,
    role: 'admin' | 'sales' | 'editor',
    takesLeads: boolean,
    dailyLeadLimit: number | null = null,
    { invited = false } = {},
  ) {
    const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
    const passwordHash = invited ? '!invited' : 'scrypt$not-a-real-hash';
    const [user] = await db().insert(users).values({ email, name, passwordHash, takesLeads, dailyLeadLimit }).returning({ id: users.id });
    await db().insert(userRoles).values({ userId: user!.id, role });
    return user!.id;
  }

  async function deactivate(userId: string) {
    await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, userId));
  }

  /** Nobody takes leads: a clean start for each test's own members. */
  async function nobodyTakesLeads() {
    await db().update(users).set({ takesLeads: false, dailyLeadLimit: null });
  }

  async function store(tag: string, from?: { email: string; phone: string }) {
    const { contact, prepared } = enquiry(tag, from);
    expect(await insertLead(db(), prepared)).toBe(true);
    return { contact, id: prepared.lead.id, assignee: await assigneeOf(db(), prepared.lead.id) };
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await installJobQueues(database);
  });
  afterAll(async () => database?.cleanup());

  it('leaves new leads unassigned while nobody takes them, even a returning customer’s', async () => {
    await nobodyTakesLeads();
    const lead = await store('nobody');
    expect(lead.assignee).toBeNull();
    // Not even a returning customer's: automatic assignment is off while nobody takes leads.
    const someone = await member('Sam', 'sales', false);
    await db().update(contactSubmissions).set({ assignedTo: someone }).where(eq(contactSubmissions.id, lead.id));
    expect((await store('nobody', lead.contact)).assignee).toBeNull();
  });

  it('takes turns among the members who take leads, in the order they joined, and records it on the timeline', async () => {
    await nobodyTakesLeads();
    const asha = await member('Asha', 'sales', true);
    const bilal = await member('Bilal', 'sales', true);
    await member('Chitra', 'sales', false);
    const dev = await member('Dev', 'admin', true);
    const assignees = [];
    for (let index = 0; index < 7; index += 1) assignees.push((await store('turn')).assignee);
    // Where the turn starts depends on earlier tests; from there it cycles in joining order.
    const cycle = [asha, bilal, dev];
    const start = cycle.indexOf(assignees[0]!);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(assignees).toEqual(Array.from({ length: 7 }, (_, index) => cycle[(start + index) % 3]));

    const last = await store('turn');
    const events = await db()
      .select({ kind: leadEvents.kind, details: leadEvents.details, actorId: leadEvents.actorId })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, last.id), eq(leadEvents.kind, 'assigned')));
    expect(events).toEqual([{ kind: 'assigned', details: { from: null, to: last.assignee, automatic: true }, actorId: null }]);
  });

  it('gives a second enquiry from the same person to their first enquiry’s member, whoever’s turn it is', async () => {
    await nobodyTakesLeads();
    const asha = await member('Asha', 'sales', true);
    const bilal = await member('Bilal', 'sales', true);
    const first = await store('same');
    const other = await store('same');
    expect(new Set([first.assignee, other.assignee])).toEqual(new Set([asha, bilal]));
    // Same phone written another way, another e-mail: the same person, so the same member.
    const again = await store('same', { email: `another-${randomUUID().slice(0, 6)}@example.com`, phone: `+91 ${first.contact.phone}` });
    expect(again.assignee).toBe(first.assignee);
    const third = await store('same', first.contact);
    expect(third.assignee).toBe(first.assignee);
    // The turn was not taken by them: the next new person goes to the member after `other`'s.
    expect((await store('same')).assignee).toBe(first.assignee);
  });

  it('never gives a lead to a deactivated member, nor to one who has not accepted the invite, nor to an Editor', async () => {
    await nobodyTakesLeads();
    const asha = await member('Asha', 'sales', true);
    const gone = await member('Gone', 'sales', true);
    await member('Invited', 'sales', true, null, { invited: true });
    await member('Eve', 'editor', true);

    const earlier = await store('gone');
    const fromGone = earlier.assignee === gone ? earlier : await store('gone');
    expect(fromGone.assignee).toBe(gone);
    await deactivate(gone);
    const assignees = [];
    for (let index = 0; index < 4; index += 1) assignees.push((await store('gone')).assignee);
    expect(assignees).toEqual([asha, asha, asha, asha]);
    // The deactivated member's person writes again: the lead goes by turn, not to them.
    expect((await store('gone', fromGone.contact)).assignee).toBe(asha);
  });

  it('skips a member who reached their daily limit, and assigns nobody when everyone has', async () => {
    await nobodyTakesLeads();
    const asha = await member('Asha', 'sales', true, 1);
    const bilal = await member('Bilal', 'sales', true, 2);
    const assignees = [];
    for (let index = 0; index < 4; index += 1) assignees.push((await store('limit')).assignee);
    expect(assignees.filter((id) => id === asha)).toHaveLength(1);
    expect(assignees.filter((id) => id === bilal)).toHaveLength(2);
    expect(assignees[3]).toBeNull();
  });

  it('takes turns within one batch of the group commit', async () => {
    await nobodyTakesLeads();
    const asha = await member('Asha', 'sales', true);
    const bilal = await member('Bilal', 'sales', true);
    const batch = Array.from({ length: 6 }, () => enquiry('batch').prepared);
    expect((await insertLeads(db(), batch)).size).toBe(6);
    const rows = await db()
      .select({ assignedTo: contactSubmissions.assignedTo })
      .from(contactSubmissions)
      .where(
        inArray(
          contactSubmissions.id,
          batch.map((prepared) => prepared.lead.id),
        ),
      );
    expect(rows.filter((row) => row.assignedTo === asha)).toHaveLength(3);
    expect(rows.filter((row) => row.assignedTo === bilal)).toHaveLength(3);
  });

  it('never gives two concurrent enquiries the same turn', async () => {
    await nobodyTakesLeads();
    const members = [await member('Asha', 'sales', true), await member('Bilal', 'sales', true), await member('Chitra', 'admin', true)];
    // On PostgreSQL a second pool stands for a second app process; each enquiry is its own transaction.
    const second = database.url ? await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir, poolSize: 6 }) : null;
    try {
      const handles = second ? [db(), second.db] : [db()];
      const leads = Array.from({ length: 30 }, () => enquiry('race').prepared);
      const stored = await Promise.all(leads.map((prepared, index) => insertLead(handles[index % handles.length]!, prepared)));
      expect(stored.every(Boolean)).toBe(true);
      const rows = await db()
        .select({ assignedTo: contactSubmissions.assignedTo, n: sql<number>`count(*)::int` })
        .from(contactSubmissions)
        .where(
          inArray(
            contactSubmissions.id,
            leads.map((prepared) => prepared.lead.id),
          ),
        )
        .groupBy(contactSubmissions.assignedTo);
      expect(Object.fromEntries(rows.map((row) => [row.assignedTo, row.n]))).toEqual(Object.fromEntries(members.map((id) => [id, 10])));
    } finally {
      await second?.close();
    }
  });
});
