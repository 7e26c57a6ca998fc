// The project room's e-mails, on the job engine (decision 080) like the pay link's: the room link
// when the project starts (its job written by billing in the transaction that creates the project,
// named after the project, and `room_link_mailed_at` set once sent, so once per project), the link
// again when staff press 'Send room link' (one job per press), and the 6-digit code (sealed under
// the session key while it waits; only in the body, never the subject).
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { customerProjects, roomCodes } from '#db/schema.ts';
import type { Env } from '#app/lib/env.server.ts';
import { jobIdFor } from '#app/lib/jobs.server.ts';
import { startMailQueue } from '#app/lib/mail-queue.server.ts';
import type { JobEngine } from '#app/lib/jobs.server.ts';
import { seal, unseal } from '#app/lib/seal.server.ts';
import { runningTaskIfReady } from '#app/lib/services.server.ts';
import type { BackgroundTask, RunningTask } from '#app/lib/services.server.ts';
import { company } from '#content/company.ts';
import { ROOM_MAIL_QUEUE } from '#app/features/billing/projects.server.ts';
import { roomLink, roomToken } from '#app/features/room/room-link.server.ts';
import { ROOM_DEVICE_DAYS } from '#app/features/room/room-access.server.ts';

const ROOM_MAIL_TASK = 'room-mail';
const SEAL_PURPOSE = 'room-code';

export type RoomMailJob =
  | { kind: 'started'; projectId: string }
  | { kind: 'link'; projectId: string; request: string }
  | { kind: 'code'; codeId: string; sealed: string };

export type RoomMail = RunningTask & {
  /** Whether e-mail can be sent at all (SMTP_URL set). */
  canSend: boolean;
  /** 'Send room link': the link once more, one mail per press. */
  sendLink(projectId: string): Promise<void>;
  /** The code to open the room on a device, once per code. */
  sendCode(codeId: string, code: string): Promise<void>;
};

/** This process's room mailer, or null before the database is ready. */
export function roomMail(): RoomMail | null {
  return runningTaskIfReady<RoomMail>({ name: ROOM_MAIL_TASK, start: () => Promise.reject(new Error('started with the services')) });
}

export type RoomMailMessage = { to: string[]; subject: string; text: string };

const signature = () => [`${company.name}`, `${company.phone.display} · ${company.email}`];

/** The words of a room e-mail; null when there is nothing to send (no such project or code, the start's mail already sent). */
export async function composeRoomMail(
  db: Database,
  job: RoomMailJob,
  { siteUrl, secrets }: { siteUrl: string; secrets: readonly string[] },
): Promise<RoomMailMessage | null> {
  if (job.kind === 'code') {
    const code = unseal(job.sealed, secrets, SEAL_PURPOSE);
    const [row] = await db
      .select({ name: customerProjects.customerName, email: customerProjects.customerEmail })
      .from(roomCodes)
      .innerJoin(customerProjects, eq(customerProjects.id, roomCodes.projectId))
      .where(eq(roomCodes.id, job.codeId));
    if (!code || !row) return null;
    return {
      to: [row.email],
      subject: `Your code for your project room at ${company.name}`,
      text: [
        `Dear ${row.name},`,
        '',
        'Your code to open your project room is:',
        '',
        code,
        '',
        'It works for 15 minutes. If you did not ask for it, you can ignore this e-mail.',
        '',
        ...signature(),
      ].join('\n'),
    };
  }
  const [project] = await db.select().from(customerProjects).where(eq(customerProjects.id, job.projectId));
  if (!project || (job.kind === 'started' && project.roomLinkMailedAt)) return null;
  return {
    to: [project.customerEmail],
    subject: `Your project room at ${company.name}`,
    text: [
      `Dear ${project.customerName},`,
      '',
      job.kind === 'started'
        ? `Thank you for choosing ${company.name}. Your project has started, and it has a page of its own: your project room.`
        : `Here is the link to your project room with ${company.name}.`,
      '',
      'There you can see what you have paid and what is due, pay a milestone, and download your receipts, invoices and your accepted quotation:',
      '',
      roomLink(siteUrl, roomToken(project.roomKey, secrets)),
      '',
      `The first time you open it on a phone or computer, we e-mail you a 6-digit code to enter; that device is then remembered for ${ROOM_DEVICE_DAYS} days. Please keep this link to yourself.`,
      '',
      ...signature(),
    ].join('\n'),
  };
}

/** The worker of the room mails; `secretsOf` gives the session secrets (the accounts feature keeps them). */
export function roomMailTask(secretsOf: (env: Env) => string[]): BackgroundTask<RoomMail> {
  return {
    name: ROOM_MAIL_TASK,
    start: async ({ env, logger, db, jobs }) => startRoomMail({ env, db, jobs, secrets: () => secretsOf(env), logger }),
  };
}

export async function startRoomMail({
  env,
  db,
  jobs,
  secrets,
  logger,
}: {
  env: Pick<Env, 'SMTP_URL' | 'NOTIFY_EMAIL_FROM' | 'SITE_URL'>;
  db: Database;
  jobs: JobEngine;
  secrets: readonly string[] | (() => readonly string[]);
  logger: { warn(object: object, message: string): void };
}): Promise<RoomMail> {
  let known: readonly string[] | undefined;
  const keys = () => (known ??= typeof secrets === 'function' ? secrets() : secrets);
  // Defined even without SMTP: projects started meanwhile keep their jobs until mail is set up.
  const queue = await startMailQueue<RoomMailJob>(
    { env, jobs, logger },
    {
      queue: ROOM_MAIL_QUEUE,
      options: { retryLimit: 30, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120, heartbeatSeconds: 30 },
      compose: (job) => composeRoomMail(db, job.data, { siteUrl: env.SITE_URL, secrets: keys() }),
      messageId: (job) => `room.${job.id}`,
      sent: async (job) => {
        if (job.data.kind === 'started')
          await db
            .update(customerProjects)
            .set({ roomLinkMailedAt: new Date() })
            .where(and(eq(customerProjects.id, job.data.projectId), isNull(customerProjects.roomLinkMailedAt)));
      },
      warning: 'A project room e-mail was not sent; it will be retried',
      logged: (job) => ({ job: job.data.kind }),
    },
  );
  const enqueue = (id: string, data: RoomMailJob) => queue.enqueue(id, data);
  return {
    canSend: queue.canSend,
    sendLink: (projectId) => {
      const request = randomUUID();
      return enqueue(jobIdFor(`room-link:${projectId}:${request}`), { kind: 'link', projectId, request });
    },
    sendCode: (codeId, code) =>
      enqueue(jobIdFor(`room-code:${codeId}`), { kind: 'code', codeId, sealed: seal(code, keys(), SEAL_PURPOSE) }),
    stop: async () => {},
  };
}
