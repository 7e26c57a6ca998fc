import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChangeOrder, changeOrderFormSchema, priceChangeOrder } from '#app/features/billing/change-orders/change-order.ts';
import { contractSplit, splitContract } from '#app/features/billing/milestone-split.ts';
import type { SiteState } from '#app/features/sales/quotation/quotation.ts';

const line = (item: string, quantity: number, ratePaise: number) => ({ item, description: '', quantity, unit: 'nos', ratePaise });

describe('a change order', () => {
  it('prices the new lines like a quotation and says what changed against the contract', () => {
    const before = [{ title: 'Kitchen', lines: [line('Base units', 1, 10_000_000), line('Tall unit', 1, 5_000_000)] }];
    const after = [{ title: 'Kitchen', lines: [line('Base units', 2, 10_000_000), line('Chimney', 1, 2_000_000)] }];
    const priced = priceChangeOrder(
      { sections: before, discount: { kind: 'none' }, siteState: 'karnataka', currentValuePaise: 17_700_000 },
      after,
    );
    // ₹2,20,000 + 18% = ₹2,59,600, ₹82,600 above the contract's ₹1,77,000.
    expect(priced.totals.totalPaise).toBe(25_960_000);
    expect(priced.deltaPaise).toBe(8_260_000);
    expect(priced.changes.map((change) => `${change.kind} ${change.item}`)).toEqual([
      'changed Base units',
      'added Chimney',
      'removed Tall unit',
    ]);
  });

  it('refuses a form without a way to pay the difference', () => {
    const result = changeOrderFormSchema.safeParse({
      sections: [{ title: 'Kitchen', lines: [line('Base units', 1, 100)] }],
      spread: 'later',
    });
    expect(result.success).toBe(false);
  });

  it('leaves the milestones adding up to the new contract, and never changes an invoiced one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5_000_000_000 }),
        fc.integer({ min: 0, max: 5_000_000_000 }),
        fc.constantFrom<SiteState>('karnataka', 'other'),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        fc.constantFrom('open_milestones' as const, 'own_milestone' as const),
        (taxable, newTaxable, siteState, invoiced, spread) => {
          const stages = [
            { label: 'Booking', percent: 10 },
            { label: 'Production', percent: 50 },
            { label: 'Handover', percent: 40 },
          ];
          const milestones = splitContract(contractSplit(taxable, siteState), stages, siteState).map((milestone, index) => ({
            ...milestone,
            status: invoiced[index] ? ('invoiced' as const) : ('open' as const),
          }));
          const contract = contractSplit(newTaxable, siteState);
          const applied = applyChangeOrder(milestones, contract, spread);
          if (!applied.ok) return;
          const after = [...applied.milestones, ...(applied.ownMilestone ? [applied.ownMilestone] : [])];
          const newTotal = contract.taxablePaise + contract.cgstPaise + contract.sgstPaise + contract.igstPaise;
          expect(after.reduce((sum, milestone) => sum + milestone.amountPaise, 0)).toBe(newTotal);
          for (const column of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const)
            expect(after.reduce((sum, milestone) => sum + milestone[column], 0)).toBe(contract[column]);
          for (const milestone of after) {
            expect(milestone.amountPaise).toBe(milestone.taxablePaise + milestone.cgstPaise + milestone.sgstPaise + milestone.igstPaise);
            expect(milestone.amountPaise).toBeGreaterThanOrEqual(0);
          }
          milestones.forEach((milestone, index) => {
            if (milestone.status === 'invoiced') expect(applied.milestones[index]).toEqual(milestone);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('asks for a milestone of its own when every milestone is invoiced, and refuses one below zero', () => {
    const milestones = splitContract(contractSplit(1_000_000, 'karnataka'), [{ label: 'All', percent: 100 }], 'karnataka').map((m) => ({
      ...m,
      status: 'invoiced' as const,
    }));
    expect(applyChangeOrder(milestones, contractSplit(2_000_000, 'karnataka'), 'open_milestones')).toEqual({
      ok: false,
      problem: 'allInvoiced',
    });
    expect(applyChangeOrder(milestones, contractSplit(500_000, 'karnataka'), 'own_milestone')).toEqual({
      ok: false,
      problem: 'ownNegative',
    });
  });
});
