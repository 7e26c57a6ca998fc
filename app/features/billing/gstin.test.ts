import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, isValidGstin } from '#app/features/billing/gstin.ts';

describe('GSTIN', () => {
  it('accepts a real GSTIN and its check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin(' 27aapfu0939f1zv ')).toBe(true);
  });

  it('tells a typing mistake in the last character from a wrong format', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1XV')).toBe('format');
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('format');
  });

  it('catches any one character changed in the PAN', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 13 }), fc.integer({ min: 1, max: 35 }), (at, shift) => {
        const good = '29ABCDE1234F1Z';
        const gstin = good + gstinCheckCharacter(good);
        expect(isValidGstin(gstin)).toBe(true);
        const changed = alphabet[(alphabet.indexOf(gstin[at]!) + shift) % 36]!;
        const typo = gstin.slice(0, at) + changed + gstin.slice(at + 1);
        expect(isValidGstin(typo)).toBe(false);
      }),
    );
  });
});
