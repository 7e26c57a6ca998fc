// The article dialog's schema, shared by the browser (live hints) and the server (the decision),
// read from the posted form by Conform on both sides.
import type { SubmissionResult } from '@conform-to/react';
import { z } from 'zod';
import { parseForm } from '#app/lib/parse-form.ts';
import { printable } from '#app/lib/text-rules.ts';
import { hasContent, isAllowedImageUrl, META_DESCRIPTION_MAX, SLUG_PATTERN, splitTags } from '#app/features/articles/article-rules.ts';
import { fromIndiaLocal } from '#app/features/articles/article-schedule.ts';

// Every text field refuses control and text-direction characters first (decision 091).
const optionalText = (max: number, message: string) =>
  z
    .string()
    .check(printable())
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value));

const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/** An optional date and time in India time (a datetime-local input): null when empty. */
const optionalMoment = (label: string) =>
  z
    .string()
    .trim()
    .max(40, `${label}: use a date and a time.`)
    .optional()
    .transform((value, context) => {
      if (!value) return null;
      const moment = fromIndiaLocal(value);
      if (!moment) {
        context.addIssue({ code: 'custom', message: `${label}: use a date and a time.` });
        return z.NEVER;
      }
      return moment;
    });

export const articleFormSchema = z
  .object({
    title: z.string().check(printable()).trim().min(1, 'Title is required.').max(200, 'Title must be 200 characters or fewer.'),
    slug: z
      .string()
      .trim()
      .min(1, 'Slug is required.')
      .max(200, 'Slug must be 200 characters or fewer.')
      .regex(SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens, for example modular-kitchen-ideas.'),
    category: z.string().check(printable()).trim().min(1, 'Category is required.').max(80, 'Category must be 80 characters or fewer.'),
    readTime: z.coerce
      .number({ error: 'Read time must be a whole number of minutes.' })
      .int('Read time must be a whole number of minutes.')
      .min(1, 'Read time must be at least 1 minute.')
      .max(600, 'Read time must be at most 600 minutes.'),
    /** Set while the writer has not typed a read time: the server counts it from the content (decision 122). */
    readTimeAuto: checkbox,
    authorName: optionalText(120, 'Author name must be 120 characters or fewer.'),
    featuredImageUrl: optionalText(2000, 'The image address is too long.').refine(
      (value) => value === null || isAllowedImageUrl(value),
      'Use an https:// address or an uploaded image (/media/...).',
    ),
    metaTitle: optionalText(200, 'Meta title must be 200 characters or fewer.'),
    metaDescription: optionalText(META_DESCRIPTION_MAX, `Meta description must be ${META_DESCRIPTION_MAX} characters or fewer.`),
    tags: z
      .string()
      .check(printable())
      .max(1000, 'Tags are too long.')
      .transform(splitTags)
      .refine((tags) => tags.length <= 20, 'Use at most 20 tags.')
      .refine((tags) => tags.every((tag) => tag.length <= 40), 'Each tag must be 40 characters or fewer.'),
    excerpt: z
      .string()
      .check(printable({ multiline: true }))
      .max(20_000, 'The excerpt is too long.')
      .refine(hasContent, 'Excerpt is required.'),
    content: z
      .string()
      .check(printable({ multiline: true }))
      .max(1_500_000, 'The content is too long.')
      .refine(hasContent, 'Content is required.'),
    isFeatured: checkbox,
    isPublished: checkbox,
    publishAt: optionalMoment('Publish at'),
    unpublishAt: optionalMoment('Unpublish at'),
  })
  .superRefine((value, context) => {
    if (!value.unpublishAt) return;
    if (value.unpublishAt.getTime() <= Date.now()) {
      context.addIssue({ code: 'custom', path: ['unpublishAt'], message: 'Unpublish at must be in the future.' });
    } else if (value.publishAt && value.unpublishAt <= value.publishAt) {
      context.addIssue({ code: 'custom', path: ['unpublishAt'], message: 'Unpublish at must be later than Publish at.' });
    }
  });

export type ArticleInput = z.output<typeof articleFormSchema>;
export type ArticleFormInput = z.input<typeof articleFormSchema>;

/** The dialog's posted fields, checked by the schema (it reads the checkboxes' 'on' and 'true' and the read time itself). */
export const parseArticleForm = (formData: FormData) => parseForm(formData, articleFormSchema);

/** The long fields are not sent back with a refused save: the dialog still has them. */
export const NOT_ECHOED: Array<keyof ArticleInput> = ['excerpt', 'content'];

export const SLUG_TAKEN = 'An article with this slug already exists. Choose another slug.';

/** What the create and update actions answer: the article's id, or Conform's result with the messages. */
export type ArticleSaveAnswer = { ok: true; id: string } | { ok: false; result: SubmissionResult };

/** The form's fields as the dialog edits them (strings and booleans). */
export type ArticleFormValues = {
  title: string;
  slug: string;
  category: string;
  readTime: string;
  authorName: string;
  featuredImageUrl: string;
  metaTitle: string;
  metaDescription: string;
  tags: string;
  excerpt: string;
  content: string;
  isFeatured: boolean;
  isPublished: boolean;
  /** True until the writer types a read time: it follows the content. */
  readTimeAuto: boolean;
  /** India time, as the datetime-local input holds it ('' when not set). */
  publishAt: string;
  unpublishAt: string;
};
