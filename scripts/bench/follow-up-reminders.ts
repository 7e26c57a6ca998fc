// Follow-up reminders for `npm run bench`: 10,000 follow-ups falling due at one moment, on a fresh
// PostgreSQL database (BENCH_DATABASE_URL or TEST_DATABASE_URL, dropped afterwards), with two app
// processes (two job engines, each with the reminders' task, as several app processes share one
// database) mailing a local SMTP server that waits 100 ms before its greeting. The clock runs from
// the moment the follow-ups fall due until the last mail arrives; then every lead's mail is counted
// to show each went once. `node scripts/bench/follow-up-reminders.ts [follow-ups]` runs it alone.
import os from 'node:os';
import pg from 'pg';
import pino from 'pino';
import { openDatabase } from '#app/lib/db.server.ts';
import { startJobEngine } from '#app/lib/jobs.server.ts';
import type { JobEngine } from '#app/lib/jobs.server.ts';
import { startResponseClock } from '#app/features/sales/response/reminders.server.ts';
import type { ResponseClock } from '#app/features/sales/response/reminders.server.ts';
import { createBenchDatabase, GREETING_DELAY_MS, startSlowSmtp } from './bench-support.ts';

const MEMBERS = 8;
/** The follow-ups fall due this long after the leads are stored (the processes start meanwhile). */
const LEAD_TIME_MS = 20_000;
/** A run that has not finished this long after the moment gives up and says so. */
const GIVE_UP_MS = 10 * 60_000;

const LEAD_LINK = /\/admin\/leads\/([0-9a-f-]{36})/;

export async function followUpReminderLine(followUps = 10_000): Promise<string> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return 'follow-up reminders: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)';

  /** Mails per lead, as the links in the mails name them; when the last one came. */
  const perLead = new Map<string, number>();
  let received = 0;
  let other = 0;
  let lastAt = 0;
  const smtp = await startSlowSmtp((message) => {
    // Quoted-printable's soft line breaks joined: the lead's link is whole again.
    const text = message.toString('utf8').replace(/=\r?\n/g, '');
    const lead = /^Subject: Follow-up due/m.test(text) ? LEAD_LINK.exec(text)?.[1] : undefined;
    if (lead) {
      perLead.set(lead, (perLead.get(lead) ?? 0) + 1);
      received += 1;
      lastAt = performance.now();
    } else other += 1;
  });
  const smtpPort = smtp.port;

  const { name, url: databaseUrl } = await createBenchDatabase(serverUrl);

  const logger = pino({ level: 'silent' });
  const handles: Array<Awaited<ReturnType<typeof openDatabase>>> = [];
  const processes: Array<{ engine: JobEngine; clock: ResponseClock }> = [];
  try {
    const first = await openDatabase({ databaseUrl: databaseUrl.toString(), dataDir: os.tmpdir() });
    handles.push(first);
    const client = new pg.Client({ connectionString: databaseUrl.toString() });
    await client.connect();
    let dueAt: Date;
    try {
      // Sales members who keep follow-up reminders on; the leads shared among them, each contacted
      // already (no 'Overdue' mail) with its follow-up at one moment.
      await client.query(
        `with u as (
           insert into users (email, password_hash, name)
           select 'member' || n || '@example.com', 'no sign-in', 'Member ' || n from generate_series(1, $1) n
           returning id)
         insert into user_roles (user_id, role) select id, 'sales' from u`,
        [MEMBERS],
      );
      dueAt = new Date(Date.now() + LEAD_TIME_MS);
      await client.query(
        `with members as (select id, row_number() over (order by email) - 1 as turn from users)
         insert into contact_submissions
           (form, name, email, phone, status, stage, assigned_to, first_contact_at, response_due_at, next_follow_up_at, created_at)
         select 'cta', 'Bench Lead ' || n, 'lead' || n || '@example.com', '+91 9' || lpad(n::text, 9, '0'), 'contacted', 'contacted',
           (select id from members where turn = n % $2), now(), now(), $3::timestamptz, now() - interval '1 day'
         from generate_series(1, $1) n`,
        [followUps, MEMBERS, dueAt.toISOString()],
      );
    } finally {
      await client.end();
    }

    const env = {
      SITE_URL: 'http://localhost:3000',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?requireTLS=false`,
      NOTIFY_EMAIL_FROM: 'site@example.com',
    };
    for (let process = 0; process < 2; process++) {
      const handle = process === 0 ? first : await openDatabase({ databaseUrl: databaseUrl.toString(), dataDir: os.tmpdir() });
      if (process > 0) handles.push(handle);
      const engine = await startJobEngine({ logger, database: { url: databaseUrl.toString() } });
      const clock = await startResponseClock({ env, db: handle.db, jobs: engine, logger });
      processes.push({ engine, clock });
    }
    const waitFor = dueAt.getTime() - Date.now();
    if (waitFor < 0) return `follow-up reminders: the processes took longer to start than the ${LEAD_TIME_MS / 1000} s allowed`;

    // The moment, measured on this process's clock.
    const moment = performance.now() + waitFor;
    while (received < followUps && performance.now() - moment < GIVE_UP_MS) await new Promise((resolve) => setTimeout(resolve, 50));
    // A little longer, for a second mail of a lead that would come late.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const seconds = (lastAt - moment) / 1000;
    const leadsMailed = perLead.size;
    const twice = [...perLead.values()].filter((n) => n > 1).length;
    const complete = leadsMailed === followUps;
    return (
      `follow-up reminders: ${followUps.toLocaleString('en-US')} follow-ups due at one moment, ` +
      (complete
        ? `all mailed ${seconds.toFixed(1)} s after it`
        : `only ${leadsMailed.toLocaleString('en-US')} mailed in ${GIVE_UP_MS / 60_000} min`) +
      ` (${Math.round(received / Math.max(seconds, 0.001))} mails/s), ${twice} leads mailed twice, ${other} other mails ` +
      `(PostgreSQL, 2 app processes, SMTP greeting after ${GREETING_DELAY_MS} ms; target: all within 120 s, each once)`
    );
  } finally {
    for (const { engine, clock } of processes) {
      await engine.stop();
      await clock.stop();
    }
    for (const handle of handles) await handle.close();
    await smtp.close();
    const drop = new pg.Client({ connectionString: serverUrl });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  }
}

if (import.meta.main) console.log(await followUpReminderLine(Number(process.argv[2] ?? 10_000)));
