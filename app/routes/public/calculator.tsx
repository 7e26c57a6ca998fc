import { PriceCalculatorForm } from '#app/features/leads/components/price-calculator-form.tsx';
import { FaqList } from '#app/features/site/faq-list.tsx';
import { PageHero } from '#app/features/site/page-hero.tsx';
import { Section } from '#app/features/site/section.tsx';
import { breadcrumbJsonLd, pageMeta } from '#app/lib/seo.ts';
import { siteUrlFromMatches } from '#app/lib/site-url.ts';
import { calculatorPage } from '#content/faq.ts';
import type { Route } from './+types/calculator';

const trail = [{ name: 'Price Calculator', path: '/calculator' }];

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFromMatches(matches);
  return pageMeta(siteUrl, {
    ...calculatorPage.seo,
    path: '/calculator',
    jsonLd: [
      breadcrumbJsonLd(siteUrl, trail),
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: calculatorPage.faqs.map((faq) => ({
          '@type': 'Question',
          name: faq.question,
          acceptedAnswer: { '@type': 'Answer', text: faq.answer },
        })),
      },
    ],
  });
};

export default function CalculatorPage() {
  const { intro, howWeCalculate, faqs } = calculatorPage;
  return (
    <>
      <PageHero title={intro.heading} intro={intro.text} breadcrumbs={trail} eyebrow="Price Calculator" />
      <Section>
        <div className="grid gap-12 lg:grid-cols-[1.1fr_1fr] lg:items-start">
          <PriceCalculatorForm variant="page" />
          <div>
            <h2 className="text-3xl">{howWeCalculate.heading}</h2>
            <ul className="mt-6 space-y-4">
              {howWeCalculate.factors.map((factor, index) => (
                <li key={factor.title} className="flex gap-4 rounded-lg border border-line bg-surface p-5">
                  <span aria-hidden="true" className="font-display text-2xl font-semibold text-brass-500">
                    {index + 1}
                  </span>
                  <span>
                    <h3 className="font-sans text-lg font-semibold">{factor.title}</h3>
                    <p className="mt-1 text-ink-muted">{factor.description}</p>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section heading="Frequently asked questions" tone="sand">
        <FaqList faqs={faqs} />
      </Section>
    </>
  );
}
