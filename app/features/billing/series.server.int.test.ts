// A GST document's series on both drivers: 50 issued at the same moment get 50 consecutive
// numbers; a rolled-back issue leaves no gap; the series starts again at 0001 on 1 April (India).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { nextDocumentNumber } from '#app/features/billing/series.server.ts';

describe.each(drivers)('document series on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => database?.cleanup());

  it('gives 50 documents issued at the same moment the numbers 0001 to 0050', async () => {
    const at = new Date('2026-11-29T06:00:00Z');
    const take = () => database.db.transaction((tx) => nextDocumentNumber(tx, 'tax_invoice', at));
    // PGlite has one connection: its transactions queue; PostgreSQL runs them side by side.
    const taken =
      driver === 'postgres'
        ? await Promise.all(Array.from({ length: 50 }, take))
        : await Array.from({ length: 50 }).reduce<Promise<Awaited<ReturnType<typeof take>>[]>>(
            async (done) => [...(await done), await take()],
            Promise.resolve([]),
          );
    const numbers = taken.map((one) => one.number).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => `INV/2026-27/${String(index + 1).padStart(4, '0')}`));
  });

  it('gives back the number of an issue that was rolled back', async () => {
    const at = new Date('2026-11-29T06:00:00Z');
    await expect(
      database.db.transaction(async (tx) => {
        await nextDocumentNumber(tx, 'credit_note', at);
        throw new Error('the document could not be stored');
      }),
    ).rejects.toThrow('could not be stored');
    const next = await database.db.transaction((tx) => nextDocumentNumber(tx, 'credit_note', at));
    expect(next.number).toBe('CN/2026-27/0001');
  });

  it('starts each kind again at 0001 on 1 April, India time', async () => {
    const take = (iso: string) => database.db.transaction((tx) => nextDocumentNumber(tx, 'receipt_voucher', new Date(iso)));
    expect((await take('2026-03-31T18:29:00Z')).number).toBe('RV/2025-26/0001');
    expect((await take('2026-03-31T18:29:59Z')).number).toBe('RV/2025-26/0002');
    expect((await take('2026-03-31T18:30:00Z')).number).toBe('RV/2026-27/0001');
    expect((await take('2026-04-01T10:00:00Z')).number).toBe('RV/2026-27/0002');
  });
});
