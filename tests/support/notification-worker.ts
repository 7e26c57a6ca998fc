// The notification worker's tests (worker.server and worker-faults.server): a test database with
// the job engine and the notification queue, leads stored through the lead service, workers and
// mail servers stopped after each test, and the lead's timeline to read what became of them.
import pino from 'pino';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startJobEngine } from '#app/lib/jobs.server.ts';
import type { JobEngine } from '#app/lib/jobs.server.ts';
import type { Database } from '#db/database.ts';
import { leadEvents } from '#db/schema.ts';
import { receiveLead } from '#app/features/intake/leads.server.ts';
import { notificationChannels } from '#app/features/intake/notifications/channels.server.ts';
import type { NotifyEnv } from '#app/features/intake/notifications/channels.server.ts';
import { NOTIFICATION_QUEUE, notificationQueueOptions } from '#app/features/intake/notifications/queue.server.ts';
import type { RetryPolicy } from '#app/features/intake/notifications/retry.ts';
import { startNotificationWorker } from '#app/features/intake/notifications/worker.server.ts';
import type { WorkerOptions } from '#app/features/intake/notifications/worker.server.ts';
import { LeadSpool } from '#app/features/intake/spool.server.ts';
import { createTestDatabase } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';
import { startSmtpServer } from './leads.ts';
import type { MailServer } from './leads.ts';

export const logger = pino({ level: 'silent' });
export const SITE = 'https://www.aanganinteriors.in';
/** Fast retries for tests: the engine counts in whole seconds, 1 s doubling to 2 s. */
export const quickRetry: RetryPolicy = { firstDelayMs: 1000, maxDelayMs: 2000, giveUpAfterMs: 60_000 };

export type Event = { kind: string; details: Record<string, unknown> };

/** The lead's timeline, oldest first, or only its events of one kind. */
export async function events(db: Database, leadId: string, kind?: string): Promise<Event[]> {
  const rows = await db
    .select({ kind: leadEvents.kind, details: leadEvents.details })
    .from(leadEvents)
    .where(kind ? and(eq(leadEvents.leadId, leadId), eq(leadEvents.kind, kind as 'notified')) : eq(leadEvents.leadId, leadId))
    .orderBy(leadEvents.id);
  return rows as Event[];
}

export type NotificationKit = {
  database: TestDatabase;
  jobs: JobEngine;
  spool: LeadSpool;
  /** Run after each test, last first: workers, engines and servers a test started. */
  cleanups: Array<() => Promise<unknown>>;
  /** Another job engine on the test database (as a second process would have). */
  engineOn(database: TestDatabase): Promise<JobEngine>;
  /** Stores a lead as a form would, and gives its id. */
  submit(values: Record<string, string>): Promise<string>;
  /** A notification worker on `engine` (the file's own unless given), stopped after the test. */
  worker(config: Partial<NotifyEnv>, options?: Partial<WorkerOptions>, engine?: JobEngine): ReturnType<typeof startNotificationWorker>;
  /** How many channels the lead was notified on. */
  notified(leadId: string): Promise<number>;
  /** A mail server, closed after the test. */
  smtp(port?: number): Promise<MailServer>;
};

/** The test database of `driver` with its job engine and queue, made before the file's tests and removed after. */
export function useNotificationKit(driver: Driver): NotificationKit {
  const kit: NotificationKit = {
    database: undefined as unknown as TestDatabase,
    jobs: undefined as unknown as JobEngine,
    spool: undefined as unknown as LeadSpool,
    cleanups: [],
    engineOn: (database) => startJobEngine({ logger, database: database.pglite ? { pglite: database.pglite } : { url: database.url! } }),
    async submit(values) {
      const outcome = await receiveLead(values, {
        db: kit.database.db,
        spool: kit.spool,
        rateLimit: null,
        clientIp: '203.0.113.1',
        logger,
      });
      if (outcome.status !== 'stored') throw new Error(`not stored: ${outcome.status}`);
      return outcome.leadId;
    },
    async worker(config, options = {}, engine = kit.jobs) {
      const created = await startNotificationWorker({
        db: kit.database.db,
        jobs: engine,
        logger,
        channels: notificationChannels({
          SITE_URL: SITE,
          NOTIFY_EMAIL_TO: ['leads@aanganinteriors.in', 'owner@aanganinteriors.in'],
          ...config,
        }),
        retry: quickRetry,
        pollSeconds: 0.5,
        ...options,
      });
      kit.cleanups.push(() => created.stop());
      return created;
    },
    notified: async (leadId) => (await events(kit.database.db, leadId, 'notified')).length,
    async smtp(port) {
      const server = await startSmtpServer(port);
      kit.cleanups.push(() => server.close());
      return server;
    },
  };

  beforeAll(async () => {
    kit.database = await createTestDatabase(driver);
    kit.jobs = await kit.engineOn(kit.database);
    await kit.jobs.defineQueue(NOTIFICATION_QUEUE, notificationQueueOptions(quickRetry));
    kit.spool = new LeadSpool(kit.database.dataDir, logger);
  });
  afterEach(async () => {
    for (const cleanup of kit.cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await kit.jobs?.stop();
    await kit.database?.cleanup();
  });
  return kit;
}
