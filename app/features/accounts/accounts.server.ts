import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isUniqueViolation } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import type { StaffRole } from '#db/enums.ts';
import { permissions } from '#app/features/accounts/permissions.ts';
import type { Permission } from '#app/features/accounts/permissions.ts';
import { userRoles, users } from '#db/schema.ts';
import { hashPassword, passwordProblem } from '#app/features/accounts/password.server.ts';

/** The role that makes a user an admin (a row in user_roles). */
export const ADMIN_ROLE = 'admin' satisfies StaffRole;

export class AccountError extends Error {
  override name = 'AccountError';
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
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

/** Active members holding the admin role. */
export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, ADMIN_ROLE), isNull(users.deactivatedAt)));
  return row?.count ?? 0;
}

export type StaffMember = { id: string; email: string; name: string };

/**
 * Active members whose role includes `permission`, by name then e-mail: whom a lead may be
 * assigned to ('leads'), for one.
 */
export async function listStaffWho(db: Database, permission: Permission): Promise<StaffMember[]> {
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(isNull(users.deactivatedAt), inArray(userRoles.role, [...permissions[permission]])))
    .orderBy(users.name, users.email);
}
