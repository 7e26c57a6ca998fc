import { Clock } from 'lucide-react';
import { cn } from '#app/components/ui/cn.ts';
import { SelectField, TextField } from '#app/components/ui/form-field.tsx';
import { calculatorServices, FIELD_LIMITS } from '#app/features/leads/lead-options.ts';
import type { FieldErrors } from '#app/features/leads/lead-options.ts';
import { heroMissingText } from '#app/features/leads/lead-texts.ts';
import { useLeadForm } from '#app/features/leads/use-lead-form.ts';
import { EmailField, HiddenFields, NameField, PhoneField, SubmitButton } from '#app/features/leads/components/lead-form-parts.tsx';

type Props = {
  /** 'hero': the compact card beside the home page's hero on wide screens. */
  variant?: 'page' | 'hero';
  defaultValues?: Record<string, string>;
  initialErrors?: FieldErrors;
  back?: string;
};

/** The price calculator (spec sections 3-5): name, email, phone, location and service; source 'price calculator'. */
export function PriceCalculatorForm({ variant = 'page', defaultValues, initialErrors, back }: Props) {
  const hero = variant === 'hero';
  const { formProps, fieldProps, submitting, texts } = useLeadForm({
    kind: 'calculator',
    missingText: hero ? heroMissingText : undefined,
    initialErrors,
    defaultValues,
  });
  return (
    <form
      {...formProps}
      aria-label="Price calculator"
      className={cn('relative rounded-lg border border-line bg-surface text-ink shadow-lift', hero ? 'p-6' : 'p-6 sm:p-8')}
    >
      <HiddenFields kind="calculator" back={back} />
      <div className="mb-6">
        <h2 className={cn(hero ? 'text-xl' : 'text-2xl')}>{hero ? 'Calculate Your Price' : 'Get Your Free Estimate'}</h2>
        <p className="mt-1 flex items-center gap-2 text-sm text-ink-muted">
          <Clock aria-hidden="true" className="size-4 text-brass-700" />
          Instant quote in under 2 minutes
        </p>
      </div>
      <div className={cn('grid gap-4', hero ? 'gap-3.5' : 'sm:grid-cols-2 sm:gap-x-5 sm:gap-y-5')}>
        <NameField {...fieldProps('name')} className={hero ? undefined : 'sm:col-span-2'} />
        <PhoneField {...fieldProps('phone')} />
        <EmailField {...fieldProps('email')} />
        <TextField
          {...fieldProps('location')}
          label="Location"
          placeholder="e.g. Whitefield, Bangalore"
          autoComplete="address-level2"
          maxLength={FIELD_LIMITS.text}
          required
        />
        <SelectField {...fieldProps('service', 'full-interior')} label="Service" options={calculatorServices} />
      </div>
      <SubmitButton submitting={submitting} label={texts.submit} submittingLabel={texts.submitting} className="mt-6" />
      <p className="mt-3 text-center text-xs text-ink-muted">We reply with a detailed quote within 12 hours.</p>
    </form>
  );
}
