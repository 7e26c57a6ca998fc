// Numbers as people type them in India and elsewhere (decision 160): '1450', '1,450', '1,45,000'
// (Indian grouping: the last three digits, then pairs) and '145,000' (groups of three). A comma
// anywhere else ('14,50', '1,,450') is refused rather than guessed at. One reader for every field
// where people type an amount or an area, on the server and in the browser; without zod, so the
// calculator's page reads it without loading a schema library (its zod field: number-fields.ts).

const WHOLE = /^(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})$/;

/** The number typed, or null when it is not one; `decimals` allows that many digits after a point. */
export function parseGroupedNumber(text: string, { decimals = 0 }: { decimals?: number } = {}): number | null {
  const trimmed = text.trim();
  const [whole = '', fraction, ...rest] = trimmed.split('.');
  if (rest.length > 0 || !WHOLE.test(whole)) return null;
  if (fraction !== undefined && (decimals === 0 || !new RegExp(`^\\d{1,${decimals}}$`).test(fraction))) return null;
  return Number(`${whole.replaceAll(',', '')}${fraction === undefined ? '' : `.${fraction}`}`);
}
