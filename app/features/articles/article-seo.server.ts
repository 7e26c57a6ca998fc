// Search and link-preview metadata of article pages (spec section 9), built on the server so
// descriptions can be cut from the excerpt's text.
import type { MetaDescriptor } from 'react-router';
import { truncateText } from '#app/lib/sanitize-html.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { articlesCopy, COVER_SIZE, META_DESCRIPTION_MAX } from '#content/articles.ts';
import { company } from '#content/company.ts';
import { articlePath } from './article-format.ts';
import type { ArticleDetail } from './articles.server.ts';

/** An absolute URL for a path on our site (or an https URL as it is). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin.endsWith('/') ? origin : `${origin}/`).toString();
}

export function articleMeta(article: ArticleDetail, origin: string): MetaDescriptor[] {
  const canonical = absoluteUrl(origin, articlePath(article.slug));
  const headline = article.metaTitle ?? article.title;
  const description = truncateText(article.metaDescription ?? article.excerptText, META_DESCRIPTION_MAX);
  const keywords = article.tags.length > 0 ? article.tags.join(', ') : article.category;
  const image = absoluteUrl(origin, article.cover.social);
  const imageAlt = article.title;
  const author =
    article.authorName === company.designTeamName
      ? { '@type': 'Organization', name: article.authorName, url: absoluteUrl(origin, '/about') }
      : { '@type': 'Person', name: article.authorName };

  return [
    { title: pageTitle(headline) },
    { name: 'description', content: description },
    { name: 'keywords', content: keywords },
    { name: 'author', content: article.authorName },
    ...(article.isDraft ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'article' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:locale', content: 'en_IN' },
    { property: 'og:title', content: headline },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    ...(article.cover.isDefault
      ? [
          { property: 'og:image:width', content: String(COVER_SIZE.width) },
          { property: 'og:image:height', content: String(COVER_SIZE.height) },
        ]
      : []),
    { property: 'og:image:alt', content: imageAlt },
    { property: 'article:published_time', content: article.publishedAt },
    { property: 'article:modified_time', content: article.updatedAt },
    { property: 'article:section', content: article.category },
    { property: 'article:author', content: article.authorName },
    ...article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: headline },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: truncateText(headline, 110),
        description,
        image: [image],
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        author: [author],
        publisher: { '@type': 'Organization', name: company.name, url: absoluteUrl(origin, '/'), logo: { '@type': 'ImageObject', url: absoluteUrl(origin, '/favicon.svg') } },
        mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
        articleSection: article.category,
        keywords,
        inLanguage: 'en-IN',
      },
    },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: articlesCopy.detail.breadcrumbHome, item: absoluteUrl(origin, '/') },
          { '@type': 'ListItem', position: 2, name: articlesCopy.detail.breadcrumbArticles, item: absoluteUrl(origin, '/articles') },
          { '@type': 'ListItem', position: 3, name: article.title, item: canonical },
        ],
      },
    },
  ];
}

export function articlesListMeta(origin: string, filtered: boolean): MetaDescriptor[] {
  const canonical = absoluteUrl(origin, '/articles');
  const description = truncateText(articlesCopy.list.intro, META_DESCRIPTION_MAX);
  return [
    { title: pageTitle(articlesCopy.list.title) },
    { name: 'description', content: description },
    { name: 'keywords', content: 'interior design tips, modular kitchen, wardrobe design, Vastu, Bangalore interiors' },
    // Search results are for people; the unfiltered list is the page to index.
    ...(filtered ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:locale', content: 'en_IN' },
    { property: 'og:title', content: articlesCopy.list.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: absoluteUrl(origin, '/images/articles/interior-tips.png') },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: articlesCopy.list.title },
    { name: 'twitter:description', content: description },
  ];
}
