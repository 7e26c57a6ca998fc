// The turn of automatic assignment is one for the whole admin server (decision 110): a spec that
// turns 'Takes new leads' on and checks who gets leads in turn, and one that shares a deactivated
// member's leads in turn (decision 119), would take each other's turns. They hold this lock (a
// file in the server's data folder, made exclusively) while they do: Playwright's workers are
// processes of their own, and the embedded database has one session, so an advisory lock would
// not keep them apart.
import fs from 'node:fs';
import path from 'node:path';
import { serverDataDir } from './servers.ts';

const WAIT_MS = 150_000;

export async function holdingTheTurn<T>(work: () => Promise<T>): Promise<T> {
  const file = path.join(serverDataDir('admin'), 'e2e-turn.lock');
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(file, { force: true });
  }
}
