import { CtaBand } from '#app/features/site/cta-band.tsx';
import type { Action } from '#content/types.ts';
import { FeatureGrid } from '#app/features/site/feature-grid.tsx';
import { initials, Monogram } from '#app/features/site/monogram.tsx';
import { PageHero } from '#app/features/site/page-hero.tsx';
import { Section } from '#app/features/site/section.tsx';
import { Stats } from '#app/features/site/stats.tsx';
import { getImage } from '#app/lib/images.ts';
import { breadcrumbJsonLd, pageMeta } from '#app/lib/seo.ts';
import { siteUrlFromMatches } from '#app/lib/site-url.ts';
import { about } from '#content/about.ts';
import type { Route } from './+types/about';

const trail = [{ name: 'About', path: '/about' }];

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFromMatches(matches);
  return pageMeta(siteUrl, { ...about.seo, path: '/about', jsonLd: [breadcrumbJsonLd(siteUrl, trail)] });
};

/** The buttons of the closing call to action. */
const ctaActions: readonly Action[] = [
  { kind: 'link', label: 'Book a Free Consultation', to: '/contact' },
  { kind: 'link', label: 'See Our Projects', to: '/projects' },
];

export default function About() {
  return (
    <>
      <PageHero
        {...about.hero}
        breadcrumbs={trail}
        image={getImage('hero-studio')}
        imageAlt="Our design studio in HBR Layout with a wall of material samples"
      />
      <Section>
        <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr]">
          <h2 className="text-3xl leading-tight sm:text-4xl">{about.story.heading}</h2>
          <div className="space-y-5 text-lg text-ink-muted">
            {about.story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="mt-16">
          <Stats stats={about.counters} />
        </div>
      </Section>
      <Section heading="What we value" tone="sand">
        <FeatureGrid items={about.values} columns={4} />
      </Section>
      <Section heading="The people who design your home">
        <ul className="grid gap-6 md:grid-cols-3">
          {about.team.map((member) => (
            <li key={member.name} className="rounded-lg border border-line bg-surface p-7 shadow-soft">
              <Monogram className="size-16 bg-sage-100 font-display text-xl text-sage-700">{initials(member.name)}</Monogram>
              <h3 className="mt-5 font-sans text-xl font-semibold">{member.name}</h3>
              <p className="text-sm font-semibold text-brass-700">{member.role}</p>
              <p className="mt-3 text-ink-muted">{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand heading={about.cta.heading} intro={about.cta.intro} actions={ctaActions} />
    </>
  );
}
