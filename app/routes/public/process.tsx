import { CtaBand } from '#app/features/site/cta-band.tsx';
import type { Action } from '#content/types.ts';
import { Monogram } from '#app/features/site/monogram.tsx';
import { PageHero } from '#app/features/site/page-hero.tsx';
import { Section } from '#app/features/site/section.tsx';
import { breadcrumbJsonLd, pageMeta } from '#app/lib/seo.ts';
import { siteUrlFromMatches } from '#app/lib/site-url.ts';
import { process as processPage } from '#content/process.ts';
import type { Route } from './+types/process';
import { Icon } from '#app/components/ui/icon.tsx';

const trail = [{ name: 'Our Process', path: '/process' }];

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFromMatches(matches);
  return pageMeta(siteUrl, { ...processPage.seo, path: '/process', jsonLd: [breadcrumbJsonLd(siteUrl, trail)] });
};

/** The buttons of the closing call to action. */
const ctaActions: readonly Action[] = [
  { kind: 'link', label: 'Book Free Site Visit', to: '/contact' },
  { kind: 'call', label: 'Call Now' },
];

export default function Process() {
  const { timeline, payments, team } = processPage.sections;
  return (
    <>
      <PageHero {...processPage.hero} breadcrumbs={trail} />
      <Section heading="Four phases, one team" intro="Each phase ends with something you can see and approve before the next begins.">
        <ol className="relative space-y-8 before:absolute before:top-2 before:bottom-2 before:left-6 before:w-px before:bg-line lg:before:left-8">
          {processPage.phases.map((phase) => (
            <li key={phase.number} className="relative grid gap-6 pl-16 lg:grid-cols-[1fr_1.6fr] lg:pl-24">
              <Monogram className="absolute top-0 left-0 size-12 bg-charcoal font-display text-xl text-brass-300 lg:size-16 lg:text-2xl">
                {phase.number}
              </Monogram>
              <div>
                <p className="text-sm font-semibold tracking-[0.16em] text-brass-700 uppercase">Phase {phase.number}</p>
                <h3 className="mt-1 text-2xl">{phase.title}</h3>
                <p className="mt-3 flex items-center gap-2 text-ink-muted">
                  <Icon name="calendar-clock" className="size-5 text-brass-700" /> {phase.duration}
                </p>
                {phase.payment ? (
                  <div className="mt-4 rounded-md border border-brass-100 bg-brass-50 p-4">
                    <p className="flex items-center gap-2 font-semibold text-brass-800">
                      <Icon name="wallet" className="size-5" /> {phase.payment.cumulative} paid in total
                    </p>
                    <p className="mt-1 text-sm text-ink-muted">{phase.payment.note}</p>
                  </div>
                ) : null}
                {phase.milestone ? (
                  <p className="mt-4 flex gap-2 text-sm">
                    <Icon name="flag" className="mt-0.5 size-4 shrink-0 text-sage-700" />
                    <span>
                      <span className="font-semibold">Milestone: </span>
                      {phase.milestone}
                    </span>
                  </p>
                ) : null}
              </div>
              <ul className="grid gap-3 sm:grid-cols-2">
                {phase.steps.map((step) => (
                  <li key={step.title} className="rounded-lg border border-line bg-surface p-5">
                    <h4 className="font-semibold">{step.title}</h4>
                    <p className="mt-1.5 text-[0.9375rem] text-ink-muted">{step.description}</p>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Section>
      <Section tone="sand">
        <div className="grid gap-6 lg:grid-cols-3">
          {(
            [
              ['timeline', timeline],
              ['payments', payments],
              ['team', team],
            ] as const
          ).map(([key, block]) => (
            <section
              key={key}
              aria-labelledby={`process-${key}-heading`}
              className="rounded-lg border border-line bg-surface p-7 shadow-soft"
            >
              <h2 id={`process-${key}-heading`} className="text-2xl">
                {block.heading}
              </h2>
              <p className="mt-3 text-ink-muted">{block.text}</p>
              <ul className="mt-5 list-disc space-y-2 pl-5 marker:text-brass-500">
                {block.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
      <CtaBand heading={processPage.cta.heading} intro={processPage.cta.intro} actions={ctaActions} />
    </>
  );
}
