// The article dialog's rules, shared by the browser (live hints) and the server (the decision).
import { z } from 'zod';

/** Categories the public article filter offers (spec section 3); the field also takes others. */
export const ARTICLE_CATEGORIES = ['Kitchen Design', 'Interior Tips', 'Vastu Design', 'Living Room', 'Bedroom Design'] as const;

export const DEFAULT_READ_TIME = 5;
export const META_DESCRIPTION_MAX = 160;
/** The public Articles page shows at most this many featured articles (spec section 9). */
export const FEATURED_LIMIT = 3;
export const WORDS_PER_MINUTE = 200;

/**
 * Spec section 5: lower-cased; characters other than letters, digits, spaces and hyphens
 * removed; spaces turned into hyphens; repeated hyphens collapsed. We also trim hyphens at
 * either end, so "  Kitchen!" gives "kitchen" rather than "-kitchen".
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** "vastu, pooja room , ,kitchen" -> ["vastu", "pooja room", "kitchen"] */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** Visible text of editor HTML (tags removed, a few entities decoded, spaces collapsed). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/div|\/blockquote|\/pre|\/td|\/th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Minutes at 200 words per minute, rounded up (spec section 2). */
export function readingMinutes(words: number): number {
  return Math.ceil(words / WORDS_PER_MINUTE);
}

function hasContent(html: string): boolean {
  return htmlToText(html).length > 0 || /<img\b/i.test(html);
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value));

const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

export const articleFormSchema = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(200, 'Title must be 200 characters or fewer.'),
  slug: z
    .string()
    .trim()
    .min(1, 'Slug is required.')
    .max(200, 'Slug must be 200 characters or fewer.')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens, for example modular-kitchen-ideas.'),
  category: z.string().trim().min(1, 'Category is required.').max(80, 'Category must be 80 characters or fewer.'),
  readTime: z.coerce
    .number({ error: 'Read time must be a whole number of minutes.' })
    .int('Read time must be a whole number of minutes.')
    .min(1, 'Read time must be at least 1 minute.')
    .max(600, 'Read time must be at most 600 minutes.'),
  authorName: optionalText(120, 'Author name must be 120 characters or fewer.'),
  featuredImageUrl: optionalText(2000, 'The image address is too long.').refine(
    (value) => value === null || /^https:\/\/[^\s"'<>]+$/.test(value) || /^\/media\/[A-Za-z0-9._-]+$/.test(value),
    'Use an https:// address or an uploaded image (/media/...).',
  ),
  metaTitle: optionalText(200, 'Meta title must be 200 characters or fewer.'),
  metaDescription: optionalText(META_DESCRIPTION_MAX, `Meta description must be ${META_DESCRIPTION_MAX} characters or fewer.`),
  tags: z
    .string()
    .max(1000, 'Tags are too long.')
    .transform(splitTags)
    .refine((tags) => tags.length <= 20, 'Use at most 20 tags.')
    .refine((tags) => tags.every((tag) => tag.length <= 40), 'Each tag must be 40 characters or fewer.'),
  excerpt: z.string().max(20_000, 'The excerpt is too long.').refine(hasContent, 'Excerpt is required.'),
  content: z.string().max(1_500_000, 'The content is too long.').refine(hasContent, 'Content is required.'),
  isFeatured: checkbox,
  isPublished: checkbox,
});

export type ArticleInput = z.output<typeof articleFormSchema>;
export type ArticleFieldErrors = Partial<Record<keyof ArticleInput, string>>;

/** The first message per field, for showing under each input. */
export function fieldErrors(error: z.ZodError): ArticleFieldErrors {
  const errors: ArticleFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0] as keyof ArticleInput;
    errors[key] ??= issue.message;
  }
  return errors;
}

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
};
