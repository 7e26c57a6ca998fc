// Building blocks shared by the lead forms: the three contact fields every form asks for (on the
// shared field components), the hidden fields every form posts, and the submit button with its
// busy label.
import type * as React from 'react';
import { useLocation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { SelectField, TextareaField, TextField } from '#app/components/ui/form-field.tsx';
import type { SelectOption } from '#app/components/ui/form-field.tsx';
import { contactServices, FIELD_LIMITS, HONEYPOT_FIELD, popupServices } from '#app/features/intake/lead-options.ts';
import type { FormKind } from '#app/features/intake/lead-options.ts';
import type { useLeadForm } from '#app/features/intake/use-lead-form.ts';
import { Icon } from '#app/components/ui/icon.tsx';

type TextFieldProps = React.ComponentProps<typeof TextField>;
type PresetProps = Omit<TextFieldProps, 'label'> & { label?: string };

/** A contact field with the right label, keyboard and autofill; every prop can be overridden. */
function preset(defaults: Omit<TextFieldProps, 'field'>) {
  return function ContactDetailField(props: PresetProps) {
    return <TextField {...defaults} {...props} />;
  };
}

export const NameField = preset({
  label: 'Full Name',
  placeholder: 'Your full name',
  autoComplete: 'name',
  maxLength: FIELD_LIMITS.name,
  required: true,
});

export const EmailField = preset({
  label: 'Email Address',
  type: 'email',
  placeholder: 'you@example.com',
  autoComplete: 'email',
  inputMode: 'email',
  maxLength: FIELD_LIMITS.email,
  required: true,
});

export const PhoneField = preset({
  label: 'Phone Number',
  type: 'tel',
  placeholder: '+91 98765 43210',
  autoComplete: 'tel',
  inputMode: 'tel',
  maxLength: FIELD_LIMITS.phone,
  required: true,
});

/** Where the project is; the calculator asks for it, the corporate enquiry offers it. */
export const LocationField = preset({
  label: 'Location',
  autoComplete: 'address-level2',
  maxLength: FIELD_LIMITS.text,
});

type TextareaFieldProps = React.ComponentProps<typeof TextareaField>;

/** The free-text message, across the whole row of a two-column form. */
export function MessageField(props: Omit<TextareaFieldProps, 'label'> & { label?: string }) {
  return <TextareaField label="Message" maxLength={FIELD_LIMITS.message} className="sm:col-span-2" {...props} />;
}

/** What the general enquiry asks on the contact page and in the popup. */
const ENQUIRY_TEXTS = {
  contact: {
    serviceLabel: 'Service Interested In',
    services: contactServices.map((service) => ({ value: service, label: service })),
    messagePlaceholder: 'Tell us about your project: rooms, timeline, budget',
  },
  popup: { serviceLabel: 'Service', services: popupServices, messagePlaceholder: 'Tell us about your space and what you have in mind' },
} satisfies Record<string, { serviceLabel: string; services: readonly SelectOption[]; messagePlaceholder: string }>;

/** The general enquiry (the contact page's form and the popup): name, phone, e-mail, the service and a message. */
export function EnquiryFields({
  kind,
  fieldProps,
}: {
  kind: keyof typeof ENQUIRY_TEXTS;
  fieldProps: ReturnType<typeof useLeadForm>['fieldProps'];
}) {
  const texts = ENQUIRY_TEXTS[kind];
  return (
    <>
      <NameField {...fieldProps('name')} className="sm:col-span-2" />
      <PhoneField {...fieldProps('phone')} />
      <EmailField {...fieldProps('email')} />
      <SelectField
        {...fieldProps('service', '')}
        label={texts.serviceLabel}
        placeholder="Select a service"
        options={texts.services}
        className="sm:col-span-2"
      />
      <MessageField {...fieldProps('message')} placeholder={texts.messagePlaceholder} />
    </>
  );
}

/**
 * Posted by every form: which form it is, the page to go back to after a submission without
 * JavaScript, and the honeypot field, hidden from people and from assistive technology.
 */
export function HiddenFields({ kind, back }: { kind: FormKind; back?: string }) {
  const location = useLocation();
  return (
    <>
      <input type="hidden" name="form" value={kind} />
      {/* Prerendering sees /contact as /contact/: go back to the page's own address. */}
      <input type="hidden" name="back" value={back ?? (location.pathname.replace(/\/+$/, '') || '/')} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

export function SubmitButton({
  submitting,
  texts,
  className,
  size = 'lg',
}: {
  submitting: boolean;
  /** The button's label, and the label while the form is sent. */
  texts: { submit: string; submitting: string };
  className?: string;
  size?: 'md' | 'lg';
}) {
  return (
    <Button type="submit" size={size} disabled={submitting} className={cn('w-full', className)}>
      {submitting ? <Icon name="loader-circle" className="animate-spin motion-reduce:animate-none" /> : null}
      {submitting ? texts.submitting : texts.submit}
    </Button>
  );
}
