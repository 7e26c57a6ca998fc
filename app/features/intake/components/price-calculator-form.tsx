import { useState } from 'react';
import { cn } from '#app/components/ui/cn.ts';
import { SelectField } from '#app/components/ui/form-field.tsx';
import { calculatorServices } from '#app/features/intake/lead-options.ts';
import type { FieldErrors } from '#app/features/intake/lead-options.ts';
import { useLeadForm } from '#app/features/intake/use-lead-form.ts';
import {
  EmailField,
  HiddenFields,
  LocationField,
  NameField,
  PhoneField,
  SubmitButton,
} from '#app/features/intake/components/lead-form-parts.tsx';
import { QuickRange } from '#app/features/pricing/components/quick-range.tsx';
import { DEFAULT_INPUT, propertyTypes } from '#app/features/pricing/property-types.ts';
import { packages } from '#content/packages.ts';
import { Icon } from '#app/components/ui/icon.tsx';
import { quotePromise, replyPromise } from '#content/promises.ts';

type Props = {
  /** 'hero': the compact card beside the home page's hero on wide screens. */
  variant?: 'page' | 'hero';
  defaultValues?: Record<string, string>;
  initialErrors?: FieldErrors;
  back?: string;
  /**
   * The calculator page's inputs (a query string): sent with the lead as hidden fields, so the
   * lead carries the estimate the visitor sees. Without it the form asks for the property type
   * and package itself and shows the quick range.
   */
  estimateQuery?: string;
};

const quickFields = ['service', 'property', 'package'] as const;
const leadFields = new Set(['name', 'email', 'phone', 'location', ...quickFields]);

/**
 * The price calculator (docs/product.md, 'The lead flow'): name, email, phone, location and service; source
 * 'price calculator'. It sends the calculator's inputs too, so the stored lead has its estimate.
 */
export function PriceCalculatorForm({ variant = 'page', defaultValues, initialErrors, back, estimateQuery }: Props) {
  const hero = variant === 'hero';
  const { formProps, fieldProps, submitting, texts } = useLeadForm({
    kind: 'calculator',
    wording: hero ? 'hero' : undefined,
    initialErrors,
    defaultValues,
  });
  const [quick, setQuick] = useState({
    service: defaultValues?.service || DEFAULT_INPUT.service,
    property: defaultValues?.property || DEFAULT_INPUT.property,
    package: defaultValues?.package || DEFAULT_INPUT.package,
  });
  const track = (name: (typeof quickFields)[number]) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    setQuick((current) => ({ ...current, [name]: event.target.value }));
  // Inputs of the calculator page that came back with a refused lead (no JavaScript): kept as they were.
  const carried = estimateQuery
    ? [...new URLSearchParams(estimateQuery)]
    : Object.entries(defaultValues ?? {}).filter(([name]) => !leadFields.has(name) && /^[a-zA-Z]+$/.test(name));
  const estimateErrors = Object.entries(initialErrors ?? {}).filter(([name]) => carried.some(([carriedName]) => carriedName === name));

  return (
    <form
      {...formProps}
      aria-label="Price calculator"
      className={cn('relative rounded-lg border border-line bg-surface text-ink shadow-lift', hero ? 'p-6' : 'p-6 sm:p-8')}
    >
      <HiddenFields kind="calculator" back={back} />
      {carried.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="mb-6">
        <h2 className={cn(hero ? 'text-xl' : 'text-2xl')}>{hero ? 'Calculate Your Price' : 'Get Your Free Estimate'}</h2>
        <p className="mt-1 flex items-center gap-2 text-sm text-ink-muted">
          <Icon name="clock" className="size-4 text-brass-700" />
          Instant quote in under 2 minutes
        </p>
      </div>
      {estimateErrors.length > 0 ? (
        <ul role="alert" className="mb-4 list-disc rounded-md bg-danger-50 py-3 pr-3 pl-8 text-sm text-danger">
          {estimateErrors.map(([name, message]) => (
            <li key={name}>{message}</li>
          ))}
        </ul>
      ) : null}
      {estimateQuery ? null : (
        <div className="mb-5 grid grid-cols-2 gap-3">
          <SelectField
            {...fieldProps('service', 'full-interior')}
            label="Service"
            options={calculatorServices}
            onChange={track('service')}
            className="col-span-2"
          />
          <SelectField
            {...fieldProps('property', DEFAULT_INPUT.property)}
            label="Property type"
            options={propertyTypes}
            onChange={track('property')}
          />
          <SelectField {...fieldProps('package', DEFAULT_INPUT.package)} label="Package" options={packages} onChange={track('package')} />
          <div className="col-span-2">
            <QuickRange service={quick.service} property={quick.property} package={quick.package} />
          </div>
        </div>
      )}
      <div className={cn('grid gap-4', hero ? 'gap-3.5' : 'sm:grid-cols-2 sm:gap-x-5 sm:gap-y-5')}>
        <NameField {...fieldProps('name')} className={hero ? undefined : 'sm:col-span-2'} />
        <PhoneField {...fieldProps('phone')} />
        <EmailField {...fieldProps('email')} />
        <LocationField {...fieldProps('location')} placeholder="e.g. Whitefield, Bangalore" required />
      </div>
      <SubmitButton submitting={submitting} texts={texts} className="mt-6" />
      <p className="mt-3 text-center text-xs text-ink-muted">
        We reply {replyPromise.within}; your detailed quote follows {quotePromise.within} of the site visit.
      </p>
    </form>
  );
}
