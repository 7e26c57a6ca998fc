import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml, sanitizeArticleHtmlForDisplay } from '#app/features/articles/sanitize-html.server.ts';
import { activeContent } from '../../../tests/support/active-content.ts';
import { xssPayloads } from '../../../tests/support/xss-payloads.ts';
import { htmlToText, truncateText } from '#app/features/articles/article-rules.ts';

describe('sanitizeArticleHtml', () => {
  it.each(xssPayloads)('makes %s inert', (_name, payload) => {
    for (const clean of [sanitizeArticleHtml(payload), sanitizeArticleHtmlForDisplay(payload)]) {
      expect(activeContent(clean)).toEqual([]);
      // Cleaning again changes nothing: the admin's save and the public render agree.
      expect(sanitizeArticleHtml(clean)).toBe(sanitizeArticleHtml(payload));
    }
  });

  it('keeps the text around what it removes', () => {
    expect(sanitizeArticleHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
    expect(sanitizeArticleHtml('<div class="callout callout-info" onclick="alert(1)"><p>Tip</p></div>')).toBe(
      '<div class="callout callout-info"><p>Tip</p></div>',
    );
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(sanitizeArticleHtml('<p style="position: fixed; z-index: 9; text-align: center">x</p>')).toBe(
      '<p style="text-align:center">x</p>',
    );
  });

  // What the editor (Tiptap) produces must come through unchanged in meaning.
  const kept: Array<[string, string, string]> = [
    [
      'headings with alignment',
      '<h1 style="text-align: center">A</h1><h2>B</h2><h3 style="text-align: right">C</h3>',
      '<h1 style="text-align:center">A</h1><h2>B</h2><h3 style="text-align:right">C</h3>',
    ],
    [
      'inline marks',
      '<p><strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s> <code>c</code><br>next</p>',
      '<p><strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s> <code>c</code><br />next</p>',
    ],
    [
      'nested lists',
      '<ul><li><p>One</p><ul><li><p>Indented</p></li></ul></li></ul><ol start="3"><li><p>Three</p></li></ol>',
      '<ul><li><p>One</p><ul><li><p>Indented</p></li></ul></li></ul><ol start="3"><li><p>Three</p></li></ol>',
    ],
    [
      'link in a new tab',
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1&amp;c=2">x</a>',
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1&amp;c=2">x</a>',
    ],
    [
      'new-tab link gets rel',
      '<a href="https://example.com" target="_blank">x</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      'internal, mail and phone links',
      '<a href="/contact">c</a> <a href="mailto:a@example.com">m</a> <a href="tel:+919886147302">t</a> <a href="#faq">f</a>',
      '<a href="/contact">c</a> <a href="mailto:a@example.com">m</a> <a href="tel:+919886147302">t</a> <a href="#faq">f</a>',
    ],
    [
      'media image with size and alignment',
      '<img src="/media/2026/kitchen.webp" alt="A kitchen" width="1200" height="800" style="width: 400px" data-align="center">',
      '<img src="/media/2026/kitchen.webp" alt="A kitchen" width="1200" height="800" style="width:400px" data-align="center" />',
    ],
    [
      'https image full width',
      '<img src="https://images.example/a.jpg" alt="" style="width: 100%" data-align="inline">',
      '<img src="https://images.example/a.jpg" alt="" style="width:100%" data-align="inline" />',
    ],
    [
      'table as the editor writes it',
      '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"><col style="width: 120px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>H</p></th><th colspan="2" rowspan="1" colwidth="120"><p>H2</p></th></tr><tr><td colspan="1" rowspan="2" style="text-align: center"><p>c</p></td></tr></tbody></table>',
      '<table style="min-width:75px"><colgroup><col style="min-width:25px" /><col style="width:120px" /></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>H</p></th><th colspan="2" rowspan="1" colwidth="120"><p>H2</p></th></tr><tr><td colspan="1" rowspan="2" style="text-align:center"><p>c</p></td></tr></tbody></table>',
    ],
    [
      'table with a head',
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
    ],
    [
      'quote, code block, rule',
      '<blockquote><p>Q</p></blockquote><pre><code class="language-css">a { color: red; }</code></pre><hr>',
      '<blockquote><p>Q</p></blockquote><pre><code class="language-css">a { color: red; }</code></pre><hr />',
    ],
    [
      'text and background colours',
      '<p><span style="color: #B07A3B">a</span><span style="background-color: rgb(230, 236, 226)">b</span><span style="color: #fff; background-color: #1f1d1b">c</span></p>',
      '<p><span style="color:#B07A3B">a</span><span style="background-color:rgb(230, 236, 226)">b</span><span style="color:#fff;background-color:#1f1d1b">c</span></p>',
    ],
    [
      'highlight',
      '<p><mark data-color="#fde68a" style="background-color: #fde68a; color: inherit">h</mark></p>',
      '<p><mark data-color="#fde68a" style="background-color:#fde68a;color:inherit">h</mark></p>',
    ],
    [
      'callout boxes',
      '<div class="callout callout-info"><p>i</p></div><div class="callout callout-warning"><p>w</p></div>',
      '<div class="callout callout-info"><p>i</p></div><div class="callout callout-warning"><p>w</p></div>',
    ],
  ];

  it.each(kept)('keeps %s', (_name, input, expected) => {
    expect(sanitizeArticleHtml(input)).toBe(expected);
    expect(sanitizeArticleHtml(expected)).toBe(expected);
  });

  it('drops colour values and classes it does not know', () => {
    expect(sanitizeArticleHtml('<span style="color: red; font-size: 90px">x</span>')).toBe('<span>x</span>');
    expect(sanitizeArticleHtml('<div class="callout callout-danger fixed">x</div>')).toBe('<div class="callout">x</div>');
    expect(sanitizeArticleHtml('<img src="https://i.example/a.png" style="width: 9999px" data-align="top" width="10%">')).toBe(
      '<img src="https://i.example/a.png" />',
    );
  });

  it('drops images that are not from our media or https', () => {
    expect(
      sanitizeArticleHtml('<img src="http://insecure.example/a.png"><img src="uploads/a.png"><img src="/media/../etc/passwd"><img>'),
    ).toBe('');
  });
});

describe('sanitizeArticleHtmlForDisplay', () => {
  it('makes body images lazy', () => {
    expect(sanitizeArticleHtmlForDisplay('<img src="/media/a.webp" alt="A" width="800" height="600">')).toBe(
      '<img src="/media/a.webp" alt="A" width="800" height="600" loading="lazy" decoding="async" />',
    );
  });
});

describe('htmlToText', () => {
  it('gives the readable text of HTML', () => {
    expect(htmlToText('<p>Kitchens &amp; wardrobes</p><ul><li>One</li><li>Two&nbsp;&#8377;5</li></ul><script>x()</script>')).toBe(
      'Kitchens & wardrobes One Two ₹5',
    );
  });

  it('cuts long text at a word', () => {
    expect(truncateText('one two three four', 12)).toBe('one two…');
    expect(truncateText('short', 160)).toBe('short');
  });
});
