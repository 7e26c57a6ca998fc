import type { FieldErrors } from '#app/features/intake/lead-options.ts';
import { useLeadForm } from '#app/features/intake/use-lead-form.ts';
import { EnquiryFields, HiddenFields, SubmitButton } from '#app/features/intake/components/lead-form-parts.tsx';
import { replyPromise } from '#content/promises.ts';

type Props = {
  defaultValues?: Record<string, string>;
  initialErrors?: FieldErrors;
  back?: string;
  /** The line under the heading (the contact page says more than the default). */
  intro?: string;
};

/** The contact page's form: name, phone, email, service and message; source 'contact_page'. */
export function ContactForm({ defaultValues, initialErrors, back, intro = `We reply ${replyPromise.within}.` }: Props) {
  const { formProps, fieldProps, submitting, texts } = useLeadForm({ kind: 'contact', initialErrors, defaultValues });
  return (
    <form {...formProps} aria-label="Contact form" className="relative rounded-lg border border-line bg-surface p-6 shadow-soft sm:p-8">
      <HiddenFields kind="contact" back={back} />
      <h2 className="text-2xl">Send Us a Message</h2>
      <p className="mt-1 text-ink-muted">{intro}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <EnquiryFields kind="contact" fieldProps={fieldProps} />
      </div>
      <SubmitButton submitting={submitting} texts={texts} className="mt-6 sm:w-auto sm:min-w-48" />
    </form>
  );
}
