// The sums the database keeps for 'Projects' and 'Payments' (decision 168), on both drivers: after
// every payment, reversal, tax invoice, credit note, payment request, change order and reassignment
// (a seeded random sequence of them), each milestone's kept sums and each project's balance equal
// the sums recomputed from the payments and documents, and 'Projects' shows what a project's page
// (which still sums them itself) shows.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../tests/support/users.ts';
import { setStudioDetails } from '../../../tests/support/billing.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { installJobQueues } from '../../../tests/support/jobs.ts';
import { queryRows } from '#app/lib/db.server.ts';
import { contactSubmissions, customerProjects, NOBODY, projectMilestones, taxDocuments } from '#db/schema.ts';
import { listProjects, projectSummary } from '#app/features/billing/projects.server.ts';
import { recordPayment, reversePayment } from '#app/features/billing/payments.server.ts';
import { issueCreditNote, issueTaxInvoice } from '#app/features/billing/documents.server.ts';
import { indiaDate } from '#app/features/billing/financial-year.ts';
import { acceptChangeOrder, issueChangeOrderCode, sendChangeOrder } from '#app/features/billing/change-orders/change-orders.server.ts';
import { createQuotation, saveDraft, sendDraft } from '#app/features/sales/quotation/quotation.server.ts';
import { acceptQuotation, issueAcceptanceCode } from '#app/features/sales/quotation/quotation-acceptance.server.ts';
import { editableVersion } from '#app/features/sales/quotation/quotation-versions.server.ts';

const wardrobe = { item: 'Wardrobe', description: '', quantity: 40, unit: 'sq ft', ratePaise: 150_000 };
const loft = { item: 'Loft', description: 'BWP plywood', quantity: 1, unit: 'nos', ratePaise: 2_000_000 };

/** Every milestone and project whose kept sums differ from the sums recomputed from payments and documents. */
const DIFFERENCES = sql`
  with paid as (select milestone_id, sum(amount_paise) as received from payments group by milestone_id),
  docs as (
    select milestone_id, sum(case kind when 'tax_invoice' then total_paise else -total_paise end) as invoiced,
      min(issued_at) filter (where kind = 'tax_invoice') as invoiced_at
    from tax_documents where kind in ('tax_invoice', 'credit_note') group by milestone_id
  ),
  sums as (
    select m.*, coalesce(paid.received, 0) as r, coalesce(docs.invoiced, 0) as i, docs.invoiced_at as i_at
    from project_milestones m left join paid on paid.milestone_id = m.id left join docs on docs.milestone_id = m.id
  ),
  owing as (
    select s.*, case when s.status in ('requested', 'invoiced') and coalesce(s.requested_at, s.i_at) is not null and s.amount_paise > s.r
      then s.amount_paise - s.r else 0 end as o
    from sums s
  ),
  projects as (
    select cp.id, cp.created_at, c.assigned_to,
      (select coalesce(sum(amount_paise), 0) from payments p where p.project_id = cp.id) as received,
      (select coalesce(sum(case kind when 'tax_invoice' then total_paise else -total_paise end), 0) from tax_documents d
        where d.project_id = cp.id and d.kind in ('tax_invoice', 'credit_note')) as invoiced,
      (select coalesce(sum(greatest(0, o.i - o.r)) filter (where o.status = 'invoiced'), 0) from owing o where o.project_id = cp.id) as due,
      (select coalesce(sum(o.o), 0) from owing o where o.project_id = cp.id) as outstanding
    from customer_projects cp join contact_submissions c on c.id = cp.lead_id
  ),
  days as (
    select who, day, sum(owing) as owing, sum(collected) as collected from (
      select coalesce(p.assigned_to, ${NOBODY}::uuid) as who, (least(o.requested_at, o.i_at) at time zone 'Asia/Kolkata')::date as day,
        o.o as owing, 0 as collected
      from owing o join projects p on p.id = o.project_id where o.o > 0
      union all
      select coalesce(p.assigned_to, ${NOBODY}::uuid), y.received_on, 0, y.amount_paise from payments y join projects p on p.id = y.project_id
    ) s group by who, day
  ),
  counts as (select coalesce(assigned_to, ${NOBODY}::uuid) as who, count(*) as n from projects where outstanding > 0 group by 1)
  select 'milestone ' || label || ': kept ' || received_paise || '/' || invoiced_paise || '/' || owing_paise || '/' || coalesce(asked_on::text, '-')
    || ', recomputed ' || r || '/' || i || '/' || o || '/' || coalesce(((least(requested_at, i_at) at time zone 'Asia/Kolkata')::date)::text, '-') as difference
  from owing
  where (received_paise, invoiced_paise, invoiced_at, owing_paise, asked_on)
    is distinct from (r, i, i_at, o, (least(requested_at, i_at) at time zone 'Asia/Kolkata')::date)
  union all
  select 'project ' || p.id || ': kept ' || coalesce(b.invoiced_paise::text, 'no row') || '/' || b.received_paise || '/' || b.due_paise || '/'
    || b.outstanding_paise || ', recomputed ' || p.invoiced || '/' || p.received || '/' || p.due || '/' || p.outstanding
  from projects p left join project_balances b on b.project_id = p.id
  where b.project_id is null
    or (b.assigned_to, b.created_at, b.invoiced_paise, b.received_paise, b.due_paise, b.outstanding_paise)
      is distinct from (p.assigned_to, p.created_at, p.invoiced, p.received, p.due, p.outstanding)
  union all
  select 'member ' || coalesce(k.member, r.who) || ' day ' || coalesce(k.day, r.day) || ': kept ' || coalesce(k.owing_paise, 0) || '/'
    || coalesce(k.collected_paise, 0) || ', recomputed ' || coalesce(r.owing, 0) || '/' || coalesce(r.collected, 0)
  from billing_member_days k full join days r on r.who = k.member and r.day = k.day
  where (coalesce(k.owing_paise, 0), coalesce(k.collected_paise, 0)) <> (coalesce(r.owing, 0), coalesce(r.collected, 0))
  union all
  select 'member ' || coalesce(k.member, r.who) || ': kept ' || coalesce(k.owing_projects, 0) || ' projects owing, recomputed ' || coalesce(r.n, 0)
  from billing_member_projects k full join counts r on r.who = k.member
  where coalesce(k.owing_projects, 0) <> coalesce(r.n, 0)`;

/** The backfill statements of migration 0030 (between its '-- Backfill' comment and its first function). */
function backfillStatements(): string[] {
  const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../../db/migrations/0030_kept-billing-sums.sql'), 'utf8');
  const from = text.indexOf('-- Backfill');
  const to = text.indexOf('CREATE OR REPLACE FUNCTION', from);
  return text
    .slice(from, to)
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^--.*$/gm, '').trim())
    .filter(Boolean);
}

/** A small seeded generator (the same sequence on every run, so a failure can be replayed). */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { below: (n: number) => Math.floor(next() * n), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

describe.each(drivers)('kept billing sums on %s', (driver) => {
  let database: TestDatabase;
  let admin: string;
  let sales: string;
  let other: string;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await installJobQueues(database);
    admin = (await insertStaffUser(db(), 'kept-admin@example.com', 'admin')).id;
    sales = (await insertStaffUser(db(), 'kept-sales@example.com', 'sales')).id;
    other = (await insertStaffUser(db(), 'kept-other@example.com', 'sales')).id;
    await setStudioDetails(db());
  });
  afterAll(async () => database?.cleanup());

  /** A project from a quotation accepted online (₹60,000 + GST, three milestones), its lead assigned to `assignedTo`. */
  async function project(email: string, assignedTo: string | null) {
    const [lead] = await db()
      .insert(contactSubmissions)
      .values({ name: 'Kavya Iyer', email, phone: '+91 90000 22222', location: 'Koramangala', assignedTo })
      .returning({ id: contactSubmissions.id });
    await createQuotation(db(), { leadId: lead!.id, from: 'blank', actorId: admin });
    const draft = await editableVersion(db(), lead!.id);
    draft!.content.sections = [{ title: 'Bedroom', lines: [wardrobe] }];
    draft!.content.paymentSchedule = [
      { label: 'On booking', percent: 10 },
      { label: 'On design sign-off', percent: 40 },
      { label: 'Before installation', percent: 50 },
    ];
    await saveDraft(db(), { leadId: lead!.id, content: draft!.content, actorId: admin });
    const sent = await sendDraft(db(), { leadId: lead!.id, actorId: admin });
    if (!sent.ok) throw new Error('not sent');
    const code = await issueAcceptanceCode(db(), { token: sent.token });
    if (!code.ok) throw new Error('no code');
    const accepted = await acceptQuotation(db(), {
      token: sent.token,
      name: 'Kavya Iyer',
      code: code.code,
      ip: '203.0.113.9',
      userAgent: null,
    });
    if (!accepted.ok) throw new Error('not accepted');
    const [row] = await db().select().from(customerProjects).where(eq(customerProjects.leadId, lead!.id));
    return row!;
  }

  const milestoneIds = async (projectId: string) =>
    (
      await db()
        .select({ id: projectMilestones.id })
        .from(projectMilestones)
        .where(eq(projectMilestones.projectId, projectId))
        .orderBy(projectMilestones.position)
    ).map((row) => row.id);

  async function expectKeptEqualsRecomputed(step: string) {
    const differences = (await queryRows<{ difference: string }>(db(), DIFFERENCES)).map((row) => row.difference);
    expect(differences, step).toEqual([]);
    // 'Projects' (kept) against each project's page (summed from payments and documents).
    const { rows } = await listProjects(db(), { page: 1 });
    for (const row of rows) {
      const summary = await projectSummary(db(), row.id);
      expect(
        { invoiced: row.invoicedPaise, received: row.receivedPaise, due: row.duePaise, next: row.nextMilestone?.id ?? null },
        `${step}: 'Projects' row`,
      ).toEqual({
        invoiced: summary!.invoicedPaise,
        received: summary!.receivedPaise,
        due: summary!.duePaise,
        next: summary!.nextMilestone?.id ?? null,
      });
    }
  }

  it('a new project has its balance row with its lead’s assignee, and migration 0030’s backfill gives what the triggers keep', async () => {
    const p = await project('kept-new@example.com', sales);
    await recordPayment(
      db(),
      { milestoneId: (await milestoneIds(p.id))[0]!, amountPaise: 5_000, receivedOn: indiaDate(new Date()), mode: 'cash', reference: '' },
      admin,
    );
    await expectKeptEqualsRecomputed('new project');
    expect((await listProjects(db(), { assignedTo: sales })).rows.map((row) => row.id)).toContain(p.id);
    expect((await listProjects(db(), { assignedTo: other })).rows.map((row) => row.id)).not.toContain(p.id);
    // The sums forgotten, then the migration's backfill statements run again: the same figures.
    await db().transaction(async (tx) => {
      await tx.execute(sql`delete from project_balances`);
      await tx.execute(sql`delete from billing_member_days`);
      await tx.execute(sql`delete from billing_member_projects`);
      await tx.execute(sql`update project_milestones set received_paise = 0, invoiced_paise = 0, invoiced_at = null`);
      for (const statement of backfillStatements()) await tx.execute(sql.raw(statement));
    });
    await expectKeptEqualsRecomputed('backfilled');
  });

  it('payments, reversals, invoices, credit notes, requests, a change order and reassignments in any order keep every sum exact', async () => {
    const projects = [await project('kept-1@example.com', sales), await project('kept-2@example.com', null)];
    const random = generator(168);
    const today = indiaDate(new Date());
    let changed = false;
    for (let step = 0; step < 30; step += 1) {
      const target = random.pick(projects);
      const milestones = await db().select().from(projectMilestones).where(eq(projectMilestones.projectId, target.id));
      const milestone = random.pick(milestones);
      const action = random.pick(['pay', 'pay', 'reverse', 'invoice', 'credit', 'request', 'assign', 'change'] as const);
      let done = action as string;
      if (action === 'pay') {
        const amountPaise = 1 + random.below(Math.max(1, milestone.amountPaise));
        const result = await recordPayment(
          db(),
          { milestoneId: milestone.id, amountPaise, receivedOn: today, mode: 'cash', reference: '', confirmOverpayment: true },
          admin,
        );
        expect(result.ok, `step ${step}: pay`).toBe(true);
      } else if (action === 'reverse') {
        const open = await queryRows<{ id: string }>(
          db(),
          sql`select p.id from payments p where p.project_id = ${target.id} and p.reverses_payment_id is null
                and not exists (select 1 from payments r where r.reverses_payment_id = p.id) order by p.created_at, p.id`,
        );
        if (open.length === 0) done = 'nothing to reverse';
        else expect((await reversePayment(db(), random.pick(open).id, 'Cheque bounced', admin)).ok).toBe(true);
      } else if (action === 'invoice') {
        if (milestone.status === 'invoiced') done = 'already invoiced';
        else await issueTaxInvoice(db(), milestone.id, admin);
      } else if (action === 'credit') {
        const invoices = await db().select().from(taxDocuments).where(eq(taxDocuments.projectId, target.id));
        const invoice = invoices.find((document) => document.kind === 'tax_invoice');
        if (!invoice) done = 'no invoice';
        else {
          const whole = random.below(3) === 0;
          await issueCreditNote(
            db(),
            invoice.id,
            whole ? { whole: true } : { amountPaise: 1 + random.below(1000) },
            'Rate corrected',
            admin,
          ).catch((error: Error) => {
            // Nothing left to credit: refused, nothing stored.
            if (!/credit note cannot be for more/.test(error.message)) throw error;
          });
        }
      } else if (action === 'request') {
        await db()
          .update(projectMilestones)
          .set({
            status: milestone.status === 'open' ? 'requested' : milestone.status,
            requestedAt: new Date(Date.now() - random.below(120) * 86_400_000),
          })
          .where(eq(projectMilestones.id, milestone.id));
      } else if (action === 'assign') {
        await db()
          .update(contactSubmissions)
          .set({ assignedTo: random.pick([sales, other, null]) })
          .where(eq(contactSubmissions.id, target.leadId));
      } else if (!changed) {
        changed = true;
        const sent = await sendChangeOrder(db(), {
          projectId: target.id,
          input: {
            sections: [{ title: 'Bedroom', lines: [wardrobe, loft] }],
            spread: random.pick(['open_milestones', 'own_milestone'] as const),
          },
          actorId: admin,
        });
        if (!sent.ok) done = 'change order refused';
        else {
          const code = await issueChangeOrderCode(db(), { token: sent.token });
          if (!code.ok) throw new Error('no change order code');
          const accepted = await acceptChangeOrder(db(), { token: sent.token, name: 'Kavya Iyer', code: code.code, ip: '203.0.113.9' });
          if (!accepted.ok) done = `change order not accepted (${accepted.reason})`;
        }
      }
      await expectKeptEqualsRecomputed(`step ${step}: ${done}`);
    }
    // The sequence did move money both ways.
    const [moved] = await queryRows<{ payments: number; reversals: number; documents: number }>(
      db(),
      sql`select (select count(*)::int from payments where reverses_payment_id is null) as payments,
        (select count(*)::int from payments where reverses_payment_id is not null) as reversals,
        (select count(*)::int from tax_documents) as documents`,
    );
    expect(moved!.payments).toBeGreaterThan(0);
    expect(moved!.reversals).toBeGreaterThan(0);
    expect(moved!.documents).toBeGreaterThan(0);
  });

  it('a lead handed to another member takes its project to their lists', async () => {
    const p = await project('kept-handover@example.com', sales);
    await db().update(contactSubmissions).set({ assignedTo: other }).where(eq(contactSubmissions.id, p.leadId));
    expect((await listProjects(db(), { assignedTo: other })).rows.map((row) => row.id)).toContain(p.id);
    expect((await listProjects(db(), { assignedTo: sales })).rows.map((row) => row.id)).not.toContain(p.id);
    await expectKeptEqualsRecomputed('handover');
  });
});
