import { CtaBand } from '#app/features/site/cta-band.tsx';
import type { Action } from '#content/types.ts';
import { PageHero } from '#app/features/site/page-hero.tsx';
import { ProjectsGrid } from '#app/features/site/projects-grid.tsx';
import { Section } from '#app/features/site/section.tsx';
import { breadcrumbJsonLd, pageMeta } from '#app/lib/seo.ts';
import { siteUrlFromMatches } from '#app/lib/site-url.ts';
import { projectFilters, projects, projectsPage } from '#content/projects.ts';
import type { Route } from './+types/projects';

const trail = [{ name: 'Projects', path: '/projects' }];

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFromMatches(matches);
  return pageMeta(siteUrl, { ...projectsPage.seo, path: '/projects', jsonLd: [breadcrumbJsonLd(siteUrl, trail)] });
};

/** The buttons of the closing call to action. */
const ctaActions: readonly Action[] = [
  { kind: 'link', label: 'Get Free Quote', to: '/contact' },
  { kind: 'call', label: 'Call Now' },
];

export default function Projects() {
  return (
    <>
      <PageHero {...projectsPage.hero} breadcrumbs={trail} />
      <Section>
        <ProjectsGrid projects={projects} filters={projectFilters} similarLabel={projectsPage.dialogCta} />
      </Section>
      <CtaBand
        heading="Like what you see?"
        intro="Tell us about your home and we will design something just as personal for it, starting with a free site visit."
        actions={ctaActions}
      />
    </>
  );
}
