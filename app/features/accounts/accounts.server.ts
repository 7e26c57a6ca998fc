import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isUniqueViolation, queryRows } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { hashPassword, passwordProblem } from '#app/features/accounts/password.server.ts';

export class AccountError extends Error {
  override name = 'AccountError';
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Creates a user holding the admin role. One statement, so it is atomic even over the embedded
 * database's socket, where other queries may run between statements.
 */
export async function createAdminUser(db: Database, emailInput: string, password: string): Promise<{ id: string; email: string }> {
  const email = normalizeEmail(emailInput);
  if (!z.email().safeParse(email).success || email.length > 254) {
    throw new AccountError(`"${emailInput}" is not a valid e-mail address.`);
  }
  const problem = passwordProblem(password, email);
  if (problem) throw new AccountError(problem);
  const passwordHash = await hashPassword(password);
  try {
    const rows = await queryRows<{ user_id: string }>(
      db,
      sql`
      with new_user as (
        insert into users (email, password_hash) values (${email}, ${passwordHash}) returning id
      )
      insert into user_roles (user_id, role) select id, 'admin' from new_user returning user_id
    `,
    );
    return { id: rows[0]!.user_id, email };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AccountError(`An account with the e-mail ${email} already exists.`);
    throw error;
  }
}

export async function countAdmins(db: Database): Promise<number> {
  const rows = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from user_roles where role = 'admin'`);
  return Number(rows[0]?.count ?? 0);
}
