// The rules of articles, written once for both sides: the public pages and feeds, the admin's
// table, dialog and editor, and the server that stores and sanitizes. Browser-safe: no server
// imports and no zod here (the dialog's schema, article-form.ts, is built from these).

/** Categories the public filter offers (docs/product.md, 'The admin panel'); the dialog's field also takes others. */
export const ARTICLE_CATEGORIES = ['Kitchen Design', 'Interior Tips', 'Vastu Design', 'Living Room', 'Bedroom Design'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export function isArticleCategory(value: string): value is ArticleCategory {
  return (ARTICLE_CATEGORIES as readonly string[]).includes(value);
}

/** The public filter's value for "no restriction". */
export const ALL_CATEGORIES = 'all';

/** The public Articles page shows at most this many featured articles (docs/product.md, 'The admin panel'). */
export const MAX_FEATURED_ARTICLES = 3;
export const MAX_RELATED_ARTICLES = 3;
/** Tags shown on an article card. */
export const MAX_CARD_TAGS = 2;
/** Articles in /rss.xml. */
export const FEED_SIZE = 20;
/** Search engines show about this much of a description (docs/product.md, 'The admin panel'). */
export const META_DESCRIPTION_MAX = 160;
export const DEFAULT_READ_TIME = 5;
export const WORDS_PER_MINUTE = 200;

/**
 * docs/product.md, 'The admin panel': lower-cased; characters other than letters, digits, spaces and hyphens
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

/** What a stored slug looks like: lower-case letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "vastu, pooja room , ,kitchen" -> ["vastu", "pooja room", "kitchen"] */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

// Elements whose content is not text a reader sees.
const NON_TEXT_ELEMENTS = /<(script|style|textarea|option|noscript|template|title|svg|math|iframe|object)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
// Where one block ends and the next begins, words must stay apart.
const BLOCK_ENDS = /<\/(?:p|h[1-6]|li|div|blockquote|pre|tr|td|th)\s*>|<br\s*\/?>/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const value = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(value) && value > 0 && value < 0x110000 ? String.fromCodePoint(value) : '';
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
  });
}

/**
 * The text a reader sees in article HTML (for cards, descriptions, feeds, word counts): tags
 * removed, entities decoded, white space collapsed. The result is text, to be escaped wherever
 * it is shown, never HTML.
 */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(NON_TEXT_ELEMENTS, ' ')
    .replace(BLOCK_ENDS, '$& ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/** Whether editor HTML has anything in it: text, or at least an image. */
export function hasContent(html: string): boolean {
  return htmlToText(html).length > 0 || /<img\b/i.test(html);
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Minutes at 200 words per minute, rounded up (docs/product.md, 'The admin panel'). */
export function readingMinutes(words: number): number {
  return Math.ceil(words / WORDS_PER_MINUTE);
}

/** Cuts text at a word boundary so it fits in `max` characters, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.5 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

export const MEDIA_URL_PREFIX = '/media/';

/**
 * Images come only from our own media store (/media/<file>) or an https:// address: never
 * data:, javascript: or relative URLs. The featured image field, the editor's image dialog and
 * the sanitizer all ask this.
 */
export function isAllowedImageUrl(url: string | null | undefined): boolean {
  const value = url?.trim();
  if (!value) return false;
  if (value.startsWith(MEDIA_URL_PREFIX)) return /^\/media(?:\/[A-Za-z0-9._-]+)+$/.test(value) && !value.includes('..');
  return /^https:\/\/[^\s/"'<>\\][^\s"'<>\\]*$/i.test(value) && URL.canParse(value);
}

// --- the HTML shapes the editor makes and the sanitizer keeps (decision 035) -----------------

/** Small, medium, large and full width (docs/product.md, 'The admin panel'). */
export const IMAGE_WIDTHS = [
  { value: '200px', label: 'Small (200px)' },
  { value: '400px', label: 'Medium (400px)' },
  { value: '600px', label: 'Large (600px)' },
  { value: '100%', label: 'Full width' },
] as const;
export const IMAGE_ALIGNMENTS = ['left', 'center', 'right', 'inline'] as const;
export type ImageAlign = (typeof IMAGE_ALIGNMENTS)[number];
export const CALLOUT_VARIANTS = ['info', 'warning'] as const;
export type CalloutVariant = (typeof CALLOUT_VARIANTS)[number];
