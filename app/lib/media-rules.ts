// The media library's rules, the same in the browser and on the server: what an upload must say
// about its image (alt text, unless it is marked 'Decorative'), and the shape of the library's list.
import { z } from 'zod';
import { printable } from '#app/lib/text-rules.ts';

export const MEDIA_LIBRARY_PATH = '/admin/media-library';
export const MAX_ALT_LENGTH = 250;

export const MEDIA_MESSAGES = {
  altRequired: 'Describe the image in its alt text, or mark it Decorative.',
  altTooLong: `Keep the alt text under ${MAX_ALT_LENGTH} characters.`,
  inUse: 'This image is in use and cannot be deleted. Remove it from where it is used first.',
  missing: 'This image is not in the library any more.',
} as const;

/** A checkbox as a form posts it ('on'), or as the upload's fetch sends it ('true'). */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value === 'on' || value === 'true');

/** What an upload or an edit says of its image: alt text, or 'Decorative' (then no alt text is kept). */
export const imageDescriptionSchema = z
  .object({
    alt: z
      .string()
      .check(printable({ multiline: true }))
      .optional()
      .transform((value) => (value ?? '').replace(/\s+/g, ' ').trim()),
    decorative: checkbox,
  })
  .superRefine(({ alt, decorative }, context) => {
    if (alt.length > MAX_ALT_LENGTH) context.addIssue({ code: 'custom', path: ['alt'], message: MEDIA_MESSAGES.altTooLong });
    else if (!decorative && !alt) context.addIssue({ code: 'custom', path: ['alt'], message: MEDIA_MESSAGES.altRequired });
  })
  .transform(({ alt, decorative }): ImageDescription => ({ alt: decorative ? null : alt, decorative }));

/** An image's alt text, or null when it is decorative. */
export type ImageDescription = { alt: string | null; decorative: boolean };

/** A form's text field as the schema reads it (a file posted in its place counts as nothing). */
export function describedIn(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return imageDescriptionSchema.safeParse({ alt: text('alt'), decorative: text('decorative') });
}

/** Where an image is used: an article (its content or its featured image) or a project's photos. */
export type MediaUse = { kind: 'article' | 'project'; id: string; title: string };

/** One image of the library, as its screen and the 'Choose from library' dialog list it. */
export type MediaItem = {
  fileName: string;
  url: string;
  originalName: string | null;
  altText: string | null;
  decorative: boolean;
  width: number;
  height: number;
  bytes: number;
  createdAt: string;
  uses: MediaUse[];
};
