// Lead notifications under faults on PostgreSQL (decisions 057, 080): the database going away in
// the middle of a burst, a process killed with kill -9 in the middle of a mail, two processes and
// a slow mail server. Each lead is mailed once.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startJobEngine } from '#app/lib/jobs.server.ts';
import { drivers } from '../../../../tests/support/databases.ts';
import { root } from '../../../../tests/support/processes.ts';
import { goodLeads, startSmtpServer } from '../../../../tests/support/leads.ts';
import { events, logger, useNotificationKit } from '../../../../tests/support/notification-worker.ts';
import { until, wait } from '../../../../tests/support/waiting.ts';

describe.runIf(drivers.includes('postgres'))('lead notifications under faults on PostgreSQL', () => {
  const driver = 'postgres' as const;
  const kit = useNotificationKit(driver);
  const { cleanups, engineOn, submit, worker, notified, smtp } = kit;

  it('never mails a lead twice when the database goes away in the middle of a burst', async () => {
    const name = new URL(kit.database.url!).pathname.slice(1);
    const admin = async (query: string) => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(query);
      await client.end();
    };
    const tag = `midbatch-${Date.now()}`;
    const ids: string[] = [];
    for (let index = 0; index < 8; index++) ids.push(await submit({ ...goodLeads.contact, email: `${tag}-${index}@example.com` }));
    // After the third e-mail the database stops taking connections and drops the open ones, for 1.5 s.
    let down = false;
    let backUp: Promise<void> | undefined;
    const mail = await startSmtpServer(0, {
      onMessage: async (count) => {
        if (count !== 3) return;
        down = true;
        await admin(`alter database ${name} with allow_connections false`);
        await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
        backUp = wait(1500).then(() => admin(`alter database ${name} with allow_connections true`));
      },
    });
    cleanups.push(() => mail.close());
    try {
      await worker({ SMTP_URL: mail.url }, { concurrency: 4, claimSeconds: 2 });
      // The check itself fails while the database is away: not yet.
      await until(async () => (await Promise.all(ids.map(notified)).catch(() => [])).filter((n) => n === 1).length === ids.length, 45_000);
    } finally {
      await backUp;
      await admin(`alter database ${name} with allow_connections true`);
    }
    expect(down).toBe(true);
    await wait(1000);
    const received = ids.map((_, index) => mail.messages.filter((m) => m.headers['reply-to']?.includes(`${tag}-${index}@`)).length);
    expect(received).toEqual(ids.map(() => 1));
  }, 60_000);

  it('sends a lead whose process was killed (kill -9) in the middle of its mail, once its claim expires', async () => {
    const stuck = await startSmtpServer(0, { delayMs: 120_000 }); // takes the mail and never answers
    cleanups.push(() => stuck.close());
    const child = spawn(process.execPath, ['tests/support/notification-process.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: kit.database.url!, SMTP_URL: stuck.url, CLAIM_SECONDS: '2' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    cleanups.push(async () => {
      child.kill('SIGKILL');
      await exited;
    });
    // Once it works (its queue's claims last 2 s from then on), the lead arrives.
    await new Promise<void>((resolve) => child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve()));
    const leadId = await submit({ ...goodLeads.cta, email: 'killed-mid-send@example.com' });
    // The other process has taken the lead's job and is in the middle of its mail.
    await until(async () => {
      const { rows } = await kit.database.db.execute<{ state: string }>(sql`select state from pgboss.job where id = ${leadId}`);
      return rows[0]?.state === 'active';
    }, 20_000);
    await wait(300);
    child.kill('SIGKILL');
    await exited;

    // Another process, whose upkeep looks for expired claims every second (60 s unless set).
    const mail = await smtp();
    const survivor = await startJobEngine({ logger, database: { url: kit.database.url! }, superviseSeconds: 1 });
    cleanups.push(() => survivor.stop());
    await worker({ NOTIFY_EMAIL_TO: ['leads@aanganinteriors.in'], SMTP_URL: mail.url }, { claimSeconds: 2 }, survivor);
    await until(async () => (await notified(leadId)) === 1, 30_000);
    expect(mail.messages.filter((m) => m.text.includes('killed-mid-send@example.com'))).toHaveLength(1);
    expect((await events(kit.database.db, leadId, 'notified'))[0]!.details.attempts).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('never sends one lead from two processes, with a slow mail server', async () => {
    const mail = await startSmtpServer(0, { delayMs: 150 });
    cleanups.push(() => mail.close());
    const tag = `pair-${Date.now()}`;
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) ids.push(await submit({ ...goodLeads.cta, email: `${tag}-${i}@example.com` }));
    // A second process: its own engine (its own pool) on the same PostgreSQL database.
    const secondEngine = await engineOn(kit.database);
    cleanups.push(() => secondEngine.stop());
    await worker({ NOTIFY_EMAIL_TO: ['leads@aanganinteriors.in'], SMTP_URL: mail.url }, { concurrency: 4 }, secondEngine);
    await worker({ SMTP_URL: mail.url }, { concurrency: 4 });
    await until(async () => (await Promise.all(ids.map(notified))).every((n) => n === 1), 20_000);
    await wait(1000);
    const received = ids.map((_, i) => mail.messages.filter((m) => m.text.includes(`${tag}-${i}@example.com`)).length);
    expect(received).toEqual(ids.map(() => 1));
  });
});
