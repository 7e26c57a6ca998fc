import type { MetaDescriptor } from 'react-router';
import { company } from '#content/company.ts';

/** Page titles carry the brand name as a suffix (docs/product.md, 'Public pages'). */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${company.name}` : `${company.name} | ${company.tagline}`;
}

export type PageMeta = {
  /** Without the brand suffix. */
  title?: string;
  description: string;
  /** Path of the page, e.g. '/services/modular-kitchen'. */
  path: string;
  keywords?: readonly string[];
  /** Absolute or site-relative URL of the social image (PNG/JPEG). */
  image?: string;
  /** Said of the social image to people who cannot see it, and its size when known. */
  imageAlt?: string;
  imageSize?: { width: number; height: number };
  type?: 'website' | 'article';
  /** `noindex` and friends, for pages search engines should leave out. */
  robots?: string;
  author?: string;
  /** Open Graph's article properties (type 'article'). */
  article?: { publishedTime: string; modifiedTime: string; section: string; author: string; tags: readonly string[] };
  /** The trail after Home, the last entry being this page: becomes a BreadcrumbList. */
  breadcrumbs?: { name: string; path: string }[];
  /** Extra structured data for this page (FAQPage, Service, Article...). */
  jsonLd?: Record<string, unknown>[];
};

export const DEFAULT_SOCIAL_IMAGE = '/social-card.png';

/**
 * Every page's head, from one place: title with the brand suffix, description, canonical,
 * language alternates, Open Graph and Twitter tags, breadcrumbs and structured data.
 */
export function pageMeta(siteUrl: string, meta: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(siteUrl, meta.path);
  const title = pageTitle(meta.title);
  const image = absoluteUrl(siteUrl, meta.image ?? DEFAULT_SOCIAL_IMAGE);
  const { article } = meta;
  const structured = [...(meta.jsonLd ?? []), ...(meta.breadcrumbs ? [breadcrumbJsonLd(siteUrl, meta.breadcrumbs)] : [])];
  return [
    { title },
    { name: 'description', content: meta.description },
    ...(meta.keywords?.length ? [{ name: 'keywords', content: meta.keywords.join(', ') }] : []),
    ...(meta.author ? [{ name: 'author', content: meta.author }] : []),
    ...(meta.robots ? [{ name: 'robots', content: meta.robots }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en-IN', href: url },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url },
    { property: 'og:type', content: meta.type ?? 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:locale', content: 'en_IN' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    ...(meta.imageSize
      ? [
          { property: 'og:image:width', content: String(meta.imageSize.width) },
          { property: 'og:image:height', content: String(meta.imageSize.height) },
        ]
      : []),
    ...(meta.imageAlt ? [{ property: 'og:image:alt', content: meta.imageAlt }] : []),
    ...(article
      ? [
          { property: 'article:published_time', content: article.publishedTime },
          { property: 'article:modified_time', content: article.modifiedTime },
          { property: 'article:section', content: article.section },
          { property: 'article:author', content: article.author },
          ...article.tags.map((tag) => ({ property: 'article:tag', content: tag })),
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: meta.description },
    { name: 'twitter:image', content: image },
    ...(meta.imageAlt ? [{ name: 'twitter:image:alt', content: meta.imageAlt }] : []),
    ...structured.map((data) => ({ 'script:ld+json': data })),
  ];
}

/** An absolute URL for a path on the site; an http(s) URL stays as it is. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** BreadcrumbList for an inner page: Home, then the given trail (the last one is the page). */
export function breadcrumbJsonLd(siteUrl: string, trail: { name: string; path: string }[]): Record<string, unknown> {
  const items = [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path === '/' ? '/' : item.path}`,
    })),
  };
}

/**
 * A page about one thing in a section of the site (a project, a service): the breadcrumbs Home,
 * the section, the thing; and the thing itself as a schema.org node (`@type`, `name` and its own
 * fields) at the page's address.
 */
export function sectionItemJsonLd(
  siteUrl: string,
  section: { name: string; path: string },
  path: string,
  item: { '@type': string; name: string } & Record<string, unknown>,
): Record<string, unknown>[] {
  return [
    breadcrumbJsonLd(siteUrl, [section, { name: item.name, path }]),
    { '@context': 'https://schema.org', ...item, url: `${siteUrl}${path}` },
  ];
}

/** The studio as a local business, on every public page. */
export function businessJsonLd(siteUrl: string): Record<string, unknown> {
  const { address } = company;
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${siteUrl}/#business`,
    name: company.name,
    description: `Interior designers in Bangalore: modular kitchens, wardrobes, complete home interiors and offices.`,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    image: absoluteUrl(siteUrl, DEFAULT_SOCIAL_IMAGE),
    telephone: company.phone.e164,
    email: company.email,
    priceRange: '₹₹',
    foundingDate: String(company.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: address.geo.latitude, longitude: address.geo.longitude },
    openingHoursSpecification: company.hours.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: slot.dayCodes.map((code) => DAY_NAMES[code]),
      opens: slot.opens,
      closes: slot.closes,
    })),
    // Bangalore, and the studio's radius around it (50 km), as a circle search engines read.
    areaServed: [
      { '@type': 'City', name: 'Bangalore' },
      {
        '@type': 'GeoCircle',
        geoMidpoint: { '@type': 'GeoCoordinates', latitude: address.geo.latitude, longitude: address.geo.longitude },
        geoRadius: company.serviceRadiusKm * 1000,
      },
    ],
    paymentAccepted: company.paymentMethods.join(', '),
    currenciesAccepted: 'INR',
    makesOffer: ['Modular kitchen', 'Modular wardrobe', 'Complete home interiors'].map((serviceType) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', serviceType, areaServed: 'Bangalore' },
    })),
    sameAs: Object.values(company.socials),
  };
}

/** The site and its search (`/search?q=` sends the visitor to the article search). */
export function websiteJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: company.name,
    url: `${siteUrl}/`,
    publisher: { '@id': `${siteUrl}/#business` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

const DAY_NAMES: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};
