// The team, one-time links, a member's own account and two-step sign-in, on PGlite and PostgreSQL.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, listStaffWho } from '#app/features/accounts/accounts.server.ts';
import {
  changeName,
  changePassword,
  LINK_NOT_VALID,
  listSessions,
  requestPasswordReset,
  resetPasswordAsOwner,
  setPasswordWithLink,
  signInHistory,
  signOutOtherSessions,
} from '#app/features/accounts/account.server.ts';
import { createSession, findSession, hashToken } from '#app/features/accounts/session.server.ts';
import { completeSecondStep, signIn } from '#app/features/accounts/sign-in.server.ts';
import { peekStaffToken, redeemStaffToken } from '#app/features/accounts/staff-tokens.server.ts';
import {
  changeRole,
  deactivateMember,
  inviteMember,
  LAST_ADMIN,
  listTeam,
  reactivateMember,
  setTeamRequiresTwoStep,
} from '#app/features/accounts/team.server.ts';
import {
  beginEnrollment,
  confirmEnrollment,
  currentCode,
  openSecret,
  recoveryCodesLeft,
  sealSecret,
} from '#app/features/accounts/two-step.server.ts';
import { auditLog, staffTokens, users } from '#db/schema.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';

const OWNER_PASSWORD = 'teak doors and a brass bell';
const NEW_PASSWORD = 'jasmine on the balcony rail';
const SECRETS = ['a-session-secret-of-at-least-thirty-two-chars'];

describe.each(drivers)('team and accounts on %s', (driver) => {
  let database: TestDatabase;
  let ownerId: string;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    ownerId = (await createAdminUser(database.db, 'owner@example.com', OWNER_PASSWORD)).id;
  });
  afterAll(async () => database?.cleanup());

  const attempt = (email: string, password: string, ip = '198.51.100.7') =>
    signIn(database.db, { email, password, ip, userAgent: 'vitest' });

  async function invite(email: string, role: 'admin' | 'editor' | 'sales', name = 'New Member') {
    const result = await inviteMember(database.db, { email, name, role, actorId: ownerId });
    if (!result.ok) throw new Error(result.error);
    return result;
  }

  async function join(email: string, role: 'admin' | 'editor' | 'sales') {
    const { token, userId } = await invite(email, role);
    const set = await setPasswordWithLink(database.db, { purpose: 'invite', token, password: NEW_PASSWORD });
    expect(set).toEqual({ ok: true, email });
    return userId;
  }

  describe('invites', () => {
    it('adds a member who cannot sign in until they set a password from the link, which works once', async () => {
      const { token, userId } = await invite('esha@example.com', 'editor', 'Esha Rao');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [stored] = await database.db.select().from(staffTokens).where(eq(staffTokens.userId, userId));
      expect(stored!.tokenHash).not.toContain(token);
      expect(await listTeam(database.db)).toContainEqual(
        expect.objectContaining({ email: 'esha@example.com', name: 'Esha Rao', role: 'editor', status: 'invited', lastSignInAt: null }),
      );
      // Before joining, no password opens the account (not even the placeholder).
      expect(await attempt('esha@example.com', '!invited')).toEqual({ kind: 'invalid' });

      expect(await peekStaffToken(database.db, 'invite', token)).toMatchObject({ email: 'esha@example.com', name: 'Esha Rao' });
      expect(await setPasswordWithLink(database.db, { purpose: 'invite', token, password: 'short' })).toMatchObject({
        ok: false,
        field: 'password',
      });
      expect(await setPasswordWithLink(database.db, { purpose: 'invite', token, password: NEW_PASSWORD })).toEqual({
        ok: true,
        email: 'esha@example.com',
      });
      // A second use is refused and changes nothing.
      expect(await setPasswordWithLink(database.db, { purpose: 'invite', token, password: 'another long passphrase here' })).toEqual({
        ok: false,
        field: 'link',
        error: LINK_NOT_VALID,
      });
      expect(await attempt('esha@example.com', NEW_PASSWORD)).toMatchObject({ kind: 'signed-in' });
      expect((await listTeam(database.db)).find((member) => member.email === 'esha@example.com')).toMatchObject({ status: 'active' });
    });

    it('refuses an expired invite link', async () => {
      const { token, userId } = await invite('late@example.com', 'sales');
      await database.db
        .update(staffTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(staffTokens.userId, userId));
      expect(await peekStaffToken(database.db, 'invite', token)).toBeNull();
      expect(await setPasswordWithLink(database.db, { purpose: 'invite', token, password: NEW_PASSWORD })).toMatchObject({
        ok: false,
        field: 'link',
      });
      expect((await listTeam(database.db)).find((member) => member.email === 'late@example.com')).toMatchObject({
        status: 'invite-expired',
      });
      // Inviting the address again makes a new link; the old one stays dead.
      const again = await invite('late@example.com', 'sales');
      expect(again.userId).toBe(userId);
      expect(await peekStaffToken(database.db, 'invite', again.token)).not.toBeNull();
    });

    it('lets only one of two parallel requests use a link', async () => {
      const { token } = await invite('twice@example.com', 'sales');
      const uses = await Promise.all([redeemStaffToken(database.db, 'invite', token), redeemStaffToken(database.db, 'invite', token)]);
      expect(uses.filter(Boolean)).toHaveLength(1);
    });

    it('refuses to invite someone already on the team, and audits every invite', async () => {
      expect(await inviteMember(database.db, { email: 'Owner@Example.com', name: 'X', role: 'sales', actorId: ownerId })).toMatchObject({
        ok: false,
        status: 409,
      });
      const invites = await database.db.select().from(auditLog).where(eq(auditLog.action, 'team.invite'));
      expect(invites.length).toBeGreaterThanOrEqual(3);
      expect(invites[0]).toMatchObject({ actorUserId: ownerId, entityType: 'user' });
    });
  });

  describe('roles and deactivation', () => {
    it('keeps at least one active Admin: the last cannot be demoted or deactivated', async () => {
      expect(await changeRole(database.db, { userId: ownerId, role: 'sales', actorId: ownerId })).toEqual({
        ok: false,
        status: 409,
        error: LAST_ADMIN,
      });
      const other = await join('second.admin@example.com', 'admin');
      expect(await deactivateMember(database.db, { userId: ownerId, actorId: other })).toMatchObject({ ok: true });
      expect(await changeRole(database.db, { userId: other, role: 'editor', actorId: other })).toEqual({
        ok: false,
        status: 409,
        error: LAST_ADMIN,
      });
      expect(await reactivateMember(database.db, { userId: ownerId, actorId: other })).toEqual({ ok: true });
      // Two Admins demoting each other at once: one of them stays an Admin.
      const answers = await Promise.all([
        changeRole(database.db, { userId: ownerId, role: 'sales', actorId: other }),
        changeRole(database.db, { userId: other, role: 'sales', actorId: ownerId }),
      ]);
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
      const admins = (await listTeam(database.db)).filter((member) => member.role === 'admin' && member.status === 'active');
      expect(admins).toHaveLength(1);
      // Put the owner back in charge for the tests below.
      const remaining = admins[0]!.id;
      await changeRole(database.db, { userId: ownerId, role: 'admin', actorId: remaining });
    });

    it('ends a deactivated member’s sessions at once and refuses their password, until reactivated', async () => {
      const id = await join('ravi@example.com', 'sales');
      const signedIn = await attempt('ravi@example.com', NEW_PASSWORD);
      if (signedIn.kind !== 'signed-in') throw new Error('not signed in');
      expect(await findSession(database.db, signedIn.token)).toMatchObject({ role: 'sales' });
      expect(await deactivateMember(database.db, { userId: id, actorId: ownerId })).toEqual({ ok: true });
      expect(await findSession(database.db, signedIn.token)).toBeNull();
      expect(await attempt('ravi@example.com', NEW_PASSWORD)).toEqual({ kind: 'invalid' });
      expect(await listStaffWho(database.db, 'leads')).not.toContainEqual(expect.objectContaining({ id }));
      expect(await reactivateMember(database.db, { userId: id, actorId: ownerId })).toEqual({ ok: true });
      expect(await attempt('ravi@example.com', NEW_PASSWORD)).toMatchObject({ kind: 'signed-in' });
      expect(await listStaffWho(database.db, 'leads')).toContainEqual(expect.objectContaining({ id, email: 'ravi@example.com' }));
      const actions = await database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id));
      expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['team.deactivate', 'team.reactivate']));
    });

    it('lists as assignable for leads only Admins and Sales', async () => {
      const staff = await listStaffWho(database.db, 'leads');
      expect(staff.map((member) => member.email)).toContain('owner@example.com');
      expect(staff.map((member) => member.email)).not.toContain('esha@example.com');
    });
  });

  describe('own account', () => {
    it("sets the member's own name, recording the old and the new one", async () => {
      const id = await join('meera@example.com', 'sales');
      await database.db.update(users).set({ name: '' }).where(eq(users.id, id));
      await changeName(database.db, { userId: id, name: 'Meera Hegde' });
      await changeName(database.db, { userId: id, name: 'Meera Hegde' });
      const [row] = await database.db.select({ name: users.name }).from(users).where(eq(users.id, id));
      expect(row?.name).toBe('Meera Hegde');
      const changes = await database.db
        .select({ actor: auditLog.actorUserId, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'account.name_change'), eq(auditLog.entityId, id)));
      // The same name again changes nothing and records nothing.
      expect(changes).toEqual([{ actor: id, details: { from: '', to: 'Meera Hegde' } }]);
    });

    it('changes the password with the current one, ending the other sessions but not this one', async () => {
      const id = await join('priya@example.com', 'sales');
      const here = await createSession(database.db, id);
      const elsewhere = await createSession(database.db, id);
      expect(
        await changePassword(database.db, {
          userId: id,
          email: 'priya@example.com',
          currentPassword: 'wrong one',
          newPassword: 'x'.repeat(12),
          keepToken: here.token,
        }),
      ).toMatchObject({ ok: false, field: 'currentPassword' });
      expect(
        await changePassword(database.db, {
          userId: id,
          email: 'priya@example.com',
          currentPassword: NEW_PASSWORD,
          newPassword: 'lotus pond under the neem tree',
          keepToken: here.token,
        }),
      ).toEqual({ ok: true });
      expect(await findSession(database.db, here.token)).not.toBeNull();
      expect(await findSession(database.db, elsewhere.token)).toBeNull();
      expect(await attempt('priya@example.com', NEW_PASSWORD)).toEqual({ kind: 'invalid' });
      expect(await attempt('priya@example.com', 'lotus pond under the neem tree')).toMatchObject({ kind: 'signed-in' });
    });

    it('lists the sessions (this one first) and signs out the others', async () => {
      const id = await join('kiran@example.com', 'editor');
      const here = await createSession(database.db, id, { ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0 (Android 14) Chrome/130' });
      await createSession(database.db, id, { ipAddress: '203.0.113.10' });
      const listed = await listSessions(database.db, { userId: id, currentToken: here.token });
      expect(listed).toHaveLength(2);
      expect(listed[0]).toMatchObject({ current: true, ipAddress: '203.0.113.9' });
      expect(await signOutOtherSessions(database.db, { userId: id, currentToken: here.token })).toBe(1);
      expect(await listSessions(database.db, { userId: id, currentToken: here.token })).toHaveLength(1);
    });

    it('keeps a sign-in history with failed attempts', async () => {
      const id = await join('meena@example.com', 'sales');
      await attempt('meena@example.com', 'not her password', '198.51.100.20');
      await attempt('meena@example.com', NEW_PASSWORD, '198.51.100.20');
      const history = await signInHistory(database.db, id);
      expect(history.slice(0, 2)).toEqual([
        expect.objectContaining({ outcome: 'signed-in', ip: '198.51.100.20', userAgent: 'vitest' }),
        expect.objectContaining({ outcome: 'failed', ip: '198.51.100.20' }),
      ]);
    });

    it('resets a password from a link that works once for an hour, and answers nothing for unknown e-mails', async () => {
      const id = await join('farah@example.com', 'sales');
      const session = await createSession(database.db, id);
      expect(await requestPasswordReset(database.db, 'nobody@example.com')).toBeNull();
      const reset = await requestPasswordReset(database.db, 'Farah@Example.com');
      expect(reset).toMatchObject({ email: 'farah@example.com' });
      const [link] = await database.db
        .select()
        .from(staffTokens)
        .where(eq(staffTokens.tokenHash, hashToken(reset!.token)));
      const lifetime = link!.expiresAt.getTime() - link!.createdAt.getTime();
      expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
      expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
      expect(
        await setPasswordWithLink(database.db, { purpose: 'password-reset', token: reset!.token, password: 'monsoon clouds over nandi' }),
      ).toEqual({
        ok: true,
        email: 'farah@example.com',
      });
      expect(await findSession(database.db, session.token)).toBeNull();
      expect(
        await setPasswordWithLink(database.db, { purpose: 'password-reset', token: reset!.token, password: 'another phrase entirely' }),
      ).toMatchObject({
        ok: false,
        field: 'link',
      });
      // An invite link is not a reset link, nor the other way round.
      const other = await requestPasswordReset(database.db, 'farah@example.com');
      expect(await peekStaffToken(database.db, 'invite', other!.token)).toBeNull();
      expect(await attempt('farah@example.com', 'monsoon clouds over nandi')).toMatchObject({ kind: 'signed-in' });
    });

    it("lets the server's owner set a password, ending every session", async () => {
      const session = await createSession(database.db, ownerId);
      expect(await resetPasswordAsOwner(database.db, 'nobody@example.com', 'a fine long passphrase')).toMatchObject({ ok: false });
      expect(await resetPasswordAsOwner(database.db, 'owner@example.com', 'password')).toMatchObject({ ok: false });
      expect(await resetPasswordAsOwner(database.db, 'owner@example.com', OWNER_PASSWORD)).toEqual({ ok: true });
      expect(await findSession(database.db, session.token)).toBeNull();
    });
  });

  describe('two-step sign-in', () => {
    it('asks for a code after the password, accepts each code once, and takes each recovery code once', async () => {
      const id = await join('tara@example.com', 'sales');
      const enrollment = await beginEnrollment(database.db, { userId: id, email: 'tara@example.com', sessionSecrets: SECRETS });
      expect(enrollment.uri).toMatch(/^otpauth:\/\/totp\/.+[?&]secret=/);
      expect(enrollment.qrSvg).toContain('<svg');
      const [row] = await database.db.select({ totpSecret: users.totpSecret }).from(users).where(eq(users.id, id));
      expect(row!.totpSecret).not.toContain(enrollment.secret);
      // Not on until a code confirms it.
      expect(await attempt('tara@example.com', NEW_PASSWORD)).toMatchObject({ kind: 'signed-in' });
      expect(await confirmEnrollment(database.db, { userId: id, code: '000000', sessionSecrets: SECRETS })).toBeNull();
      const previousStep = Date.now() - 30_000;
      const codes = await confirmEnrollment(database.db, {
        userId: id,
        code: currentCode(enrollment.secret, previousStep),
        sessionSecrets: SECRETS,
      });
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      expect(await recoveryCodesLeft(database.db, id)).toBe(10);

      const first = await attempt('tara@example.com', NEW_PASSWORD);
      expect(first).toMatchObject({ kind: 'second-step' });
      if (first.kind !== 'second-step') return;
      // The pending session opens nothing.
      expect(await findSession(database.db, first.token)).toBeNull();
      const step = (pendingToken: string, code: string) =>
        completeSecondStep(database.db, { pendingToken, code, ip: '198.51.100.7', userAgent: 'vitest', sessionSecrets: SECRETS });
      expect(await step(first.token, '123456')).toEqual({ kind: 'invalid' });
      const code = currentCode(enrollment.secret);
      const done = await step(first.token, code);
      expect(done).toMatchObject({ kind: 'signed-in' });
      if (done?.kind !== 'signed-in') return;
      expect(done.token).not.toBe(first.token);
      expect(await findSession(database.db, done.token)).toMatchObject({ role: 'sales' });
      expect(await findSession(database.db, first.token)).toBeNull();

      // The same code again is refused; a recovery code works once.
      const second = await attempt('tara@example.com', NEW_PASSWORD);
      if (second.kind !== 'second-step') throw new Error('expected the second step');
      expect(await step(second.token, code)).toEqual({ kind: 'invalid' });
      expect(await step(second.token, codes![0]!.toUpperCase())).toMatchObject({ kind: 'signed-in' });
      expect(await recoveryCodesLeft(database.db, id)).toBe(9);
      const third = await attempt('tara@example.com', NEW_PASSWORD);
      if (third.kind !== 'second-step') throw new Error('expected the second step');
      expect(await step(third.token, codes![0]!)).toEqual({ kind: 'invalid' });
      // No pending session (made up, or already used): back to the password.
      expect(await step('AAAAAAAAAAAAAAAAAAAAAA', code)).toBeNull();
    });

    it('sends a member without two-step sign-in to set it up when the team requires it', async () => {
      const id = await join('uma@example.com', 'editor');
      const session = await createSession(database.db, id);
      expect(await findSession(database.db, session.token)).toMatchObject({ mustSetUpTwoStep: false });
      await setTeamRequiresTwoStep(database.db, { required: true, actorId: ownerId });
      expect(await findSession(database.db, session.token)).toMatchObject({ mustSetUpTwoStep: true });
      await setTeamRequiresTwoStep(database.db, { required: false, actorId: ownerId });
      expect(await findSession(database.db, session.token)).toMatchObject({ mustSetUpTwoStep: false });
    });

    it('seals the secret so that only the session secrets open it, old ones included', () => {
      const sealed = sealSecret('JBSWY3DPEHPK3PXP', ['first-secret-of-at-least-32-characters!!']);
      expect(openSecret(sealed, ['a-newer-secret-of-at-least-32-characters', 'first-secret-of-at-least-32-characters!!'])).toBe(
        'JBSWY3DPEHPK3PXP',
      );
      expect(openSecret(sealed, ['some-other-secret-of-at-least-32-characters'])).toBeNull();
    });
  });
});
