// The team: invites and their one-time links, roles, deactivation and reactivation, on PGlite and PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listStaffWho } from '#app/features/accounts/accounts.server.ts';
import { LINK_NOT_VALID, setPasswordWithLink } from '#app/features/accounts/account.server.ts';
import { findSession } from '#app/features/accounts/session.server.ts';
import { peekStaffToken, redeemStaffToken } from '#app/features/accounts/staff-tokens.server.ts';
import {
  changeRole,
  deactivateMember,
  inviteMember,
  LAST_ADMIN,
  listTeam,
  reactivateMember,
  setLeadIntake,
} from '#app/features/accounts/team.server.ts';
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

    it('ends a deactivated member’s sessions at once and refuses their password, until reactivated', async () => {
      const id = await join('ravi@example.com', 'sales');
      const signedIn = await attempt('ravi@example.com', NEW_PASSWORD);
      if (signedIn.kind !== 'signed-in') throw new Error('not signed in');
      expect(await findSession(team.db, signedIn.token)).toMatchObject({ role: 'sales' });
      expect(await deactivateMember(team.db, { userId: id, actorId: team.ownerId })).toEqual({ ok: true });
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
});
