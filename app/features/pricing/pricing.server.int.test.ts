// The rate card's versions on the embedded database and on PostgreSQL (where a second connection
// pool stands in for a second app process). A lead's estimate: app/features/intake/lead-estimate.int.test.ts.
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '#app/lib/db.server.ts';
import { users } from '#db/schema.ts';
import { defaultRateCard } from '#content/rate-card.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { currentRateCard, RATE_CARD_TTL_MS, rateCardHistory, readRateCard, saveRateCard } from '#app/features/pricing/rate-card.server.ts';

const logger = pino({ level: 'silent' });

const withKitchen = (kitchenPremium: number) => ({
  ...defaultRateCard.rates,
  kitchen: { ...defaultRateCard.rates.kitchen, premium: kitchenPremium },
});

describe.each(drivers)('rate cards and estimates on %s', (driver) => {
  let database: TestDatabase;
  let staffId: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const [staff] = await database.db.insert(users).values({ email: 'pricing@example.com', passwordHash: 'x' }).returning({ id: users.id });
    staffId = staff!.id;
  });
  afterAll(async () => database?.cleanup());

  it('uses the defaults until staff save a version, then the newest version, recording who saved it', async () => {
    expect(await readRateCard(database.db)).toEqual(defaultRateCard);
    expect(await currentRateCard(database.db)).toEqual(defaultRateCard);

    const first = await saveRateCard(database.db, { rates: withKitchen(8000), rangePercent: 12, basedOn: 0, actorId: staffId });
    expect(first).toMatchObject({ ok: true, card: { version: 1, rangePercent: 12 } });
    // Someone still editing version 0 does not overwrite version 1.
    const stale = await saveRateCard(database.db, { rates: withKitchen(9000), rangePercent: 10, basedOn: 0, actorId: staffId });
    expect(stale).toEqual({ ok: false, conflict: true, current: 1 });

    const card = await currentRateCard(database.db, logger, Date.now() + RATE_CARD_TTL_MS + 1);
    expect(card.version).toBe(1);
    expect(card.rates.kitchen.premium).toBe(8000);
    // When it was saved, for the printed estimate ("Prices from our rates of ...").
    expect(card.savedAt).toBe(first.ok ? first.card.savedAt : undefined);
    expect(Date.now() - Date.parse(card.savedAt!)).toBeLessThan(60_000);
    expect(await rateCardHistory(database.db)).toEqual([{ version: 1, createdAt: expect.any(String), createdBy: 'pricing@example.com' }]);
    const audit = await queryRows<{ action: string; entity_id: string }>(
      database.db,
      sql`select action, entity_id from audit_log where entity_type = 'rate_card'`,
    );
    expect(audit).toEqual([{ action: 'rate_card.save', entity_id: '1' }]);
  });

  it.runIf(driver === 'postgres')('reaches another app process within the cache time', async () => {
    const other = await openDatabase({ databaseUrl: database.url!, dataDir: database.dataDir, poolSize: 2 });
    try {
      const before = await currentRateCard(other.db, logger);
      await saveRateCard(database.db, { rates: withKitchen(8500), rangePercent: 10, basedOn: before.version, actorId: staffId });
      // Within the cache time the other process may still use what it read; after it, the new version.
      const after = await currentRateCard(other.db, logger, Date.now() + RATE_CARD_TTL_MS + 1);
      expect(after.version).toBe(before.version + 1);
      expect(after.rates.kitchen.premium).toBe(8500);
    } finally {
      await other.close();
    }
  });
});
