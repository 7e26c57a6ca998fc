// What every PDF the studio sends shares (decisions 107 and 108): A4, its margins and colours,
// Noto Sans in both weights embedded with only the glyphs used (so '₹' and Indian names print),
// and text the font can always draw. The quotation's PDF and the GST documents' PDFs draw with it.
import fontkit from '@pdf-lib/fontkit';
import { rgb } from 'pdf-lib';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { fontBytes } from '#app/lib/fonts.server.ts';

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
export const INK = rgb(0.13, 0.12, 0.11);
export const MUTED = rgb(0.42, 0.4, 0.37);
export const BRASS = rgb(0.55, 0.42, 0.2);

/** The characters the font has (both weights have the same), found on the first embedding. */
let drawable: ReadonlySet<number> | null = null;

/** Noto Sans regular and bold, embedded in `pdf` as subsets. */
export async function embedNotoSans(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(fontBytes('NotoSans-Regular.ttf'), { subset: true });
  const bold = await pdf.embedFont(fontBytes('NotoSans-Bold.ttf'), { subset: true });
  drawable ??= new Set(regular.getCharacterSet());
  return { regular, bold };
}

/**
 * Text the font can draw: the minus sign (which Noto Sans lacks) becomes a hyphen, a tab a space,
 * and any other character it has no glyph for '?', rather than an empty box.
 */
export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/−/g, '-').replace(/\t/g, ' ')) {
    const code = char.codePointAt(0)!;
    out += code === 10 || code === 13 || drawable?.has(code) ? char : '?';
  }
  return out;
}

/** `text` broken into lines no wider than `width` at `size` (a word longer than the width keeps its own line). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}
