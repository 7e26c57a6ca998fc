// The production server when PostgreSQL restarts under it and when a process dies in the middle of a
// lead's e-mail (decision 148): the process stays up, and every lead is e-mailed once, soon.
// Needs `npm run build`.
import fs from 'node:fs';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase, tempDir } from '../support/databases.ts';
import { goodLeads, startSmtpServer } from '../support/leads.ts';
import type { MailServer, ReceivedMail } from '../support/leads.ts';
import { noOwnPostgres, startOwnPostgres } from '../support/own-postgres.ts';
import { startServer } from '../support/processes.ts';
import type { RunningServer } from '../support/processes.ts';
import { until, wait } from '../support/waiting.ts';

const json = { Accept: 'application/json', 'Content-Type': 'application/json' };
const secret = { SESSION_SECRET: 'r'.repeat(40) };
const notify = { NOTIFY_EMAIL_TO: 'leads@aanganinteriors.in', LEAD_RATE_LIMIT: 'off' };

/** Rows from the database at `url`, on a connection of its own. */
async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a test's own connection: its query reports what went wrong
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** How many e-mails each visitor's lead got (the notification's Reply-To is the visitor). */
function mailsPerVisitor(messages: ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of messages) {
    const visitor = /<?([^<>\s]+@[^<>\s]+)>?$/.exec(message.headers['reply-to'] ?? '')?.[1] ?? '';
    counts.set(visitor, (counts.get(visitor) ?? 0) + 1);
  }
  return counts;
}

async function postLead(server: RunningServer, email: string): Promise<number> {
  const response = await fetch(`${server.url}/api/leads`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ ...goodLeads.contact, email }),
  });
  await response.arrayBuffer();
  return response.status;
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

if (noOwnPostgres) console.warn(`Skipped the PostgreSQL restart test: ${noOwnPostgres}`);

describe.skipIf(noOwnPostgres)('a PostgreSQL restart under lead load (its own cluster)', () => {
  it('keeps the process up and e-mails every stored lead once within 60 s of the database coming back', async () => {
    const database = await startOwnPostgres();
    cleanups.push(() => database.destroy());
    // Mails take a moment to be answered, so several are in flight whenever the database goes; the
    // sixth is answered only once it is down (its record cannot be written then).
    let sixth = () => {};
    const sixthArrived = new Promise<void>((resolve) => (sixth = resolve));
    let down = () => {};
    const isDown = new Promise<void>((resolve) => (down = resolve));
    const mail: MailServer = await startSmtpServer(0, {
      delayMs: 400,
      onMessage: async (count) => {
        if (count !== 6) return;
        sixth();
        await isDown;
      },
    });
    cleanups.push(async () => down());
    cleanups.push(() => mail.close());
    const dataDir = tempDir();
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database.url, SMTP_URL: mail.url, ...notify, ...secret });
    cleanups.push(() => server.stop());

    // Two visitors at a time send leads until a moment after the database is back.
    const answers = new Map<string, number>();
    let posting = true;
    let sent = 0;
    const visitor = async () => {
      while (posting && server.child.exitCode === null) {
        const email = `restart-${sent++}@example.com`;
        answers.set(email, await postLead(server, email).catch(() => 0));
        await wait(120);
      }
    };
    const visitors = [visitor(), visitor()];

    await sixthArrived;
    // A lead's transaction is open when the database goes: a session of the test holds a lock the
    // insert waits for (under load, some transaction always is).
    const locker = new pg.Client({ connectionString: database.url });
    locker.on('error', () => {}); // ended by the stop, as the app's are
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table contact_submissions in share mode');
    await until(async () => {
      const waiting = await query<{ n: number }>(
        database.url,
        `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'`,
      );
      return waiting[0]!.n > 0;
    }, 10_000);
    await database.stop();
    const downAt = Date.now();
    down();
    await wait(7_000);
    await database.start();
    const upAt = Date.now();
    const healthy = async () => (await fetch(`${server.url}/healthz`).catch(() => null))?.status === 200;
    await until(async () => server.child.exitCode !== null || (await healthy()), 30_000).catch(() => {});
    await wait(1_000);
    posting = false;
    await Promise.all(visitors);
    expect(server.child.exitCode, `The server exited:\n${server.output().slice(-3000)}`).toBeNull();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    // Every lead was acknowledged (stored, or spooled while the database was away) and is stored.
    expect([...answers.values()].filter((status) => status !== 201 && status !== 202)).toEqual([]);
    expect([...answers.values()].filter((status) => status === 202).length).toBeGreaterThan(0);
    await until(async () => {
      const count = await query<{ n: number }>(
        database.url,
        `select count(*)::int as n from contact_submissions where email like 'restart-%'`,
      );
      return count[0]!.n === answers.size;
    }, 30_000);
    const stored = (await query<{ email: string }>(database.url, `select email from contact_submissions where email like 'restart-%'`)).map(
      (row) => row.email,
    );
    expect(new Set(stored)).toEqual(new Set(answers.keys()));

    // ... and each is e-mailed, within 60 s of the database's return, once.
    await until(() => stored.every((email) => mailsPerVisitor(mail.messages).has(email)), Math.max(0, upAt + 60_000 - Date.now())).catch(
      () => {},
    );
    const missing = stored.filter((email) => !mailsPerVisitor(mail.messages).has(email));
    expect(missing, `${missing.length} of ${stored.length} leads not e-mailed 60 s after the database came back`).toEqual([]);
    console.info(
      `Database down ${((upAt - downAt) / 1000).toFixed(1)} s; ${stored.length} leads (${[...answers.values()].filter((s) => s === 202).length} spooled) all e-mailed ${((Date.now() - upAt) / 1000).toFixed(1)} s after it came back`,
    );
    await wait(1_000);
    const twice = [...mailsPerVisitor(mail.messages)].filter(([, count]) => count > 1);
    expect(twice).toEqual([]);
    expect(server.child.exitCode).toBeNull();
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('a process killed in the middle of a lead e-mail (two processes on one PostgreSQL)', () => {
  it('has the other process send the lead within 60 s of the kill, once', async () => {
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    // Each process mails through its own port of one mail server, so the test sees which process
    // took the lead. The first delivery attempt is taken and never answered.
    let held: ReceivedMail | undefined;
    let release = () => {};
    const holding = new Promise<void>((resolve) => (release = resolve));
    cleanups.push(async () => release());
    const mails: MailServer[] = [];
    for (let i = 0; i < 2; i++) {
      const server = await startSmtpServer(0, {
        onMessage: async () => {
          if (held) return;
          held = server.messages.at(-1)!;
          await holding;
        },
      });
      mails.push(server);
      cleanups.push(() => server.close());
    }
    const servers = await Promise.all(
      mails.map(async (mail) => {
        const dataDir = tempDir();
        cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
        const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database.url, SMTP_URL: mail.url, ...notify, ...secret });
        cleanups.push(() => server.stop());
        return server;
      }),
    );

    const email = 'killed-mid-send@example.com';
    expect(await postLead(servers[0]!, email)).toBe(201);
    await until(() => held !== undefined, 20_000);
    const claimer = mails.findIndex((mail) => mail.messages.includes(held!));
    servers[claimer]!.child.kill('SIGKILL');
    const killedAt = Date.now();
    const survivor = mails[1 - claimer]!;

    await until(() => survivor.messages.some((message) => message.headers['reply-to']?.includes(email)), 60_000).catch(() => {});
    const took = Date.now() - killedAt;
    expect(
      survivor.messages.filter((message) => message.headers['reply-to']?.includes(email)),
      `not sent by the other process within 60 s of the kill:\n${servers[1 - claimer]!.output().slice(-2000)}`,
    ).toHaveLength(1);
    expect(took).toBeLessThan(60_000);
    console.info(`The other process sent the lead ${(took / 1000).toFixed(1)} s after the kill`);
    // Recorded once, by the second attempt; no other mail follows.
    await wait(1_000);
    const events = await query<{ attempts: number }>(
      database.url,
      `select (e.details->>'attempts')::int as attempts from lead_events e join contact_submissions c on c.id = e.lead_id
       where c.email = $1 and e.kind = 'notified'`,
      [email],
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.attempts).toBeGreaterThanOrEqual(2);
    expect(survivor.messages.filter((message) => message.headers['reply-to']?.includes(email))).toHaveLength(1);
  }, 120_000);
});
