import { Link } from 'react-router';
import { Picture } from '#app/components/picture.tsx';
import { Button, buttonClasses } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { toast } from '#app/components/ui/toast-store.ts';
import { CtaQuickForm } from '#app/features/intake/components/cta-quick-form.tsx';
import { PopupFormDialog } from '#app/features/intake/components/popup-form-dialog.tsx';
import { PriceCalculatorForm } from '#app/features/intake/components/price-calculator-form.tsx';
import { QuickQuoteDialog } from '#app/features/intake/components/quick-quote-dialog.tsx';
import { ServiceQuoteDialog } from '#app/features/intake/components/service-quote-dialog.tsx';
import { ComparisonTable } from '#app/features/site/comparison-table.tsx';
import { CtaBand } from '#app/features/site/cta-band.tsx';
import { FeatureGrid } from '#app/features/site/feature-grid.tsx';
import { FloatingActions } from '#app/features/site/floating-actions.tsx';
import { Gallery } from '#app/features/site/gallery.tsx';
import { LinkGrid } from '#app/features/site/link-grid.tsx';
import { LocalityStrip } from '#app/features/site/locality-strip.tsx';
import { Section } from '#app/features/site/section.tsx';
import { ServicesSection } from '#app/features/site/services-section.tsx';
import { Stats } from '#app/features/site/stats.tsx';
import { Steps } from '#app/features/site/steps.tsx';
import { Testimonials } from '#app/features/site/testimonials.tsx';
import { getImage } from '#app/lib/images.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { siteUrlFromMatches } from '#app/lib/site-url.ts';
import { chatLink, telLink } from '#content/company.ts';
import { galleryFilters, galleryItems } from '#content/gallery.ts';
import { home } from '#content/home.ts';
import { localities } from '#content/localities.ts';
import { serviceFilters, services } from '#content/services.ts';
import { homeTestimonials } from '#content/testimonials.ts';
import type { Route } from './+types/home';
import { Icon } from '#app/components/ui/icon.tsx';

const heroImage = getImage('hero-living-room');
const HERO_SIZES = '100vw';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(siteUrlFromMatches(matches), { ...home.seo, path: '/' });

export default function Home() {
  const { hero } = home;
  return (
    <>
      <section className="relative isolate overflow-hidden bg-charcoal pt-[72px] text-white" data-floating-aside="">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(176_122_59/0.25),transparent_60%)]"
        />
        <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-8 pb-14 sm:px-6 sm:pt-14 md:grid-cols-[1.1fr_1fr] md:items-center lg:px-8 lg:pb-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1.5 text-sm text-white/90">
              <Icon name="star" className="size-4 text-brass-300" fill="currentColor" />
              <span>
                <strong className="font-semibold text-white">{hero.rating.value}</strong> {hero.rating.label}
              </span>
            </p>
            <p className="mt-6 text-xs font-semibold tracking-[0.18em] text-brass-300 uppercase">{hero.eyebrow}</p>
            <h1 className="mt-3 text-4xl leading-[1.08] text-white sm:text-5xl lg:text-[3.5rem]">{hero.title}</h1>
            <p className="mt-5 max-w-xl text-lg text-white/80">{hero.intro}</p>
            <ul className="mt-6 grid max-w-lg gap-x-4 gap-y-2 min-[400px]:grid-cols-2">
              {hero.benefits.map((benefit) => (
                <li key={benefit} className="flex items-center gap-2 text-white/90">
                  <Icon name="check" className="size-5 shrink-0 text-brass-300" />
                  {benefit}
                </li>
              ))}
            </ul>
            <p className="mt-6 max-w-lg rounded-md border border-brass-300/30 bg-brass-300/10 px-4 py-3 text-sm text-brass-100">
              {hero.offer}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <QuickQuoteDialog
                trigger={
                  <Button size="lg" className="md:hidden">
                    <Icon name="calculator" /> {hero.mobileCalculatorLabel}
                  </Button>
                }
              />
              <Link
                to="/contact"
                onClick={() => toast(hero.consultationToast)}
                className={buttonClasses({
                  variant: 'primary',
                  size: 'lg',
                  className: 'max-md:border max-md:border-white/30 max-md:bg-transparent max-md:hover:bg-white/10',
                })}
              >
                {hero.consultationLabel}
              </Link>
              <a
                href={telLink()}
                className={cn(
                  buttonClasses({ variant: 'outline', size: 'lg' }),
                  'border-white/30 bg-transparent text-white hover:bg-white/10',
                )}
              >
                <Icon name="phone" /> {hero.callLabel}
              </a>
            </div>
          </div>
          <div className="max-md:hidden">
            <PriceCalculatorForm variant="hero" />
          </div>
        </div>
      </section>
      <figure className="relative bg-charcoal">
        <Picture
          image={heroImage}
          alt="A calm Bangalore living room: sage sofa, wooden TV wall, brass floor lamp and a big window onto green trees"
          sizes={HERO_SIZES}
          imgClassName="h-auto max-h-[640px] w-full object-cover"
        />
        <figcaption className="px-4 py-4 text-sm text-white/80 sm:absolute sm:right-8 sm:bottom-8 sm:max-w-xs sm:rounded-md sm:bg-charcoal/85 sm:py-3 sm:text-white/90 sm:backdrop-blur-sm">
          {hero.imageCaption}
        </figcaption>
      </figure>

      <Section heading={home.trust.heading} tone="canvas">
        <FeatureGrid items={home.trust.items} />
      </Section>

      <Section heading={home.why.heading} intro={home.why.intro} tone="sand">
        <ComparisonTable rows={home.why.rows} />
      </Section>

      <ServicesSection
        eyebrow={home.services.eyebrow}
        heading={home.services.heading}
        intro={home.services.intro}
        services={services}
        filters={serviceFilters}
        renderQuote={(service) => (
          <ServiceQuoteDialog
            service={service.title}
            trigger={
              <Button>
                Get Quote <span className="sr-only">for {service.title}</span>
              </Button>
            }
          />
        )}
      />

      <Section heading={home.process.heading} intro={home.process.intro}>
        <Steps steps={home.process.steps} />
      </Section>

      <Section heading={home.luxury.heading} intro={home.luxury.intro} tone="dark">
        <Stats stats={home.luxury.stats} dark />
        {home.luxury.awards.length ? (
          <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-3">
            {home.luxury.awards.map((award) => (
              <li key={award} className="rounded-full border border-white/15 px-4 py-2 text-sm text-white/80">
                {award}
              </li>
            ))}
          </ul>
        ) : null}
      </Section>

      <Section id="gallery" heading={home.gallery.heading} intro={home.gallery.intro}>
        <Gallery items={galleryItems} filters={galleryFilters} />
      </Section>

      <Section id="testimonials" heading={home.testimonials.heading} intro={home.testimonials.intro} tone="sand">
        <Testimonials items={homeTestimonials} />
      </Section>

      <Section heading={home.quality.heading} intro={home.quality.intro}>
        <FeatureGrid items={home.quality.points} columns={4} />
        <p className="mx-auto mt-10 max-w-3xl text-center text-ink-muted">{home.quality.certification}</p>
      </Section>

      <Section id="price-calculator" heading={home.calculator.heading} intro={home.calculator.intro} tone="surface" className="md:hidden">
        <PriceCalculatorForm variant="page" />
      </Section>

      <Section heading={home.explore.heading} tone="sand">
        <LinkGrid links={home.explore.links} />
      </Section>

      <Section heading={home.localities.heading} intro={home.localities.intro}>
        <LocalityStrip locations={localities} />
      </Section>

      <CtaBand heading={home.cta.heading} intro={home.cta.intro} points={home.cta.points}>
        <CtaQuickForm />
      </CtaBand>

      <FloatingActions chatHref={chatLink()} quote={(trigger) => <PopupFormDialog trigger={trigger} />} />
    </>
  );
}
