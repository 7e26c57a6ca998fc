// Bulk actions of the lead list on both drivers (decision 118): a thousand leads assigned or given a
// status in one go, the limit, each lead's event, the audit entry, and the counters the triggers
// keep (statuses, the pipeline's columns, the daily report counts) against a recount of the leads.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#app/lib/db.server.ts';
import { parseLeadEvent } from '#db/lead-events.ts';
import { auditLog, contactSubmissions, leadEvents } from '#db/schema.ts';
import { leadCounters } from '#app/features/sales/list/lead-list.server.ts';
import { bulkChangeStatus } from '#app/features/sales/list/lead-bulk.server.ts';
import { bulkAssign } from '#app/features/sales/assignment/bulk-assign.server.ts';
import { BULK_MAX, BULK_TEXTS } from '#app/features/sales/list/lead-bulk.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { insertStaffUser } from '../../../../tests/support/users.ts';

const allLeads = { q: '', status: 'all', due: false, mine: false } as const;

describe.each(drivers)('bulk actions on %s', (driver) => {
  let database: TestDatabase;
  let admin: string;
  let ravi: string;
  let meera: string;
  const db = () => database.db;

  /** `count` leads named '<tag> <n>', each with its own person, in one statement; their ids in order. */
  async function insertLeads(tag: string, count: number, extra: { stage?: string; status?: string; valuePaise?: number } = {}) {
    const rows = await queryRows<{ id: string }>(
      db(),
      sql`insert into contact_submissions (name, email, phone, source, location, status, stage, value_paise)
          select ${tag} || ' ' || n, ${tag} || '-' || n || '@example.com', '+91 9' || lpad((${Math.floor(Math.random() * 99_999)} * 10000 + n)::text, 9, '0'),
                 'Website', 'Hebbal', ${extra.status ?? 'new'}, ${extra.stage ?? 'new'}, ${extra.valuePaise ?? null}::bigint
          from generate_series(1, ${count}::int) as n
          returning id`,
    );
    return rows.map((row) => row.id);
  }

  /** The counters as the triggers keep them, and as a recount of the leads says they should be. */
  async function counters() {
    const [kept] = await queryRows<{ statuses: unknown; stages: unknown; converted: number; lost: number }>(
      db(),
      sql`select (select jsonb_object_agg(status, leads) from lead_status_counts where leads <> 0) as statuses,
                 (select jsonb_object_agg(stage, jsonb_build_array(leads, value_paise)) from pipeline_stages where leads <> 0) as stages,
                 (select coalesce(sum(converted), 0)::int from lead_daily_counts where dimension = 'source') as converted,
                 (select coalesce(sum(lost), 0)::int from lead_daily_counts where dimension = 'source') as lost`,
    );
    const [recount] = await queryRows<{ statuses: unknown; stages: unknown; converted: number; lost: number }>(
      db(),
      sql`select (select jsonb_object_agg(status, n) from (select status, count(*) as n from contact_submissions group by status) s) as statuses,
                 (select jsonb_object_agg(stage, jsonb_build_array(n, v))
                    from (select stage, count(*) as n, coalesce(sum(value_paise), 0) as v from contact_submissions group by stage) s) as stages,
                 (select count(*)::int from contact_submissions where status = 'converted') as converted,
                 (select count(*)::int from contact_submissions where status = 'lost') as lost`,
    );
    return { kept, recount };
  }

  async function eventsOf(ids: string[], kind: 'assigned' | 'status_changed' | 'stage_changed') {
    const rows = await db()
      .select()
      .from(leadEvents)
      .where(and(inArray(leadEvents.leadId, ids), eq(leadEvents.kind, kind)));
    return rows.map((row) => parseLeadEvent(row)!);
  }

  async function audits(action: string) {
    return db().select().from(auditLog).where(eq(auditLog.action, action));
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    admin = (await insertStaffUser(db(), 'admin@example.com', 'admin')).id;
    ravi = (await insertStaffUser(db(), 'ravi@example.com', 'sales')).id;
    meera = (await insertStaffUser(db(), 'meera@example.com', 'sales')).id;
  });
  afterAll(async () => database?.cleanup());

  it('assigns the thousand leads a search matches in one go, one event each and one audit entry; refuses 1,001', async () => {
    const ids = await insertLeads('Thousand', BULK_MAX);
    const other = await insertLeads('Elsewhere', 1);
    const filters = { ...allLeads, q: 'thousand' };
    const started = performance.now();
    expect(await bulkAssign(db(), { selection: { kind: 'filters', filters }, assigneeId: ravi, actorId: admin })).toEqual({
      ok: true,
      selected: BULK_MAX,
      changed: BULK_MAX,
    });
    const took = performance.now() - started;
    const assigned = await db()
      .select({ id: contactSubmissions.id, to: contactSubmissions.assignedTo })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.assignedTo, ravi));
    expect(assigned.map((row) => row.id).sort()).toEqual([...ids].sort());
    const events = await eventsOf(ids, 'assigned');
    expect(events).toHaveLength(BULK_MAX);
    expect(new Set(events.map((event) => event.leadId)).size).toBe(BULK_MAX);
    expect(events.every((event) => event.actorId === admin)).toBe(true);
    expect(events[0]!.details).toEqual({ from: null, to: ravi });
    expect(await audits('lead.bulk_assign')).toEqual([
      expect.objectContaining({
        actorUserId: admin,
        entityType: 'lead',
        details: { to: ravi, selected: BULK_MAX, changed: BULK_MAX, by: 'filters', filters: 'q=thousand' },
      }),
    ]);
    // A few statements, not a thousand round trips: well under a second or two even here.
    expect(took).toBeLessThan(15_000);

    // Assigning them to the member who has them changes nothing and writes no event.
    expect(await bulkAssign(db(), { selection: { kind: 'ids', ids: ids.slice(0, 3) }, assigneeId: ravi, actorId: admin })).toEqual({
      ok: true,
      selected: 3,
      changed: 0,
    });
    expect(await eventsOf(ids, 'assigned')).toHaveLength(BULK_MAX);

    // One more lead matches: more than a bulk action changes, refused whole.
    await insertLeads('Thousand', 1);
    const refused = await bulkAssign(db(), { selection: { kind: 'filters', filters }, assigneeId: meera, actorId: admin });
    expect(refused).toEqual({ ok: false, status: 409, error: BULK_TEXTS.tooMany(null) });
    expect(refused.ok ? '' : refused.error).toContain('at most 1,000');
    const [{ meeras }] = (await queryRows<{ meeras: number }>(
      db(),
      sql`select count(*)::int as meeras from contact_submissions where assigned_to = ${meera}`,
    )) as [{ meeras: number }];
    expect(meeras).toBe(0);
    expect(await audits('lead.bulk_assign')).toHaveLength(2);

    // Unassigned: the other way, from the member to nobody; the lead that did not match is untouched.
    expect(await bulkAssign(db(), { selection: { kind: 'ids', ids: ids.slice(0, 10) }, assigneeId: null, actorId: admin })).toMatchObject({
      changed: 10,
    });
    const unassigned = (await eventsOf(ids.slice(0, 10), 'assigned')).filter(
      (event) => event.kind === 'assigned' && event.details.to === null,
    );
    expect(unassigned.map((event) => event.details)).toEqual(Array(10).fill({ from: ravi, to: null }));
    const [untouched] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, other[0]!));
    expect(untouched!.assignedTo).toBeNull();
    // Assignments move no counter.
    const { kept, recount } = await counters();
    expect(kept).toEqual(recount);
  }, 120_000);

  it('gives a thousand leads a status, their stages following as one change does, and keeps every counter right', async () => {
    await db().delete(contactSubmissions);
    const fresh = await insertLeads('Status', 700, { valuePaise: 150_000_00 });
    const design = await insertLeads('Status Design', 100, { status: 'contacted', stage: 'design', valuePaise: 400_000_00 });
    const won = await insertLeads('Status Won', 100, { status: 'converted', stage: 'won', valuePaise: 900_000_00 });
    const lost = await insertLeads('Status Lost', 100, { status: 'lost', stage: 'lost' });
    await db().update(contactSubmissions).set({ lostReason: 'budget' }).where(inArray(contactSubmissions.id, lost));
    let { kept, recount } = await counters();
    expect(kept).toEqual(recount);
    const filters = { ...allLeads, q: 'status' };

    expect(await bulkChangeStatus(db(), { selection: { kind: 'filters', filters }, status: 'contacted', actorId: ravi })).toEqual({
      ok: true,
      selected: 1000,
      // The leads in 'Design' are contacted already: left as they are.
      changed: 900,
    });
    const stages = await queryRows<{ stage: string; status: string; n: number; reasons: number; moved: number }>(
      db(),
      sql`select stage, status, count(*)::int as n, count(lost_reason)::int as reasons, count(stage_changed_at)::int as moved
          from contact_submissions group by stage, status order by stage`,
    );
    expect(stages).toEqual([
      { stage: 'contacted', status: 'contacted', n: 900, reasons: 0, moved: 900 },
      { stage: 'design', status: 'contacted', n: 100, reasons: 0, moved: 0 },
    ]);
    ({ kept, recount } = await counters());
    expect(kept).toEqual(recount);
    expect(await leadCounters(db())).toMatchObject({ total: 1000, new: 0, contacted: 1000, converted: 0, lost: 0 });

    // One event each, as the status dropdown writes: the status's change with the stage's move.
    const changed = await eventsOf([...fresh, ...won, ...lost, ...design], 'status_changed');
    expect(changed).toHaveLength(900);
    expect(changed.find((event) => event.leadId === fresh[0])!.details).toEqual({
      from: 'new',
      to: 'contacted',
      stage: { from: 'new', to: 'contacted' },
    });
    expect(changed.find((event) => event.leadId === won[0])!.details).toEqual({
      from: 'converted',
      to: 'contacted',
      stage: { from: 'won', to: 'contacted' },
    });
    expect(changed.every((event) => event.actorId === ravi)).toBe(true);
    // A status change is first contact.
    const [contacted] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from contact_submissions where first_contact_at is not null`,
    );
    expect(contacted!.n).toBe(900);

    // Converted: every one to 'Won' (the 'Design' ones too), and the daily counts follow.
    expect(await bulkChangeStatus(db(), { selection: { kind: 'filters', filters }, status: 'converted', actorId: ravi })).toMatchObject({
      changed: 1000,
    });
    ({ kept, recount } = await counters());
    expect(kept).toEqual(recount);
    expect(recount).toMatchObject({ converted: 1000, stages: { won: [1000, 700 * 150_000_00 + 100 * 400_000_00 + 100 * 900_000_00] } });

    // Lost, for a page's worth ticked by hand.
    expect(
      await bulkChangeStatus(db(), { selection: { kind: 'ids', ids: fresh.slice(0, 50) }, status: 'lost', actorId: admin }),
    ).toMatchObject({ changed: 50 });
    ({ kept, recount } = await counters());
    expect(kept).toEqual(recount);
    expect(recount).toMatchObject({ lost: 50, converted: 950 });
    expect((await audits('lead.bulk_status')).map((row) => row.details)).toEqual([
      { to: 'contacted', selected: 1000, changed: 900, by: 'filters', filters: 'q=status' },
      { to: 'converted', selected: 1000, changed: 1000, by: 'filters', filters: 'q=status' },
      { to: 'lost', selected: 50, changed: 50, by: 'ids' },
    ]);
  }, 120_000);

  it("reads 'Assigned to me' as the member acting, and refuses a status change of more than 1,000", async () => {
    await db().delete(contactSubmissions);
    const mine = await insertLeads('Mine', 5);
    await insertLeads('Not Mine', 5);
    await db().update(contactSubmissions).set({ assignedTo: meera }).where(inArray(contactSubmissions.id, mine));
    expect(
      await bulkChangeStatus(db(), {
        selection: { kind: 'filters', filters: { ...allLeads, mine: true } },
        status: 'lost',
        actorId: meera,
      }),
    ).toMatchObject({ ok: true, selected: 5, changed: 5 });
    const lostOnes = await db().select({ id: contactSubmissions.id }).from(contactSubmissions).where(eq(contactSubmissions.status, 'lost'));
    expect(lostOnes.map((row) => row.id).sort()).toEqual([...mine].sort());

    await insertLeads('Many', BULK_MAX + 1);
    const before = await counters();
    expect(
      await bulkChangeStatus(db(), {
        selection: { kind: 'filters', filters: { ...allLeads, status: 'new' } },
        status: 'contacted',
        actorId: admin,
      }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(await counters()).toEqual(before);
    expect(await eventsOf(mine, 'status_changed')).toHaveLength(5);
  }, 120_000);

  it('lets two bulk actions over the same leads run at once: they queue, and both land', async () => {
    await db().delete(contactSubmissions);
    const ids = await insertLeads('Overlap', 300);
    const [assigned, statused] = await Promise.all([
      bulkAssign(db(), { selection: { kind: 'ids', ids: [...ids].reverse() }, assigneeId: meera, actorId: admin }),
      bulkChangeStatus(db(), { selection: { kind: 'ids', ids }, status: 'contacted', actorId: ravi }),
    ]);
    expect(assigned).toMatchObject({ ok: true, changed: 300 });
    expect(statused).toMatchObject({ ok: true, changed: 300 });
    const [state] = await queryRows<{ theirs: number; contacted: number }>(
      db(),
      sql`select count(*) filter (where assigned_to = ${meera})::int as theirs, count(*) filter (where status = 'contacted')::int as contacted
          from contact_submissions`,
    );
    expect(state).toEqual({ theirs: 300, contacted: 300 });
    const { kept, recount } = await counters();
    expect(kept).toEqual(recount);
  }, 120_000);
});
