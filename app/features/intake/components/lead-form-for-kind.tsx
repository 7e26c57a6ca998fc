import type { FieldErrors, FormKind } from '#app/features/intake/lead-options.ts';
import { ContactForm } from '#app/features/intake/components/contact-form.tsx';
import { CorporateEnquiryForm } from '#app/features/intake/components/corporate-enquiry-form.tsx';
import { CtaQuickForm } from '#app/features/intake/components/cta-quick-form.tsx';
import { PopupForm } from '#app/features/intake/components/popup-form.tsx';
import { PriceCalculatorForm } from '#app/features/intake/components/price-calculator-form.tsx';
import { QuickQuoteForm } from '#app/features/intake/components/quick-quote-form.tsx';
import { ServiceQuoteForm } from '#app/features/intake/components/service-quote-form.tsx';

type Props = { kind: FormKind; defaultValues: Record<string, string>; errors: FieldErrors; back: string };

/**
 * Any lead form on its own, filled with what the visitor sent and the server's messages: the
 * page a submission without JavaScript comes back to when it needs another try.
 */
export function LeadFormForKind({ kind, defaultValues, errors, back }: Props) {
  const common = { defaultValues, initialErrors: errors, back };
  switch (kind) {
    case 'calculator':
      return <PriceCalculatorForm {...common} />;
    case 'quick-quote':
      return <QuickQuoteForm {...common} />;
    case 'service-card':
      return <ServiceQuoteForm service={defaultValues.service ?? ''} {...common} />;
    case 'popup':
      return <PopupForm {...common} />;
    case 'cta':
      return <CtaQuickForm {...common} tone="light" />;
    case 'contact':
      return <ContactForm {...common} />;
    case 'corporate':
      return <CorporateEnquiryForm {...common} />;
  }
}
