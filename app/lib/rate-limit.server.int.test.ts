import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { createTestDatabase, drivers } from '../../tests/support/databases.ts';
import type { TestDatabase } from '../../tests/support/databases.ts';

describe.each(drivers)('rate limit counters on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => database?.cleanup());

  it('allows max hits per window, then refuses with the seconds until the window ends', async () => {
    const limit = { max: 3, windowMs: 60_000 };
    const now = new Date('2026-11-21T10:00:15Z');
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(database.db, 'lead:203.0.113.9', limit, now));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ count: 4, retryAfterSeconds: 45 });
    // Another key and the next window start afresh.
    expect((await hitRateLimit(database.db, 'lead:198.51.100.7', limit, now)).allowed).toBe(true);
    expect((await hitRateLimit(database.db, 'lead:203.0.113.9', limit, new Date('2026-11-21T10:01:00Z'))).count).toBe(1);
  });

  it('counts concurrent hits exactly', async () => {
    const limit = { max: 100, windowMs: 60_000 };
    const now = new Date('2026-11-21T11:00:00Z');
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(database.db, 'burst', limit, now)));
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
