// The team and account tests' database: the server's owner (an Admin) and the steps they share,
// signing in and inviting a member who then sets a password from the link.
import { afterAll, beforeAll, expect } from 'vitest';
import { createAdminUser } from '#app/features/accounts/accounts.server.ts';
import { setPasswordWithLink } from '#app/features/accounts/account.server.ts';
import { signIn } from '#app/features/accounts/sign-in.server.ts';
import { inviteMember } from '#app/features/accounts/invites.server.ts';
import { createTestDatabase } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';

export const OWNER_PASSWORD = 'teak doors and a brass bell';
export const NEW_PASSWORD = 'jasmine on the balcony rail';
export const SECRETS = ['a-session-secret-of-at-least-thirty-two-chars'];

/** Call inside a describe: a fresh database for it (owner@example.com), dropped after it. */
export function teamDatabase(driver: Driver) {
  let database: TestDatabase | undefined;
  let ownerId = '';
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    ownerId = (await createAdminUser(database.db, 'owner@example.com', OWNER_PASSWORD)).id;
  });
  afterAll(async () => database?.cleanup());

  const team = {
    get db() {
      if (!database) throw new Error('The team database is made in beforeAll.');
      return database.db;
    },
    get ownerId() {
      return ownerId;
    },
    attempt: (email: string, password: string, ip = '198.51.100.7') => signIn(team.db, { email, password, ip, userAgent: 'vitest' }),
    async invite(email: string, role: 'admin' | 'editor' | 'sales', name = 'New Member') {
      const result = await inviteMember(team.db, { email, name, role, actorId: ownerId });
      if (!result.ok) throw new Error(result.error);
      return result;
    },
    async join(email: string, role: 'admin' | 'editor' | 'sales') {
      const { token, userId } = await team.invite(email, role);
      const set = await setPasswordWithLink(team.db, { purpose: 'invite', token, password: NEW_PASSWORD });
      expect(set).toEqual({ ok: true, email });
      return userId;
    },
  };
  return team;
}
