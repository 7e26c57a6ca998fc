import { data } from 'react-router';
import { PriceCalculatorForm } from '#app/features/intake/components/price-calculator-form.tsx';
import { CompactTotal } from '#app/features/pricing/components/compact-total.tsx';
import { EstimateInputs } from '#app/features/pricing/components/estimate-inputs.tsx';
import { EstimatePanel } from '#app/features/pricing/components/estimate-panel.tsx';
import { estimateFieldNames, estimateQuery, nearestEstimateInput, parseEstimateInput } from '#app/features/pricing/estimate-input.ts';
import { currentRateCard } from '#app/features/pricing/rate-card.server.ts';
import { useEstimate } from '#app/features/pricing/use-estimate.ts';
import { FaqList } from '#app/features/site/faq-list.tsx';
import { PageHero } from '#app/features/site/page-hero.tsx';
import { Section } from '#app/features/site/section.tsx';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { breadcrumbJsonLd, pageMeta } from '#app/lib/seo.ts';
import { databaseIfReady } from '#app/lib/services.server.ts';
import { siteUrlFromMatches } from '#app/lib/site-url.ts';
import { calculatorPage } from '#content/faq.ts';
import type { Route } from './+types/calculator';
import { quotePromise } from '#content/promises.ts';

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

/** The inputs in the URL (a shared link) and the rates in force: the page shows the same estimate with or without JavaScript. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  let initial: Record<string, string> = {};
  for (const name of estimateFieldNames) {
    const value = query.get(name);
    if (value !== null) initial[name] = value.slice(0, 40);
  }
  // A link with a value the calculator cannot use (edited by hand, or from an older version)
  // opens on the nearest valid inputs, with a sentence for each value that changed.
  // (A wrong value the priced service does not use is dropped without a word.)
  let corrections: string[] = [];
  const corrected = !parseEstimateInput(initial).ok;
  if (corrected) {
    const nearest = nearestEstimateInput(initial);
    initial = Object.fromEntries(estimateQuery(nearest.input));
    corrections = nearest.corrections;
  }
  const rateCard = await currentRateCard(databaseIfReady(), getRequestInfo(context).logger);
  return data({ initial, corrected, corrections, rateCard }, { headers: { 'Cache-Control': 'no-cache' } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  const { intro, howWeCalculate, faqs } = calculatorPage;
  const { corrections } = loaderData;
  const state = useEstimate(loaderData.initial, loaderData.rateCard, { correctAddress: loaderData.corrected });
  return (
    <>
      <PageHero title={intro.heading} intro={intro.text} breadcrumbs={trail} eyebrow="Price Calculator" />
      <Section>
        <div className="grid gap-8 lg:grid-cols-[1fr_1.1fr] lg:items-start">
          <div className="rounded-lg border border-line bg-surface p-6 shadow-lift sm:p-8 print:hidden">
            {corrections.length > 0 ? (
              <div className="mb-6 rounded-md border border-brass-300 bg-brass-50 p-4 text-sm">
                <p className="font-semibold text-ink">
                  Some of the link's answers could not be used, so the estimate starts from the nearest ones:
                </p>
                <ul className="mt-1 list-disc pl-5 text-ink-muted">
                  {corrections.map((correction) => (
                    <li key={correction}>{correction}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <EstimateInputs state={state} />
            <CompactTotal state={state} />
          </div>
          <div className="lg:sticky lg:top-24">
            <EstimatePanel state={state} />
          </div>
        </div>
      </Section>
      <Section tone="sand" className="print:hidden">
        <div className="grid gap-12 lg:grid-cols-[1.1fr_1fr] lg:items-start">
          <div>
            <p className="mb-4 text-ink-muted">
              Send us your details and this estimate: we call you back, visit your home for free and send a detailed quote{' '}
              {quotePromise.within}.
            </p>
            <PriceCalculatorForm variant="page" estimateQuery={state.query} back={`/calculator?${state.query}`} />
          </div>
          <div>
            <h2 className="text-3xl">{howWeCalculate.heading}</h2>
            <ul className="mt-6 space-y-4">
              {howWeCalculate.factors.map((factor, index) => (
                <li key={factor.title} className="flex gap-4 rounded-lg border border-line bg-surface p-5">
                  <span aria-hidden="true" className="font-display text-2xl font-semibold text-brass-500">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-sans text-lg font-semibold">{factor.title}</h3>
                    <p className="mt-1 text-ink-muted">{factor.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section heading="Frequently asked questions" className="print:hidden">
        <FaqList faqs={faqs} />
      </Section>
    </>
  );
}
