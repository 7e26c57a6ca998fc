// /rss.xml: RSS 2.0 with the newest published articles and absolute links.
import { articlesCopy } from '#content/articles.ts';
import { company } from '#content/company.ts';
import { articlePath } from '#app/features/articles/article-format.ts';
import { absoluteUrl } from '#app/lib/seo.ts';
import type { FeedArticle } from '#app/features/articles/articles.server.ts';

function escapeXml(text: string): string {
  return (
    text
      // Characters XML 1.0 does not allow at all.
      // eslint-disable-next-line no-control-regex -- the allowed control characters are named on purpose
      .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

function rfc822(iso: string): string {
  return new Date(iso).toUTCString().replace('GMT', '+0000');
}

export function buildRssFeed(articles: FeedArticle[], origin: string): string {
  const feedUrl = absoluteUrl(origin, '/rss.xml');
  const lastChange = articles.reduce<string | null>(
    (latest, article) => (!latest || article.updatedAt > latest ? article.updatedAt : latest),
    null,
  );
  const items = articles.map((article) => {
    const link = absoluteUrl(origin, articlePath(article.slug));
    return [
      '    <item>',
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(article.excerptText)}</description>`,
      `      <pubDate>${rfc822(article.publishedAt)}</pubDate>`,
      `      <category>${escapeXml(article.category)}</category>`,
      `      <dc:creator>${escapeXml(article.authorName)}</dc:creator>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${company.name}: ${articlesCopy.feed.title}`)}</title>`,
    `    <link>${escapeXml(absoluteUrl(origin, '/articles'))}</link>`,
    `    <description>${escapeXml(articlesCopy.feed.description)}</description>`,
    '    <language>en-IN</language>',
    ...(lastChange ? [`    <lastBuildDate>${rfc822(lastChange)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
