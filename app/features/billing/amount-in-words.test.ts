import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from '#app/features/billing/amount-in-words.ts';

describe('amount in words', () => {
  it('writes rupees and paise in the Indian system', () => {
    expect(amountInWords(25_931_916)).toBe('Rupees Two Lakh Fifty-Nine Thousand Three Hundred Nineteen and Paise Sixteen Only');
    expect(amountInWords(10_000)).toBe('Rupees One Hundred Only');
    expect(amountInWords(50)).toBe('Rupees Zero and Paise Fifty Only');
  });

  it('counts thousands, lakhs and crores', () => {
    expect(numberInWords(1_000)).toBe('One Thousand');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(10_000_000)).toBe('One Crore');
    expect(numberInWords(12_34_56_789)).toBe('Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine');
    expect(numberInWords(1_20_00_00_000)).toBe('One Hundred Twenty Crore');
    expect(numberInWords(90_015)).toBe('Ninety Thousand Fifteen');
  });
});
