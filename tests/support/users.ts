// A staff account for tests that need someone to act as (audit rows name the actor). The
// password hash is a placeholder: these accounts never sign in; tests of signing in create
// their accounts with the real createAdminUser.
import type { Database } from '#db/database.ts';
import type { StaffRole } from '#db/enums.ts';
import { userRoles, users } from '#db/schema.ts';

export async function insertStaffUser(db: Database, email: string, role: StaffRole = 'admin'): Promise<{ id: string }> {
  const [user] = await db.insert(users).values({ email, passwordHash: 'test-account-without-password' }).returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user!.id, role });
  return user!;
}
