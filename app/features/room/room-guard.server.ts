// What every room route asks first (decision 174): the views one address makes of one link, then
// whether the token opens a project, then whether the request's device cookie is one this
// project's room remembers. The routes answer a wrong, old or unknown link 404 with no data.
import type { Database } from '#db/database.ts';
import type { CustomerProjectRow } from '#db/schema.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import type { RateLimit } from '#app/lib/rate-limit.server.ts';
import { findRoom } from '#app/features/room/room-link.server.ts';
import { deviceOpensRoom, roomDeviceOf } from '#app/features/room/room-access.server.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Views of one room's pages and downloads one address may make. */
export const ROOM_VIEW_LIMIT: RateLimit = { max: 120, windowMs: HOUR_MS };

/** Codes asked for and codes tried, per link and address, per hour and per day (the project's own caps come on top). */
export const ROOM_ADDRESS_LIMITS = {
  codes: [
    { max: 5, windowMs: HOUR_MS },
    { max: 10, windowMs: DAY_MS },
  ],
  tries: [
    { max: 20, windowMs: HOUR_MS },
    { max: 40, windowMs: DAY_MS },
  ],
} as const satisfies Record<string, readonly RateLimit[]>;

/** Header words for a page, a download or an answer of the room: never cached by others, never indexed. */
export const ROOM_PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;

/** The key a room's counters use: the token's first characters only, never the link. */
const keyOf = (what: string, token: string, ip: string) => `room-${what}:${token.slice(0, 12)}:${ip}`;

/** Counts one hit of `ip` on `token` against each of `limits`; the seconds to wait when one is passed, else null. */
export async function roomLimited(
  db: Database,
  { what, token, ip, limits, now }: { what: string; token: string; ip: string; limits: readonly RateLimit[]; now?: Date },
): Promise<number | null> {
  let wait: number | null = null;
  for (const limit of limits) {
    const hit = await hitRateLimit(db, `${keyOf(what, token, ip)}:${limit.windowMs}`, limit, now);
    if (!hit.allowed) wait = Math.max(wait ?? 0, hit.retryAfterSeconds);
  }
  return wait;
}

export type OpenedRoom = { project: CustomerProjectRow; deviceKnown: boolean };

/** The project `token` opens and whether this request's device is let in; null for a wrong, old or unknown link. */
export async function openRoom(
  db: Database,
  { token, request, secrets, now }: { token: string; request: Request; secrets: readonly string[]; now?: Date },
): Promise<OpenedRoom | null> {
  const project = await findRoom(db, token, secrets);
  if (!project) return null;
  return { project, deviceKnown: await deviceOpensRoom(db, { projectId: project.id, deviceToken: roomDeviceOf(request), now }) };
}

/** 'in 40 minutes', 'in 3 hours': when the room's limits let a customer try again. */
export const waitText = (seconds: number) =>
  seconds <= 90 * 60 ? `in ${Math.max(1, Math.ceil(seconds / 60))} minutes` : `in ${Math.ceil(seconds / 3600)} hours`;

const plain = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { ...ROOM_PRIVATE, 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

/**
 * A room's download: the PDF `pick` finds for the project, for a device the room remembers, as an
 * attachment. Anything else (a wrong or old link, no device cookie or another project's, a file not
 * of this project: `pick` answers null) is 404 with no data; past the views one address may make, 429.
 */
export async function roomPdfResponse(
  db: Database,
  {
    token,
    ip,
    request,
    secrets,
    pick,
  }: {
    token: string;
    ip: string;
    request: Request;
    secrets: readonly string[];
    pick: (project: CustomerProjectRow) => Promise<{ bytes: Uint8Array; fileName: string } | null>;
  },
): Promise<Response> {
  const wait = await roomLimited(db, { what: 'view', token, ip, limits: [ROOM_VIEW_LIMIT] });
  if (wait !== null) return plain('Too many requests. Please try again later.', 429, { 'Retry-After': String(wait) });
  const opened = await openRoom(db, { token, request, secrets });
  const file = opened?.deviceKnown ? await pick(opened.project) : null;
  if (!file) return plain('Not found.', 404);
  return new Response(Buffer.from(file.bytes), {
    headers: { ...ROOM_PRIVATE, 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${file.fileName}"` },
  });
}
