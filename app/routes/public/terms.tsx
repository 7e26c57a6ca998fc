import { LegalDocument } from '#app/features/site/legal-page.tsx';
import { breadcrumbJsonLd, pageMeta } from '#app/lib/seo.ts';
import { siteUrlFromMatches } from '#app/lib/site-url.ts';
import { terms } from '#content/legal.ts';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFromMatches(matches);
  return pageMeta(siteUrl, { ...terms.seo, path: '/terms', jsonLd: [breadcrumbJsonLd(siteUrl, [{ name: terms.title, path: '/terms' }])] });
};

export default function TermsPage() {
  return <LegalDocument page={terms} path="/terms" />;
}
