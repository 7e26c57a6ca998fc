import { and, eq, exists, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { isUniqueViolation } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { userRoles, users } from '#db/schema.ts';
import { hashPassword, passwordProblem } from '#app/features/accounts/password.server.ts';

/** The role that makes a user an admin (a row in user_roles). */
export const ADMIN_ROLE = 'admin';

export class AccountError extends Error {
  override name = 'AccountError';
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** True (in SQL) when the user whose id is in `userId` holds the admin role. */
export function holdsAdminRole(userId: PgColumn): SQL<boolean> {
  const role = new QueryBuilder()
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, ADMIN_ROLE)));
  return sql<boolean>`${exists(role)}`;
}

/**
 * Creates a user holding the admin role. One statement (a data-modifying WITH), so it is atomic
 * even over the embedded database's socket, where the server's own queries may run between the
 * statements of a transaction (decision 046).
 */
export async function createAdminUser(db: Database, emailInput: string, password: string): Promise<{ id: string; email: string }> {
  const email = normalizeEmail(emailInput);
  if (!z.email().safeParse(email).success || email.length > 254) {
    throw new AccountError(`"${emailInput}" is not a valid e-mail address.`);
  }
  const problem = passwordProblem(password, email);
  if (problem) throw new AccountError(problem);
  const passwordHash = await hashPassword(password);
  const newUser = db.$with('new_user').as(db.insert(users).values({ email, passwordHash }).returning({ id: users.id }));
  try {
    const [role] = await db
      .with(newUser)
      .insert(userRoles)
      // Insert-select names every column of user_roles, in order.
      .select(
        db
          .select({ userId: newUser.id, role: sql<string>`${ADMIN_ROLE}`.as('role'), createdAt: sql<Date>`now()`.as('created_at') })
          .from(newUser),
      )
      .returning({ userId: userRoles.userId });
    return { id: role!.userId, email };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AccountError(`An account with the e-mail ${email} already exists.`);
    throw error;
  }
}

export async function countAdmins(db: Database): Promise<number> {
  return db.$count(userRoles, eq(userRoles.role, ADMIN_ROLE));
}
