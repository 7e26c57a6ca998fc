// A production server of a spec's own, on a copy of the data folder template, whose clock the
// spec moves (decision 149): what would fall due in minutes (a follow-up's reminder, 'Overdue',
// a scheduled article) falls due when the spec moves the clock past it, instead of after real
// minutes of waiting. Its own server, because moving the time of the shared admin server would
// move it under every other spec (sessions, two-step codes, their leads' due times). Its mail
// goes to the run's mail catcher.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort, startServer } from '../../support/processes.ts';
import type { RunningServer } from '../../support/processes.ts';
import { dataDirFromTemplate } from '../../support/server-template.ts';
import { mailPorts } from './servers.ts';

export type ClockServer = {
  url: string;
  port: number;
  dataDir: string;
  /** The server's time now (the real time plus the clock's offset). */
  now(): Date;
  /** Moves the server's clock forward to `moment`, and waits until its database reads that time. */
  moveClockTo(moment: Date): Promise<void>;
  /** Stops the server (its data folder and clock stay); `start` starts it again on them. */
  stop(): Promise<number | null>;
  start(): Promise<void>;
  /** Stops the server if it runs and removes its data folder. */
  dispose(): Promise<void>;
};

const readOffset = (file: string): number => {
  try {
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { offsetMs: number }).offsetMs;
  } catch {
    return 0;
  }
};

async function databaseNow(dataDir: string): Promise<Date> {
  const client = new pg.Client({ host: dataDir, port: 5432, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return (await client.query<{ now: Date }>('select now()')).rows[0]!.now;
  } finally {
    await client.end();
  }
}

export async function startClockServer(): Promise<ClockServer> {
  const dataDir = await dataDirFromTemplate('aangan-e2e-clock-');
  const clockFile = path.join(dataDir, 'test-clock.json');
  fs.writeFileSync(clockFile, JSON.stringify({ offsetMs: 0 }));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: url,
    TEST_CLOCK_FILE: clockFile,
    LEAD_RATE_LIMIT: '1000/1m',
    SMTP_URL: `smtp://127.0.0.1:${mailPorts().smtp}?requireTLS=false`,
    NOTIFY_EMAIL_TO: 'studio-staff@example.com',
  };
  let server: RunningServer | null = await startServer(env);
  const now = () => new Date(Date.now() + readOffset(clockFile));
  return {
    url,
    port,
    dataDir,
    now,
    async moveClockTo(moment) {
      const offsetMs = moment.getTime() - Date.now();
      if (offsetMs <= readOffset(clockFile)) throw new Error('The test clock only moves forward');
      fs.writeFileSync(clockFile, JSON.stringify({ offsetMs }));
      if (!server) return;
      // The server reads the file within a tenth of a second; its database answers in its time.
      const deadline = Date.now() + 10_000;
      while ((await databaseNow(dataDir)).getTime() < moment.getTime()) {
        if (Date.now() > deadline) throw new Error('The server did not take the test clock forward');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      const code = (await server?.stop()) ?? null;
      server = null;
      return code;
    },
    async start() {
      server ??= await startServer(env);
    },
    async dispose() {
      await server?.stop();
      server = null;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
