// The team: invites and their one-time links, roles, deactivation and reactivation, on PGlite and PostgreSQL.
// Deactivating with the hand-over of open leads, and 'Takes new leads': app/routes/admin/team.server.int.test.ts.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listStaffWho } from '#app/features/accounts/accounts.server.ts';
import { LINK_NOT_VALID, setPasswordWithLink } from '#app/features/accounts/account.server.ts';
import { peekStaffToken, redeemStaffToken } from '#app/features/accounts/staff-tokens.server.ts';
import { changeRole, deactivateMember, LAST_ADMIN, listTeam, reactivateMember } from '#app/features/accounts/team.server.ts';
import { inviteMember, INVITE_LINKS_LIMIT, resendInvite } from '#app/features/accounts/invites.server.ts';
import { auditLog, staffTokens } from '#db/schema.ts';
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

    it('lists as assignable for leads only Admins and Sales', async () => {
      const staff = await listStaffWho(team.db, 'leads');
      expect(staff.map((member) => member.email)).toContain('owner@example.com');
      expect(staff.map((member) => member.email)).not.toContain('esha@example.com');
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
});
