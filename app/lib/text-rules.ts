// What staff may type into a text field (decision 061, amended by 091): no control characters
// (C0 and DEL) and no bidirectional overrides or isolates, which can hide or reorder what others
// read, and a NUL, which PostgreSQL refuses (a 500 for what a client sent). A field of several
// lines (an article's body) keeps its line breaks and tabs. Built from code points so that this
// file holds no invisible character. Browser-safe: the forms' schemas use it on both sides.
import { z } from 'zod';

const range = (from: number, to: number) => `${String.fromCharCode(from)}-${String.fromCharCode(to)}`;
const BIDI = `${range(0x202a, 0x202e)}${range(0x2066, 0x2069)}`;
const DEL = String.fromCharCode(0x7f);

export const SINGLE_LINE_FORBIDDEN = new RegExp(`[${range(0x00, 0x1f)}${DEL}${BIDI}]`);
export const MULTI_LINE_FORBIDDEN = new RegExp(`[${range(0x00, 0x08)}${range(0x0b, 0x0c)}${range(0x0e, 0x1f)}${DEL}${BIDI}]`);

export const UNPRINTABLE_MESSAGE = 'Please remove the control or text-direction characters from this field.';

/** The check a text field's schema runs first: the field's own message names the field it is under. */
export const printable = ({ multiline = false }: { multiline?: boolean } = {}) =>
  z.refine<string>((value) => !(multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value), UNPRINTABLE_MESSAGE);

/** The text without the characters the rules above refuse (for a name nobody typed, such as an upload's file name). */
export function withoutUnprintable(text: string): string {
  return text.replace(new RegExp(SINGLE_LINE_FORBIDDEN.source, 'g'), '');
}
