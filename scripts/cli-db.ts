// Database access for command-line tools, whether or not the server is running.
import fs from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { dataDirOwner, DataDirInUseError } from '#app/lib/data-dir.server.ts';
import { connectToSocket, openDatabase, pgliteSocketPath } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { ConfigError, parseEnv } from '#app/lib/env.server.ts';
import { seedSampleArticles } from '#app/lib/sample-articles.server.ts';
import type { Env } from '#app/lib/env.server.ts';

export class CliError extends Error {
  override name = 'CliError';
}

export function loadEnv(): Env {
  try {
    return parseEnv(process.env, { purpose: 'cli' });
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
}

/**
 * Runs `work` against the app's database: PostgreSQL when DATABASE_URL is set; otherwise the
 * embedded database, over the running server's local socket when a server has the data
 * folder (PGlite allows one process per folder), or opened directly when none does.
 */
export async function withDatabase<T>(env: Env, work: (db: Database) => Promise<T>): Promise<T> {
  if (!env.DATABASE_URL && dataDirOwner(env.DATA_DIR) !== null) return viaSocket(env, work);
  let handle;
  try {
    handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, onCreate: seedSampleArticles });
  } catch (error) {
    // A server started between our check and the open.
    if (error instanceof DataDirInUseError) return viaSocket(env, work);
    throw error;
  }
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

async function viaSocket<T>(env: Env, work: (db: Database) => Promise<T>): Promise<T> {
  const owner = dataDirOwner(env.DATA_DIR);
  if (!fs.existsSync(pgliteSocketPath(env.DATA_DIR))) {
    throw new CliError(
      `The data folder ${env.DATA_DIR} is in use by process ${owner ?? '?'}, which does not share its database. ` +
        'Wait for it to finish (or stop it) and try again.',
    );
  }
  const connection = connectToSocket(env.DATA_DIR);
  try {
    return await work(connection.db);
  } finally {
    await connection.close();
  }
}

/** Prints a CliError as one line and exits non-zero; anything else is a bug and shows its stack. */
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof CliError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Asks for a value in the terminal; `hidden` echoes nothing while it is typed (a password). */
export async function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing while the password is typed.
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    rl.setPrompt(question);
    process.stdout.write(question);
    output._writeToOutput = () => {};
  }
  try {
    return await rl.question(hidden ? '' : question);
  } finally {
    rl.close();
    if (hidden) process.stdout.write('\n');
  }
}
