// A member's own account (name, password, sessions, history, password reset) and two-step sign-in, on PGlite and PostgreSQL.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  changeName,
  changePassword,
  listSessions,
  requestPasswordReset,
  resetPasswordAsOwner,
  setPasswordWithLink,
  signInHistory,
  signOutOtherSessions,
} from '#app/features/accounts/account.server.ts';
import { createSession, findSession, hashToken } from '#app/features/accounts/session.server.ts';
import { completeSecondStep } from '#app/features/accounts/sign-in.server.ts';
import { peekStaffToken } from '#app/features/accounts/staff-tokens.server.ts';
import { setTeamRequiresTwoStep } from '#app/features/accounts/team.server.ts';
import {
  beginEnrollment,
  confirmEnrollment,
  currentCode,
  openSecret,
  recoveryCodesLeft,
  sealSecret,
} from '#app/features/accounts/two-step.server.ts';
import { auditLog, signInThrottles, staffTokens, users } from '#db/schema.ts';
import { drivers } from '../../../tests/support/databases.ts';
import { NEW_PASSWORD, OWNER_PASSWORD, SECRETS, teamDatabase } from '../../../tests/support/team.ts';

describe.each(drivers)("a member's own account on %s", (driver) => {
  const team = teamDatabase(driver);
  const { attempt, join } = team;

  describe('own account', () => {
    it("sets the member's own name, recording the old and the new one", async () => {
      const id = await join('meera@example.com', 'sales');
      await team.db.update(users).set({ name: '' }).where(eq(users.id, id));
      await changeName(team.db, { userId: id, name: 'Meera Hegde' });
      await changeName(team.db, { userId: id, name: 'Meera Hegde' });
      const [row] = await team.db.select({ name: users.name }).from(users).where(eq(users.id, id));
      expect(row?.name).toBe('Meera Hegde');
      const changes = await team.db
        .select({ actor: auditLog.actorUserId, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'account.name_change'), eq(auditLog.entityId, id)));
      // The same name again changes nothing and records nothing.
      expect(changes).toEqual([{ actor: id, details: { from: '', to: 'Meera Hegde' } }]);
    });

    it('changes the password with the current one, ending the other sessions but not this one', async () => {
      const id = await join('priya@example.com', 'sales');
      const here = await createSession(team.db, id);
      const elsewhere = await createSession(team.db, id);
      expect(
        await changePassword(team.db, {
          userId: id,
          email: 'priya@example.com',
          currentPassword: 'wrong one',
          newPassword: 'x'.repeat(12),
          keepToken: here.token,
        }),
      ).toMatchObject({ ok: false, field: 'currentPassword' });
      expect(
        await changePassword(team.db, {
          userId: id,
          email: 'priya@example.com',
          currentPassword: NEW_PASSWORD,
          newPassword: 'lotus pond under the neem tree',
          keepToken: here.token,
        }),
      ).toEqual({ ok: true });
      expect(await findSession(team.db, here.token)).not.toBeNull();
      expect(await findSession(team.db, elsewhere.token)).toBeNull();
      expect(await attempt('priya@example.com', NEW_PASSWORD)).toEqual({ kind: 'invalid' });
      expect(await attempt('priya@example.com', 'lotus pond under the neem tree')).toMatchObject({ kind: 'signed-in' });
    });

    it('lists the sessions (this one first) and signs out the others', async () => {
      const id = await join('kiran@example.com', 'editor');
      const here = await createSession(team.db, id, { ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0 (Android 14) Chrome/130' });
      await createSession(team.db, id, { ipAddress: '203.0.113.10' });
      const listed = await listSessions(team.db, { userId: id, currentToken: here.token });
      expect(listed).toHaveLength(2);
      expect(listed[0]).toMatchObject({ current: true, ipAddress: '203.0.113.9' });
      expect(await signOutOtherSessions(team.db, { userId: id, currentToken: here.token })).toBe(1);
      expect(await listSessions(team.db, { userId: id, currentToken: here.token })).toHaveLength(1);
    });

    it("counts in 'Sign out other sessions' only the sessions it listed, not a sign-in waiting for its code", async () => {
      const id = await join('vani@example.com', 'sales');
      const here = await createSession(team.db, id);
      await createSession(team.db, id, { ipAddress: '203.0.113.11' });
      const waiting = await createSession(team.db, id, { ipAddress: '203.0.113.12', pendingSecondFactor: true });
      expect(await listSessions(team.db, { userId: id, currentToken: here.token })).toHaveLength(2);
      expect(await signOutOtherSessions(team.db, { userId: id, currentToken: here.token })).toBe(1);
      // The waiting sign-in is cancelled too: its code would open nothing now.
      expect(
        await completeSecondStep(team.db, {
          pendingToken: waiting.token,
          code: '123456',
          ip: '203.0.113.12',
          userAgent: null,
          sessionSecrets: SECRETS,
        }),
      ).toBeNull();
      const [audit] = await team.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'account.sign_out_others')));
      expect(audit!.details).toEqual({ ended: 1 });
    });

    it('keeps a sign-in history with failed attempts', async () => {
      const id = await join('meena@example.com', 'sales');
      await attempt('meena@example.com', 'not her password', '198.51.100.20');
      await attempt('meena@example.com', NEW_PASSWORD, '198.51.100.20');
      const history = await signInHistory(team.db, id);
      expect(history.slice(0, 2)).toEqual([
        expect.objectContaining({ outcome: 'signed-in', ip: '198.51.100.20', userAgent: 'vitest' }),
        expect.objectContaining({ outcome: 'failed', ip: '198.51.100.20' }),
      ]);
    });

    it('resets a password from a link that works once for an hour, and answers nothing for unknown e-mails', async () => {
      const id = await join('farah@example.com', 'sales');
      const session = await createSession(team.db, id);
      expect(await requestPasswordReset(team.db, 'nobody@example.com')).toBeNull();
      const reset = await requestPasswordReset(team.db, 'Farah@Example.com');
      expect(reset).toMatchObject({ email: 'farah@example.com' });
      const [link] = await team.db
        .select()
        .from(staffTokens)
        .where(eq(staffTokens.tokenHash, hashToken(reset!.token)));
      const lifetime = link!.expiresAt.getTime() - link!.createdAt.getTime();
      expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
      expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
      expect(
        await setPasswordWithLink(team.db, { purpose: 'password-reset', token: reset!.token, password: 'monsoon clouds over nandi' }),
      ).toEqual({
        ok: true,
        email: 'farah@example.com',
      });
      expect(await findSession(team.db, session.token)).toBeNull();
      expect(
        await setPasswordWithLink(team.db, { purpose: 'password-reset', token: reset!.token, password: 'another phrase entirely' }),
      ).toMatchObject({
        ok: false,
        field: 'link',
      });
      // An invite link is not a reset link, nor the other way round.
      const other = await requestPasswordReset(team.db, 'farah@example.com');
      expect(await peekStaffToken(team.db, 'invite', other!.token)).toBeNull();
      expect(await attempt('farah@example.com', 'monsoon clouds over nandi')).toMatchObject({ kind: 'signed-in' });
    });

    it("lets the server's owner set a password, ending every session", async () => {
      const session = await createSession(team.db, team.ownerId);
      expect(await resetPasswordAsOwner(team.db, 'nobody@example.com', 'a fine long passphrase')).toMatchObject({ ok: false });
      expect(await resetPasswordAsOwner(team.db, 'owner@example.com', 'password')).toMatchObject({ ok: false });
      expect(await resetPasswordAsOwner(team.db, 'owner@example.com', OWNER_PASSWORD)).toEqual({ ok: true });
      expect(await findSession(team.db, session.token)).toBeNull();
    });
  });

  describe('two-step sign-in', () => {
    it('asks for a code after the password, accepts each code once, and takes each recovery code once', async () => {
      const id = await join('tara@example.com', 'sales');
      const enrollment = await beginEnrollment(team.db, { userId: id, email: 'tara@example.com', sessionSecrets: SECRETS });
      expect(enrollment.uri).toMatch(/^otpauth:\/\/totp\/.+[?&]secret=/);
      expect(enrollment.qrSvg).toContain('<svg');
      const [row] = await team.db
        .select({ totpSecret: users.totpSecret, totpPendingSecret: users.totpPendingSecret })
        .from(users)
        .where(eq(users.id, id));
      expect(row!.totpSecret).toBeNull();
      expect(row!.totpPendingSecret).not.toContain(enrollment.secret);
      // Not on until a code confirms it.
      expect(await attempt('tara@example.com', NEW_PASSWORD)).toMatchObject({ kind: 'signed-in' });
      expect(await confirmEnrollment(team.db, { userId: id, code: '000000', sessionSecrets: SECRETS })).toBeNull();
      const previousStep = Date.now() - 30_000;
      const codes = await confirmEnrollment(team.db, {
        userId: id,
        code: currentCode(enrollment.secret, previousStep),
        sessionSecrets: SECRETS,
      });
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      expect(await recoveryCodesLeft(team.db, id)).toBe(10);

      const first = await attempt('tara@example.com', NEW_PASSWORD);
      expect(first).toMatchObject({ kind: 'second-step' });
      if (first.kind !== 'second-step') return;
      // The pending session opens nothing.
      expect(await findSession(team.db, first.token)).toBeNull();
      const step = (pendingToken: string, code: string) =>
        completeSecondStep(team.db, { pendingToken, code, ip: '198.51.100.7', userAgent: 'vitest', sessionSecrets: SECRETS });
      expect(await step(first.token, '123456')).toEqual({ kind: 'invalid' });
      const code = currentCode(enrollment.secret);
      const done = await step(first.token, code);
      expect(done).toMatchObject({ kind: 'signed-in' });
      if (done?.kind !== 'signed-in') return;
      expect(done.token).not.toBe(first.token);
      expect(await findSession(team.db, done.token)).toMatchObject({ role: 'sales' });
      expect(await findSession(team.db, first.token)).toBeNull();

      // The same code again is refused as used already; a recovery code works once.
      const second = await attempt('tara@example.com', NEW_PASSWORD);
      if (second.kind !== 'second-step') throw new Error('expected the second step');
      expect(await step(second.token, code)).toEqual({ kind: 'code-used' });
      expect(await step(second.token, codes![0]!.toUpperCase())).toMatchObject({ kind: 'signed-in' });
      expect(await recoveryCodesLeft(team.db, id)).toBe(9);
      const third = await attempt('tara@example.com', NEW_PASSWORD);
      if (third.kind !== 'second-step') throw new Error('expected the second step');
      expect(await step(third.token, codes![0]!)).toEqual({ kind: 'code-used' });
      // No pending session (made up, or already used): back to the password.
      expect(await step('AAAAAAAAAAAAAAAAAAAAAA', code)).toBeNull();
    });

    /** A member with two-step sign-in on; returns their id, the app's secret and the recovery codes. */
    async function withTwoStep(email: string) {
      const id = await join(email, 'sales');
      const enrollment = await beginEnrollment(team.db, { userId: id, email, sessionSecrets: SECRETS });
      const codes = await confirmEnrollment(team.db, { userId: id, code: currentCode(enrollment.secret), sessionSecrets: SECRETS });
      expect(codes).toHaveLength(10);
      return { id, secret: enrollment.secret, codes: codes! };
    }

    const codeStep = (pendingToken: string, code: string, ip: string) =>
      completeSecondStep(team.db, { pendingToken, code, ip, userAgent: 'vitest', sessionSecrets: SECRETS });

    it('counts wrong codes per member across sign-ins and addresses: a right password starts no fresh count', async () => {
      const { id, secret } = await withTwoStep('neha@example.com');
      const wrong = currentCode(secret, Date.now() + 10 * 60_000); // a real code of another time: never right now
      const answers: string[] = [];
      // Rounds of the right password and wrong codes, each round from a new address.
      for (let round = 0; round < 4 && !answers.includes('locked'); round++) {
        const ip = `198.51.100.${60 + round}`;
        const first = await attempt('neha@example.com', NEW_PASSWORD, ip);
        if (first.kind !== 'second-step') {
          answers.push(first.kind);
          break;
        }
        for (let guess = 0; guess < 2; guess++) {
          const result = await codeStep(first.token, wrong, ip);
          answers.push(result?.kind ?? 'expired');
          if (result?.kind === 'locked') break;
        }
      }
      expect(answers).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'locked']);
      // Locked for the member, wherever the next try comes from, right password and right code included.
      expect(await attempt('neha@example.com', NEW_PASSWORD, '198.51.100.70')).toMatchObject({ kind: 'locked' });
      const [row] = await team.db
        .select({ lockouts: signInThrottles.lockouts })
        .from(signInThrottles)
        .where(eq(signInThrottles.subject, `second-step:${id}`));
      expect(row!.lockouts).toBe(1);

      // When the wait is over, a right code signs in and forgives the count.
      await team.db
        .update(signInThrottles)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(signInThrottles.subject, `second-step:${id}`));
      const next = await attempt('neha@example.com', NEW_PASSWORD, '198.51.100.71');
      if (next.kind !== 'second-step') throw new Error(`expected the second step, got ${next.kind}`);
      // (The next step's code: the one of this step may have confirmed the set-up.)
      expect(await codeStep(next.token, currentCode(secret, Date.now() + 30_000), '198.51.100.71')).toMatchObject({ kind: 'signed-in' });
      expect(
        await team.db
          .select()
          .from(signInThrottles)
          .where(eq(signInThrottles.subject, `second-step:${id}`)),
      ).toEqual([]);
    });

    it('lets a burst of parallel wrong codes check at most five, and locks once', async () => {
      const { secret } = await withTwoStep('lalita@example.com');
      const pendings: string[] = [];
      for (let i = 0; i < 3; i++) {
        const first = await attempt('lalita@example.com', NEW_PASSWORD, `198.51.100.${80 + i}`);
        if (first.kind !== 'second-step') throw new Error('expected the second step');
        pendings.push(first.token);
      }
      const wrong = currentCode(secret, Date.now() + 10 * 60_000);
      const burst = await Promise.all(
        Array.from({ length: 24 }, (_, i) => codeStep(pendings[i % 3]!, wrong, `198.51.100.${80 + (i % 3)}`)),
      );
      expect(burst.filter((result) => result?.kind === 'invalid').length).toBeLessThanOrEqual(4);
      expect(burst.some((result) => result?.kind === 'locked')).toBe(true);
    });

    it('keeps the current app working while a new one is set up, and swaps them only when the new one is confirmed', async () => {
      const { id, secret: oldSecret, codes: oldCodes } = await withTwoStep('isha@example.com');
      const next = await beginEnrollment(team.db, { userId: id, email: 'isha@example.com', sessionSecrets: SECRETS });
      expect(next.secret).not.toBe(oldSecret);
      // Still on, still with the old app and the old recovery codes.
      const [row] = await team.db.select({ totpEnabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, id));
      expect(row!.totpEnabledAt).not.toBeNull();
      expect(await recoveryCodesLeft(team.db, id)).toBe(10);
      const signIn1 = await attempt('isha@example.com', NEW_PASSWORD, '198.51.100.90');
      if (signIn1.kind !== 'second-step') throw new Error('expected the second step');
      expect(await codeStep(signIn1.token, currentCode(next.secret, Date.now() - 30_000), '198.51.100.90')).toEqual({ kind: 'invalid' });
      expect(await codeStep(signIn1.token, oldCodes[0]!, '198.51.100.90')).toMatchObject({ kind: 'signed-in' });

      // A wrong code from the new app changes nothing; the right one swaps the apps and the codes.
      expect(await confirmEnrollment(team.db, { userId: id, code: '000000', sessionSecrets: SECRETS })).toBeNull();
      const newCodes = await confirmEnrollment(team.db, { userId: id, code: currentCode(next.secret), sessionSecrets: SECRETS });
      expect(newCodes).toHaveLength(10);
      const signIn2 = await attempt('isha@example.com', NEW_PASSWORD, '198.51.100.91');
      if (signIn2.kind !== 'second-step') throw new Error('expected the second step');
      expect(await codeStep(signIn2.token, oldCodes[1]!, '198.51.100.91')).toEqual({ kind: 'invalid' });
      expect(await codeStep(signIn2.token, currentCode(oldSecret, Date.now() + 30_000), '198.51.100.91')).toEqual({ kind: 'invalid' });
      expect(await codeStep(signIn2.token, newCodes![0]!, '198.51.100.91')).toMatchObject({ kind: 'signed-in' });
      const actions = await team.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), sql`${auditLog.action} like 'account.two_step%'`));
      expect(actions.map((entry) => entry.action).sort()).toEqual(['account.two_step_on', 'account.two_step_replaced']);
    });

    it('sends a member without two-step sign-in to set it up when the team requires it', async () => {
      const id = await join('uma@example.com', 'editor');
      const session = await createSession(team.db, id);
      expect(await findSession(team.db, session.token)).toMatchObject({ mustSetUpTwoStep: false });
      await setTeamRequiresTwoStep(team.db, { required: true, actorId: team.ownerId });
      expect(await findSession(team.db, session.token)).toMatchObject({ mustSetUpTwoStep: true });
      await setTeamRequiresTwoStep(team.db, { required: false, actorId: team.ownerId });
      expect(await findSession(team.db, session.token)).toMatchObject({ mustSetUpTwoStep: false });
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
