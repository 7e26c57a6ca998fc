// One-time links for staff (decision 066): an invite to join the team (72 hours) or a password
// reset (1 hour). The link carries 32 random bytes; the table keeps only their SHA-256, and a
// link works once: redeeming marks it used in the same statement that checks it.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { interval } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import type { StaffTokenPurpose } from '#db/enums.ts';
import { staffTokens, users } from '#db/schema.ts';
import { hashToken } from '#app/features/accounts/session.server.ts';

export const TOKEN_LIFETIME_MS: Record<StaffTokenPurpose, number> = {
  invite: 72 * 60 * 60 * 1000,
  'password-reset': 60 * 60 * 1000,
};

/** Where each kind of link leads, under the site's address. */
export const TOKEN_PATHS: Record<StaffTokenPurpose, string> = { invite: '/invite', 'password-reset': '/reset-password' };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function staffLink(siteUrl: string, purpose: StaffTokenPurpose, token: string): string {
  return `${siteUrl}${TOKEN_PATHS[purpose]}/${token}`;
}

/**
 * A new link for the member; earlier unused links of the same purpose stop working (only the
 * newest invite or reset link is valid).
 */
export async function issueStaffToken(
  db: Database,
  { userId, purpose, createdBy }: { userId: string; purpose: StaffTokenPurpose; createdBy: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(staffTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffTokens.userId, userId), eq(staffTokens.purpose, purpose), isNull(staffTokens.usedAt)));
  const [row] = await db
    .insert(staffTokens)
    .values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + ${interval(TOKEN_LIFETIME_MS[purpose])}`,
      createdBy,
    })
    .returning({ expiresAt: staffTokens.expiresAt });
  return { token, expiresAt: row!.expiresAt };
}

export type StaffTokenHolder = { userId: string; email: string; name: string };

/** Whose unused, unexpired link this is (for the page that asks for a password), or null. */
export async function peekStaffToken(db: Database, purpose: StaffTokenPurpose, token: string): Promise<StaffTokenHolder | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ userId: users.id, email: users.email, name: users.name })
    .from(staffTokens)
    .innerJoin(users, eq(users.id, staffTokens.userId))
    .where(and(usable(purpose, token), isNull(users.deactivatedAt)));
  return row ?? null;
}

/** The link's row, when it is of this purpose, unused and unexpired. */
function usable(purpose: StaffTokenPurpose, token: string) {
  return and(
    eq(staffTokens.tokenHash, hashToken(token)),
    eq(staffTokens.purpose, purpose),
    isNull(staffTokens.usedAt),
    gt(staffTokens.expiresAt, sql`now()`),
  );
}

/**
 * Uses the link: marks it used and returns its member, or null when it is unknown, used,
 * expired or its member deactivated. One statement, so two requests cannot both use it.
 */
export async function redeemStaffToken(db: Database, purpose: StaffTokenPurpose, token: string): Promise<StaffTokenHolder | null> {
  const holder = await peekStaffToken(db, purpose, token);
  if (!holder) return null;
  const used = await db
    .update(staffTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(purpose, token))
    .returning({ userId: staffTokens.userId });
  return used.length === 1 ? holder : null;
}
