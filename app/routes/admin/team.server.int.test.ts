// The Team screen's work that spans accounts and sales' assignment (decision 134), on PGlite and
// PostgreSQL: deactivating a member, with the hand-over of their open leads in the same
// transaction, and 'Takes new leads' and 'Daily limit' as the team list shows them.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listStaffWho } from '#app/features/accounts/accounts.server.ts';
import { findSession } from '#app/features/accounts/session.server.ts';
import { reactivateMember } from '#app/features/accounts/team.server.ts';
import { HANDOVER_TEXTS } from '#app/features/sales/assignment/lead-handover.server.ts';
import { setLeadIntake } from '#app/features/sales/assignment/takes-new-leads.server.ts';
import { deactivateMember, listTeam } from '#app/routes/admin/team.server.ts';
import { parseLeadEvent } from '#db/lead-events.ts';
import { auditLog, contactSubmissions, leadAssignmentTurn, leadEvents, users } from '#db/schema.ts';
import { drivers } from '../../../tests/support/databases.ts';
import { NEW_PASSWORD, teamDatabase } from '../../../tests/support/team.ts';

describe.each(drivers)('the team on %s', (driver) => {
  const team = teamDatabase(driver);
  const { attempt, join } = team;

  describe('roles and deactivation', () => {
    it('ends a deactivated member’s sessions at once and refuses their password, until reactivated', async () => {
      const id = await join('ravi@example.com', 'sales');
      const signedIn = await attempt('ravi@example.com', NEW_PASSWORD);
      if (signedIn.kind !== 'signed-in') throw new Error('not signed in');
      expect(await findSession(team.db, signedIn.token)).toMatchObject({ role: 'sales' });
      expect(await deactivateMember(team.db, { userId: id, actorId: team.ownerId })).toEqual({ ok: true, handedOver: 0 });
      expect(await findSession(team.db, signedIn.token)).toBeNull();
      expect(await attempt('ravi@example.com', NEW_PASSWORD)).toEqual({ kind: 'invalid' });
      expect(await listStaffWho(team.db, 'leads')).not.toContainEqual(expect.objectContaining({ id }));
      expect(await reactivateMember(team.db, { userId: id, actorId: team.ownerId })).toEqual({ ok: true });
      expect(await attempt('ravi@example.com', NEW_PASSWORD)).toMatchObject({ kind: 'signed-in' });
      expect(await listStaffWho(team.db, 'leads')).toContainEqual(expect.objectContaining({ id, email: 'ravi@example.com' }));
      const actions = await team.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id));
      expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['team.deactivate', 'team.reactivate']));
    });
  });

  describe('new leads', () => {
    it("sets a member's 'Takes new leads' and 'Daily limit', audited; an Editor takes none", async () => {
      const id = await join('tara@example.com', 'sales');
      expect(await listTeam(team.db)).toContainEqual(expect.objectContaining({ id, takesLeads: false, dailyLimit: null }));
      expect(await setLeadIntake(team.db, { userId: id, takesLeads: true, dailyLimit: 12, actorId: team.ownerId })).toEqual({ ok: true });
      expect(await listTeam(team.db)).toContainEqual(expect.objectContaining({ id, takesLeads: true, dailyLimit: 12 }));
      const [entry] = await team.db.select().from(auditLog).where(eq(auditLog.action, 'team.lead_intake'));
      expect(entry).toMatchObject({
        actorUserId: team.ownerId,
        entityId: id,
        details: { takesLeads: true, dailyLimit: 12, was: { takesLeads: false, dailyLimit: null } },
      });
      const editor = await join('edna@example.com', 'editor');
      expect(await setLeadIntake(team.db, { userId: editor, takesLeads: true, dailyLimit: null, actorId: team.ownerId })).toMatchObject({
        ok: false,
        status: 409,
      });
      expect(
        await setLeadIntake(team.db, { userId: crypto.randomUUID(), takesLeads: true, dailyLimit: null, actorId: team.ownerId }),
      ).toMatchObject({
        ok: false,
        status: 404,
      });
    });
  });
  describe('deactivating a member who has open leads', () => {
    let stamp = 0;
    /** Leads assigned to `member`, oldest first (a minute apart), with these statuses; their ids. */
    async function leadsOf(member: string, statuses: Array<'new' | 'contacted' | 'converted' | 'lost'>) {
      const ids: string[] = [];
      for (const status of statuses) {
        stamp += 1;
        const [row] = await team.db
          .insert(contactSubmissions)
          .values({
            name: `Handover Lead ${stamp}`,
            email: `handover-${stamp}@example.com`,
            phone: `+91 98450 ${String(10000 + stamp)}`,
            status,
            stage: status === 'converted' ? 'won' : status,
            assignedTo: member,
            createdAt: sql`now() - make_interval(mins => ${1000 - stamp})`,
          })
          .returning({ id: contactSubmissions.id });
        ids.push(row!.id);
      }
      return ids;
    }
    const assignees = async (ids: string[]) => {
      const rows = await team.db
        .select({ id: contactSubmissions.id, to: contactSubmissions.assignedTo })
        .from(contactSubmissions)
        .where(inArray(contactSubmissions.id, ids));
      return ids.map((id) => rows.find((row) => row.id === id)!.to);
    };
    const assignedEvents = async (ids: string[]) =>
      (
        await team.db
          .select()
          .from(leadEvents)
          .where(and(inArray(leadEvents.leadId, ids), eq(leadEvents.kind, 'assigned')))
          .orderBy(asc(leadEvents.id))
      ).map((row) => parseLeadEvent(row)!);
    const takeLeads = (ids: string[]) => team.db.update(users).set({ takesLeads: true }).where(inArray(users.id, ids));

    it("'Share among the team': in turn among those who take new leads, from the turn on, and the next enquiry follows", async () => {
      // Only the members made here take leads.
      await team.db.update(users).set({ takesLeads: false });
      const asha = await join('asha.turn@example.com', 'sales');
      const bilal = await join('bilal.turn@example.com', 'admin');
      const chitra = await join('chitra.turn@example.com', 'sales');
      const leaving = await join('leaving.share@example.com', 'sales');
      await takeLeads([asha, bilal, chitra, leaving]);
      // The turn stands at Bilal: Chitra is next, then Asha (wrapping round), then Bilal.
      // (Read in the database: a JavaScript Date would drop its microseconds.)
      const joinedAt = sql`(select ${users.createdAt} from ${users} where ${users.id} = ${bilal})`;
      await team.db
        .insert(leadAssignmentTurn)
        .values({ id: 1, lastMemberId: bilal, lastMemberJoinedAt: joinedAt })
        .onConflictDoUpdate({ target: leadAssignmentTurn.id, set: { lastMemberId: bilal, lastMemberJoinedAt: joinedAt } });
      const open = await leadsOf(leaving, ['new', 'contacted', 'new', 'new', 'contacted']);
      const closed = await leadsOf(leaving, ['converted', 'lost']);
      expect((await listTeam(team.db)).find((member) => member.id === leaving)).toMatchObject({ openLeads: 5 });

      expect(await deactivateMember(team.db, { userId: leaving, actorId: team.ownerId, leadsTo: { kind: 'share' } })).toEqual({
        ok: true,
        handedOver: 5,
      });
      expect(await assignees(open)).toEqual([chitra, asha, bilal, chitra, asha]);
      // Converted and lost leads stay with the member who had them.
      expect(await assignees(closed)).toEqual([leaving, leaving]);
      const events = await assignedEvents(open);
      expect(events.map((event) => [event.leadId, event.details, event.actorId])).toEqual(
        [chitra, asha, bilal, chitra, asha].map((to, index) => [
          open[index],
          { from: leaving, to, deactivated: true, shared: true },
          team.ownerId,
        ]),
      );
      const [entry] = await team.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'team.deactivate'), eq(auditLog.entityId, leaving)));
      expect(entry!.details).toEqual({ openLeads: 5, leadsTo: 'share' });
      // The turn stands at Asha, who had the last one: the next enquiry goes to Bilal.
      const [next] = await team.db
        .insert(contactSubmissions)
        .values({ name: 'After Handover', email: 'after.handover@example.com', phone: '+91 98450 77001' })
        .returning({ to: contactSubmissions.assignedTo });
      expect(next!.to).toBe(bilal);
      expect((await listTeam(team.db)).find((member) => member.id === leaving)).toMatchObject({ status: 'deactivated', openLeads: 0 });
    });

    it('to one member, or to nobody; refuses a member who cannot take them, and sharing when nobody takes new leads', async () => {
      await team.db.update(users).set({ takesLeads: false });
      const taker = await join('taker@example.com', 'sales');
      const editor = await join('editor.taker@example.com', 'editor');
      const first = await join('leaving.one@example.com', 'sales');
      const second = await join('leaving.two@example.com', 'sales');
      const firstLeads = await leadsOf(first, ['new', 'contacted', 'lost']);
      const secondLeads = await leadsOf(second, ['contacted', 'new', 'converted']);

      // Nobody takes new leads: sharing is refused and the member stays active, leads and all.
      expect(await deactivateMember(team.db, { userId: first, actorId: team.ownerId, leadsTo: { kind: 'share' } })).toEqual({
        ok: false,
        status: 409,
        error: HANDOVER_TEXTS.nobodyTakesLeads,
      });
      for (const memberId of [editor, crypto.randomUUID()]) {
        expect(
          await deactivateMember(team.db, { userId: first, actorId: team.ownerId, leadsTo: { kind: 'member', memberId } }),
        ).toMatchObject({ ok: false, status: 409, error: HANDOVER_TEXTS.noMember });
      }
      expect(
        await deactivateMember(team.db, { userId: first, actorId: team.ownerId, leadsTo: { kind: 'member', memberId: first } }),
      ).toMatchObject({ ok: false, status: 400 });
      expect((await listTeam(team.db)).find((member) => member.id === first)).toMatchObject({ status: 'active', openLeads: 2 });
      expect(await assignedEvents(firstLeads)).toEqual([]);

      expect(
        await deactivateMember(team.db, { userId: first, actorId: team.ownerId, leadsTo: { kind: 'member', memberId: taker } }),
      ).toEqual({ ok: true, handedOver: 2 });
      expect(await assignees(firstLeads)).toEqual([taker, taker, first]);
      expect((await assignedEvents(firstLeads)).map((event) => event.details)).toEqual([
        { from: first, to: taker, deactivated: true },
        { from: first, to: taker, deactivated: true },
      ]);

      expect(await deactivateMember(team.db, { userId: second, actorId: team.ownerId, leadsTo: { kind: 'unassigned' } })).toEqual({
        ok: true,
        handedOver: 2,
      });
      expect(await assignees(secondLeads)).toEqual([null, null, second]);
      expect((await assignedEvents(secondLeads)).map((event) => event.details)).toEqual([
        { from: second, to: null, deactivated: true },
        { from: second, to: null, deactivated: true },
      ]);
      const entries = await team.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'team.deactivate'), inArray(auditLog.entityId, [first, second])))
        .orderBy(asc(auditLog.id));
      expect(entries.map((row) => row.details)).toEqual([
        { openLeads: 2, leadsTo: 'member', memberId: taker },
        { openLeads: 2, leadsTo: 'unassigned' },
      ]);
    });
  });
});
