// What a redirect's path may be (decision 121), browser-safe: the admin's form and the server
// read the same schema.
import { z } from 'zod';
import { printable } from '#app/lib/text-rules.ts';

export const PATH_MAX = 500;

/** A path on this site: '/' then printable characters without spaces, no '//' start, no query or fragment. */
const sitePath = (label: string) =>
  z
    .string()
    .check(printable())
    .trim()
    .min(1, `${label} is required.`)
    .max(PATH_MAX, `${label} must be ${PATH_MAX} characters or fewer.`)
    .refine((value) => /^\/(?!\/)[^\s?#\\]*$/.test(value), `${label}: use a path on this site, for example /blog/old-post.`)
    .transform((value) => (value.length > 1 ? value.replace(/\/+$/, '') : value));

export const redirectFormSchema = z
  .object({
    fromPath: sitePath('From'),
    toPath: sitePath('To'),
  })
  .refine((value) => value.fromPath !== value.toPath, { path: ['toPath'], message: 'A path cannot lead to itself.' });

export type RedirectInput = z.output<typeof redirectFormSchema>;

export const REDIRECT_REFUSALS = {
  exists: 'This path already has a redirect. Delete it first to change it.',
  loop: 'This redirect would lead back to its own path (a loop).',
  live: 'An article lives at this path: it cannot be redirected.',
} as const;
