import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, contractSplit, splitContract, spreadDifference } from '#app/features/billing/milestone-split.ts';
import type { MoneySplit, SpreadMilestone } from '#app/features/billing/milestone-split.ts';
import { totalQuotation } from '#app/features/sales/quotation/quotation.ts';
import type { SiteState } from '#app/features/sales/quotation/quotation.ts';

const sumOf = (rows: readonly MoneySplit[], column: keyof MoneySplit) => rows.reduce((sum, row) => sum + row[column], 0);
const columns = ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const;

/** Whole percents adding up to 100, 1 to 12 stages. */
const schedule = fc
  .array(fc.integer({ min: 1, max: 100 }), { minLength: 0, maxLength: 11 })
  .map((cuts) => [...new Set(cuts.filter((cut) => cut < 100))].sort((a, b) => a - b))
  .map((cuts) =>
    [...cuts, 100].map((cut, index, all) => ({ label: `Stage ${index + 1}`, percent: cut - (index === 0 ? 0 : all[index - 1]!) })),
  );
const siteState = fc.constantFrom<SiteState>('karnataka', 'other');

describe('a contract split into milestones', () => {
  it('takes the quotation’s taxable value and taxes, and the schedule’s stages', () => {
    const stages = [
      { label: 'On booking', percent: 10 },
      { label: 'On design sign-off', percent: 40 },
      { label: 'Before installation', percent: 50 },
    ];
    const contract = contractSplit(21_976_200, 'karnataka');
    expect(contract).toEqual({ taxablePaise: 21_976_200, cgstPaise: 1_977_858, sgstPaise: 1_977_858, igstPaise: 0 });
    const milestones = splitContract(contract, stages, 'karnataka');
    expect(milestones.map((milestone) => [milestone.label, milestone.taxablePaise, milestone.cgstPaise, milestone.amountPaise])).toEqual([
      ['On booking', 2_197_620, 197_786, 2_593_192],
      ['On design sign-off', 8_790_480, 791_143, 10_372_766],
      ['Before installation', 10_988_100, 988_929, 12_965_958],
    ]);
    expect(sumOf(milestones, 'taxablePaise') + sumOf(milestones, 'cgstPaise') * 2).toBe(25_931_916);
  });

  it('always adds up to the contract, column by column, with no milestone below 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000_000 }), schedule, siteState, (taxable, stages, state) => {
        const contract = contractSplit(taxable, state);
        const milestones = splitContract(contract, stages, state);
        expect(milestones).toHaveLength(stages.length);
        for (const column of columns) expect(sumOf(milestones, column)).toBe(contract[column]);
        for (const milestone of milestones) {
          for (const column of columns) expect(milestone[column]).toBeGreaterThanOrEqual(0);
          expect(milestone.amountPaise).toBe(milestone.taxablePaise + milestone.cgstPaise + milestone.sgstPaise + milestone.igstPaise);
        }
      }),
    );
  });

  it('has the same tax lines as the quotation it comes from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 10_000_000 }), siteState, (quantity, rate, state) => {
        const totals = totalQuotation({
          sections: [
            { title: 'Kitchen', lines: [{ item: 'Cabinets', description: '', quantity: quantity / 100, unit: 'sq ft', ratePaise: rate }] },
          ],
          discount: { kind: 'none' },
          siteState: state,
          paymentSchedule: [{ label: 'All', percent: 100 }],
        });
        const contract = contractSplit(totals.taxablePaise, state);
        expect(contract.cgstPaise + contract.sgstPaise + contract.igstPaise).toBe(
          totals.taxes.reduce((sum, tax) => sum + tax.amountPaise, 0),
        );
        expect(contract.taxablePaise + contract.cgstPaise + contract.sgstPaise + contract.igstPaise).toBe(totals.totalPaise);
      }),
    );
  });
});

describe('a change of value spread over the open milestones', () => {
  const status = fc.constantFrom<SpreadMilestone['status']>('open', 'requested', 'invoiced');

  it('keeps every column adding up to the new contract and leaves invoiced milestones alone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_00, max: 5_000_000_000 }),
        schedule,
        siteState,
        fc.array(status, { minLength: 12, maxLength: 12 }),
        fc.integer({ min: -5_000_000_000, max: 5_000_000_000 }),
        (taxable, stages, state, statuses, change) => {
          const before = splitContract(contractSplit(taxable, state), stages, state).map((milestone, index) => ({
            ...milestone,
            status: statuses[index]!,
          }));
          const openTaxable = before.filter((m) => m.status !== 'invoiced').reduce((sum, m) => sum + m.taxablePaise, 0);
          const newTaxable = taxable + Math.max(change, -openTaxable);
          const oldContract = contractSplit(taxable, state);
          const newContract = contractSplit(newTaxable, state);
          const after = spreadDifference(before, newTaxable - taxable, {
            cgstPaise: newContract.cgstPaise - oldContract.cgstPaise,
            sgstPaise: newContract.sgstPaise - oldContract.sgstPaise,
            igstPaise: newContract.igstPaise - oldContract.igstPaise,
          });
          if (before.every((m) => m.status === 'invoiced')) {
            expect(after).toBeNull();
            return;
          }
          for (const column of columns) expect(sumOf(after!, column)).toBe(newContract[column]);
          after!.forEach((milestone, index) => {
            if (before[index]!.status === 'invoiced') expect(milestone).toEqual(before[index]);
            expect(milestone.amountPaise).toBe(milestone.taxablePaise + milestone.cgstPaise + milestone.sgstPaise + milestone.igstPaise);
            expect(milestone.taxablePaise).toBeGreaterThanOrEqual(0);
          });
        },
      ),
    );
  });

  it('shares in proportion, exactly, negative amounts too', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-33, -33, -34]);
    expect(allocate(7, [0, 0])).toEqual([4, 3]);
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.array(fc.integer({ min: 0, max: 1e12 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          expect(allocate(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
        },
      ),
    );
  });
});
