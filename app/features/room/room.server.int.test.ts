// The customer's project room on both drivers (decision 174): the link made from the project's key
// (a wrong, tampered or renewed one opens nothing), the room link e-mailed once as the project
// starts (through the job engine and a real SMTP server), codes issued and checked under the
// quotation's caps, and the device a right code remembers: for 90 days by the test's clock, for
// this project only, until revoked.
import pino from 'pino';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../tests/support/users.ts';
import { acceptedVersion } from '../../../tests/support/billing.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { startSmtpServer } from '../../../tests/support/leads.ts';
import type { MailServer } from '../../../tests/support/leads.ts';
import { until, wait } from '../../../tests/support/waiting.ts';
import { startJobEngine } from '#app/lib/jobs.server.ts';
import type { JobEngine } from '#app/lib/jobs.server.ts';
import { auditLog, customerProjects, roomDevices } from '#db/schema.ts';
import { createProjectForAcceptedVersion, ROOM_MAIL_QUEUE } from '#app/features/billing/projects.server.ts';
import { findRoom, renewRoomLink, revealRoomLink, roomKeyOf, roomToken } from '#app/features/room/room-link.server.ts';
import {
  deviceOpensRoom,
  issueRoomCode,
  revokeRoomDevices,
  ROOM_CODE_CAPS,
  verifyRoomCode,
} from '#app/features/room/room-access.server.ts';
import { composeRoomMail, startRoomMail } from '#app/features/room/room-mail.server.ts';
import type { RoomMail } from '#app/features/room/room-mail.server.ts';

const SECRETS = ['a-session-secret-of-at-least-32-characters!'];
const SITE = 'https://aangan.example';
const DAY_MS = 24 * 60 * 60_000;

describe.each(drivers)('the project room on %s', (driver) => {
  let database: TestDatabase;
  let jobs: JobEngine;
  let smtp: MailServer;
  let mail: RoomMail;
  let admin: string;
  const db = () => database.db;

  const project = async (name: string) => {
    const { versionId } = await acceptedVersion(db(), { name });
    const { project } = await db().transaction((tx) => createProjectForAcceptedVersion(tx, versionId));
    return project;
  };
  const mailsTo = (email: string) => smtp.messages.filter((message) => message.to.includes(email));
  /** The code of the last code mail to `email`. */
  const lastCode = (email: string) => /\b(\d{6})\b/.exec(mailsTo(email).at(-1)!.text)![1]!;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    jobs = await startJobEngine({
      logger: pino({ level: 'silent' }),
      database: database.pglite ? { pglite: database.pglite } : { url: database.url! },
      supervise: false,
    });
    smtp = await startSmtpServer();
    mail = await startRoomMail({
      env: { SMTP_URL: smtp.url, NOTIFY_EMAIL_FROM: undefined, SITE_URL: SITE },
      db: db(),
      jobs,
      secrets: SECRETS,
      logger: { warn: () => {} },
    });
    admin = (await insertStaffUser(db(), 'owner-room@example.com', 'admin')).id;
  });
  afterAll(async () => {
    await jobs?.stop();
    await smtp?.close();
    await database?.cleanup();
  });

  it('e-mails the room link once as the project starts, and the link opens that project only', async () => {
    const started = await project('Meera Room');
    await until(() => mailsTo(started.customerEmail).length === 1);
    const [link] = mailsTo(started.customerEmail);
    expect(link!.subject).toBe('Your project room at Aangan Interiors');
    expect(link!.text).toContain('Dear Meera Room,');
    const url = /https:\/\/aangan\.example\/room\/([A-Za-z0-9_-]{54})\b/.exec(link!.text);
    expect(url).not.toBeNull();
    const token = url![1]!;
    expect((await findRoom(db(), token, SECRETS))?.id).toBe(started.id);
    // The job is named after the project and the mail recorded: run again, nothing more is sent.
    const stored = async () => (await db().select().from(customerProjects).where(eq(customerProjects.id, started.id)))[0]!;
    await until(async () => (await stored()).roomLinkMailedAt !== null);
    const row = await stored();
    expect(await composeRoomMail(db(), { kind: 'started', projectId: started.id }, { siteUrl: SITE, secrets: SECRETS })).toBeNull();
    await db().transaction((tx) => createProjectForAcceptedVersion(tx, started.contractVersionId));
    const jobsOf = await db().execute<{ n: string }>(
      sql`select count(*) as n from pgboss.job where name = ${ROOM_MAIL_QUEUE} and data ->> 'projectId' = ${started.id}`,
    );
    expect(Number(jobsOf.rows[0]!.n)).toBe(1);
    await wait(1500);
    expect(mailsTo(started.customerEmail)).toHaveLength(1);

    // Wrong, tampered, re-spelt or from another secret: nothing.
    const other = token.slice(0, 30) + (token[30] === 'A' ? 'B' : 'A') + token.slice(31);
    expect(await findRoom(db(), other, SECRETS)).toBeNull();
    expect(await findRoom(db(), token, ['another-secret-of-at-least-32-characters!!'])).toBeNull();
    expect(await findRoom(db(), `${token}x`, SECRETS)).toBeNull();
    expect(roomKeyOf(token, ['rotated-in-secret-of-at-least-32-characters', ...SECRETS])).toBe(row.roomKey);
    expect(roomToken(row.roomKey, SECRETS)).toBe(token);

    // 'Copy room link' gives the same link and is audited; 'New room link' kills it.
    expect(await revealRoomLink(db(), { projectId: started.id, actorId: admin, secrets: SECRETS, siteUrl: SITE })).toBe(
      `${SITE}/room/${token}`,
    );
    expect(await renewRoomLink(db(), { projectId: started.id, actorId: admin })).toBe(true);
    expect(await findRoom(db(), token, SECRETS)).toBeNull();
    const renewed = await revealRoomLink(db(), { projectId: started.id, actorId: admin, secrets: SECRETS, siteUrl: SITE });
    expect(renewed).not.toBe(`${SITE}/room/${token}`);
    const actions = (await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, started.id))).map(
      (one) => one.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['room.link_shown', 'room.link_renewed']));

    // 'Send room link' e-mails it again.
    await mail.sendLink(started.id);
    await until(() => mailsTo(started.customerEmail).length === 2);
    expect(mailsTo(started.customerEmail)[1]!.text).toContain(renewed!);
  });

  it('lets a device in with the e-mailed code, remembers it for 90 days, for this project only, until revoked', async () => {
    const now = new Date('2026-12-01T05:00:00Z');
    const mine = await project('Kavya Device');
    const theirs = await project('Arjun Other');
    const issued = await issueRoomCode(db(), { projectId: mine.id, now });
    expect(issued.ok).toBe(true);
    if (!issued.ok) return;
    expect(issued.email).toBe(mine.customerEmail);
    await mail.sendCode(issued.codeId, issued.code);
    await until(() => mailsTo(mine.customerEmail).some((one) => one.subject === 'Your code for your project room at Aangan Interiors'));
    const code = lastCode(mine.customerEmail);
    expect(code).toBe(issued.code);

    const wrong = code === '000000' ? '111111' : '000000';
    expect(await verifyRoomCode(db(), { projectId: mine.id, code: wrong, userAgent: 'Phone', now })).toEqual({
      ok: false,
      reason: 'wrong-code',
      triesLeft: 4,
    });
    // Another project's room does not take this project's code.
    expect(await verifyRoomCode(db(), { projectId: theirs.id, code, userAgent: 'Phone', now })).toEqual({ ok: false, reason: 'no-code' });
    const right = await verifyRoomCode(db(), { projectId: mine.id, code, userAgent: 'Phone', now });
    expect(right.ok).toBe(true);
    if (!right.ok) return;
    expect(right.expiresAt.getTime() - now.getTime()).toBe(90 * DAY_MS);
    // Used: the same code does not let in a second device.
    expect(await verifyRoomCode(db(), { projectId: mine.id, code, userAgent: 'Phone', now })).toEqual({ ok: false, reason: 'no-code' });
    // Only the hash is kept.
    const [device] = await db().select().from(roomDevices).where(eq(roomDevices.projectId, mine.id));
    expect(device!.tokenHash).not.toContain(right.deviceToken);

    const opens = (projectId: string, at: Date, deviceToken: string | null = right.deviceToken) =>
      deviceOpensRoom(db(), { projectId, deviceToken, now: at });
    expect(await opens(mine.id, new Date(now.getTime() + 89 * DAY_MS))).toBe(true);
    expect(await opens(mine.id, new Date(now.getTime() + 90 * DAY_MS + 1000))).toBe(false);
    expect(await opens(theirs.id, now)).toBe(false);
    expect(await opens(mine.id, now, null)).toBe(false);
    expect(await opens(mine.id, now, 'x'.repeat(43))).toBe(false);
    expect(await revokeRoomDevices(db(), { projectId: mine.id, actorId: admin, now })).toBe(1);
    expect(await opens(mine.id, now)).toBe(false);
  });

  it('caps codes and wrong tries per project, per hour and per day, and ends a code after five wrong tries', async () => {
    const capped = await project('Ravi Caps');
    const start = new Date('2026-12-02T04:00:00Z');
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    for (let index = 0; index < ROOM_CODE_CAPS.codes.hour; index += 1)
      expect((await issueRoomCode(db(), { projectId: capped.id, now: at(index) })).ok).toBe(true);
    const refused = await issueRoomCode(db(), { projectId: capped.id, now: at(10) });
    expect(refused).toEqual({ ok: false, reason: 'too-many', retryAfterSeconds: 50 * 60 });
    // An hour after the first, codes are issued again, up to the day's cap.
    expect((await issueRoomCode(db(), { projectId: capped.id, now: at(61) })).ok).toBe(true);

    // Five wrong tries end a code; past 10 wrong tries in the hour no code is compared, the right one neither.
    let tries = 0;
    let minute = 70;
    while (tries < ROOM_CODE_CAPS.wrongTries.hour) {
      const issued = await issueRoomCode(db(), { projectId: capped.id, now: at(minute) });
      if (!issued.ok) throw new Error('no code');
      for (let attempt = 1; attempt <= 5 && tries < ROOM_CODE_CAPS.wrongTries.hour; attempt += 1) {
        const wrong = issued.code === '999999' ? '888888' : '999999';
        const answer = await verifyRoomCode(db(), { projectId: capped.id, code: wrong, userAgent: null, now: at(minute) });
        tries += 1;
        expect(answer.ok).toBe(false);
        if (attempt === 5) expect(answer).toEqual({ ok: false, reason: 'code-ended' });
      }
      minute += 1;
    }
    const last = await issueRoomCode(db(), { projectId: capped.id, now: at(minute) });
    if (!last.ok) throw new Error('no code');
    const held = await verifyRoomCode(db(), { projectId: capped.id, code: last.code, userAgent: null, now: at(minute) });
    expect(held).toMatchObject({ ok: false, reason: 'too-many' });
  });
});
