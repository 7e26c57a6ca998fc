import { buttonClasses } from '#app/components/ui/button.tsx';
import { ContactForm } from '#app/features/intake/components/contact-form.tsx';
import { ContentIcon } from '#app/features/site/icon.tsx';
import { PageHero } from '#app/features/site/page-hero.tsx';
import { Section } from '#app/features/site/section.tsx';
import { breadcrumbJsonLd, pageMeta } from '#app/lib/seo.ts';
import { siteUrlFromMatches } from '#app/lib/site-url.ts';
import { company, formatAddress, mailtoLink, telLink } from '#content/company.ts';
import { contactPage } from '#content/contact.ts';
import type { Route } from './+types/contact';
import { CheckList } from '#app/features/site/check-list.tsx';
import { Icon } from '#app/components/ui/icon.tsx';

const trail = [{ name: 'Contact Us', path: '/contact' }];
const directions = `https://www.google.com/maps/dir/?api=1&destination=${company.address.geo.latitude},${company.address.geo.longitude}`;
const hrefs = { tel: telLink(), mailto: mailtoLink(), directions } as const;

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFromMatches(matches);
  return pageMeta(siteUrl, { ...contactPage.seo, path: '/contact', jsonLd: [breadcrumbJsonLd(siteUrl, trail)] });
};

export default function Contact() {
  const { hero, methods, form, studio, whyChoose } = contactPage;
  return (
    <>
      <PageHero
        {...hero}
        breadcrumbs={trail}
        actions={[
          { kind: 'link', label: hero.startLabel, to: '#contact-form' },
          { kind: 'call', label: hero.callLabel },
        ]}
      />
      <Section>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {methods.map((method) => (
            <li key={method.title} className="flex flex-col rounded-lg border border-line bg-surface p-6 shadow-soft">
              <span className="inline-flex size-12 items-center justify-center rounded-md bg-brass-50 text-brass-700">
                <ContentIcon name={method.icon} />
              </span>
              <h2 className="mt-5 font-sans text-lg font-semibold">{method.title}</h2>
              <ul className="mt-2 flex-1 space-y-1 text-ink-muted">
                {method.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {method.action ? (
                <a
                  href={hrefs[method.action.href]}
                  {...(method.action.href === 'directions' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="mt-4 inline-flex min-h-11 items-center font-semibold text-brass-700 hover:text-brass-800"
                >
                  {method.action.label}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="sand" className="pt-0 sm:pt-0">
        <div className="grid gap-10 pt-16 sm:pt-24 lg:grid-cols-[1.3fr_1fr]">
          {/* One card, one heading: the form's own (a heading used to stand above its twin). */}
          <div id="contact-form" className="scroll-mt-24">
            <ContactForm intro={form.intro} />
          </div>
          <div className="space-y-6">
            <section aria-labelledby="studio-heading" className="overflow-hidden rounded-lg border border-line bg-surface shadow-soft">
              <div className="relative flex h-48 items-center justify-center bg-sage-100 [background-image:linear-gradient(rgb(85_105_79/0.12)_1px,transparent_1px),linear-gradient(90deg,rgb(85_105_79/0.12)_1px,transparent_1px)] [background-size:28px_28px]">
                <span className="flex flex-col items-center text-sage-700">
                  <Icon name="map-pin" className="size-10 text-brass-700" fill="currentColor" stroke="white" />
                  <span className="mt-2 rounded-full bg-surface px-3 py-1 text-sm font-semibold text-ink shadow-soft">
                    {studio.mapLabel}
                  </span>
                </span>
              </div>
              <div className="p-6">
                <h2 id="studio-heading" className="text-2xl">
                  {studio.heading}
                </h2>
                <address className="mt-2 text-ink-muted not-italic">{formatAddress()}</address>
                <a
                  href={directions}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: 'outline', className: 'mt-4' })}
                >
                  {studio.directionsLabel}
                </a>
              </div>
            </section>
            <section aria-labelledby="why-heading" className="rounded-lg bg-charcoal p-6 text-white">
              <h2 id="why-heading" className="text-2xl text-white">
                {whyChoose.heading}
              </h2>
              <CheckList items={whyChoose.points} tone="dark" className="mt-4 space-y-3" />
            </section>
          </div>
        </div>
      </Section>
    </>
  );
}
