// The customer's project room link, `/room/{token}` (decision 174). Every project has a random
// `room_key` from the database (given as it is created, and to the projects before this by the
// migration); the token is that key and an HMAC of it under the server's session key. So a link
// needs nothing stored in clear, is ready the moment the project exists (even inside the acceptance's
// transaction, which holds no secret), and a new key ('New room link') kills the old one.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { customerProjects, roomDevices } from '#db/schema.ts';
import type { CustomerProjectRow } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';

/** A token: the key's 16 bytes then 24 bytes of its HMAC, base64url (22 + 32 characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{54}$/;
const MAC_BYTES = 24;

const macKeys = new Map<string, Buffer>();
function macKey(secret: string): Buffer {
  let key = macKeys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'aangan-room', 'room-link', 32));
    macKeys.set(secret, key);
  }
  return key;
}

const macOf = (roomKey: string, secret: string) =>
  createHmac('sha256', macKey(secret)).update(`room:${roomKey}`).digest().subarray(0, MAC_BYTES);

const keyBytes = (roomKey: string) => Buffer.from(roomKey.replace(/-/g, ''), 'hex');

function keyFromBytes(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The room token of a project's `room_key`, under the first of `secrets`. */
export function roomToken(roomKey: string, secrets: readonly string[]): string {
  return keyBytes(roomKey).toString('base64url') + macOf(roomKey, secrets[0]!).toString('base64url');
}

/** The `room_key` a token names when its HMAC is right under any of `secrets` (so they can rotate); else null. */
export function roomKeyOf(token: string, secrets: readonly string[]): string | null {
  if (!TOKEN_SHAPE.test(token)) return null;
  const bytes = Buffer.from(token.slice(0, 22), 'base64url');
  const mac = Buffer.from(token.slice(22), 'base64url');
  // Only the one spelling of the bytes: another base64url spelling of them is a wrong link.
  if (bytes.length !== 16 || mac.length !== MAC_BYTES || bytes.toString('base64url') + mac.toString('base64url') !== token) return null;
  const roomKey = keyFromBytes(bytes);
  return secrets.some((secret) => timingSafeEqual(mac, macOf(roomKey, secret))) ? roomKey : null;
}

/** '/room/<token>' under the site's address. */
export function roomLink(siteUrl: string, token: string): string {
  return `${siteUrl}/room/${token}`;
}

/** The project a room token opens; null for a wrong, old or unknown one. */
export async function findRoom(db: Database, token: string, secrets: readonly string[]): Promise<CustomerProjectRow | null> {
  const roomKey = roomKeyOf(token, secrets);
  if (!roomKey) return null;
  const [project] = await db.select().from(customerProjects).where(eq(customerProjects.roomKey, roomKey));
  return project ?? null;
}

/** A project's room link, for 'Copy room link' and 'Send room link' (audited: it opens the customer's money). */
export async function revealRoomLink(
  db: Database,
  { projectId, actorId, secrets, siteUrl }: { projectId: string; actorId: string; secrets: readonly string[]; siteUrl: string },
): Promise<string | null> {
  const [project] = await db.select({ roomKey: customerProjects.roomKey }).from(customerProjects).where(eq(customerProjects.id, projectId));
  if (!project) return null;
  await audit(db, { actorId, action: 'room.link_shown', entity: 'customer_project', entityId: projectId });
  return roomLink(siteUrl, roomToken(project.roomKey, secrets));
}

/**
 * 'New room link': a new `room_key` (the old link answers 404 from now on) and every device the
 * room remembered forgotten, in one transaction. False for no such project.
 */
export async function renewRoomLink(
  db: Database,
  { projectId, actorId, now = new Date() }: { projectId: string; actorId: string | null; now?: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const renewed = await tx
      .update(customerProjects)
      .set({ roomKey: sql`gen_random_uuid()` })
      .where(eq(customerProjects.id, projectId))
      .returning({ id: customerProjects.id });
    if (renewed.length === 0) return false;
    await tx
      .update(roomDevices)
      .set({ revokedAt: now })
      .where(and(eq(roomDevices.projectId, projectId), isNull(roomDevices.revokedAt)));
    await audit(tx, { actorId, action: 'room.link_renewed', entity: 'customer_project', entityId: projectId });
    return true;
  });
}
