import { Link, redirect } from 'react-router';
import { CtaBand } from '#app/features/site/cta-band.tsx';
import type { Action } from '#content/types.ts';
import { PageHero } from '#app/features/site/page-hero.tsx';
import { Section } from '#app/features/site/section.tsx';
import { ProjectBrowser } from '#app/features/projects/components/project-browser.tsx';
import { ProjectFilterForm } from '#app/features/projects/components/project-filter-form.tsx';
import { filtersFrom } from '#app/features/projects/project-lists.ts';
import { localitiesWithProjects, publishedProjects } from '#app/features/projects/projects.server.ts';
import { breadcrumbJsonLd, pageMeta } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import { siteUrlFromMatches } from '#app/lib/site-url.ts';
import { projectsPage } from '#content/projects.ts';
import type { Route } from './+types/projects';

const trail = [{ name: 'Projects', path: '/projects' }];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteUrl = siteUrlFromMatches(matches);
  const filtered = loaderData ? Object.values(loaderData.filters).some(Boolean) : false;
  return pageMeta(siteUrl, {
    ...projectsPage.seo,
    path: '/projects',
    // A filtered list is the same page's content in part: search engines index the whole list.
    robots: filtered ? 'noindex, follow' : undefined,
    jsonLd: [breadcrumbJsonLd(siteUrl, trail)],
  });
};

/** Published projects, filtered by the address's locality, property, budget, style and category (rendered on request: a saved project shows at once). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A form sent without JavaScript names every filter, the unchosen ones empty: the address keeps
  // only what was chosen, and lands on the results.
  const chosen = [...url.searchParams].filter(([, value]) => value !== '');
  if (chosen.length < [...url.searchParams].length) {
    const query = new URLSearchParams(chosen).toString();
    throw redirect(`/projects${query ? `?${query}` : ''}#results`);
  }
  const filters = filtersFrom(url.searchParams);
  const [projects, localities] = await Promise.all([publishedProjects(db(), filters), localitiesWithProjects(db())]);
  return { filters, projects, localities };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-cache' });

/** The buttons of the closing call to action. */
const ctaActions: readonly Action[] = [
  { kind: 'link', label: 'Get Free Quote', to: '/contact' },
  { kind: 'call', label: 'Call Now' },
];

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { filters, projects, localities } = loaderData;
  return (
    <>
      <PageHero {...projectsPage.hero} breadcrumbs={trail} />
      <Section>
        <div className="flex flex-col gap-8">
          <ProjectFilterForm filters={filters} localities={localities} />
          {/* 'Show projects' lands here, not a screen above under the hero. */}
          <div id="results" className="flex scroll-mt-24 flex-col gap-8">
            <ProjectBrowser
              projects={projects}
              filters={filters}
              empty={
                <p>
                  No project matches these filters yet. Clear a filter, or{' '}
                  <Link to="/contact" className="font-medium text-brass-700 underline underline-offset-4">
                    tell us about your home
                  </Link>
                  : we design for every locality in Bangalore.
                </p>
              }
            />
          </div>
        </div>
      </Section>
      <CtaBand
        heading="Like what you see?"
        intro="Tell us about your home and we will design something just as personal for it, starting with a free site visit."
        actions={ctaActions}
      />
    </>
  );
}
