import type { MetaDescriptor } from 'react-router';
import { company } from '#content/company.ts';

/** Page titles carry the brand name as a suffix (spec section 9). */
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
  type?: 'website' | 'article';
  /** Extra structured data for this page (BreadcrumbList, FAQPage, Service...). */
  jsonLd?: Record<string, unknown>[];
};

export const DEFAULT_SOCIAL_IMAGE = '/social-card.png';

/** Title, description, canonical, language alternates, Open Graph and Twitter tags of a page. */
export function pageMeta(siteUrl: string, meta: PageMeta): MetaDescriptor[] {
  const url = `${siteUrl}${meta.path === '/' ? '/' : meta.path}`;
  const title = pageTitle(meta.title);
  const image = absoluteUrl(siteUrl, meta.image ?? DEFAULT_SOCIAL_IMAGE);
  return [
    { title },
    { name: 'description', content: meta.description },
    ...(meta.keywords?.length ? [{ name: 'keywords', content: meta.keywords.join(', ') }] : []),
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
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: meta.description },
    { name: 'twitter:image', content: image },
    ...(meta.jsonLd ?? []).map((data) => ({ 'script:ld+json': data })),
  ];
}

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
    areaServed: { '@type': 'City', name: 'Bangalore' },
    paymentAccepted: company.paymentMethods.join(', '),
    currenciesAccepted: 'INR',
    makesOffer: ['Modular kitchen', 'Modular wardrobe', 'Complete home interiors'].map((serviceType) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', serviceType, areaServed: 'Bangalore' },
    })),
    sameAs: Object.values(company.socials),
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
