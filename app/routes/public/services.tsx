import { Link } from 'react-router';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { CtaBand } from '#app/features/site/cta-band.tsx';
import type { Action } from '#content/types.ts';
import { FeatureGrid } from '#app/features/site/feature-grid.tsx';
import { PageHero } from '#app/features/site/page-hero.tsx';
import { Section } from '#app/features/site/section.tsx';
import { ServiceMedia, ServiceTitle } from '#app/features/site/service-card.tsx';
import { breadcrumbJsonLd, pageMeta } from '#app/lib/seo.ts';
import { siteUrlFromMatches } from '#app/lib/site-url.ts';
import { services } from '#content/services.ts';
import { serviceDetailFeatures, servicesPage, servicesPageTitles, whyChooseUs } from '#content/services-page.ts';
import type { Route } from './+types/services';
import { CheckList } from '#app/features/site/check-list.tsx';
import { Icon } from '#app/components/ui/icon.tsx';

const trail = [{ name: 'Services', path: '/services' }];

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFromMatches(matches);
  return pageMeta(siteUrl, { ...servicesPage.seo, path: '/services', jsonLd: [breadcrumbJsonLd(siteUrl, trail)] });
};

/** The buttons of the closing call to action. */
const ctaActions: readonly Action[] = [
  { kind: 'link', label: 'Get Free Quote', to: '/contact' },
  { kind: 'link', label: 'View Our Projects', to: '/projects' },
];

export default function Services() {
  return (
    <>
      <PageHero {...servicesPage.hero} breadcrumbs={trail} />
      <Section>
        <ul className="grid gap-8 md:grid-cols-2">
          {services.map((service) => {
            const title = servicesPageTitles[service.id] ?? service.title;
            return (
              <li key={service.id} className="flex flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-soft">
                <ServiceMedia service={service} imgClassName="aspect-[16/9] h-auto w-full object-cover" />
                <div className="flex flex-1 flex-col p-7">
                  <ServiceTitle service={service} title={title} as="h2" className="text-2xl" />
                  <p className="mt-3 text-ink-muted">{service.description}</p>
                  <CheckList items={serviceDetailFeatures[service.id] ?? []} className="mt-5 grid gap-2 sm:grid-cols-2" />
                  <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-7">
                    {service.startingPrice ? <p className="font-semibold text-brass-700">{service.startingPrice}</p> : <span />}
                    <Link to={`/services/${service.slug}`} className={buttonClasses({ variant: 'outline' })}>
                      Explore {title} <Icon name="arrow-right" />
                    </Link>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section heading="Why choose us" tone="sand">
        <FeatureGrid items={whyChooseUs} />
      </Section>
      <CtaBand heading={servicesPage.cta.title} intro={servicesPage.cta.text} actions={ctaActions} />
    </>
  );
}
