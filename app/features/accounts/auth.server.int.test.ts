import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser } from '#app/features/accounts/accounts.server.ts';
import { safeRedirect } from '#app/features/accounts/auth.server.ts';
import { signIn } from '#app/features/accounts/sign-in.server.ts';
import { hashPassword, passwordChecksSoFar } from '#app/features/accounts/password.server.ts';
import { createSession, deleteSession, findSession, hashToken, signToken, unsignToken } from '#app/features/accounts/session.server.ts';
import { sessions, signInThrottles, userRoles, users } from '#db/schema.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';

const PASSWORD = 'brass lamp on the teak shelf';

describe.each(drivers)('sign-in and sessions on %s', (driver) => {
  let database: TestDatabase;
  let adminId: string;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    adminId = (await createAdminUser(database.db, 'Meera@Example.com', PASSWORD)).id;
    // A staff account without the admin role.
    await database.db.insert(users).values({ email: 'writer@example.com', passwordHash: await hashPassword(PASSWORD) });
  });
  afterAll(async () => database?.cleanup());

  const attempt = (email: string, password: string, ip = '203.0.113.5') =>
    signIn(database.db, { email, password, ip, userAgent: 'vitest' });

  it('signs an admin in with a new session row holding only the token hash', async () => {
    const result = await attempt(' meera@example.com ', PASSWORD);
    expect(result).toMatchObject({ kind: 'signed-in', user: { id: adminId, email: 'meera@example.com' } });
    if (result.kind !== 'signed-in') return;
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{22}$/); // 16 random bytes
    const rows = await database.db
      .select({ tokenHash: sessions.tokenHash, ipAddress: sessions.ipAddress })
      .from(sessions)
      .where(eq(sessions.userId, adminId));
    expect(rows).toContainEqual({ tokenHash: hashToken(result.token), ipAddress: '203.0.113.5' });
    expect(rows.some((row) => row.tokenHash === result.token)).toBe(false);
    expect(await findSession(database.db, result.token)).toEqual({
      userId: adminId,
      email: 'meera@example.com',
      name: '',
      role: 'admin',
      mustSetUpTwoStep: false,
    });
    // Each sign-in gets a new token.
    const again = await attempt('meera@example.com', PASSWORD);
    expect(again.kind === 'signed-in' && again.token).not.toBe(result.token);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    expect(await attempt('meera@example.com', 'not the password at all', '203.0.113.6')).toEqual({ kind: 'invalid' });
    expect(await attempt('nobody@example.com', PASSWORD, '203.0.113.6')).toEqual({ kind: 'invalid' });
  });

  it('refuses a user without a staff role and creates no session for them', async () => {
    expect(await attempt('writer@example.com', PASSWORD)).toEqual({ kind: 'no-role' });
    const rows = await database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, 'writer@example.com'));
    expect(rows).toEqual([]);
  });

  it('locks the account for the address that made five wrong guesses, even against the right password, not for its owner elsewhere', async () => {
    await createAdminUser(database.db, 'ravi@example.com', PASSWORD);
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await attempt('ravi@example.com', `wrong guess ${i}`, '198.51.100.1')).kind);
    expect(results).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'locked']);
    expect(await attempt('ravi@example.com', PASSWORD, '198.51.100.1')).toMatchObject({ kind: 'locked' });
    // A stranger's guesses do not keep the owner out: from the owner's own address it signs in.
    expect(await attempt('ravi@example.com', PASSWORD, '198.51.100.99')).toMatchObject({ kind: 'signed-in' });
  });

  it('checks at most five passwords of a burst of 30 parallel wrong ones, locks once, and refuses the right one after it', async () => {
    await createAdminUser(database.db, 'sita@example.com', PASSWORD);
    const before = passwordChecksSoFar();
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt('sita@example.com', `wrong ${i}`, '198.51.100.7')));
    expect(passwordChecksSoFar() - before).toBeLessThanOrEqual(5);
    expect(burst.filter((result) => result.kind === 'locked').length).toBeGreaterThanOrEqual(25);
    expect(burst.filter((result) => result.kind === 'busy')).toEqual([]);
    expect(await attempt('sita@example.com', PASSWORD, '198.51.100.7')).toMatchObject({ kind: 'locked' });
    const [row] = await database.db
      .select({ lockouts: signInThrottles.lockouts })
      .from(signInThrottles)
      .where(eq(signInThrottles.subject, 'email:sita@example.com|ip:198.51.100.7'));
    expect(row).toEqual({ lockouts: 1 });
  }, 60_000);

  it('ends a session at the idle timeout and at the absolute timeout, and at sign-out', async () => {
    const idle = await createSession(database.db, adminId);
    const idleRow = eq(sessions.tokenHash, hashToken(idle.token));
    await database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '11 hours'` })
      .where(idleRow);
    expect(await findSession(database.db, idle.token)).not.toBeNull();
    // Using it slid the idle deadline forward.
    const [seen] = await database.db
      .select({ recent: sql<boolean>`${sessions.lastSeenAt} > now() - interval '1 minute'` })
      .from(sessions)
      .where(idleRow);
    expect(seen!.recent).toBe(true);
    await database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '13 hours'` })
      .where(idleRow);
    expect(await findSession(database.db, idle.token)).toBeNull();

    const old = await createSession(database.db, adminId);
    await database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(old.token)));
    expect(await findSession(database.db, old.token)).toBeNull();

    const current = await createSession(database.db, adminId);
    await deleteSession(database.db, current.token);
    expect(await findSession(database.db, current.token)).toBeNull();
  });

  it('sees a withdrawn role at once', async () => {
    const { id } = await createAdminUser(database.db, 'asha@example.com', PASSWORD);
    const session = await createSession(database.db, id);
    await database.db.delete(userRoles).where(eq(userRoles.userId, id));
    expect(await findSession(database.db, session.token)).toMatchObject({ role: null });
  });
});

describe('session cookie signatures', () => {
  it('accepts a value signed by any current secret and nothing else', () => {
    const token = 'AAAAAAAAAAAAAAAAAAAAAA';
    const value = signToken(token, 'old secret that is long enough to use');
    expect(unsignToken(value, ['new secret that is long enough to use', 'old secret that is long enough to use'])).toBe(token);
    expect(unsignToken(value, ['new secret that is long enough to use'])).toBeNull();
    expect(unsignToken(`${token}.forged`, ['old secret that is long enough to use'])).toBeNull();
    expect(unsignToken(token, ['old secret that is long enough to use'])).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('only returns to the dashboard', () => {
    expect(safeRedirect('/admin?tab=leads&lead=8c1f')).toBe('/admin?tab=leads&lead=8c1f');
    expect(safeRedirect('/admin')).toBe('/admin');
    expect(safeRedirect('/admin/leads/8c1f-22')).toBe('/admin/leads/8c1f-22');
    for (const target of [
      'https://evil.example/admin',
      '//evil.example',
      '/admin-login',
      '/admin/../x',
      '/\\evil',
      null,
      '/admin?tab=leads\r\nSet-Cookie: session=stolen',
      '/admin?next=<script>',
      '/admin#top',
      '/admin//evil.example',
    ]) {
      expect(safeRedirect(target)).toBe('/admin');
    }
  });
});
