import type { LegalPage } from '#content/types.ts';
import { PageHero } from '#app/features/site/page-hero.tsx';

/** Terms and privacy: readable text with a contents list. */
export function LegalDocument({ page, path }: { page: LegalPage; path: string }) {
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <>
      <PageHero
        eyebrow={`Last updated ${page.lastUpdated}`}
        title={page.title}
        intro={page.intro}
        breadcrumbs={[{ name: page.title, path }]}
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="font-sans text-xs font-semibold tracking-[0.16em] text-brass-700 uppercase">Contents</h2>
          <ol className="mt-3 space-y-1 text-[0.9375rem]">
            {page.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${anchor(index)}`} className="inline-flex min-h-9 items-center text-ink-muted hover:text-brass-700">
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-[70ch] space-y-12">
          {page.sections.map((section, index) => (
            <section key={section.heading} id={anchor(index)} aria-labelledby={`${anchor(index)}-heading`} className="scroll-mt-24">
              <h2 id={`${anchor(index)}-heading`} className="text-2xl">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-ink">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 32)}>{paragraph}</p>
                ))}
                {section.bullets?.length ? (
                  <ul className="list-disc space-y-2 pl-6 marker:text-brass-500">
                    {section.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
