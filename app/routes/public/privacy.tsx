import { LegalDocument } from '#app/features/site/legal-page.tsx';
import { breadcrumbJsonLd, pageMeta } from '#app/lib/seo.ts';
import { siteUrlFromMatches } from '#app/lib/site-url.ts';
import { privacy } from '#content/legal.ts';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFromMatches(matches);
  return pageMeta(siteUrl, {
    ...privacy.seo,
    path: '/privacy',
    jsonLd: [breadcrumbJsonLd(siteUrl, [{ name: privacy.title, path: '/privacy' }])],
  });
};

export default function PrivacyPage() {
  return <LegalDocument page={privacy} path="/privacy" />;
}
