import { NotFoundBoundary } from '#app/components/not-found-boundary.tsx';
import { PageHero } from '#app/features/site/page-hero.tsx';
import { Section } from '#app/features/site/section.tsx';
import { ProjectDetails } from '#app/features/projects/components/project-views.tsx';
import { labelOf, localityOptions } from '#app/features/projects/project-lists.ts';
import { publishedProject } from '#app/features/projects/projects.server.ts';
import { META_DESCRIPTION_MAX, truncateText } from '#app/features/articles/article-rules.ts';
import { notFound } from '#app/lib/not-found.server.ts';
import { absoluteUrl, pageMeta, sectionItemJsonLd } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import { siteUrlFromMatches } from '#app/lib/site-url.ts';
import type { Route } from './+types/project';

/** A published project (rendered on request: a saved change shows at once); a draft or an unknown slug is the not-found page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const project = await publishedProject(db(), params.slug);
  if (!project) notFound(request, context);
  return { project };
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-cache' });

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { project } = loaderData;
  const siteUrl = siteUrlFromMatches(matches);
  const path = `/projects/${project.slug}`;
  const locality = labelOf(localityOptions, project.locality);
  const description = truncateText(project.description.split(/\n\s*\n/)[0]!, META_DESCRIPTION_MAX);
  return pageMeta(siteUrl, {
    title: `${project.title} (${locality})`,
    description,
    path,
    jsonLd: sectionItemJsonLd(siteUrl, { name: 'Projects', path: '/projects' }, path, {
      '@type': 'CreativeWork',
      name: project.title,
      description,
      image: project.photos.map((photo) => absoluteUrl(siteUrl, photo.url)),
      creator: { '@id': `${siteUrl}/#business` },
      locationCreated: { '@type': 'Place', name: `${locality}, Bangalore` },
      dateModified: project.updatedAt,
    }),
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <NotFoundBoundary error={error} />;
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={`Project in ${labelOf(localityOptions, project.locality)}`}
        title={project.title}
        breadcrumbs={[
          { name: 'Projects', path: '/projects' },
          { name: project.title, path: `/projects/${project.slug}` },
        ]}
      />
      <Section>
        <ProjectDetails project={project} />
      </Section>
    </>
  );
}
