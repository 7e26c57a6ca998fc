import { Button } from '#app/components/ui/button.tsx';
import { DialogClose } from '#app/components/ui/dialog.tsx';
import { corporateBudgets, corporateProjectTypes, corporateTimelines, FIELD_LIMITS } from '#app/features/intake/lead-options.ts';
import type { FieldErrors } from '#app/features/intake/lead-options.ts';
import { SelectField, TextField } from '#app/components/ui/form-field.tsx';
import { useLeadForm } from '#app/features/intake/use-lead-form.ts';
import {
  EmailField,
  HiddenFields,
  LocationField,
  MessageField,
  NameField,
  PhoneField,
  SubmitButton,
} from '#app/features/intake/components/lead-form-parts.tsx';

type FormProps = {
  onSuccess?: () => void;
  defaultValues?: Record<string, string>;
  initialErrors?: FieldErrors;
  back?: string;
  /** Inside the dialog: a Cancel button that closes it (disabled while submitting). */
  withCancel?: boolean;
};

/** The corporate enquiry (docs/product.md, 'The lead flow'); one lead row with source 'Corporate Page'. */
export function CorporateEnquiryForm({ onSuccess, defaultValues, initialErrors, back, withCancel = false }: FormProps) {
  const { formProps, fieldProps, submitting, texts } = useLeadForm({ kind: 'corporate', onSuccess, initialErrors, defaultValues });
  return (
    <form {...formProps} aria-label="Corporate inquiry" className="relative">
      <HiddenFields kind="corporate" back={back} />
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-5">
        <TextField
          {...fieldProps('companyName')}
          label="Company Name"
          placeholder="Your company"
          autoComplete="organization"
          maxLength={FIELD_LIMITS.text}
          required
        />
        <NameField {...fieldProps('contactPerson')} label="Contact Person" />
        <EmailField {...fieldProps('email')} placeholder="you@company.com" />
        <PhoneField {...fieldProps('phone')} placeholder="+91 98765 43210" />
        <SelectField
          {...fieldProps('projectType', '')}
          label="Project Type"
          placeholder="Select project type"
          options={corporateProjectTypes}
          required
        />
        <SelectField {...fieldProps('budget', '')} label="Budget Range" placeholder="Select budget" options={corporateBudgets} />
        <SelectField {...fieldProps('timeline', '')} label="Project Timeline" placeholder="Select timeline" options={corporateTimelines} />
        <LocationField {...fieldProps('location')} label="Office Location" placeholder="Office Location in Bangalore" />
        <MessageField
          {...fieldProps('message')}
          label="Project Details"
          placeholder="Team size, floor area, the spaces you need and anything else we should know"
        />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {withCancel ? (
          <DialogClose asChild>
            <Button variant="outline" size="lg" disabled={submitting}>
              Cancel
            </Button>
          </DialogClose>
        ) : null}
        <SubmitButton submitting={submitting} texts={texts} className="sm:w-auto sm:min-w-44" />
      </div>
    </form>
  );
}
