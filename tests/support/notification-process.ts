// A second app process for the notification tests: the job engine and the notification worker on
// the PostgreSQL database at DATABASE_URL, mailing through SMTP_URL, claims lasting CLAIM_SECONDS.
// Prints 'ready' once it works; the test kills it (kill -9) in the middle of a send.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { openDatabase } from '#app/lib/db.server.ts';
import { startJobEngine } from '#app/lib/jobs.server.ts';
import { notificationChannels } from '#app/features/intake/notifications/channels.server.ts';
import { startNotificationWorker } from '#app/features/intake/notifications/worker.server.ts';

const databaseUrl = process.env.DATABASE_URL!;
const logger = pino({ level: 'silent' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aangan-notify-process-'));
const database = await openDatabase({ databaseUrl, dataDir, poolSize: 2 });
const jobs = await startJobEngine({ logger, database: { url: databaseUrl } });
await startNotificationWorker({
  db: database.db,
  jobs,
  logger,
  pollSeconds: 0.5,
  concurrency: 1,
  claimSeconds: Number(process.env.CLAIM_SECONDS ?? 2),
  retry: { firstDelayMs: 1000, maxDelayMs: 2000, giveUpAfterMs: 60_000 },
  channels: notificationChannels({
    SITE_URL: 'https://www.aanganinteriors.in',
    SMTP_URL: process.env.SMTP_URL!,
    NOTIFY_EMAIL_TO: ['leads@aanganinteriors.in'],
  }),
});
console.log('ready');
