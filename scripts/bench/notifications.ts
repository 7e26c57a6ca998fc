// Notification delivery for `npm run bench`: how fast a burst of leads is mailed to the staff
// against a local SMTP server that waits 100 ms before its greeting (as a distant mail server
// does), on an embedded database in a temporary folder.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '#app/lib/db.server.ts';
import { insertLeads, prepareLead } from '#app/features/intake/lead-store.server.ts';
import { validateLead } from '#app/features/intake/lead-schema.ts';
import { notificationChannels } from '#app/features/intake/notifications/channels.server.ts';
import { createNotificationWorker } from '#app/features/intake/notifications/worker.server.ts';

const GREETING_DELAY_MS = 100;

export async function notificationDeliveryLine(leads = 2000): Promise<string> {
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_session, callback) => void setTimeout(() => callback(), GREETING_DELAY_MS),
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const port = (smtp.server.address() as AddressInfo).port;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aangan-bench-notify-'));
  const handle = await openDatabase({ dataDir });
  const logger = pino({ level: 'silent' });
  try {
    const checked = validateLead('cta', { form: 'cta', name: 'Bench Mark', email: 'bench@example.com', phone: '+91 98765 43210' });
    if (!checked.ok) throw new Error('invalid bench lead');
    for (let start = 0; start < leads; start += 200) {
      const batch = Array.from({ length: Math.min(200, leads - start) }, () => prepareLead(checked.lead, {}, randomUUID(), new Date()));
      await insertLeads(handle.db, batch);
    }
    const worker = createNotificationWorker({
      db: handle.db,
      logger,
      channels: notificationChannels({
        SITE_URL: 'http://localhost:3000',
        SMTP_URL: `smtp://127.0.0.1:${port}?requireTLS=false`,
        NOTIFY_EMAIL_TO: ['leads@example.com'],
        NOTIFY_EMAIL_FROM: 'site@example.com',
      }),
    });
    const started = performance.now();
    while (received < leads) {
      if ((await worker.runOnce()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    await worker.stop();
    return (
      `notification delivery: ${Math.round(leads / seconds)} mails/s, ${leads} leads in ${seconds.toFixed(1)} s ` +
      `(SMTP greeting after ${GREETING_DELAY_MS} ms, embedded database; target: 5,000 within 60 s, >= 84/s)`
    );
  } finally {
    await handle.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
