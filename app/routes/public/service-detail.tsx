import { NotFoundBoundary } from '#app/components/not-found-boundary.tsx';
import { CtaBand } from '#app/features/site/cta-band.tsx';
import { FeatureGrid } from '#app/features/site/feature-grid.tsx';
import { PageHero } from '#app/features/site/page-hero.tsx';
import { Section } from '#app/features/site/section.tsx';
import { Steps } from '#app/features/site/steps.tsx';
import { getImage } from '#app/lib/images.ts';
import { notFound } from '#app/lib/not-found.server.ts';
import { pageMeta, sectionItemJsonLd } from '#app/lib/seo.ts';
import { siteUrlFromMatches } from '#app/lib/site-url.ts';
import { findServicePage } from '#content/service-pages.ts';
import type { ServiceSection } from '#content/types.ts';
import type { Route } from './+types/service-detail';
import { CheckList } from '#app/features/site/check-list.tsx';

// The page's copy comes from the loader, so the browser never downloads the other five pages.
export function loader({ params, request, context }: Route.LoaderArgs) {
  const page = findServicePage(params.slug);
  if (!page) notFound(request, context);
  return { page };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { page } = loaderData;
  const siteUrl = siteUrlFromMatches(matches);
  const path = `/services/${page.slug}`;
  return pageMeta(siteUrl, {
    ...page.seo,
    path,
    jsonLd: sectionItemJsonLd(siteUrl, { name: 'Services', path: '/services' }, path, {
      '@type': 'Service',
      name: page.name,
      serviceType: page.name,
      description: page.seo.description,
      areaServed: { '@type': 'City', name: 'Bangalore' },
      provider: { '@id': `${siteUrl}/#business` },
    }),
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} />;
}

function SectionBody({ section }: { section: ServiceSection }) {
  switch (section.kind) {
    case 'cards':
      return (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {section.items.map((item) => (
            <li key={item.title} className="rounded-lg border border-line bg-surface p-6 shadow-soft">
              <h3 className="font-sans text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-ink-muted">{item.description}</p>
              {item.features?.length ? <CheckList items={item.features} className="mt-4 space-y-1.5" /> : null}
            </li>
          ))}
        </ul>
      );
    case 'features':
    case 'reasons':
      return <FeatureGrid items={section.items} columns={section.items.length === 4 ? 4 : 3} />;
    case 'chips':
      return (
        <ul className="flex flex-wrap justify-center gap-3">
          {section.items.map((item) => (
            <li key={item} className="rounded-full border border-line bg-surface px-4 py-2 text-[0.9375rem]">
              {item}
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return <Steps steps={section.steps} />;
  }
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.intro}
        actions={page.hero.actions}
        breadcrumbs={[
          { name: 'Services', path: '/services' },
          { name: page.name, path: `/services/${page.slug}` },
        ]}
        image={getImage(page.hero.image)}
        imageAlt={`${page.name} designed by our studio`}
      >
        <ul className="mt-8 flex flex-wrap gap-2">
          {page.hero.highlights.map((highlight) => (
            <li key={highlight} className="rounded-full border border-white/15 bg-white/5 px-3 py-1.5 text-sm text-white/85">
              {highlight}
            </li>
          ))}
        </ul>
      </PageHero>
      {page.sections.map((section, index) => (
        <Section key={section.heading} heading={section.heading} intro={section.intro} tone={index % 2 === 1 ? 'sand' : 'canvas'}>
          <SectionBody section={section} />
        </Section>
      ))}
      <CtaBand heading={page.cta.title} intro={page.cta.text} actions={page.cta.actions} />
    </>
  );
}
