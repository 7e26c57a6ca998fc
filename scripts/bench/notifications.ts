// Notification delivery for `npm run bench`: how fast a burst of leads is mailed to the staff
// against a local SMTP server that waits 100 ms before its greeting (as a distant mail server
// does), on an embedded database in a temporary folder, through the job engine (decision 080):
// the leads are stored with their jobs, then the worker is started and timed until every mail
// has arrived. `node scripts/bench/notifications.ts [leads]` runs it alone.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { openDatabase } from '#app/lib/db.server.ts';
import { insertLeads, prepareLead } from '#app/features/intake/lead-store.server.ts';
import { validateLead } from '#app/features/intake/lead-schema.ts';
import { notificationChannels } from '#app/features/intake/notifications/channels.server.ts';
import { startJobEngine } from '#app/lib/jobs.server.ts';
import { NOTIFICATION_QUEUE, notificationQueueOptions } from '#app/features/intake/notifications/queue.server.ts';
import { startNotificationWorker } from '#app/features/intake/notifications/worker.server.ts';
import { GREETING_DELAY_MS, startSlowSmtp } from './bench-support.ts';

export async function notificationDeliveryLine(leads = 2000): Promise<string> {
  let received = 0;
  const smtp = await startSlowSmtp(() => {
    received += 1;
  });
  const port = smtp.port;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aangan-bench-notify-'));
  const handle = await openDatabase({ dataDir });
  const logger = pino({ level: 'silent' });
  const jobs = await startJobEngine({ logger, database: { pglite: handle.pglite! } });
  try {
    await jobs.defineQueue(NOTIFICATION_QUEUE, notificationQueueOptions());
    const checked = validateLead('cta', { form: 'cta', name: 'Bench Mark', email: 'bench@example.com', phone: '+91 98765 43210' });
    if (!checked.ok) throw new Error('invalid bench lead');
    for (let start = 0; start < leads; start += 200) {
      const batch = Array.from({ length: Math.min(200, leads - start) }, () => prepareLead(checked.lead, {}, randomUUID(), new Date()));
      await insertLeads(handle.db, batch);
    }
    const started = performance.now();
    const worker = await startNotificationWorker({
      db: handle.db,
      jobs,
      logger,
      pollSeconds: 0.5,
      channels: notificationChannels({
        SITE_URL: 'http://localhost:3000',
        SMTP_URL: `smtp://127.0.0.1:${port}?requireTLS=false`,
        NOTIFY_EMAIL_TO: ['leads@example.com'],
        NOTIFY_EMAIL_FROM: 'site@example.com',
      }),
    });
    while (received < leads) await new Promise((resolve) => setTimeout(resolve, 20));
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    return (
      `notification delivery: ${Math.round(leads / seconds)} mails/s, ${leads} leads in ${seconds.toFixed(1)} s ` +
      `(${Math.round((leads / seconds) * 60)} a minute; SMTP greeting after ${GREETING_DELAY_MS} ms, embedded database, job engine; ` +
      `target: 5,000 a minute, >= 84/s)`
    );
  } finally {
    await jobs.stop();
    await handle.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) console.log(await notificationDeliveryLine(Number(process.argv[2] ?? 2000)));
