import { describe, expect, it } from 'vitest';
import { withScrollingTables } from '#app/features/articles/scrolling-tables.ts';
import { seedArticles } from '#content/seed-articles.ts';
import { sanitizeArticleHtmlForDisplay } from '#app/features/articles/sanitize-html.server.ts';

const regionNames = (html: string) =>
  [...html.matchAll(/<div class="table-scroll" role="region" aria-label="([^"]*)" tabindex="0">/g)].map((m) => m[1]);

describe('article tables as named scrolling regions', () => {
  it("names each of the kitchen materials article's tables by the heading it comes under", () => {
    const article = seedArticles.find((seed) => seed.slug.startsWith('kitchen-materials'))!;
    const html = withScrollingTables(sanitizeArticleHtmlForDisplay(article.content));
    expect(regionNames(html)).toEqual(['Shutter finishes compared', 'Countertops: granite, quartz and the rest']);
  });

  it('prefers the caption, numbers tables that share a name, and falls back to "Table"', () => {
    const html = withScrollingTables(
      '<table><tbody><tr><td>1</td></tr></tbody></table>' +
        '<h2>Costs &amp; "sizes"</h2><table><caption>Wardrobe <em>widths</em></caption><tbody><tr><td>6 ft</td></tr></tbody></table>' +
        '<table><tbody><tr><td>a</td></tr></tbody></table><table><tbody><tr><td>b</td></tr></tbody></table>',
    );
    expect(regionNames(html)).toEqual([
      'Table',
      'Wardrobe widths',
      'Costs &amp; &quot;sizes&quot;',
      'Costs &amp; &quot;sizes&quot; (table 2)',
    ]);
    // Every table is wrapped once, nested ones too, and the wrappers close where their tables do.
    const nested = withScrollingTables('<table><tbody><tr><td><table><tbody><tr><td>x</td></tr></tbody></table></td></tr></tbody></table>');
    expect(nested.match(/<div class="table-scroll"/g)).toHaveLength(2);
    expect(nested.endsWith('</table></div></td></tr></tbody></table></div>')).toBe(true);
  });
});
