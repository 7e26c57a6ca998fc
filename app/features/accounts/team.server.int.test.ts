// The team: invites and their one-time links, roles, deactivation and reactivation, on PGlite and PostgreSQL.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listStaffWho } from '#app/features/accounts/accounts.server.ts';
import { LINK_NOT_VALID, setPasswordWithLink } from '#app/features/accounts/account.server.ts';
import { findSession } from '#app/features/accounts/session.server.ts';
import { peekStaffToken, redeemStaffToken } from '#app/features/accounts/staff-tokens.server.ts';
import {
  changeRole,
  deactivateMember,
  inviteMember,
  HANDOVER_TEXTS,
  INVITE_LINKS_LIMIT,
  LAST_ADMIN,
  listTeam,
  reactivateMember,
  resendInvite,
  setLeadIntake,
} from '#app/features/accounts/team.server.ts';
import { parseLeadEvent } from '#db/lead-events.ts';
import { auditLog, contactSubmissions, leadAssignmentTurn, leadEvents, staffTokens, users } from '#db/schema.ts';
import { drivers } from '../../../tests/support/databases.ts';
import { NEW_PASSWORD, teamDatabase } from '../../../tests/support/team.ts';

describe.each(drivers)('the team on %s', (driver) => {
  const team = teamDatabase(driver);
  const { attempt, invite, join } = team;

  describe('invites', () => {
    it('adds a member who cannot sign in until they set a password from the link, which works once', async () => {
      const { token, userId } = await invite('esha@example.com', 'editor', 'Esha Rao');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [stored] = await team.db.select().from(staffTokens).where(eq(staffTokens.userId, userId));
      expect(stored!.tokenHash).not.toContain(token);
      expect(await listTeam(team.db)).toContainEqual(
        expect.objectContaining({ email: 'esha@example.com', name: 'Esha Rao', role: 'editor', status: 'invited', lastSignInAt: null }),
      );
      // Before joining, no password opens the account (not even the placeholder).
      expect(await attempt('esha@example.com', '!invited')).toEqual({ kind: 'invalid' });

      expect(await peekStaffToken(team.db, 'invite', token)).toMatchObject({ email: 'esha@example.com', name: 'Esha Rao' });
      expect(await setPasswordWithLink(team.db, { purpose: 'invite', token, password: 'short' })).toMatchObject({
        ok: false,
        field: 'password',
      });
      expect(await setPasswordWithLink(team.db, { purpose: 'invite', token, password: NEW_PASSWORD })).toEqual({
        ok: true,
        email: 'esha@example.com',
      });
      // A second use is refused and changes nothing.
      expect(await setPasswordWithLink(team.db, { purpose: 'invite', token, password: 'another long passphrase here' })).toEqual({
        ok: false,
        field: 'link',
        error: LINK_NOT_VALID,
      });
      expect(await attempt('esha@example.com', NEW_PASSWORD)).toMatchObject({ kind: 'signed-in' });
      expect((await listTeam(team.db)).find((member) => member.email === 'esha@example.com')).toMatchObject({ status: 'active' });
    });

    it('refuses an expired invite link', async () => {
      const { token, userId } = await invite('late@example.com', 'sales');
      await team.db
        .update(staffTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(staffTokens.userId, userId));
      expect(await peekStaffToken(team.db, 'invite', token)).toBeNull();
      expect(await setPasswordWithLink(team.db, { purpose: 'invite', token, password: NEW_PASSWORD })).toMatchObject({
        ok: false,
        field: 'link',
      });
      expect((await listTeam(team.db)).find((member) => member.email === 'late@example.com')).toMatchObject({
        status: 'invite-expired',
      });
      // Inviting the address again makes a new link; the old one stays dead.
      const again = await invite('late@example.com', 'sales');
      expect(again.userId).toBe(userId);
      expect(await peekStaffToken(team.db, 'invite', again.token)).not.toBeNull();
    });

    it('lets only one of two parallel requests use a link', async () => {
      const { token } = await invite('twice@example.com', 'sales');
      const uses = await Promise.all([redeemStaffToken(team.db, 'invite', token), redeemStaffToken(team.db, 'invite', token)]);
      expect(uses.filter(Boolean)).toHaveLength(1);
    });

    it('refuses to invite someone already on the team, and audits every invite', async () => {
      expect(await inviteMember(team.db, { email: 'Owner@Example.com', name: 'X', role: 'sales', actorId: team.ownerId })).toMatchObject({
        ok: false,
        status: 409,
      });
      const invites = await team.db.select().from(auditLog).where(eq(auditLog.action, 'team.invite'));
      expect(invites.length).toBeGreaterThanOrEqual(3);
      expect(invites[0]).toMatchObject({ actorUserId: team.ownerId, entityType: 'user' });
    });
  });

  describe('roles and deactivation', () => {
    it('keeps at least one active Admin: the last cannot be demoted or deactivated', async () => {
      expect(await changeRole(team.db, { userId: team.ownerId, role: 'sales', actorId: team.ownerId })).toEqual({
        ok: false,
        status: 409,
        error: LAST_ADMIN,
      });
      const other = await join('second.admin@example.com', 'admin');
      expect(await deactivateMember(team.db, { userId: team.ownerId, actorId: other })).toMatchObject({ ok: true });
      expect(await changeRole(team.db, { userId: other, role: 'editor', actorId: other })).toEqual({
        ok: false,
        status: 409,
        error: LAST_ADMIN,
      });
      expect(await reactivateMember(team.db, { userId: team.ownerId, actorId: other })).toEqual({ ok: true });
      // Two Admins demoting each other at once: one of them stays an Admin.
      const answers = await Promise.all([
        changeRole(team.db, { userId: team.ownerId, role: 'sales', actorId: other }),
        changeRole(team.db, { userId: other, role: 'sales', actorId: team.ownerId }),
      ]);
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
      const admins = (await listTeam(team.db)).filter((member) => member.role === 'admin' && member.status === 'active');
      expect(admins).toHaveLength(1);
      // Put the owner back in charge for the tests below.
      const remaining = admins[0]!.id;
      await changeRole(team.db, { userId: team.ownerId, role: 'admin', actorId: remaining });
    });

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

    it('lists as assignable for leads only Admins and Sales', async () => {
      const staff = await listStaffWho(team.db, 'leads');
      expect(staff.map((member) => member.email)).toContain('owner@example.com');
      expect(staff.map((member) => member.email)).not.toContain('esha@example.com');
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
  describe("'Resend invite'", () => {
    it('makes a new link for a member who has not joined; the old one stops working; at most three links an hour', async () => {
      const first = await invite('nisha@example.com', 'sales', 'Nisha Rao');
      const resent = await resendInvite(team.db, { userId: first.userId, actorId: team.ownerId });
      if (!resent.ok) throw new Error(resent.error);
      expect(resent).toMatchObject({ email: 'nisha@example.com', name: 'Nisha Rao', role: 'sales' });
      expect(resent.token).not.toBe(first.token);
      expect(await peekStaffToken(team.db, 'invite', first.token)).toBeNull();
      expect(await setPasswordWithLink(team.db, { purpose: 'invite', token: first.token, password: NEW_PASSWORD })).toMatchObject({
        ok: false,
        field: 'link',
      });
      expect(await peekStaffToken(team.db, 'invite', resent.token)).toMatchObject({ email: 'nisha@example.com' });
      const [entry] = await team.db.select().from(auditLog).where(eq(auditLog.action, 'team.invite_resent'));
      expect(entry).toMatchObject({ actorUserId: team.ownerId, entityId: first.userId, details: { email: 'nisha@example.com' } });

      // The invite and two resends within the hour: a fourth link is refused, saying when one can be sent.
      const third = await resendInvite(team.db, { userId: first.userId, actorId: team.ownerId });
      expect(third.ok).toBe(true);
      const refused = await resendInvite(team.db, { userId: first.userId, actorId: team.ownerId });
      expect(refused).toMatchObject({ ok: false, status: 429 });
      if (refused.ok) throw new Error('not refused');
      expect(refused.error).toMatch(/^Nisha Rao was sent 3 invite links in the last hour\. Try again in (60|59) minutes\.$/);
      expect(refused.retryAfterSeconds).toBeGreaterThan(55 * 60);
      // The last link made still works; the refusal made none.
      expect(await peekStaffToken(team.db, 'invite', third.ok ? third.token : '')).not.toBeNull();
      const links = await team.db.select().from(staffTokens).where(eq(staffTokens.userId, first.userId));
      expect(links).toHaveLength(INVITE_LINKS_LIMIT.max);
      // An hour on, one may be sent again.
      await team.db
        .update(staffTokens)
        .set({ createdAt: sql`now() - interval '61 minutes'` })
        .where(eq(staffTokens.userId, first.userId));
      expect(await resendInvite(team.db, { userId: first.userId, actorId: team.ownerId })).toMatchObject({ ok: true });
    });

    it('refuses a member who joined, a deactivated one and one who does not exist', async () => {
      const joined = await join('joined.already@example.com', 'sales');
      expect(await resendInvite(team.db, { userId: joined, actorId: team.ownerId })).toMatchObject({
        ok: false,
        status: 409,
        error: 'New Member has joined already: they sign in with their own password.',
      });
      const { userId } = await invite('left.before@example.com', 'sales');
      await deactivateMember(team.db, { userId, actorId: team.ownerId });
      expect(await resendInvite(team.db, { userId, actorId: team.ownerId })).toMatchObject({ ok: false, status: 409 });
      expect(await resendInvite(team.db, { userId: crypto.randomUUID(), actorId: team.ownerId })).toMatchObject({
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
