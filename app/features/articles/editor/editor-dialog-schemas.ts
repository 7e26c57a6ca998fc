// The rules of the editor's link, image and table dialogs: one zod schema each, which Conform
// reads the dialog's form with (parseForm, in editor-dialogs.tsx). The dialogs post nothing: what
// passes goes into the editor, and the server's sanitizer checks the article's HTML on save.
import { z } from 'zod';
import { IMAGE_ALIGNMENTS, IMAGE_WIDTHS, isAllowedImageUrl } from '#app/features/articles/article-rules.ts';

export const DIALOG_MESSAGES = {
  linkMissing: 'Enter both the link text and the URL.',
  linkAddress: 'Enter a web address (https://...), an e-mail (mailto:...) or a phone number (tel:...).',
  imageMissing: 'Enter the image URL, or upload an image.',
  imageAddress: 'Use an https:// address or upload the image.',
  tableSize: 'Rows and columns must each be between 1 and 10.',
} as const;

/** https://, http://, mailto: and tel: links, and links within the site; "example.com" gets https://. */
export function normalizeLinkUrl(raw: string): string | null {
  const url = raw.trim();
  if (!url) return null;
  if (/^\/(?!\/)/.test(url) || url.startsWith('#')) return url;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(url)) return URL.canParse(url) ? url : null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null; // javascript:, data: and other schemes
  const withScheme = `https://${url}`;
  return URL.canParse(withScheme) ? withScheme : null;
}

/**
 * Both fields are needed; the one message for that stands under the first empty field (once,
 * not under each). Only then is the address checked, and it comes out as the editor stores it.
 */
export const linkSchema = z
  .object({ text: z.string().trim(), href: z.string().trim() })
  .superRefine(({ text, href }, context) => {
    if (!text || !href) context.addIssue({ code: 'custom', path: [text ? 'href' : 'text'], message: DIALOG_MESSAGES.linkMissing });
    else if (normalizeLinkUrl(href) === null) context.addIssue({ code: 'custom', path: ['href'], message: DIALOG_MESSAGES.linkAddress });
  })
  .overwrite(({ text, href }) => ({ text, href: normalizeLinkUrl(href) ?? href }));

export const imageSchema = z.object({
  src: z
    .string()
    .trim()
    .min(1, { message: DIALOG_MESSAGES.imageMissing, abort: true })
    .refine(isAllowedImageUrl, DIALOG_MESSAGES.imageAddress),
  alt: z.string().trim(),
  align: z.enum(IMAGE_ALIGNMENTS),
  width: z.enum(IMAGE_WIDTHS.map((width) => width.value)),
});

const tableSide = z.coerce
  .number({ error: DIALOG_MESSAGES.tableSize })
  .int(DIALOG_MESSAGES.tableSize)
  .min(1, DIALOG_MESSAGES.tableSize)
  .max(10, DIALOG_MESSAGES.tableSize);

/** Each side out of range has the message under it. */
export const tableSchema = z.object({ rows: tableSide, cols: tableSide });

export type LinkValues = z.output<typeof linkSchema>;
export type ImageValues = z.output<typeof imageSchema>;
export type TableValues = z.output<typeof tableSchema>;
