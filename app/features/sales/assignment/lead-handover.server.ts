// A deactivated member's open leads handed on (decision 119): to one member, shared among the
// members who take new leads in the turn of automatic assignment, or to nobody. It runs inside
// accounts' deactivation, in one transaction: the Team route passes `handOverOpenLeads` to
// accounts' `deactivateMember` (decision 134), so neither feature imports the other.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '#app/lib/db.server.ts';
import type { Transaction } from '#db/database.ts';
import type { LeadStatus } from '#db/enums.ts';
import { contactSubmissions, leadAssignmentTurn, leadEvents, users } from '#db/schema.ts';

/** A lead that is still being worked: not converted, not lost. */
export const OPEN_LEAD_STATUSES = ['new', 'contacted'] as const satisfies readonly LeadStatus[];

/**
 * Who takes a deactivated member's open leads: one member, the members who take new leads in turn
 * ('Share among the team'), or nobody.
 */
export type LeadHandover = { kind: 'member'; memberId: string } | { kind: 'share' } | { kind: 'unassigned' };

export const HANDOVER_TEXTS = {
  noMember: 'Choose an active member who works on leads to take them.',
  nobodyTakesLeads: 'Nobody else takes new leads: choose one member, or leave the leads unassigned.',
} as const;

/** Refused, with the HTTP status the Team route answers with (the shape of accounts' refusals). */
export type HandoverRefusal = { ok: false; status: 400 | 409; error: string };

/**
 * The hand-over as a step of the deactivation's transaction (the shape accounts' `Departure` asks
 * for): `refusal` is known before anything is read; `check` runs once the member may go, before
 * anything is written (a refusal leaves them active, leads and all); `carryOut` runs once their
 * access has ended, and its `audit` goes into the 'team.deactivate' entry.
 */
export type LeadDeparture = {
  refusal: HandoverRefusal | null;
  check(tx: Transaction): Promise<HandoverRefusal | null>;
  carryOut(tx: Transaction): Promise<{ answer: { handedOver: number }; audit: Record<string, unknown> }>;
};

type Sharer = { id: string };

/**
 * Hands `from`'s open leads (new or contacted) where `leadsTo` says, each with an 'assigned' event
 * on its timeline. Converted and lost leads stay theirs: they record who won or lost them. One
 * member must work leads (an invited one too); sharing needs someone else who takes new leads.
 */
export function handOverOpenLeads({
  from,
  leadsTo = { kind: 'unassigned' },
  actorId,
}: {
  from: string;
  leadsTo?: LeadHandover;
  actorId: string;
}): LeadDeparture {
  let sharers: Sharer[] = [];
  return {
    refusal: leadsTo.kind === 'member' && leadsTo.memberId === from ? { ok: false, status: 400, error: HANDOVER_TEXTS.noMember } : null,
    async check(tx) {
      if (leadsTo.kind === 'member') {
        // Raw: lead_workers() is the database's rule of who works leads (db/functions/lead-assignment.sql).
        const [taker] = await queryRows<{ id: string }>(
          tx,
          sql`select member_id as id from lead_workers() where member_id = ${leadsTo.memberId}::uuid`,
        );
        if (!taker) return { ok: false, status: 409, error: HANDOVER_TEXTS.noMember };
      }
      // 'Share among the team': the members who take new leads, in the turn's order from the member
      // after the last one who had a lead by turn (the turn's row stays locked until the end).
      sharers = leadsTo.kind === 'share' ? await membersInTurn(tx, from) : [];
      if (leadsTo.kind === 'share' && sharers.length === 0) return { ok: false, status: 409, error: HANDOVER_TEXTS.nobodyTakesLeads };
      return null;
    },
    async carryOut(tx) {
      const handedOver = await handOverLeads(tx, { from, leadsTo, sharers, actorId });
      return {
        answer: { handedOver },
        audit: { openLeads: handedOver, leadsTo: leadsTo.kind, ...(leadsTo.kind === 'member' ? { memberId: leadsTo.memberId } : {}) },
      };
    },
  };
}

/**
 * The members who take new leads (not `leaving`) in the order automatic assignment gives them
 * leads (decision 110), as the database's lead_takers_in_turn() orders them: first those after
 * the turn's last member, then from the start again. Daily limits do not apply (decision 119).
 * Locks the turn's row.
 */
async function membersInTurn(tx: Transaction, leaving: string): Promise<Sharer[]> {
  await tx.select({ id: leadAssignmentTurn.id }).from(leadAssignmentTurn).where(eq(leadAssignmentTurn.id, 1)).for('update');
  // Raw: a set-returning function of the database's (db/functions/lead-assignment.sql), which the builder cannot name.
  return queryRows<Sharer>(tx, sql`select member_id as id from lead_takers_in_turn() where member_id <> ${leaving}::uuid order by place`);
}

/**
 * Hands a deactivated member's open leads on, in a few statements whatever their number: locks
 * them (in id order), moves them and writes one 'assigned' event each (marked `deactivated`, and
 * `shared` when shared in turn). Shared leads go round the members oldest lead first; the turn
 * then stands at the member who got the last one, so the next enquiry goes to the one after.
 * Returns how many leads were handed on.
 */
async function handOverLeads(
  tx: Transaction,
  { from, leadsTo, sharers, actorId }: { from: string; leadsTo: LeadHandover; sharers: Sharer[]; actorId: string },
): Promise<number> {
  const open = and(eq(contactSubmissions.assignedTo, from), inArray(contactSubmissions.status, [...OPEN_LEAD_STATUSES]));
  // Raw from here: a window function and data-modifying WITH, which the builder cannot combine.
  await tx.execute(sql`select 1 from ${contactSubmissions} where ${open} order by ${contactSubmissions.id} for update`);
  const takers =
    leadsTo.kind === 'share'
      ? sql`(array[${sql.join(
          sharers.map((sharer) => sql`${sharer.id}::uuid`),
          sql`, `,
        )}])[(plan.k % ${sharers.length}::int)::int + 1]`
      : leadsTo.kind === 'member'
        ? sql`${leadsTo.memberId}::uuid`
        : sql`null::uuid`;
  const marks = leadsTo.kind === 'share' ? sql`'deactivated', true, 'shared', true` : sql`'deactivated', true`;
  const [moved] = await queryRows<{ leads: number }>(
    tx,
    sql`with plan as (
          select ${contactSubmissions.id} as id, row_number() over (order by ${contactSubmissions.createdAt}, ${contactSubmissions.id}) - 1 as k
          from ${contactSubmissions} where ${open}
        ), moved as (
          update ${contactSubmissions} as c set assigned_to = ${takers}
          from plan where c.id = plan.id
          returning c.id, c.assigned_to
        ), events as (
          insert into ${leadEvents} (lead_id, kind, details, actor_id)
          select moved.id, 'assigned', jsonb_build_object('from', ${from}::uuid, 'to', moved.assigned_to, ${marks}), ${actorId}::uuid
          from moved
          returning 1
        )
        select count(*)::int as leads from events`,
  );
  const total = moved?.leads ?? 0;
  if (total === 0) return 0;
  if (leadsTo.kind === 'share') {
    const last = sharers[(total - 1) % sharers.length]!;
    await tx
      .update(leadAssignmentTurn)
      .set({
        lastMemberId: last.id,
        lastMemberJoinedAt: sql`(select ${users.createdAt} from ${users} where ${users.id} = ${last.id})`,
        updatedAt: sql`now()`,
      })
      .where(eq(leadAssignmentTurn.id, 1));
  }
  return total;
}
