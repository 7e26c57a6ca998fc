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

/**
 * Takes the data folder for this process or throws DataDirInUseError. Returns the release
 * function; a lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
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
