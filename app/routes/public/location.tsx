import { Link } from 'react-router';
import { NotFoundBoundary } from '#app/components/not-found-boundary.tsx';
import { Picture } from '#app/components/picture.tsx';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { CtaQuickForm } from '#app/features/intake/components/cta-quick-form.tsx';
import { CtaBand } from '#app/features/site/cta-band.tsx';
import { FeatureGrid } from '#app/features/site/feature-grid.tsx';
import { Breadcrumbs, HERO_IMAGE_SIZES } from '#app/features/site/page-hero.tsx';
import { Section } from '#app/features/site/section.tsx';
import { Stats } from '#app/features/site/stats.tsx';
import { Steps } from '#app/features/site/steps.tsx';
import { Rating } from '#app/features/site/testimonials.tsx';
import { getImage } from '#app/lib/images.ts';
import { notFound } from '#app/lib/not-found.server.ts';
import { breadcrumbJsonLd, pageMeta } from '#app/lib/seo.ts';
import { siteUrlFromMatches } from '#app/lib/site-url.ts';
import { chatLink, company, telLink } from '#content/company.ts';
import { localities } from '#content/localities.ts';
import { localityProcess } from '#content/locality-process.ts';
import { findLocation } from '#content/locations.ts';
import type { Route } from './+types/location';
import { ProjectCards } from '#app/features/projects/components/project-views.tsx';
import { publishedProjects } from '#app/features/projects/projects.server.ts';
import { db } from '#app/lib/services.server.ts';
import { formatCount } from '#app/lib/format.ts';
import { CheckList } from '#app/features/site/check-list.tsx';
import { LinkGrid } from '#app/features/site/link-grid.tsx';
import { services } from '#content/services.ts';
import { Icon } from '#app/components/ui/icon.tsx';
import { replyPromise } from '#content/promises.ts';

// The area's copy comes from the loader, so the browser never downloads the other 23 pages.
// Rendered on request, with the area's published projects: a project saved in the admin shows at once.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const location = findLocation(params.slug);
  if (!location) notFound(request, context);
  const nearby = localities.filter((locality) => location.nearby.includes(locality.slug));
  const projects = await publishedProjects(db(), { locality: location.slug });
  // 'Projects in {area}' is the number the page shows under it, never a written claim.
  const stats = location.stats.flatMap((stat) =>
    !stat.countsProjects ? [stat] : projects.length > 0 ? [{ value: formatCount(projects.length), label: stat.label }] : [],
  );
  return { location: { ...location, stats }, nearby, projects };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-cache' });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { location } = loaderData;
  const siteUrl = siteUrlFromMatches(matches);
  const path = `/locations/${location.slug}`;
  return pageMeta(siteUrl, {
    ...location.seo,
    path,
    jsonLd: [
      breadcrumbJsonLd(siteUrl, [{ name: `Interior Designers in ${location.name}`, path }]),
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: `Interior design in ${location.name}`,
        serviceType: 'Interior design',
        description: location.seo.description,
        provider: { '@id': `${siteUrl}/#business` },
        areaServed: { '@type': 'Place', name: `${location.name}, Bangalore` },
        url: `${siteUrl}${path}`,
      },
    ],
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} />;
}

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const { location, nearby, projects } = loaderData;
  const greeting = `Hello ${company.name}! I'm in ${location.name} and would like to know more about your interior design services.`;
  return (
    <>
      <section className="relative overflow-hidden bg-charcoal pt-[72px] text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(176_122_59/0.22),transparent_55%)]"
        />
        <div className="relative mx-auto grid max-w-7xl gap-10 px-4 pt-10 pb-16 sm:px-6 sm:pt-14 sm:pb-20 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:px-8">
          <div>
            <Breadcrumbs trail={[{ name: `Interior Designers in ${location.name}`, path: `/locations/${location.slug}` }]} />
            <p className="mb-3 flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-brass-300 uppercase">
              <Icon name="map-pin" className="size-4" /> {location.name}, Bangalore
            </p>
            <h1 className="text-4xl leading-[1.1] text-white sm:text-5xl">Interior Designers in {location.name}</h1>
            <p className="mt-5 max-w-2xl text-lg text-white/80">{location.intro}</p>
            <CheckList items={location.highlights} tone="dark-compact" className="mt-6 grid gap-2 text-white/90 sm:grid-cols-2" />
            <div className="mt-8 flex flex-wrap gap-3">
              <a href={telLink()} className={buttonClasses({ variant: 'primary', size: 'lg' })}>
                <Icon name="phone" /> Call {company.phone.display}
              </a>
              <a
                href={chatLink(greeting)}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(
                  buttonClasses({ variant: 'outline', size: 'lg' }),
                  'border-white/30 bg-transparent text-white hover:bg-white/10',
                )}
              >
                <Icon name="message-circle" /> Chat on WhatsApp
              </a>
            </div>
          </div>
          <Picture
            image={getImage(location.image)}
            alt={`An interior designed by our studio for a home in ${location.name}`}
            sizes={HERO_IMAGE_SIZES}
            priority
            imgClassName="h-auto w-full rounded-lg shadow-lift"
          />
        </div>
      </section>

      <Section>
        <Stats stats={location.stats} />
        <div className="mx-auto mt-14 max-w-3xl text-center">
          <h2 className="text-3xl">Designing homes in {location.name}</h2>
          <p className="mt-4 text-lg text-ink-muted">{location.areaNote}</p>
        </div>
      </Section>

      <Section heading={`Why ${location.name} homeowners choose us`} tone="sand">
        <FeatureGrid items={location.features} />
      </Section>

      <Section heading={`What we build most in ${location.name}`}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {location.specialties.map((specialty) => (
            <li key={specialty.title} className="rounded-lg border border-line bg-surface p-6 shadow-soft">
              <h3 className="font-sans text-lg font-semibold">{specialty.title}</h3>
              <p className="mt-2 text-ink-muted">{specialty.description}</p>
            </li>
          ))}
        </ul>
        {location.testimonial ? (
          <figure className="mx-auto mt-14 max-w-3xl rounded-lg bg-charcoal p-8 text-white sm:p-10">
            <Rating value={location.testimonial.rating} className="text-brass-300" />
            <blockquote className="mt-4 font-display text-2xl leading-snug text-white">“{location.testimonial.text}”</blockquote>
            <figcaption className="mt-5 text-white/75">
              {location.testimonial.name}, {location.name}
            </figcaption>
          </figure>
        ) : null}
      </Section>

      {projects.length > 0 ? (
        <Section heading={`Our projects in ${location.name}`}>
          <ProjectCards projects={projects} headingLevel="h3" />
          <p className="mt-8 text-center">
            <Link to={`/projects?locality=${location.slug}`} className="font-medium text-brass-800 underline underline-offset-4">
              See every project in {location.name}
            </Link>
          </p>
        </Section>
      ) : null}
      <Section heading="How it works" intro="Four steps from your first call to the keys of a finished home." tone="sand">
        <Steps steps={localityProcess} />
      </Section>

      {nearby.length ? (
        <Section heading="We also design homes nearby" className="py-12 sm:py-16">
          <ul className="flex flex-wrap justify-center gap-3">
            {nearby.map((area) => (
              <li key={area.slug}>
                <Link to={`/locations/${area.slug}`} className={buttonClasses({ variant: 'outline' })}>
                  <Icon name="map-pin" /> {area.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <CtaBand
        eyebrow={`Free site visit in ${location.name}`}
        heading="Tell us about your home"
        intro={`Leave your details and a designer will call you back ${replyPromise.within} to plan your free site visit and 3D design.`}
      >
        <CtaQuickForm />
      </CtaBand>

      {location.endsWithServices ? (
        <Section heading="Our services" intro={`Everything we design and build for homes in ${location.name}.`}>
          <LinkGrid
            links={services.map((service) => ({
              title: service.title,
              description: service.startingPrice ?? service.features[0],
              to: `/services/${service.slug}`,
              icon: service.icon,
            }))}
          />
        </Section>
      ) : null}
    </>
  );
}
