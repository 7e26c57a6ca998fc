// "Leads are never lost" (decision 021): when the database cannot take a lead, it is appended
// to a JSON-lines file in DATA_DIR and flushed to disk before the visitor is told it arrived. A
// background task replays the file into the database; the lead's id was made before the first
// attempt, so a replay (or a second one after a crash) stores each lead exactly once.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ping } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import type { Logger } from '#app/lib/logger.server.ts';
import type { UnstoredLeadKind } from '#db/enums.ts';
import { insertLead } from '#app/features/intake/lead-store.server.ts';
import type { PreparedLead } from '#app/features/intake/lead-store.server.ts';
import { fromSpool, toSpoolLine } from '#app/features/intake/spool-entries.ts';
import type { AnySpoolEntry } from '#app/features/intake/spool-entries.ts';
import { recordUnstoredLeads, refusalReason } from '#app/features/intake/unstored-leads.server.ts';
import type { SetAsideLine } from '#app/features/intake/unstored-leads.server.ts';

export const SPOOL_DIR = 'lead-spool';
/**
 * Set-aside lines wait here only while the database cannot take them into unstored_leads
 * ('Leads that could not be stored'); the next replay moves them there.
 */
export const UNREADABLE_FILE = 'unreadable.jsonl';
export const REFUSED_FILE = 'rejected.jsonl';
const SET_ASIDE_FILES: Record<UnstoredLeadKind, string> = { refused: REFUSED_FILE, unreadable: UNREADABLE_FILE };
// A set-aside file being moved into the database by a process: <kind>-<pid>-<time>-<rand>.jsonl.
const IMPORTING = /^(refused|unreadable)-(\d+)-\d+-[0-9a-f]+\.jsonl$/;
/** A line of a set-aside file (older versions wrote the spool's line alone to rejected.jsonl). */
type SetAsideRecord = { setAside: UnstoredLeadKind; reason: string; line: string };
/** The waiting leads may take this much disk (about 100,000 leads) before new ones are refused. */
export const DEFAULT_SPOOL_MAX_BYTES = 256 * 1024 * 1024;

/** The spool is at its size limit: the lead is refused (the visitor keeps what they typed). */
export class SpoolFullError extends Error {
  override name = 'SpoolFullError';
}

// pending-<pid>.jsonl: written by that process. replay-<pid>-<time>-<rand>.jsonl: being replayed by it.
const PENDING = /^pending-(\d+)\.jsonl$/;
const REPLAYING = /^replay-(\d+)-\d+-[0-9a-f]+\.jsonl$/;

export type ReplayResult = {
  /** Leads this replay stored (leads stored before, by an earlier replay or the request itself, do not count). */
  stored: number;
  /** Entries the database refused while it was reachable; kept for staff in unstored_leads (or rejected.jsonl until it takes them). */
  rejected: number;
  /** True when the database was unavailable and entries remain for the next replay. */
  pending: boolean;
};

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The spool of one data folder. Each process appends to its own file (several app processes
 * on one PostgreSQL may share a DATA_DIR on one machine); files of processes that died are
 * adopted by the next replay.
 */
export class LeadSpool {
  readonly dir: string;
  readonly #logger: Logger;
  // Appends and the hand-over of the file to a replay run one at a time.
  #queue: Promise<unknown> = Promise.resolve();
  #replaying: Promise<ReplayResult> | null = null;

  readonly #maxBytes: number;

  /** `maxBytes`: the most the waiting files may hold together; beyond it a lead is refused, not half-written. */
  constructor(dataDir: string, logger: Logger, { maxBytes = DEFAULT_SPOOL_MAX_BYTES }: { maxBytes?: number } = {}) {
    this.dir = path.join(dataDir, SPOOL_DIR);
    this.#logger = logger;
    this.#maxBytes = maxBytes;
  }

  /** Bytes in the files still to be replayed (this process's and adopted ones). */
  #waitingBytes(): number {
    let total = 0;
    for (const name of fs.readdirSync(this.dir)) {
      if (!PENDING.test(name) && !REPLAYING.test(name)) continue;
      try {
        total += fs.statSync(path.join(this.dir, name)).size;
      } catch {
        // replayed and removed meanwhile
      }
    }
    return total;
  }

  get #pendingFile(): string {
    return path.join(this.dir, `pending-${process.pid}.jsonl`);
  }

  #serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(task, task);
    this.#queue = run.catch(() => {});
    return run;
  }

  /** Resolves when the appends under way are on disk (or failed): the server stops after them. */
  async settle(): Promise<void> {
    await this.#queue;
  }

  /** Appends a lead and returns once it is on disk (file and directory entry flushed). */
  append(prepared: PreparedLead): Promise<void> {
    const line = toSpoolLine(prepared);
    return this.#serial(async () => {
      const created = !fs.existsSync(this.dir);
      await fs.promises.mkdir(this.dir, { recursive: true, mode: 0o700 });
      const isNewFile = !fs.existsSync(this.#pendingFile);
      if (this.#waitingBytes() + Buffer.byteLength(line) + 1 > this.#maxBytes) {
        throw new SpoolFullError(`The lead spool holds ${this.#maxBytes} bytes already`);
      }
      const handle = await fs.promises.open(this.#pendingFile, 'a+', 0o600);
      try {
        const { size } = await handle.stat();
        // A line cut short earlier (a crash mid-write) must not swallow this one: start afresh.
        let bytes = Buffer.from(line);
        if (size > 0) {
          const last = Buffer.alloc(1);
          await handle.read(last, 0, 1, size - 1);
          if (last[0] !== 0x0a) bytes = Buffer.concat([Buffer.from('\n'), bytes]);
        }
        try {
          // A full disk may take part of a write without an error: every byte is checked.
          let written = 0;
          while (written < bytes.length) {
            const { bytesWritten } = await handle.write(bytes, written, bytes.length - written);
            if (bytesWritten <= 0) throw new Error('The lead spool took no more bytes');
            written += bytesWritten;
          }
          await handle.sync();
        } catch (error) {
          // Nothing half-written stays behind for the next lead to be appended to.
          await handle.truncate(size).catch(() => undefined);
          await handle.sync().catch(() => undefined);
          throw error;
        }
      } finally {
        await handle.close();
      }
      if (isNewFile) await syncDir(this.dir);
      if (created) await syncDir(path.dirname(this.dir));
    });
  }

  /** Whether any lead waits in the spool (own or adopted files). */
  hasPending(): boolean {
    let names: string[];
    try {
      names = fs.readdirSync(this.dir);
    } catch {
      return false;
    }
    return names.some((name) => PENDING.test(name) || REPLAYING.test(name));
  }

  /** Replays every waiting lead into `db`; concurrent calls share one run. */
  replay(db: Database): Promise<ReplayResult> {
    this.#replaying ??= this.#replay(db).finally(() => {
      this.#replaying = null;
    });
    return this.#replaying;
  }

  async #replay(db: Database): Promise<ReplayResult> {
    const result: ReplayResult = { stored: 0, rejected: 0, pending: false };
    await this.#importSetAside(db);
    if (!this.hasPending()) return result;
    await this.#serial(async () => this.#claimFiles());
    const mine = fs
      .readdirSync(this.dir)
      .filter((name) => REPLAYING.exec(name)?.[1] === String(process.pid))
      .sort();
    for (const name of mine) {
      const file = path.join(this.dir, name);
      const lines = (await fs.promises.readFile(file, 'utf8')).split('\n');
      for (const [index, line] of lines.entries()) {
        if (!line.trim()) continue;
        let entry: AnySpoolEntry;
        try {
          entry = JSON.parse(line) as AnySpoolEntry;
        } catch {
          // A line cut short (a crash during a write, never acknowledged) or damaged: never
          // deleted unread. It is kept for staff beside the refused ones.
          this.#logger.warn({ file: name, line: index + 1 }, 'Kept an unreadable line of the lead spool for staff');
          await this.#setAside(db, {
            kind: 'unreadable',
            reason: 'The line is not a whole lead record: a write was cut short (a crash or a full disk) or the file was damaged',
            line,
          });
          continue;
        }
        try {
          if (await insertLead(db, fromSpool(entry))) result.stored += 1;
        } catch (error) {
          if (!(await reachable(db))) {
            result.pending = true;
            return result;
          }
          // The database works but refuses this entry: keep it aside for a person, do not block the rest.
          result.rejected += 1;
          const reason = refusalReason(error);
          this.#logger.error({ leadId: entry.lead?.id, reason }, 'The database refused a spooled lead; kept for staff');
          await this.#setAside(db, { kind: 'refused', reason, line });
        }
      }
      await fs.promises.unlink(file);
    }
    if (result.stored > 0) this.#logger.info({ stored: result.stored }, 'Replayed spooled leads into the database');
    return result;
  }

  /** Keeps a line for staff in unstored_leads, or in its set-aside file while the database cannot take it. */
  async #setAside(db: Database, item: SetAsideLine): Promise<void> {
    try {
      await recordUnstoredLeads(db, [item]);
    } catch {
      const record: SetAsideRecord = { setAside: item.kind, reason: item.reason, line: item.line };
      await fs.promises.appendFile(path.join(this.dir, SET_ASIDE_FILES[item.kind]), `${JSON.stringify(record)}\n`, { mode: 0o600 });
    }
  }

  /**
   * Moves the set-aside files into unstored_leads: each is first renamed to a name of this
   * process (atomic, so two processes never take the same file, and nothing is appended to it
   * after), then stored, then removed. Files of a process that died while moving are adopted.
   */
  async #importSetAside(db: Database): Promise<void> {
    let names: string[];
    try {
      names = fs.readdirSync(this.dir);
    } catch {
      return; // no spool folder yet
    }
    for (const [kind, fileName] of Object.entries(SET_ASIDE_FILES) as Array<[UnstoredLeadKind, string]>) {
      if (!names.includes(fileName)) continue;
      const claimed = `${kind}-${process.pid}-${Date.now()}-${randomBytes(4).toString('hex')}.jsonl`;
      try {
        await fs.promises.rename(path.join(this.dir, fileName), path.join(this.dir, claimed));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    for (const name of fs.readdirSync(this.dir)) {
      const match = IMPORTING.exec(name);
      if (!match) continue;
      // Another live process is moving this one.
      if (match[2] !== String(process.pid) && isAlive(Number(match[2]))) continue;
      const kind = match[1] as UnstoredLeadKind;
      const file = path.join(this.dir, name);
      const items = (await fs.promises.readFile(file, 'utf8'))
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => fromSetAsideFile(kind, line));
      try {
        await recordUnstoredLeads(db, items);
      } catch {
        return; // the database cannot take them now: the file waits for the next replay
      }
      await fs.promises.unlink(file);
    }
  }

  /** Renames this process's pending file, and files of dead processes, into replay files of ours. */
  async #claimFiles(): Promise<void> {
    for (const name of fs.readdirSync(this.dir)) {
      const owner = PENDING.exec(name)?.[1] ?? REPLAYING.exec(name)?.[1];
      if (owner === undefined) continue;
      const ours = owner === String(process.pid);
      if (ours && REPLAYING.test(name)) continue;
      if (!ours && isAlive(Number(owner))) continue;
      const target = `replay-${process.pid}-${Date.now()}-${randomBytes(4).toString('hex')}.jsonl`;
      try {
        // Atomic: if another process adopts the same file first, this rename fails and we move on.
        await fs.promises.rename(path.join(this.dir, name), path.join(this.dir, target));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    await syncDir(this.dir);
  }
}

/** A line of a set-aside file as staff will see it; a bare spool line comes from an older version. */
function fromSetAsideFile(kind: UnstoredLeadKind, line: string): SetAsideLine {
  try {
    const record = JSON.parse(line) as Partial<SetAsideRecord>;
    if (record.setAside === kind && typeof record.reason === 'string' && typeof record.line === 'string') {
      return { kind, reason: record.reason, line: record.line };
    }
  } catch {
    // a bare line, whole or not
  }
  return {
    kind,
    reason:
      kind === 'refused'
        ? 'The database refused it (set aside by an earlier version; the server log of that time has the error)'
        : 'The line is not a whole lead record: a write was cut short (a crash or a full disk) or the file was damaged',
    line,
  };
}

async function syncDir(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems cannot sync a directory; the file's own sync still happened.
  } finally {
    await handle.close();
  }
}

async function reachable(db: Database): Promise<boolean> {
  try {
    await ping(db);
    return true;
  } catch {
    return false;
  }
}

export type SpoolReplayer = { stop(): Promise<void>; runNow(): Promise<ReplayResult> };

/**
 * Checks the spool every `intervalMs` and replays it; while the database stays unavailable the
 * wait doubles up to `maxIntervalMs`. Replays once at start (leads left by an earlier run).
 */
export function startSpoolReplayer({
  spool,
  db,
  logger,
  intervalMs = 2000,
  maxIntervalMs = 30_000,
}: {
  spool: LeadSpool;
  db: Database;
  logger: Logger;
  intervalMs?: number;
  maxIntervalMs?: number;
}): SpoolReplayer {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wait = intervalMs;
  let running: Promise<ReplayResult> | null = null;

  const runNow = async (): Promise<ReplayResult> => {
    running = spool.replay(db);
    try {
      return await running;
    } finally {
      running = null;
    }
  };

  const tick = async () => {
    if (stopped) return;
    try {
      const result = await runNow();
      wait = result.pending ? Math.min(wait * 2, maxIntervalMs) : intervalMs;
    } catch (error) {
      logger.error({ err: error }, 'Could not replay the lead spool');
      wait = Math.min(wait * 2, maxIntervalMs);
    }
    if (!stopped) timer = setTimeout(() => void tick(), wait);
  };
  timer = setTimeout(() => void tick(), 0);

  return {
    runNow,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      // A replay in progress stops at the database closing; its file stays for the next start.
      if (running) await Promise.race([running.catch(() => {}), new Promise((resolve) => setTimeout(resolve, 300))]);
    },
  };
}
