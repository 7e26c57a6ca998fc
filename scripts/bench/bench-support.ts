// What several bench parts share: a local SMTP server that greets late, as a distant mail server
// does, and a fresh PostgreSQL database on the bench's server.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

export const GREETING_DELAY_MS = 100;

/** An SMTP server on a free port that waits GREETING_DELAY_MS before its greeting; each message whole to `onMessage`. */
export async function startSlowSmtp(onMessage: (message: Buffer) => void): Promise<{ port: number; close(): Promise<void> }> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_session, callback) => void setTimeout(() => callback(), GREETING_DELAY_MS),
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        onMessage(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (smtp.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** A new database on the PostgreSQL server at `serverUrl`: its name and address. */
export async function createBenchDatabase(serverUrl: string): Promise<{ name: string; url: URL }> {
  const name = `aangan_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url };
}
