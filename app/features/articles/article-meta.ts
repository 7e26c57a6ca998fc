// Search and link-preview metadata of the article pages (docs/product.md, 'Public pages'), through the site's
// one SEO helper; descriptions are cut from the excerpt's text.
import type { MetaDescriptor } from 'react-router';
import { COVER_SIZE } from '#app/features/articles/article-covers.ts';
import { articlePath } from '#app/features/articles/article-format.ts';
import { META_DESCRIPTION_MAX, truncateText } from '#app/features/articles/article-rules.ts';
import type { ArticleDetail } from '#app/features/articles/article-types.ts';
import { absoluteUrl, pageMeta } from '#app/lib/seo.ts';
import { articlesCopy } from '#content/articles.ts';
import { company } from '#content/company.ts';

export function articleMeta(article: ArticleDetail, siteUrl: string): MetaDescriptor[] {
  const path = articlePath(article.slug);
  const headline = article.metaTitle ?? article.title;
  const description = truncateText(article.metaDescription ?? article.excerptText, META_DESCRIPTION_MAX);
  const keywords = article.tags.length > 0 ? article.tags : [article.category];
  const author =
    article.authorName === company.designTeamName
      ? { '@type': 'Organization', name: article.authorName, url: absoluteUrl(siteUrl, '/about') }
      : { '@type': 'Person', name: article.authorName };

  return pageMeta(siteUrl, {
    title: headline,
    description,
    path,
    type: 'article',
    keywords,
    author: article.authorName,
    robots: article.isDraft ? 'noindex, nofollow' : undefined,
    image: article.cover.social,
    imageAlt: article.title,
    imageSize: article.cover.isDefault ? COVER_SIZE : undefined,
    article: {
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      section: article.category,
      author: article.authorName,
      tags: article.tags,
    },
    breadcrumbs: [
      { name: articlesCopy.detail.breadcrumbArticles, path: '/articles' },
      { name: article.title, path },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: truncateText(headline, 110),
        description,
        image: [absoluteUrl(siteUrl, article.cover.social)],
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        author: [author],
        publisher: {
          '@type': 'Organization',
          name: company.name,
          url: absoluteUrl(siteUrl, '/'),
          logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/favicon.svg') },
        },
        mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(siteUrl, path) },
        articleSection: article.category,
        keywords: keywords.join(', '),
        inLanguage: 'en-IN',
      },
    ],
  });
}

export function articlesListMeta(siteUrl: string, filtered: boolean): MetaDescriptor[] {
  return pageMeta(siteUrl, {
    title: articlesCopy.list.title,
    description: truncateText(articlesCopy.list.intro, META_DESCRIPTION_MAX),
    path: '/articles',
    keywords: ['interior design tips', 'modular kitchen', 'wardrobe design', 'Vastu', 'Bangalore interiors'],
    // Search results are for people; the unfiltered list is the page to index.
    robots: filtered ? 'noindex, follow' : undefined,
    image: '/images/articles/interior-tips.png',
    breadcrumbs: [{ name: articlesCopy.detail.breadcrumbArticles, path: '/articles' }],
  });
}
