import { Link } from 'react-router';
import { Button, buttonClasses } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { CorporateEnquiryDialog } from '#app/features/intake/components/corporate-enquiry-dialog.tsx';
import { CtaBand } from '#app/features/site/cta-band.tsx';
import { FeatureGrid } from '#app/features/site/feature-grid.tsx';
import { ContentIcon } from '#app/features/site/icon.tsx';
import { PageHero } from '#app/features/site/page-hero.tsx';
import { Section } from '#app/features/site/section.tsx';
import { Stats } from '#app/features/site/stats.tsx';
import { Steps } from '#app/features/site/steps.tsx';
import { Testimonials } from '#app/features/site/testimonials.tsx';
import { getImage } from '#app/lib/images.ts';
import { breadcrumbJsonLd, pageMeta } from '#app/lib/seo.ts';
import { siteUrlFromMatches } from '#app/lib/site-url.ts';
import { company, telLink } from '#content/company.ts';
import { corporate } from '#content/corporate.ts';
import type { Route } from './+types/corporate';
import { CheckList } from '#app/features/site/check-list.tsx';
import { Icon } from '#app/components/ui/icon.tsx';

const trail = [{ name: 'Corporate', path: '/corporate' }];
const outlineOnDark = cn(buttonClasses({ variant: 'outline', size: 'lg' }), 'border-white/30 bg-transparent text-white hover:bg-white/10');

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFromMatches(matches);
  return pageMeta(siteUrl, { ...corporate.seo, path: '/corporate', jsonLd: [breadcrumbJsonLd(siteUrl, trail)] });
};

export default function Corporate() {
  const { hero } = corporate;
  return (
    <>
      <PageHero
        {...hero}
        breadcrumbs={trail}
        image={getImage('hero-office')}
        imageAlt="An office reception and lobby designed by our studio"
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <CorporateEnquiryDialog trigger={<Button size="lg">Get Corporate Quote</Button>} />
          {/* The hotline's label wraps on a narrow phone rather than pushing the page sideways. */}
          <a href={telLink()} className={cn(outlineOnDark, 'h-auto max-w-full py-2 whitespace-normal')}>
            <Icon name="phone" /> {hero.hotlineLabel}: {company.phone.display}
          </a>
        </div>
      </PageHero>
      <Section heading="Workspaces we design and build" intro="Every project gets one team, one schedule and one point of contact.">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {corporate.services.map((service) => (
            <li key={service.title} className="flex flex-col rounded-lg border border-line bg-surface p-6 shadow-soft">
              <span className="inline-flex size-12 items-center justify-center rounded-md bg-brass-50 text-brass-700">
                <ContentIcon name={service.icon} />
              </span>
              <h3 className="mt-5 font-sans text-lg font-semibold">{service.title}</h3>
              <p className="mt-2 text-ink-muted">{service.description}</p>
              <CheckList items={service.features} className="mt-4 flex-1 space-y-1.5" />
              <CorporateEnquiryDialog
                trigger={
                  <Button variant="outline" className="mt-6 self-start">
                    Learn More <span className="sr-only">about {service.title}</span>
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section heading="Why companies choose us" tone="sand">
        <FeatureGrid items={corporate.whyChoose} />
      </Section>
      <Section heading="Results that speak for themselves" tone="dark">
        <Stats stats={corporate.stats} dark />
      </Section>
      <Section heading="How a corporate project runs">
        <Steps steps={corporate.process} />
      </Section>
      <Section heading="What our corporate clients say" tone="sand">
        <Testimonials items={corporate.testimonials} />
      </Section>
      <CtaBand heading={corporate.cta.title} intro={corporate.cta.text}>
        <div className="flex flex-wrap gap-3">
          <CorporateEnquiryDialog trigger={<Button size="lg">Get Corporate Quote</Button>} />
          <a href={telLink()} className={outlineOnDark}>
            <Icon name="phone" /> Call Now
          </a>
          <Link to="/projects" className={outlineOnDark}>
            View Portfolio
          </Link>
        </div>
      </CtaBand>
    </>
  );
}
