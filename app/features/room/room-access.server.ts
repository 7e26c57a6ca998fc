// Opening a project room on a device (decision 174): a 6-digit code e-mailed to the customer (only
// its SHA-256 kept; the quotation's rules: 15 minutes, five wrong tries, and its caps per hour and
// day on codes and wrong tries, whatever the addresses), and the device a right code remembers for
// 90 days: a random token in an httpOnly cookie, only its SHA-256 kept, revocable.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import { customerProjects, roomCodes, roomDevices } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import { sha256 } from '#app/features/sales/quotation/quotation.server.ts';
import {
  capWaitOf,
  CODE_LIFETIME_MS,
  CODE_TRIES,
  codeDayWindow,
  codeMatches,
  codeUse,
  newAcceptanceCode,
  QUOTATION_CODE_CAPS,
} from '#app/features/sales/quotation/quotation-acceptance.server.ts';

/** How long a device that entered a right code opens the room without asking again. */
export const ROOM_DEVICE_DAYS = 90;
const DEVICE_MS = ROOM_DEVICE_DAYS * 24 * 60 * 60_000;

/** The room's caps per project: the quotation's (decision 151). */
export const ROOM_CODE_CAPS = QUOTATION_CODE_CAPS;

async function capWait(tx: Transaction, projectId: string, now: Date, counted: 'codes' | 'wrongTries'): Promise<number | null> {
  const [use] = await tx
    .select(codeUse(roomCodes.createdAt, roomCodes.wrongTries, now))
    .from(roomCodes)
    .where(and(eq(roomCodes.projectId, projectId), codeDayWindow(roomCodes.createdAt, now)));
  return capWaitOf(use!, ROOM_CODE_CAPS, counted, now);
}

/** Orders what one project's codes do at once (two tabs asking, two tries): the project's row. */
const lockProject = (tx: Transaction, projectId: string) =>
  tx.select({ id: customerProjects.id }).from(customerProjects).where(eq(customerProjects.id, projectId)).for('update');

export type RoomCodeRequest =
  | { ok: true; codeId: string; code: string; email: string }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'too-many'; retryAfterSeconds: number };

/** A new code to open the room (earlier codes of it stop working), unless the project is past its caps. */
export async function issueRoomCode(
  db: Database,
  { projectId, now = new Date() }: { projectId: string; now?: Date },
): Promise<RoomCodeRequest> {
  return db.transaction(async (tx): Promise<RoomCodeRequest> => {
    const [project] = await lockProject(tx, projectId);
    if (!project) return { ok: false, reason: 'not-found' };
    const wait = await capWait(tx, projectId, now, 'codes');
    if (wait !== null) return { ok: false, reason: 'too-many', retryAfterSeconds: wait };
    await tx
      .update(roomCodes)
      .set({ usedAt: now })
      .where(and(eq(roomCodes.projectId, projectId), isNull(roomCodes.usedAt)));
    const code = newAcceptanceCode();
    const [issued] = await tx
      .insert(roomCodes)
      .values({
        projectId,
        codeHash: sha256(`${projectId}:${code}`),
        expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
        createdAt: now,
      })
      .returning({ id: roomCodes.id });
    const [row] = await tx
      .select({ email: customerProjects.customerEmail })
      .from(customerProjects)
      .where(eq(customerProjects.id, projectId));
    return { ok: true, codeId: issued!.id, code, email: row!.email };
  });
}

export type RoomCodeResult =
  | { ok: true; deviceToken: string; expiresAt: Date }
  | { ok: false; reason: 'no-code' | 'code-ended' }
  | { ok: false; reason: 'wrong-code'; triesLeft: number }
  | { ok: false; reason: 'too-many'; retryAfterSeconds: number };

/**
 * Checks `code` against the room's last code (unused, within its 15 minutes, fewer than five wrong
 * tries); right, the device is remembered for 90 days and its token returned (once: only its hash
 * is kept). A wrong code counts a try; the fifth ends the code; past the project's wrong tries for
 * the hour or day no code is compared, the right one neither.
 */
export async function verifyRoomCode(
  db: Database,
  { projectId, code, userAgent, now = new Date() }: { projectId: string; code: string; userAgent: string | null; now?: Date },
): Promise<RoomCodeResult> {
  return db.transaction(async (tx): Promise<RoomCodeResult> => {
    await lockProject(tx, projectId);
    const [last] = await tx
      .select()
      .from(roomCodes)
      .where(and(eq(roomCodes.projectId, projectId), isNull(roomCodes.usedAt), gt(roomCodes.expiresAt, now)))
      .orderBy(desc(roomCodes.createdAt))
      .limit(1);
    if (!last) return { ok: false, reason: 'no-code' };
    if (last.wrongTries >= CODE_TRIES) return { ok: false, reason: 'code-ended' };
    const wait = await capWait(tx, projectId, now, 'wrongTries');
    if (wait !== null) return { ok: false, reason: 'too-many', retryAfterSeconds: wait };
    if (!/^\d{6}$/.test(code) || !codeMatches(last.codeHash, projectId, code)) {
      const tries = last.wrongTries + 1;
      await tx
        .update(roomCodes)
        .set({ wrongTries: tries, ...(tries >= CODE_TRIES ? { usedAt: now } : {}) })
        .where(eq(roomCodes.id, last.id));
      return tries >= CODE_TRIES ? { ok: false, reason: 'code-ended' } : { ok: false, reason: 'wrong-code', triesLeft: CODE_TRIES - tries };
    }
    await tx.update(roomCodes).set({ usedAt: now }).where(eq(roomCodes.id, last.id));
    const deviceToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + DEVICE_MS);
    await tx.insert(roomDevices).values({
      projectId,
      tokenHash: sha256(deviceToken),
      userAgent: userAgent?.slice(0, 200) ?? null,
      expiresAt,
      lastSeenAt: now,
      createdAt: now,
    });
    return { ok: true, deviceToken, expiresAt };
  });
}

/** Whether `deviceToken` is a device this project's room remembers (not expired, not revoked); notes when it was last seen. */
export async function deviceOpensRoom(
  db: Database,
  { projectId, deviceToken, now = new Date() }: { projectId: string; deviceToken: string | null; now?: Date },
): Promise<boolean> {
  if (!deviceToken || !/^[A-Za-z0-9_-]{43}$/.test(deviceToken)) return false;
  const seen = await db
    .update(roomDevices)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(roomDevices.tokenHash, sha256(deviceToken)),
        eq(roomDevices.projectId, projectId),
        isNull(roomDevices.revokedAt),
        gt(roomDevices.expiresAt, now),
      ),
    )
    .returning({ id: roomDevices.id });
  return seen.length > 0;
}

/** 'Forget devices': every device the room remembers must enter a code again. Returns how many were forgotten. */
export async function revokeRoomDevices(
  db: Database,
  { projectId, actorId, now = new Date() }: { projectId: string; actorId: string | null; now?: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(roomDevices)
      .set({ revokedAt: now })
      .where(and(eq(roomDevices.projectId, projectId), isNull(roomDevices.revokedAt), gt(roomDevices.expiresAt, now)))
      .returning({ id: roomDevices.id });
    await audit(tx, {
      actorId,
      action: 'room.devices_revoked',
      entity: 'customer_project',
      entityId: projectId,
      details: { devices: revoked.length },
    });
    return revoked.length;
  });
}

/** The devices a room remembers now, newest first (for the staff page). */
export async function roomDeviceCount(db: Database, projectId: string, now = new Date()): Promise<number> {
  const rows = await db
    .select({ id: roomDevices.id })
    .from(roomDevices)
    .where(and(eq(roomDevices.projectId, projectId), isNull(roomDevices.revokedAt), gt(roomDevices.expiresAt, now)));
  return rows.length;
}

/** The cookie that remembers a device: every room under /room, httpOnly, SameSite=Lax, Secure in production. */
export const ROOM_COOKIE = 'aangan_room';

export function roomDeviceCookie(
  deviceToken: string,
  expiresAt: Date,
  { secure, now = new Date() }: { secure: boolean; now?: Date },
): string {
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - now.getTime()) / 1000));
  return [
    `${ROOM_COOKIE}=${deviceToken}`,
    'Path=/room',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The device token a request's cookie holds, or null. */
export function roomDeviceOf(request: Request): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === ROOM_COOKIE) return rest.join('=') || null;
  }
  return null;
}
