import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { SelectField, TextField } from '#app/components/ui/form-field.tsx';
import type { FieldMeta } from '#app/components/ui/form-field.tsx';
import { numberRules, typicalMeasures } from '#app/features/pricing/estimate-input.ts';
import { ceilingTypes, estimateServices, kitchenLayouts, poojaSizes, wardrobeTypes } from '#app/features/pricing/estimate-options.ts';
import { propertyTypes } from '#app/features/pricing/property-types.ts';
import type { NumberField } from '#app/features/pricing/estimate-input.ts';
import type { EstimateState } from '#app/features/pricing/use-estimate.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { packages } from '#content/packages.ts';

const FORM_ID = 'estimate';

const packageNotes: Record<string, string> = {
  essential: 'Laminate finishes, standard hardware',
  premium: 'Acrylic or membrane, soft-close fittings',
  luxury: 'PU, veneer or lacquer, premium fittings',
};

/**
 * What the visitor tells the calculator. A GET form: without JavaScript, 'Update estimate' reloads
 * /calculator with the inputs in its URL and the server renders the estimate; with JavaScript the
 * estimate follows every change.
 */
export function EstimateInputs({ state }: { state: EstimateState }) {
  const hydrated = useHydrated();
  const { values, errors, input, set } = state;
  const service = input?.service ?? values.service ?? 'full-interior';
  const property = input?.property ?? values.property ?? '2bhk';
  const area = input?.area ?? (Number(values.area) || 1100);
  const selectedPackage = input?.package ?? values.package ?? 'premium';
  const typical = typicalMeasures(property as never, area, (input?.layout ?? values.layout ?? 'l-shaped') as never);

  const meta = (name: string): FieldMeta => {
    const id = `${FORM_ID}-${name}`;
    const error = errors[name as keyof typeof errors];
    return { id, name, errorId: `${id}-error`, descriptionId: `${id}-description`, errors: error ? [error] : undefined };
  };
  const select = (name: string, fallback: string) => ({
    field: meta(name),
    value: values[name] ?? fallback,
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => set(name, event.target.value),
    spacing: 'tight' as const,
  });
  const number = (name: NumberField, label: string, fallback: number) => {
    const rule = numberRules[name];
    return (
      <TextField
        field={meta(name)}
        label={rule.unit === 'ft' || rule.unit === 'sq ft' ? `${label} (${rule.unit})` : label}
        spacing="tight"
        // Text, not a number field: a number field refuses '1,450' as typed (decision 160).
        inputMode="decimal"
        value={values[name] ?? String(fallback)}
        onChange={(event) => set(name, event.target.value)}
      />
    );
  };

  return (
    <form id={FORM_ID} method="get" action="/calculator" aria-labelledby="estimate-inputs-heading" className="grid gap-4 sm:grid-cols-2">
      <h2 id="estimate-inputs-heading" className="text-2xl sm:col-span-2">
        Your home
      </h2>
      <SelectField {...select('service', 'full-interior')} label="Service" options={estimateServices} className="sm:col-span-2" />
      <SelectField {...select('property', '2bhk')} label="Property type" options={propertyTypes} />
      {number('area', 'Carpet area', area)}
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-medium text-ink">Package</legend>
        <div className="grid grid-cols-3 gap-2">
          {packages.map((option) => {
            const checked = selectedPackage === option.value;
            return (
              <label
                key={option.value}
                className={cn(
                  'flex cursor-pointer flex-col rounded-md border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brass-500',
                  checked ? 'border-brass-700 bg-brass-50 text-ink' : 'border-line bg-surface text-ink-muted hover:border-brass-500',
                )}
              >
                <input
                  type="radio"
                  name="package"
                  value={option.value}
                  checked={checked}
                  onChange={() => set('package', option.value)}
                  className="sr-only"
                />
                <span className="font-semibold text-ink">{option.label}</span>
                {/* In each card from 640 px; on a phone read out with the card, and shown below for the chosen one. */}
                <span className="sr-only text-xs sm:not-sr-only sm:mt-0.5">{packageNotes[option.value]}</span>
              </label>
            );
          })}
        </div>
        <p aria-hidden="true" className="mt-1.5 text-xs text-ink-muted sm:hidden">
          <span className="font-semibold text-ink">{packages.find((option) => option.value === selectedPackage)?.label}:</span>{' '}
          {packageNotes[selectedPackage]}
        </p>
        {errors.package ? <p className="mt-1.5 text-sm text-danger">{errors.package}</p> : null}
      </fieldset>

      {service === 'full-interior' ? (
        <fieldset className="grid grid-cols-2 gap-4 sm:col-span-2 sm:grid-cols-3">
          <legend className="mb-1 text-sm text-ink-muted">What your home gets (change a number, or set it to 0 to leave a part out)</legend>
          {number('kitchen', property === 'office' ? 'Pantry' : 'Kitchen', typical.kitchen)}
          {number('wardrobes', property === 'office' ? 'Storage units' : 'Wardrobes', typical.wardrobes)}
          {number('tv', 'TV units', typical.tv)}
          {number('ceiling', 'False ceiling', typical.ceiling)}
          {number('pooja', 'Pooja units', typical.pooja)}
        </fieldset>
      ) : null}
      {service === 'modular-kitchen' ? (
        <>
          <SelectField {...select('layout', 'l-shaped')} label="Kitchen layout" options={kitchenLayouts} />
          {number('length', 'Running length', typical.length)}
        </>
      ) : null}
      {service === 'modular-wardrobe' ? (
        <>
          <SelectField {...select('wardrobeType', 'hinged')} label="Wardrobe type" options={wardrobeTypes} className="sm:col-span-2" />
          {number('width', 'Width', typical.width)}
          {number('height', 'Height', typical.height)}
        </>
      ) : null}
      {service === 'entertainment-unit' ? number('tvWidth', 'Unit width', typical.tvWidth) : null}
      {service === 'false-ceiling' ? (
        <>
          <SelectField {...select('ceilingType', 'gypsum')} label="Ceiling type" options={ceilingTypes} />
          {number('ceilingArea', 'Ceiling area', typical.ceilingArea)}
        </>
      ) : null}
      {service === 'pooja-unit' ? (
        <SelectField {...select('poojaSize', 'compact')} label="Pooja unit size" options={poojaSizes} className="sm:col-span-2" />
      ) : null}
      {hydrated ? null : (
        <Button type="submit" variant="outline" className="sm:col-span-2">
          Update estimate
        </Button>
      )}
    </form>
  );
}
