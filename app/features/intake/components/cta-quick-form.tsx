import type { FieldErrors } from '#app/features/intake/lead-options.ts';
import { useLeadForm } from '#app/features/intake/use-lead-form.ts';
import { EmailField, HiddenFields, NameField, PhoneField, SubmitButton } from '#app/features/intake/components/lead-form-parts.tsx';
import { replyPromise } from '#content/promises.ts';

type Props = { defaultValues?: Record<string, string>; initialErrors?: FieldErrors; back?: string; tone?: 'light' | 'dark' };

/**
 * The closing call to action's quick form (name, email, phone; source 'cta section'). It sits on
 * the dark charcoal band, clears after a submission and stays in place.
 */
export function CtaQuickForm({ defaultValues, initialErrors, back, tone = 'dark' }: Props) {
  const { formProps, fieldProps, submitting, texts } = useLeadForm({ kind: 'cta', initialErrors, defaultValues, tone });
  return (
    <form {...formProps} aria-label="Quick consultation" className="relative grid gap-4 sm:grid-cols-3 sm:gap-5">
      <HiddenFields kind="cta" back={back} />
      <NameField {...fieldProps('name')} />
      <PhoneField {...fieldProps('phone')} />
      <EmailField {...fieldProps('email')} />
      <div className="flex flex-col items-center sm:col-span-3">
        <SubmitButton submitting={submitting} texts={texts} className="sm:w-auto sm:min-w-72" />
        <p className={tone === 'dark' ? 'mt-3 text-center text-sm text-white/70' : 'mt-3 text-center text-sm text-ink-muted'}>
          Free site visit and 3D designs. We call you back {replyPromise.within}.
        </p>
      </div>
    </form>
  );
}
