// What the lead forms show and send besides their rules: the form kinds, option lists, field
// limits and the extra fields every form carries. No zod here, so a page can render its forms
// without loading the validation code (that loads when a visitor starts filling one in).
import { publicLeadForms } from '#db/enums.ts';
import { estimateServices } from '#app/features/pricing/estimate-options.ts';

/** The seven public forms (the value each posts as `form`). */
export const formKinds = publicLeadForms;
export type FormKind = (typeof formKinds)[number];

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && (formKinds as readonly string[]).includes(value);
}

export const FIELD_LIMITS = { name: 120, email: 254, phone: 32, message: 5000, text: 200 } as const;

export type Option = { value: string; label: string };

// The forms' option lists (value: label), as docs/product.md lists them.

/** The price calculator form's services: the estimator's own list (one list, decision 055). */
export const calculatorServices = estimateServices satisfies readonly Option[];

export const popupServices = [
  { value: 'full-interior', label: 'Full Interior Design' },
  { value: 'kitchen', label: 'Kitchen Design' },
  { value: 'bedroom', label: 'Bedroom Design' },
  { value: 'commercial', label: 'Commercial Spaces' },
  { value: 'furniture', label: 'Furniture Selection' },
  { value: 'color', label: 'Color Consultation' },
] as const satisfies readonly Option[];

/**
 * The services a service card's quote request may name: the cards' titles (content/services.ts;
 * a test keeps the two the same). Anything else is refused at the field, as any other choice is:
 * the service goes into the WhatsApp greeting, `{service}` and mail subjects (decision 155).
 */
export const serviceCardServices = [
  'Full Interior Design',
  'Modular Kitchens',
  'Modular Wardrobes',
  'Entertainment Units',
  'False Ceilings',
  'Pooja Units',
] as const;

/** The contact page lists labels only; the first, empty option reads 'Select a service'. */
export const contactServices = [
  'Modular Kitchen',
  'Modular Wardrobe',
  'Entertainment Units',
  'Pooja Units',
  'False Ceiling',
  'Complete Interior Design',
  'Other',
] as const;

export const corporateProjectTypes = [
  { value: 'complete-office', label: 'Complete Office Interior' },
  { value: 'meeting-rooms', label: 'Meeting & Conference Rooms' },
  { value: 'reception', label: 'Reception & Lobby' },
  { value: 'executive-cabins', label: 'Executive Cabins' },
  { value: 'workstations', label: 'Workstations & Open Offices' },
  { value: 'cafeteria', label: 'Cafeteria & Break-out Areas' },
  { value: 'renovation', label: 'Office Renovation' },
] as const satisfies readonly Option[];

export const corporateBudgets = [
  { value: '5-10L', label: '₹5 - 10 Lakhs' },
  { value: '10-25L', label: '₹10 - 25 Lakhs' },
  { value: '25-50L', label: '₹25 - 50 Lakhs' },
  { value: '50L+', label: '₹50 Lakhs+' },
  { value: 'discuss', label: 'Prefer to discuss' },
] as const satisfies readonly Option[];

export const corporateTimelines = [
  { value: 'immediate', label: 'Immediate' },
  { value: '1-3months', label: '1 - 3 months' },
  { value: '3-6months', label: '3 - 6 months' },
  { value: '6months+', label: '6 months or more' },
] as const satisfies readonly Option[];

export function optionLabel(options: readonly Option[], value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return options.find((option) => option.value === value)?.label;
}

export type FieldErrors = Record<string, string>;

// --- what travels with every form besides its fields ---------------------------------------

/** Bots fill every field; people never see this one. A filled honeypot means "drop silently". */
export const HONEYPOT_FIELD = 'website';

/** The browser names each submission so its retries are stored once (it becomes the lead id). */
export const SUBMISSION_ID_FIELD = 'submissionId';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
