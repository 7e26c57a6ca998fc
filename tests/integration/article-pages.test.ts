// Article pages as the production app renders them, in the test's process
// (tests/support/in-process.ts): stored HTML, whether cleaned on save or not, comes out inert; the
// editor's formatting survives; the cached page carries each response's own nonce and follows
// edits.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToSocket } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { activeContent } from '../support/active-content.ts';
import { insertArticle } from '../support/articles.ts';
import { startInProcess } from '../support/in-process.ts';
import type { InProcessServer } from '../support/in-process.ts';
import { xssPayloads } from '../support/xss-payloads.ts';

type Page = { status: number; nonce: string; body: string; excerpt: string; problems: string[]; html: string };

/** Fetches a page and takes apart what matters: the article's HTML and every script on the page. */
async function fetchPage(url: string): Promise<Page> {
  const response = await fetch(url);
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  const document = parseDocument(html);
  const byClass = (name: string) =>
    DomUtils.findOne((element) => (element.attribs.class ?? '').split(/\s+/).includes(name), document.children);
  const inner = (name: string) => {
    const element = byClass(name);
    return element ? DomUtils.getInnerHTML(element) : '';
  };
  const problems: string[] = [];
  for (const script of DomUtils.getElementsByTagName('script', document)) {
    if (script.attribs.type === 'application/ld+json') {
      try {
        JSON.parse(DomUtils.textContent(script));
      } catch {
        problems.push('structured data is not valid JSON');
      }
    } else if (script.attribs.nonce !== nonce) {
      problems.push(`a script without this response's nonce: ${DomUtils.getOuterHTML(script).slice(0, 120)}`);
    }
  }
  return { status: response.status, nonce, body: inner('article-body'), excerpt: inner('article-excerpt'), problems, html };
}

describe('article pages from the production server', () => {
  let server: InProcessServer;
  let database: { db: Database; close(): Promise<void> };

  beforeAll(async () => {
    server = await startInProcess();
    database = connectToSocket(server.dataDir);
  });
  afterAll(async () => {
    await database?.close();
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it.each(xssPayloads)('serves %s inert, whether it was cleaned on save or stored raw', async (name, payload) => {
    for (const sanitize of [true, false]) {
      const article = await insertArticle(
        database.db,
        { title: `XSS ${name} ${sanitize ? 'saved' : 'raw'}`, excerpt: `<p>Intro</p>${payload}`, content: `<h2>Before</h2>${payload}` },
        { sanitize },
      );
      const page = await fetchPage(`${server.url}/article/${article.slug}`);
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/^<h2>Before<\/h2>/);
      expect(activeContent(page.body)).toEqual([]);
      expect(activeContent(page.excerpt)).toEqual([]);
      expect(page.problems).toEqual([]);
    }
  });

  it('keeps what the editor makes', async () => {
    const content = [
      '<h2 style="text-align: center">Centred heading</h2>',
      '<p>Text with <strong>bold</strong>, <span style="color: #B07A3B">colour</span> and <a href="https://example.com/guide" target="_blank">a link</a>.</p>',
      '<ul><li><p>One</p><ul><li><p>Indented</p></li></ul></li></ul>',
      '<img src="/media/2026/11/kitchen.webp" alt="A kitchen" width="1200" height="800" style="width: 600px" data-align="center">',
      '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"><col style="min-width: 25px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>Finish</p></th><th colspan="1" rowspan="1"><p>Price</p></th></tr><tr><td colspan="1" rowspan="1"><p>Laminate</p></td><td colspan="1" rowspan="1"><p>Low</p></td></tr></tbody></table>',
      '<div class="callout callout-warning"><p>Check the gas line.</p></div>',
      '<blockquote><p>Measure twice.</p></blockquote><pre><code>counter: 900mm</code></pre>',
    ].join('');
    const article = await insertArticle(database.db, { title: 'Editor formatting', content });
    const page = await fetchPage(`${server.url}/article/${article.slug}`);
    expect(page.body).toContain('<h2 style="text-align:center">Centred heading</h2>');
    expect(page.body).toContain('<span style="color:#B07A3B">colour</span>');
    expect(page.body).toContain('<a href="https://example.com/guide" target="_blank" rel="noopener noreferrer">a link</a>');
    expect(page.body).toContain('<ul><li><p>One</p><ul><li><p>Indented</p></li></ul></li></ul>');
    expect(page.body).toContain(
      '<img src="/media/2026/11/kitchen.webp" alt="A kitchen" width="1200" height="800" style="width:600px" data-align="center" loading="lazy" decoding="async">',
    );
    // A table scrolls sideways in a region named by the heading it comes under (decision 095).
    expect(page.body).toContain(
      '<div class="table-scroll" role="region" aria-label="Centred heading" tabindex="0"><table style="min-width:50px">',
    );
    expect(page.body).toContain('<th colspan="1" rowspan="1"><p>Finish</p></th>');
    expect(page.body).toContain('<div class="callout callout-warning"><p>Check the gas line.</p></div>');
    expect(page.body).toContain('<blockquote><p>Measure twice.</p></blockquote><pre><code>counter: 900mm</code></pre>');
  });

  it('serves the same page to every visitor with their own nonce, and follows edits and unpublishing', async () => {
    const article = await insertArticle(database.db, { title: 'Cached page' });
    const url = `${server.url}/article/${article.slug}`;
    const first = await fetchPage(url);
    const second = await fetchPage(url);
    expect(second.nonce).not.toBe(first.nonce);
    expect(first.problems).toEqual([]);
    expect(second.problems).toEqual([]);
    expect(second.html.replaceAll(second.nonce, 'N')).toBe(first.html.replaceAll(first.nonce, 'N'));

    await database.db.execute(sql`update articles set title = 'Cached page, edited', updated_at = now() where id = ${article.id}`);
    await expect.poll(async () => (await fetchPage(url)).html).toContain('Cached page, edited');
    // Unpublishing alone (as the admin's status toggle does) takes the page down too.
    await database.db.execute(sql`update articles set is_published = false where id = ${article.id}`);
    await expect.poll(async () => (await fetchPage(url)).status).toBe(404);
  });

  it('lists only published articles in the feed, escaped, with absolute links', async () => {
    const draft = await insertArticle(database.db, { title: 'Feed draft', isPublished: false, createdAt: new Date('2030-01-02') });
    const published = await insertArticle(database.db, { title: 'Tiles & <grout> "tips"', createdAt: new Date('2030-01-01') });
    const response = await fetch(`${server.url}/rss.xml`);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain('<title>Tiles &amp; &lt;grout&gt; &quot;tips&quot;</title>');
    expect(xml).toContain(`<link>http://localhost:${server.port}/article/${published.slug}</link>`);
    expect(xml).not.toContain(draft.slug);
    expect(xml.match(/<item>/g)?.length).toBeLessThanOrEqual(20);
  });
});
