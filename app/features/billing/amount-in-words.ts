// An amount in words as a tax invoice prints it, in the Indian system (thousand, lakh, crore):
// 'Rupees Two Lakh Fifty-Nine Thousand Three Hundred Nineteen and Paise Sixteen Only'. Pure.

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in words, Indian system ('Two Lakh Fifty-Nine Thousand Three Hundred Nineteen'); 'Zero' for 0. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('A whole number of 0 or more');
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts = [];
  // Beyond 99 crore the crores are counted in words themselves ('One Hundred Twenty Crore').
  if (crore > 0) parts.push(`${numberInWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** 'Rupees One Hundred Only' for 10000 paise; 'Rupees Zero and Paise Fifty Only' for 50; a negative amount reads 'Minus Rupees …'. */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError('Whole paise');
  const sign = paise < 0 ? 'Minus ' : '';
  const whole = Math.floor(Math.abs(paise) / 100);
  const fraction = Math.abs(paise) % 100;
  const rupees = `Rupees ${numberInWords(whole)}`;
  return fraction === 0 ? `${sign}${rupees} Only` : `${sign}${rupees} and Paise ${numberInWords(fraction)} Only`;
}
