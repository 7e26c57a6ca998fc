// A PostgreSQL cluster of the test's own, in a temporary folder on a free port, for tests that stop
// and start the database under a running app (decision 148). The machine's shared server
// (TEST_DATABASE_URL) is never stopped: other tests use it. The server binaries come from
// POSTGRES_BIN or Debian's /usr/lib/postgresql/<version>/bin; run as the `postgres` user when the
// test runs as root (initdb refuses root).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes.ts';

const run = promisify(execFile);

/** The folder holding initdb and pg_ctl, or null when this machine has no PostgreSQL server binaries. */
export function postgresBinaries(): string | null {
  const candidates = process.env.POSTGRES_BIN ? [process.env.POSTGRES_BIN] : debianBinaries();
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

function debianBinaries(): string[] {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(root, version, 'bin'));
}

/** Why a test on its own cluster cannot run here, or null when it can. */
export const noOwnPostgres: string | null = postgresBinaries()
  ? null
  : 'no PostgreSQL server binaries (initdb, pg_ctl) in /usr/lib/postgresql/<version>/bin or POSTGRES_BIN';

export type OwnPostgres = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`. */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: every connection is ended at once (57P01), as an operator's restart does. */
  stop(): Promise<void>;
  /** Starts it again on the same port, and waits until it takes connections. */
  start(): Promise<void>;
  /** Stops it if it runs and deletes its folder. */
  destroy(): Promise<void>;
};

/** initdb in a temporary folder, then started with pg_ctl on a free port of 127.0.0.1. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(`Cannot start a PostgreSQL cluster: ${noOwnPostgres}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aangan-own-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const data = path.join(dir, 'data');
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  // Durability is not what these tests look at: no fsync, so a start and a stop take a moment.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  };
  let running = false;
  await start();
  running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    start: async () => {
      await start();
      running = true;
    },
    destroy: async () => {
      if (running) await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      running = false;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
