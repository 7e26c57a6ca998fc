// The lead list's search with more leads than it reads first (decision 075), on both drivers: a
// common search is answered from the newest leads (an exact page, a lower bound for the count),
// a rare one through the trigram index (exact), and a small set of leads is always counted exactly.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { listLeads } from '#app/features/sales/list/lead-list.server.ts';
import type { LeadFilters } from '#app/features/sales/list/lead-filters.ts';

const noFilters: LeadFilters = { q: '', status: 'all', due: false, mine: false, page: 1 };
const LEADS = 2_600;

describe.each(drivers)('searching many leads on %s', (driver) => {
  let database: TestDatabase;
  const search = (filters: Partial<LeadFilters>) => listLeads(database.db, { ...noFilters, ...filters });
  /**
   * Lead i is i minutes old: in Koramangala when i is a multiple of 5 (the oldest, in Hebbal, aside),
   * contacted when i is even.
   */
  const names = (numbers: number[]) => numbers.map((i) => `Lead ${i}`);
  const range = (from: number, to: number, step: number) => Array.from({ length: (to - from) / step + 1 }, (_, k) => from + k * step);

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await database.db.execute(sql`
      insert into contact_submissions (name, email, phone, location, status, created_at)
      select 'Lead ' || i, 'lead' || i || '@example.com', '+91 90000 ' || lpad(i::text, 5, '0'),
             case when i = ${LEADS} then 'Hebbal' when i % 5 = 0 then 'Koramangala' else 'Indiranagar' end,
             case when i % 2 = 0 then 'contacted' else 'new' end,
             timestamptz '2026-11-20 10:00:00+05:30' - make_interval(mins => i)
      from generate_series(1, ${LEADS}) as s(i)`);
  });
  afterAll(async () => database?.cleanup());

  it('answers a common search from the newest leads: the exact page, and "more than" the matches it read', async () => {
    const first = await search({ q: 'koramangala' });
    expect(first.leads.map((lead) => lead.name)).toEqual(names(range(5, 250, 5)));
    // 400 of the newest 2,000 leads match: at least 400, shown as more than 399.
    expect(first).toMatchObject({ matching: 399, moreThan: true });
    // Page 2 reads the newest 4,000, which are all of them: exact again.
    const second = await search({ q: 'koramangala', page: 2 });
    expect(second.leads.map((lead) => lead.name)).toEqual(names(range(255, 500, 5)));
    // Every fifth lead but the oldest, which is in Hebbal.
    expect(second).toMatchObject({ matching: LEADS / 5 - 1, moreThan: false });
  });

  it('counts exactly when the other filters leave no more leads than it reads', async () => {
    const contacted = await search({ q: 'koramangala', status: 'contacted' });
    expect(contacted.leads.map((lead) => lead.name)).toEqual(names(range(10, 500, 10)));
    expect(contacted).toMatchObject({ matching: LEADS / 10 - 1, moreThan: false });
  });

  it('finds a rare search through the index, older leads included, and counts it exactly', async () => {
    expect(await search({ q: 'hebbal' })).toMatchObject({ leads: [{ name: `Lead ${LEADS}` }], matching: 1, moreThan: false });
    // 'lead25' is in lead25@, lead250..259@ and lead2500..2599@: eleven among the newest 2,000.
    const few = await search({ q: 'lead25@' });
    expect(few).toMatchObject({ matching: 1, moreThan: false });
    const some = await search({ q: 'lead25' });
    expect(some).toMatchObject({ matching: 111, moreThan: false });
    expect(some.leads.map((lead) => lead.name).slice(0, 12)).toEqual(names([25, ...range(250, 259, 1), 2500]));
  });
});
