import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Picture } from '#app/components/picture.tsx';
import { getImage } from '#app/lib/images.ts';
import type { ServiceCard as ServiceCardData } from '#content/types.ts';
import { ContentIcon } from '#app/features/site/icon.tsx';
import { CheckList } from '#app/features/site/check-list.tsx';
import { Icon } from '#app/components/ui/icon.tsx';

export const SERVICE_CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw';

/** A service with its picture, four features, a quote button (from the page) and Learn More. */
export function ServiceCard({
  service,
  quoteButton,
  title = service.title,
}: {
  service: ServiceCardData;
  quoteButton?: ReactNode;
  title?: string;
}) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-soft transition-shadow duration-200 hover:shadow-lift">
      <ServiceMedia service={service} imgClassName="aspect-[4/3] h-auto w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <ServiceTitle service={service} title={title} as="h3" className="font-sans text-xl font-semibold" />
        <p className="mt-3 text-ink-muted">{service.description}</p>
        <CheckList items={service.features} className="mt-4 space-y-2" />
        {service.startingPrice ? <p className="mt-4 text-sm font-semibold text-brass-700">{service.startingPrice}</p> : null}
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-6">
          {quoteButton}
          <Link
            to={`/services/${service.slug}`}
            className="inline-flex min-h-11 items-center gap-1.5 px-2 font-semibold text-brass-700 hover:text-brass-800"
          >
            Learn More <span className="sr-only">about {title}</span>
            <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A service's picture with its Popular/Premium badge (home cards and the /services page). */
export function ServiceMedia({ service, imgClassName }: { service: ServiceCardData; imgClassName: string }) {
  return (
    <div className="relative">
      <Picture image={getImage(service.image)} alt="" sizes={SERVICE_CARD_SIZES} imgClassName={imgClassName} />
      {service.badge ? (
        <span className="absolute top-4 left-4 rounded-full bg-charcoal px-3 py-1 text-xs font-semibold tracking-wide text-brass-300">
          {service.badge}
        </span>
      ) : null}
    </div>
  );
}

/** A service's icon beside its title. */
export function ServiceTitle({
  service,
  title,
  as: Heading,
  className,
}: {
  service: ServiceCardData;
  title: string;
  as: 'h2' | 'h3';
  className: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <span className="inline-flex size-10 items-center justify-center rounded-md bg-brass-50 text-brass-700">
        <ContentIcon name={service.icon} className="size-5" />
      </span>
      <Heading className={className}>{title}</Heading>
    </div>
  );
}
