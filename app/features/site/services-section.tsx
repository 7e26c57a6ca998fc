import type { ReactNode } from 'react';
import { useState } from 'react';
import { FilterTabs } from '#app/components/ui/filter-tabs.tsx';
import type { ServiceCard as ServiceCardData, ServiceFilter } from '#content/types.ts';
import { ServiceCard } from '#app/features/site/service-card.tsx';
import { Section } from '#app/features/site/section.tsx';

type ServicesSectionProps = {
  eyebrow: string;
  heading: string;
  intro: string;
  services: readonly ServiceCardData[];
  filters: readonly { value: ServiceFilter; label: string }[];
  /** The 'Get Quote' button of a card (opens the page's quote dialog for that service). */
  renderQuote: (service: ServiceCardData) => ReactNode;
};

/** Home page services (anchor #services): filter tabs over six cards; Pooja Units only under All. */
export function ServicesSection({ eyebrow, heading, intro, services, filters, renderQuote }: ServicesSectionProps) {
  const [filter, setFilter] = useState<ServiceFilter>('all');
  return (
    <Section id="services" eyebrow={eyebrow} heading={heading} intro={intro} tone="surface">
      <FilterTabs label="Filter services" value={filter} onChange={setFilter} options={filters}>
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {services
            .filter((service) => filter === 'all' || service.filter === filter)
            .map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} quoteButton={renderQuote(service)} />
              </li>
            ))}
        </ul>
      </FilterTabs>
    </Section>
  );
}
