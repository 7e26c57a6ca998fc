import { useId, useState } from 'react';
import { SelectField } from '#app/components/ui/form-field.tsx';
import type { FieldMeta } from '#app/components/ui/form-field.tsx';
import { QuickRange } from '#app/features/pricing/components/quick-range.tsx';
import { estimateServices } from '#app/features/pricing/estimate-options.ts';
import { DEFAULT_INPUT, propertyTypes } from '#app/features/pricing/property-types.ts';
import { packages } from '#content/packages.ts';

type Choice = 'service' | 'property' | 'package';

/**
 * The quick range on its own: service, property type and package, and the price range they come
 * to, with a link to the full breakdown. For forms that ask only for contact details (the phone's
 * quick quote): it sits beside such a form, not in it, so what the form sends stays the same.
 */
export function QuickEstimate() {
  const id = useId();
  const [quick, setQuick] = useState<Record<Choice, string>>({ ...DEFAULT_INPUT });
  const field = (name: Choice) => {
    const meta: FieldMeta = { id: `${id}-${name}`, name, errorId: `${id}-${name}-error`, descriptionId: `${id}-${name}-description` };
    return {
      field: meta,
      value: quick[name],
      onChange: (event: React.ChangeEvent<HTMLSelectElement>) => setQuick((current) => ({ ...current, [name]: event.target.value })),
      spacing: 'tight' as const,
    };
  };
  return (
    <fieldset className="mb-2 grid grid-cols-2 gap-3">
      <legend className="sr-only">Your price estimate</legend>
      <SelectField {...field('service')} label="Service" options={estimateServices} className="col-span-2" />
      <SelectField {...field('property')} label="Property type" options={propertyTypes} />
      <SelectField {...field('package')} label="Package" options={packages} />
      <div className="col-span-2">
        <QuickRange service={quick.service} property={quick.property} package={quick.package} />
      </div>
    </fieldset>
  );
}
