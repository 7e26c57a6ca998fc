// The 'Pipeline' board on both drivers: its column heads kept by triggers (no lead counted), its
// bounded columns newest in their stage first, 'Assigned to me', 'Idle', moves with 'Lost reason'
// (on the lead, its timeline and the audit log) and the admins' idle limits.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers } from '../../../../tests/support/databases.ts';
import { useSalesDatabase } from '../../../../tests/support/sales-database.ts';
import { auditLog, contactSubmissions, leadEvents, pipelineMemberStages, pipelineStages } from '#db/schema.ts';
import { leadStages } from '#db/enums.ts';
import type { LeadStage } from '#db/enums.ts';
import { changeLeadStatus, moveLeadToStage } from '#app/features/sales/lead/lead-work.server.ts';
import { loadPipelineBoard, setIdleLimits } from '#app/features/sales/pipeline/pipeline.server.ts';
import { boardParams, idleLimitsSchema, moveSchema } from '#app/features/sales/pipeline/pipeline-forms.ts';
import { parseForm } from '#app/lib/parse-form.ts';

const DAY = 86_400_000;
const shown = (count = 20) => Object.fromEntries(leadStages.map((stage) => [stage, count])) as Record<LeadStage, number>;

describe.each(drivers)('the pipeline board on %s', (driver) => {
  const { db, team, insertLead } = useSalesDatabase(driver);

  const heads = async () =>
    Object.fromEntries((await db().select().from(pipelineStages)).map((row) => [row.stage, { leads: row.leads, value: row.valuePaise }]));
  const counted = async () => {
    const { rows } = await db().execute<{ stage: string; leads: string; value: string | null }>(
      sql`select stage, count(*) as leads, sum(value_paise) as value from contact_submissions group by stage`,
    );
    return Object.fromEntries(
      leadStages.map((stage) => {
        const row = rows.find((entry) => entry.stage === stage);
        return [stage, { leads: Number(row?.leads ?? 0), value: Number(row?.value ?? 0) }];
      }),
    );
  };

  it('keeps each column’s count and value with every insert, move, value change and delete', async () => {
    expect(await heads()).toEqual(await counted());
    const a = await insertLead({ name: 'Head One', valuePaise: 500_000_00 });
    const b = await insertLead({ name: 'Head Two', valuePaise: 120_000_00 });
    await insertLead({ name: 'Head Three' });
    expect((await heads()).new).toEqual({ leads: 3, value: 620_000_00 });
    await moveLeadToStage(db(), { id: a, stage: 'design', actorId: team.ravi });
    await db().update(contactSubmissions).set({ valuePaise: 130_000_00 }).where(eq(contactSubmissions.id, b));
    // A change that is neither stage nor value leaves the heads alone.
    await db().update(contactSubmissions).set({ assignedTo: team.ravi }).where(eq(contactSubmissions.id, b));
    expect((await heads()).new).toEqual({ leads: 2, value: 130_000_00 });
    expect((await heads()).design).toEqual({ leads: 1, value: 500_000_00 });
    await db().delete(contactSubmissions).where(eq(contactSubmissions.id, a));
    expect(await heads()).toEqual(await counted());
  });

  it('keeps each member’s counts and values per stage (the heads of Assigned to me) with every assignment, move, value change and delete', async () => {
    const memberHeads = async () =>
      (await db().select().from(pipelineMemberStages))
        .filter((row) => row.leads !== 0 || row.valuePaise !== 0)
        .map(
          (row) =>
            `${row.memberId === team.ravi ? 'ravi' : row.memberId === team.asha ? 'asha' : row.memberId} ${row.stage} ${row.leads} ${row.valuePaise}`,
        )
        .sort();
    const memberCounted = async () => {
      const { rows } = await db().execute<{ member: string; stage: string; leads: string; value: string | null }>(
        sql`select assigned_to as member, stage, count(*) as leads, sum(value_paise) as value from contact_submissions
            where assigned_to is not null group by assigned_to, stage`,
      );
      return rows
        .map(
          (row) =>
            `${row.member === team.ravi ? 'ravi' : row.member === team.asha ? 'asha' : row.member} ${row.stage} ${Number(row.leads)} ${Number(row.value ?? 0)}`,
        )
        .sort();
    };
    expect(await memberHeads()).toEqual(await memberCounted());
    const a = await insertLead({ name: 'Mine One', valuePaise: 200_000_00, assignedTo: team.ravi });
    const b = await insertLead({ name: 'Mine Two', assignedTo: team.asha });
    expect(await memberHeads()).toEqual(await memberCounted());
    // Reassigned, moved, revalued, unassigned: each moves the heads; a note-like change does not.
    await db().update(contactSubmissions).set({ assignedTo: team.asha }).where(eq(contactSubmissions.id, a));
    expect(await memberHeads()).toEqual(await memberCounted());
    await moveLeadToStage(db(), { id: a, stage: 'design', actorId: team.asha });
    await db().update(contactSubmissions).set({ valuePaise: 90_000_00 }).where(eq(contactSubmissions.id, b));
    await db().update(contactSubmissions).set({ message: 'Call after six' }).where(eq(contactSubmissions.id, b));
    expect(await memberHeads()).toEqual(await memberCounted());
    const board = await loadPipelineBoard(db(), { memberId: team.asha, shown: shown(), now: new Date() });
    const { rows } = await db().execute<{ stage: string; leads: string }>(
      sql`select stage, count(*) as leads from contact_submissions where assigned_to = ${team.asha} group by stage`,
    );
    for (const column of board.columns) {
      expect(column.leads).toBe(Number(rows.find((row) => row.stage === column.stage)?.leads ?? 0));
    }
    await db().update(contactSubmissions).set({ assignedTo: null }).where(eq(contactSubmissions.id, b));
    expect(await memberHeads()).toEqual(await memberCounted());
    await db().delete(contactSubmissions).where(eq(contactSubmissions.id, a));
    expect(await memberHeads()).toEqual(await memberCounted());
  });

  it('shows bounded columns newest in their stage first, with days in the stage, Idle past its limit, and Assigned to me', async () => {
    const now = new Date('2026-11-20T06:00:00Z');
    const old = await insertLead({
      name: 'Old Contacted',
      location: 'Indiranagar',
      service: 'Modular Kitchen',
      createdAt: new Date(now.getTime() - 30 * DAY),
    });
    const fresh = await insertLead({ name: 'Fresh Contacted', assignedTo: team.ravi, valuePaise: 450_000_00 });
    for (const id of [old, fresh]) await moveLeadToStage(db(), { id, stage: 'contacted', actorId: team.ravi });
    await db()
      .update(contactSubmissions)
      .set({ stageChangedAt: new Date(now.getTime() - 9 * DAY) })
      .where(eq(contactSubmissions.id, old));
    await db()
      .update(contactSubmissions)
      .set({ stageChangedAt: new Date(now.getTime() - 2 * DAY) })
      .where(eq(contactSubmissions.id, fresh));

    const board = await loadPipelineBoard(db(), { memberId: null, shown: shown(), now });
    expect(board.columns.map((column) => column.stage)).toEqual([...leadStages]);
    const contacted = board.columns.find((column) => column.stage === 'contacted')!;
    expect(contacted.cards.map((card) => card.name).slice(0, 2)).toEqual(['Fresh Contacted', 'Old Contacted']);
    expect(contacted.cards[0]).toMatchObject({ daysInStage: 2, idle: false, valuePaise: 450_000_00, assignee: { id: team.ravi } });
    expect(contacted.cards[1]).toMatchObject({
      daysInStage: 9,
      idle: true,
      locality: 'Indiranagar',
      service: 'Modular Kitchen',
      assignee: null,
    });
    expect(contacted.idleDays).toBe(7);

    // An admin's limit: 10 days in 'Contacted' before a card is idle.
    await setIdleLimits(db(), { limits: { ...shown(7), contacted: 10 }, actorId: team.asha });
    const relaxed = await loadPipelineBoard(db(), { memberId: null, shown: shown(), now });
    expect(relaxed.columns.find((column) => column.stage === 'contacted')!.cards[1]).toMatchObject({ name: 'Old Contacted', idle: false });
    const [limitAudit] = await db().select().from(auditLog).where(eq(auditLog.action, 'pipeline.idle_limits'));
    expect(limitAudit).toMatchObject({ actorUserId: team.asha });

    // One card a column: 'Show more' is offered.
    const narrow = await loadPipelineBoard(db(), { memberId: null, shown: shown(1), now });
    const narrowContacted = narrow.columns.find((column) => column.stage === 'contacted')!;
    expect(narrowContacted).toMatchObject({ more: true, leads: contacted.leads });
    expect(narrowContacted.cards.map((card) => card.name)).toEqual(['Fresh Contacted']);

    // Assigned to me: the member's cards and totals only.
    const mine = await loadPipelineBoard(db(), { memberId: team.ravi, shown: shown(), now });
    const mineContacted = mine.columns.find((column) => column.stage === 'contacted')!;
    expect(mineContacted.cards.map((card) => card.name)).toEqual(['Fresh Contacted']);
    expect(mineContacted).toMatchObject({ leads: 1, valuePaise: 450_000_00 });
    expect(mine.mine).toBe(true);
  });

  it('names a card’s service in words: the quick consultation form’s placeholder reads as its e-mail does', async () => {
    await insertLead({ name: 'Cta Caller', form: 'cta', source: 'cta section', service: 'CTA Form Submission', location: 'Whitefield' });
    const board = await loadPipelineBoard(db(), { memberId: null, shown: shown(), now: new Date() });
    const card = board.columns.flatMap((column) => column.cards).find((item) => item.name === 'Cta Caller');
    expect(card).toMatchObject({ locality: 'Whitefield', service: 'Quick Consultation' });
  });

  it('moves to Lost with its reason on the lead, the timeline and the audit log; leaving Lost clears it; the status dropdown moves the card', async () => {
    const id = await insertLead({ name: 'Lost Walker' });
    await moveLeadToStage(db(), { id, stage: 'lost', actorId: team.ravi, lost: { reason: 'other', text: 'Moved to Pune' } });
    const row = async () =>
      (
        await db()
          .select({
            stage: contactSubmissions.stage,
            status: contactSubmissions.status,
            reason: contactSubmissions.lostReason,
            text: contactSubmissions.lostReasonText,
          })
          .from(contactSubmissions)
          .where(eq(contactSubmissions.id, id))
      )[0];
    expect(await row()).toEqual({ stage: 'lost', status: 'lost', reason: 'other', text: 'Moved to Pune' });
    const [event] = await db()
      .select({ kind: leadEvents.kind, details: leadEvents.details, actor: leadEvents.actorId })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, id), eq(leadEvents.kind, 'status_changed')));
    expect(event).toEqual({
      kind: 'status_changed',
      actor: team.ravi,
      details: { from: 'new', to: 'lost', stage: { from: 'new', to: 'lost' }, lost: { reason: 'other', text: 'Moved to Pune' } },
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lead.stage'), eq(auditLog.entityId, id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: team.ravi, details: { from: 'new', to: 'lost', lostReason: 'other' } });

    // The status dropdown: contacted puts the card in 'Contacted', and the reason is gone.
    await changeLeadStatus(db(), { id, status: 'contacted', actorId: team.asha });
    expect(await row()).toEqual({ stage: 'contacted', status: 'contacted', reason: null, text: null });
    const board = await loadPipelineBoard(db(), { memberId: null, shown: shown(), now: new Date() });
    expect(board.columns.find((column) => column.stage === 'contacted')!.cards.map((card) => card.name)).toContain('Lost Walker');
  });

  it('asks a reason for Lost, and words for Other, with the browser’s schema; reads the board’s URL within bounds', () => {
    const issues = (input: Record<string, string>) => {
      const parsed = moveSchema.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(issues({ stage: 'lost' })).toEqual([['lostReason', 'Choose a reason.']]);
    expect(issues({ stage: 'lost', lostReason: 'other', lostReasonText: '  ' })).toEqual([
      ['lostReasonText', 'Say why the lead was lost.'],
    ]);
    expect(issues({ stage: 'lost', lostReason: 'budget' })).toEqual([]);
    expect(issues({ stage: 'design' })).toEqual([]);
    expect(issues({ stage: 'somewhere' })).toEqual([['stage', 'Choose a stage.']]);
    // The idle limits as the form posts them (Conform reads the names as they are).
    const form = new FormData();
    for (const stage of leadStages) form.set(`idle_${stage}`, stage === 'design' ? '14' : '7');
    const limits = parseForm(form, idleLimitsSchema);
    expect(limits.status).toBe('success');
    expect(limits.status === 'success' && limits.value.idle_design).toBe(14);
    form.set('idle_new', '0');
    const refused = parseForm(form, idleLimitsSchema);
    expect(refused.status !== 'success' && refused.error).toEqual({ idle_new: ['At least 1 day.'] });
    const params = boardParams(new URLSearchParams('mine=1&new=40&won=999999&lost=abc'));
    expect(params.mine).toBe(true);
    expect(params.shown).toMatchObject({ new: 40, won: 400, lost: 20, design: 20 });
  });
});
