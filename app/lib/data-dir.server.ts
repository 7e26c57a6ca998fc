import fs from 'node:fs';
import path from 'node:path';

/** PGlite allows one process per data folder; this lock file says which process has it. */
export const LOCK_FILE = 'server.pid';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is already in use by another process (pid ${pid}). ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false; // our own pid in the file is a leftover from a restarted container
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid holding the data folder, or null when nobody (alive) does. */
export function dataDirOwner(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

// The data folder holds the embedded database (staff password hashes, every lead, in its files
// and its write-ahead log), the lead spool and the session key: only the server's own user may
// read it (decision 092).
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/** Takes group and other access away from `target` and everything under it (symbolic links are left alone). */
export function tightenModes(target: string): void {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(target);
  } catch {
    return; // removed meanwhile
  }
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_DIR) fs.chmodSync(target, PRIVATE_DIR);
    for (const entry of fs.readdirSync(target)) tightenModes(path.join(target, entry));
  } else if ((stat.mode & 0o077) !== 0) {
    fs.chmodSync(target, stat.mode & 0o777 & PRIVATE_FILE);
  }
}

/**
 * Makes the data folder private: created 0700 if missing, an existing one (and everything in it)
 * tightened, and this process's umask set so that the files made later are 0600 whoever made
 * them (PGlite, the spool, the session key). Called at every start, by the server and the CLI.
 */
export function keepDataDirPrivate(dataDir: string): void {
  try {
    process.umask(0o077);
  } catch {
    // A worker thread cannot change it; the modes given at creation and tightenModes still apply.
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  tightenModes(dataDir);
}

/**
 * Takes the data folder for this process or throws DataDirInUseError. Returns the release
 * function; a lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  keepDataDirPrivate(dataDir);
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', PRIVATE_FILE);
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = dataDirOwner(dataDir);
      if (owner !== null) throw new DataDirInUseError(dataDir, owner);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
