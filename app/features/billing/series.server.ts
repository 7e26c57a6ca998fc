// The next number of a GST document's series (decision 162): one row per kind and financial year,
// taken under its row lock in the caller's transaction, so two staff issuing at the same moment
// get consecutive numbers, and a rolled-back issue gives its number back (no gap).
import { sql } from 'drizzle-orm';
import type { Transaction } from '#db/database.ts';
import type { TaxDocumentKind } from '#db/enums.ts';
import { documentSeries } from '#db/schema.ts';
import { documentNumber, financialYearOf } from '#app/features/billing/financial-year.ts';

export type DocumentNumber = { financialYear: string; serial: number; number: string };

/** The next serial of `kind`'s series for the financial year `at` falls in (India time), and its number ('INV/2026-27/0001'). */
export async function nextDocumentNumber(tx: Transaction, kind: TaxDocumentKind, at: Date): Promise<DocumentNumber> {
  const financialYear = financialYearOf(at);
  const [row] = await tx
    .insert(documentSeries)
    .values({ kind, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.kind, documentSeries.financialYear],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ serial: documentSeries.lastNumber });
  const serial = row!.serial;
  // Past 9999 this throws, and the caller's transaction (and its number) is rolled back.
  return { financialYear, serial, number: documentNumber(kind, financialYear, serial) };
}
