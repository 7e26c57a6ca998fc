// Article tables on narrow screens: each in a box of its own that scrolls sideways, reachable by
// keyboard and named for screen readers (decision 095).
import { htmlToText } from '#app/features/articles/article-rules.ts';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// A heading (its text), a table's start with the caption that may open it, or a table's end.
const TABLE_TOKENS = /<(h[1-4])\b[^>]*>([\s\S]*?)<\/\1>|<table\b[^>]*>(?:\s*<caption\b[^>]*>([\s\S]*?)<\/caption>)?|<\/table>/g;

/**
 * Wraps each table in a box that scrolls sideways on narrow screens (keyboard-reachable, as a
 * scrolling region must be), named for screen readers by the table's caption or, without one,
 * by the heading it comes under; two tables that would share a name are numbered. Safe on
 * sanitized HTML: a literal "<table" or "<h2" there is always a tag.
 */
export function withScrollingTables(html: string): string {
  let heading = '';
  const names = new Map<string, number>();
  return html.replace(TABLE_TOKENS, (token, headingTag: string | undefined, headingHtml: string, captionHtml: string | undefined) => {
    if (headingTag) {
      heading = htmlToText(headingHtml);
      return token;
    }
    if (token === '</table>') return '</table></div>';
    const base = (captionHtml === undefined ? '' : htmlToText(captionHtml)) || heading || 'Table';
    const count = (names.get(base) ?? 0) + 1;
    names.set(base, count);
    const name = count > 1 ? `${base} (table ${count})` : base;
    return `<div class="table-scroll" role="region" aria-label="${escapeAttribute(name)}" tabindex="0">${token}`;
  });
}
