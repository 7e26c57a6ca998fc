// The rate card in force: the newest version staff saved, or the defaults in content/. Every app
// process reads it from the database, at most a few seconds old, so a change made in one process
// reaches the calculator in all of them within seconds.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { withTimeout } from '#app/lib/timeout.ts';
import { rateCards, users } from '#db/schema.ts';
import type { StoredRates } from '#db/schema.ts';
import type { Logger } from '#app/lib/logger.server.ts';
import { defaultRateCard } from '#content/rate-card.ts';
import type { RateCard, RateCardRates } from '#content/rate-card.ts';
import { audit } from '#app/lib/audit.server.ts';

/** How long a process keeps the rate card it read before asking the database again. */
export const RATE_CARD_TTL_MS = 2000;
const READ_TIMEOUT_MS = 1500;

type Cached = { card: RateCard; readAt: number; reading?: Promise<RateCard> };
const cache = new WeakMap<Database, Cached>();

/**
 * A saved version's rates over the defaults: a rate added since that version was saved keeps its
 * default. Every version was saved whole, from a RateCardRates (saveRateCard), so each rate it has
 * has every package.
 */
function withDefaults(saved: StoredRates): RateCardRates {
  return { ...defaultRateCard.rates, ...(saved as Partial<RateCardRates>) };
}

/** The newest rate card, read now (the admin's 'Pricing' tab; the calculator uses currentRateCard). */
export async function readRateCard(db: Database): Promise<RateCard> {
  const [row] = await db.select().from(rateCards).orderBy(desc(rateCards.version)).limit(1);
  return row
    ? {
        version: row.version,
        rates: withDefaults(row.rates),
        rangePercent: row.rangePercent,
        savedAt: row.createdAt.toISOString(),
      }
    : defaultRateCard;
}

/**
 * The rate card in force. A database that does not answer leaves the last card this process read
 * (or the defaults) in force: an estimate is never refused for want of the newest rates.
 */
export async function currentRateCard(db: Database | null, logger?: Logger, now = Date.now()): Promise<RateCard> {
  // Before the database is ready (PostgreSQL did not answer at start) the defaults apply, as when
  // a database that is down was never read.
  if (!db) return defaultRateCard;
  const cached = cache.get(db);
  if (cached && now - cached.readAt < RATE_CARD_TTL_MS) return cached.card;
  if (cached?.reading) return cached.reading;
  const entry: Cached = cached ?? { card: defaultRateCard, readAt: 0 };
  entry.reading = withTimeout(readRateCard(db), READ_TIMEOUT_MS, 'Reading the rate card')
    .then((card) => {
      entry.card = card;
      entry.readAt = Date.now();
      return card;
    })
    .catch((error: unknown) => {
      logger?.warn({ err: error }, 'Could not read the rate card; the last one read stays in force');
      return entry.card;
    })
    .finally(() => {
      entry.reading = undefined;
    });
  cache.set(db, entry);
  return entry.reading;
}

export type RateCardVersion = { version: number; createdAt: string; createdBy: string | null };

/** The newest saved versions, newest first, with who saved them. */
export async function rateCardHistory(db: Database, limit = 10): Promise<RateCardVersion[]> {
  const rows = await db
    .select({ version: rateCards.version, createdAt: rateCards.createdAt, createdBy: users.email })
    .from(rateCards)
    .leftJoin(users, eq(users.id, rateCards.createdBy))
    .orderBy(desc(rateCards.version))
    .limit(limit);
  return rows.map((row) => ({ version: row.version, createdAt: row.createdAt.toISOString(), createdBy: row.createdBy }));
}

export type SaveResult = { ok: true; card: RateCard } | { ok: false; conflict: true; current: number };

/**
 * Saves a new version on top of `basedOn`, the version the editor started from. If someone saved
 * in between, nothing is saved: the editor is told and reloads (no change is silently overwritten).
 */
export async function saveRateCard(
  db: Database,
  change: { rates: RateCardRates; rangePercent: number; basedOn: number; actorId: string },
): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    const [newest] = await tx
      .select({ version: rateCards.version })
      .from(rateCards)
      .orderBy(desc(rateCards.version))
      .limit(1)
      .for('update');
    const current = newest?.version ?? 0;
    if (current !== change.basedOn) return { ok: false as const, conflict: true as const, current };
    const version = current + 1;
    const inserted = await tx
      .insert(rateCards)
      .values({ version, rates: change.rates, rangePercent: change.rangePercent, createdBy: change.actorId })
      .onConflictDoNothing()
      .returning({ version: rateCards.version, createdAt: rateCards.createdAt });
    if (inserted.length === 0) return { ok: false as const, conflict: true as const, current: version };
    await audit(tx, {
      actorId: change.actorId,
      action: 'rate_card.save',
      entity: 'rate_card',
      entityId: String(version),
      details: { basedOn: change.basedOn, rangePercent: change.rangePercent },
    });
    const card: RateCard = {
      version,
      rates: change.rates,
      rangePercent: change.rangePercent,
      savedAt: inserted[0]!.createdAt.toISOString(),
    };
    cache.set(db, { card, readAt: Date.now() });
    return { ok: true as const, card };
  });
}
