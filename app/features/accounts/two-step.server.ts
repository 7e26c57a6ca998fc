// Two-step sign-in (decisions 067, 090): a TOTP code from an authenticator app (RFC 6238 by the
// `otpauth` library), or one of ten one-time recovery codes. The app's secret is sealed with a
// key derived from the session secret before it is stored; a code is accepted once. A new app
// is set up beside the current one and replaces it only when a code from it is confirmed.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Database } from '#db/database.ts';
import { recoveryCodes, users } from '#db/schema.ts';
import { company } from '#content/company.ts';
import { audit } from '#app/lib/audit.server.ts';

export const RECOVERY_CODE_COUNT = 10;
const PERIOD = 30;

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'aangan-totp', 'authenticator secret', 32));
}

/** `v1.<iv>.<ciphertext>.<tag>`, AES-256-GCM under the first session secret. */
export function sealSecret(base32: string, sessionSecrets: string[]): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(sessionSecrets[0]!), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, body, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret inside a sealed value, opened by any current session secret (so they can rotate), else null. */
export function openSecret(sealed: string, sessionSecrets: string[]): string | null {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !body || !tag) return null;
  for (const secret of sessionSecrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      // Sealed under another secret: try the next.
    }
  }
  return null;
}

function totpFor(base32: string, email: string): TOTP {
  return new TOTP({ issuer: company.name, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(base32) });
}

/** The 30-second step a six-digit code belongs to (now, or one step either side for clock drift), or null. */
export function stepOfCode(base32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(base32, 'check').validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The code an authenticator app shows now (tests use it to sign in as a person would). */
export function currentCode(base32: string, now = Date.now()): string {
  return totpFor(base32, 'check').generate({ timestamp: now });
}

export type Enrollment = { secret: string; uri: string; qrSvg: string };

/**
 * Starts setting up an authenticator app (the caller has checked the member's password): a new
 * secret, kept sealed beside the current one (if any), which stays in use until a code from the
 * new app is confirmed. Starting again replaces a set-up that was not confirmed.
 */
export async function beginEnrollment(
  db: Database,
  { userId, email, sessionSecrets }: { userId: string; email: string; sessionSecrets: string[] },
): Promise<Enrollment> {
  const secret = new Secret({ size: 20 }).base32;
  await db
    .update(users)
    .set({ totpPendingSecret: sealSecret(secret, sessionSecrets) })
    .where(eq(users.id, userId));
  const uri = totpFor(secret, email).toString();
  return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}

/** The set-up under way (the page was reloaded before the code was typed), or null. */
export async function pendingEnrollment(
  db: Database,
  { userId, email, sessionSecrets }: { userId: string; email: string; sessionSecrets: string[] },
): Promise<Enrollment | null> {
  const [row] = await db.select({ totpPendingSecret: users.totpPendingSecret }).from(users).where(eq(users.id, userId));
  const secret = row?.totpPendingSecret ? openSecret(row.totpPendingSecret, sessionSecrets) : null;
  if (!secret) return null;
  const uri = totpFor(secret, email).toString();
  return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}

/** Drops a set-up that was not confirmed; the current app (if any) stays as it is. */
export async function cancelEnrollment(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ totpPendingSecret: null }).where(eq(users.id, userId));
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `xxxxx-xxxxx`: 10 characters of a 31-letter alphabet (about 50 bits), easy to read out and type. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const hashCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

/**
 * Confirms the set-up with a code from the new app: in one transaction the new secret replaces the
 * current one (two-step sign-in is on from now, with the new app only) and the member gets ten new
 * recovery codes, shown once (only their hashes are kept; the old ones stop working). Null when
 * the code is wrong or no set-up is under way.
 */
export async function confirmEnrollment(
  db: Database,
  { userId, code, sessionSecrets }: { userId: string; code: string; sessionSecrets: string[] },
): Promise<string[] | null> {
  const [row] = await db
    .select({ totpPendingSecret: users.totpPendingSecret, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId));
  const pending = row?.totpPendingSecret ?? null;
  const secret = pending ? openSecret(pending, sessionSecrets) : null;
  const step = secret ? stepOfCode(secret, code) : null;
  if (!pending || step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const swapped = await db.transaction(async (tx) => {
    // Only the set-up this code belongs to (not one started again meanwhile) is confirmed.
    const [confirmed] = await tx
      .update(users)
      .set({ totpSecret: pending, totpPendingSecret: null, totpEnabledAt: sql`now()`, totpLastStep: step })
      .where(and(eq(users.id, userId), eq(users.totpPendingSecret, pending)))
      .returning({ id: users.id });
    if (!confirmed) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((recovery) => ({ userId, codeHash: hashCode(recovery) })));
    await audit(tx, {
      actorId: userId,
      action: row?.totpEnabledAt ? 'account.two_step_replaced' : 'account.two_step_on',
      entity: 'user',
      entityId: userId,
    });
    return true;
  });
  return swapped ? codes : null;
}

/** Turns two-step sign-in off (the caller has checked the member's password). */
export async function disableTwoStep(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await audit(tx, { actorId: userId, action: 'account.two_step_off', entity: 'user', entityId: userId });
  });
}

/** How many unused recovery codes the member has left. */
export async function recoveryCodesLeft(db: Database, userId: string): Promise<number> {
  return db.$count(recoveryCodes, and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
}

/** What the second step's code turned out to be: accepted (which kind), already used, or wrong. */
export type SecondFactorCheck = 'code' | 'recovery-code' | 'used' | null;

/**
 * Checks the second step at sign-in: a code from the app (a step later than the last one
 * accepted, so a code seen over a shoulder cannot be used again) or an unused recovery code
 * (used up by this). Each is claimed by one conditional update: two requests cannot both pass.
 * 'used' means the code was right once but has been used already (decision 090).
 */
export async function verifySecondFactor(
  db: Database,
  { userId, code, sessionSecrets }: { userId: string; code: string; sessionSecrets: string[] },
): Promise<SecondFactorCheck> {
  const [row] = await db
    .select({ totpSecret: users.totpSecret, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.totpSecret || !row.totpEnabledAt) return null;
  const secret = openSecret(row.totpSecret, sessionSecrets);
  const step = secret ? stepOfCode(secret, code) : null;
  if (step !== null) {
    const claimed = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), sql`${users.totpLastStep} < ${step}`)))
      .returning({ id: users.id });
    return claimed.length === 1 ? 'code' : 'used';
  }
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  if (used.length === 1) return 'recovery-code';
  const spent = await db.$count(
    recoveryCodes,
    and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(code)), isNotNull(recoveryCodes.usedAt)),
  );
  return spent > 0 ? 'used' : null;
}
