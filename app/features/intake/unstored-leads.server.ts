// Leads from the spool that never became a row (decision 057): the database refused them, or the
// replay could not read their line. They are kept word for word in `unstored_leads` for staff
// ('Leads that could not be stored') and counted in /healthz, never dropped in silence.
import { createHash } from 'node:crypto';
import { count, desc } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import type { UnstoredLeadKind } from '#db/enums.ts';
import { unstoredLeads } from '#db/schema.ts';

export type SetAsideLine = { kind: UnstoredLeadKind; reason: string; line: string };

/** What staff see of one: when, why, and the line as written. */
export type UnstoredLeadView = { id: string; kind: UnstoredLeadKind; reason: string; content: string; foundAt: string };

// PostgreSQL's text cannot hold NUL: it is written as the six characters a JSON string uses for it.
const NUL = new RegExp(String.fromCharCode(0), 'g');

/** Stores lines set aside (each once, however often a replay or an import meets it again). */
export async function recordUnstoredLeads(db: Database, lines: readonly SetAsideLine[]): Promise<void> {
  if (lines.length === 0) return;
  const rows = lines.map(({ kind, reason, line }) => ({
    key: createHash('sha256').update(`${kind}\n${line}`).digest('hex'),
    kind,
    reason: reason.replace(NUL, '\\u0000'),
    content: line.replace(NUL, '\\u0000'),
  }));
  await db.insert(unstoredLeads).values(rows).onConflictDoNothing({ target: unstoredLeads.key });
}

export async function countUnstoredLeads(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(unstoredLeads);
  return row?.total ?? 0;
}

/** The newest first, at most `limit` of them, with how many there are in all. */
export async function listUnstoredLeads(db: Database, limit = 50): Promise<{ total: number; items: UnstoredLeadView[] }> {
  const [rows, total] = await Promise.all([
    db.select().from(unstoredLeads).orderBy(desc(unstoredLeads.foundAt), desc(unstoredLeads.id)).limit(limit),
    countUnstoredLeads(db),
  ]);
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      reason: row.reason,
      content: row.content,
      foundAt: row.foundAt.toISOString(),
    })),
  };
}

/**
 * Why the database refused a lead, in its own words and code. Never the failed query's text:
 * Drizzle's message carries the statement's parameters (a visitor's name, e-mail and phone).
 */
export function refusalReason(error: unknown): string {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return `The database refused it: ${current.message} (SQLSTATE ${code})`;
  }
  return 'The database refused it (the server log has the error)';
}
