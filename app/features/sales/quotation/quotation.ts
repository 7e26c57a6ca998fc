// A quotation as the studio writes it and the customer signs it: sections (rooms) of lines, a
// discount, GST at 18% (CGST and SGST for a site in Karnataka, IGST elsewhere), the payment
// schedule, validity, exclusions and terms. Every amount is whole paise; a quantity has at most
// two decimals. Pure and browser-safe: the editor totals live, the server totals again when it
// saves, sends, renders the customer's page and the PDF (decision 105).
import { z } from 'zod';
import { printable } from '#app/lib/text-rules.ts';
import { EARLY_BOOKING_PERCENT, OFFER_PERCENT } from '#app/features/pricing/estimate.ts';
// The amounts and dates as every screen, mail and the PDF write them (a module without zod, for the customer's page).
export { formatAcceptedAt, formatPaise, formatRounding, formatValidUntil } from '#app/features/sales/quotation/quotation-format.ts';

/** GST on interior works: 18%, split equally between the Centre and Karnataka for a site in the state. */
export const GST_PERCENT = 18;

export const QUANTITY_MAX = 1_000_000;
/** ₹10 crore a unit: far above any rate, far below where paise stop being exact in a double. */
export const RATE_MAX_PAISE = 10_000_000_000;
/**
 * At most this many lines in all (a section too) and this many sections: what one save stores and
 * the PDF renders well within a second (decision 151). 40 sections of 400 lines each once passed
 * the form and failed in the database.
 */
export const LINES_MAX = 300;
export const SECTIONS_MAX = 20;
export const TEXT_MAX = 4000;

export const QUOTATION_TEXTS = {
  item: 'Name the item.',
  quantity: 'Enter a quantity above 0, with at most two decimals.',
  rate: 'Enter a rate of 0 or more, in rupees with at most two decimals.',
  unit: 'Name the unit (sq ft, ft, unit).',
  section: 'Name the room or section.',
  noLines: 'Add at least one line.',
  discountPercent: 'A discount in percent is between 0 and 100, with at most two decimals.',
  discountAmount: 'The discount cannot be more than the lines add up to.',
  schedule: "The payment schedule's percentages must add up to 100.",
  stage: 'Name the stage and give it a percentage between 1 and 100.',
  validUntil: 'Choose the date the quotation is valid until.',
  validUntilPast: 'Choose a date from today on: a quotation cannot be valid until a day that has passed.',
  tooManyLines: `A quotation has at most ${LINES_MAX} lines in all, in at most ${SECTIONS_MAX} rooms or sections.`,
  tooLong: `At most ${TEXT_MAX.toLocaleString('en-US')} characters.`,
} as const;

/** A text of the quotation: printable (decision 155; `multiline` keeps line breaks), trimmed, at most `max` characters. */
const text = (max: number, message?: string, { multiline = false } = {}) => {
  const checked = z.string().check(printable({ multiline })).trim();
  return message ? checked.min(1, message).max(max, QUOTATION_TEXTS.tooLong) : checked.max(max, QUOTATION_TEXTS.tooLong);
};

const hundredths = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const quotationLineSchema = z.object({
  item: text(200, QUOTATION_TEXTS.item),
  /** Description or material ('BWP plywood, laminate finish'). */
  description: text(500, undefined, { multiline: true }),
  quantity: z
    .number({ error: QUOTATION_TEXTS.quantity })
    .gt(0, QUOTATION_TEXTS.quantity)
    .max(QUANTITY_MAX, QUOTATION_TEXTS.quantity)
    .refine(hundredths, QUOTATION_TEXTS.quantity),
  unit: text(20, QUOTATION_TEXTS.unit),
  ratePaise: z
    .number({ error: QUOTATION_TEXTS.rate })
    .int(QUOTATION_TEXTS.rate)
    .min(0, QUOTATION_TEXTS.rate)
    .max(RATE_MAX_PAISE, QUOTATION_TEXTS.rate),
});
export type QuotationLine = z.infer<typeof quotationLineSchema>;

export const quotationSectionSchema = z.object({
  title: text(120, QUOTATION_TEXTS.section),
  lines: z.array(quotationLineSchema).min(1, QUOTATION_TEXTS.noLines).max(LINES_MAX, QUOTATION_TEXTS.tooManyLines),
});
export type QuotationSection = z.infer<typeof quotationSectionSchema>;

export const discountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('percent'),
    /** Hundredths of a percent: 1250 is 12.5%. */
    basisPoints: z
      .number()
      .int(QUOTATION_TEXTS.discountPercent)
      .min(0, QUOTATION_TEXTS.discountPercent)
      .max(10_000, QUOTATION_TEXTS.discountPercent),
  }),
  z.object({ kind: z.literal('amount'), paise: z.number().int(QUOTATION_TEXTS.discountAmount).min(0, QUOTATION_TEXTS.discountAmount) }),
]);
export type Discount = z.infer<typeof discountSchema>;

export const paymentStageSchema = z.object({
  label: text(120, QUOTATION_TEXTS.stage),
  percent: z
    .number({ error: QUOTATION_TEXTS.stage })
    .int(QUOTATION_TEXTS.stage)
    .min(1, QUOTATION_TEXTS.stage)
    .max(100, QUOTATION_TEXTS.stage),
});
export type PaymentStage = z.infer<typeof paymentStageSchema>;

export const paymentScheduleSchema = z
  .array(paymentStageSchema)
  .min(1, QUOTATION_TEXTS.schedule)
  .max(12)
  .refine((stages) => stages.reduce((sum, stage) => sum + stage.percent, 0) === 100, QUOTATION_TEXTS.schedule);

/** Where the site is, for GST: within Karnataka (CGST + SGST) or in another state (IGST). */
export const siteStates = ['karnataka', 'other'] as const;
export type SiteState = (typeof siteStates)[number];

/** A day of the calendar that exists ('2026-02-31' does not: Date would read it as 3 March). */
function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

// Today or later in India's calendar, as the schema is read (browser and server alike; decision 152).
const isoDate = z
  .string({ error: QUOTATION_TEXTS.validUntil })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: QUOTATION_TEXTS.validUntil, abort: true })
  .refine(isCalendarDay, { message: QUOTATION_TEXTS.validUntil, abort: true })
  .refine((value) => !isPastValidity(value, new Date()), QUOTATION_TEXTS.validUntilPast);

/** What staff write: everything of a quotation but the studio's own details. */
export const quotationContentSchema = z
  .object({
    sections: z.array(quotationSectionSchema).min(1, QUOTATION_TEXTS.noLines).max(SECTIONS_MAX, QUOTATION_TEXTS.tooManyLines),
    discount: discountSchema,
    siteState: z.enum(siteStates),
    paymentSchedule: paymentScheduleSchema,
    /** The last day the customer may accept it, India's calendar ('2026-12-11'). */
    validUntil: isoDate,
    exclusions: text(TEXT_MAX, undefined, { multiline: true }),
    terms: text(TEXT_MAX, undefined, { multiline: true }),
  })
  .superRefine((content, context) => {
    if (content.sections.reduce((sum, section) => sum + section.lines.length, 0) > LINES_MAX)
      context.addIssue({ code: 'custom', path: ['sections'], message: QUOTATION_TEXTS.tooManyLines });
    if (content.discount.kind !== 'amount') return;
    const subtotal = content.sections.flatMap((section) => section.lines).reduce((sum, line) => sum + lineAmountPaise(line), 0);
    if (content.discount.paise > subtotal)
      context.addIssue({ code: 'custom', path: ['discount', 'paise'], message: QUOTATION_TEXTS.discountAmount });
  });
export type QuotationContent = z.infer<typeof quotationContentSchema>;

/** A line's amount: quantity times rate, rounded half up to the paisa (quantities count in hundredths, so this is exact). */
export function lineAmountPaise(line: Pick<QuotationLine, 'quantity' | 'ratePaise'>): number {
  const quantityHundredths = Math.round(line.quantity * 100);
  return roundHalfUpDiv(quantityHundredths * line.ratePaise, 100);
}

/** n / d rounded half up, for whole n >= 0 and d > 0, without floating-point error for n below 2^53. */
function roundHalfUpDiv(n: number, d: number): number {
  const whole = Math.floor(n / d);
  const rest = n - whole * d;
  return rest * 2 >= d ? whole + 1 : whole;
}

export type TaxLine = {
  /** 'CGST 9%', 'SGST 9%' or 'IGST 18%'. */
  label: string;
  percent: number;
  /** The tax before rounding, in paise (may have a fraction: 1234.56 paise). */
  exactPaise: number;
  amountPaise: number;
  /** What rounding to the paisa added (positive) or took (negative), in paise. */
  roundingPaise: number;
};

export type PaymentInstalment = PaymentStage & { amountPaise: number };

export type QuotationTotals = {
  sections: Array<{ title: string; lines: Array<QuotationLine & { amountPaise: number }>; subtotalPaise: number }>;
  subtotalPaise: number;
  /** The discount taken off (0 or more), and its words ('Discount 5%'). */
  discountPaise: number;
  discountLabel: string | null;
  taxablePaise: number;
  taxes: TaxLine[];
  totalPaise: number;
  instalments: PaymentInstalment[];
};

/** The discount in paise off `subtotal`: a percent rounded half up, an amount at most the subtotal. */
export function discountPaise(discount: Discount, subtotal: number): number {
  switch (discount.kind) {
    case 'none':
      return 0;
    case 'percent':
      return roundHalfUpDiv(subtotal * discount.basisPoints, 10_000);
    case 'amount':
      return Math.min(discount.paise, subtotal);
  }
}

export function discountLabel(discount: Discount): string | null {
  if (discount.kind === 'percent') return discount.basisPoints > 0 ? `Discount ${formatPercent(discount.basisPoints)}` : null;
  if (discount.kind === 'amount') return discount.paise > 0 ? 'Discount' : null;
  return null;
}

/** '12.5%' from 1250 basis points. */
export function formatPercent(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;
}

/** The GST lines on a taxable amount: CGST 9% and SGST 9% in Karnataka, IGST 18% elsewhere; each rounded half up on its own. */
export function gstLines(taxablePaise: number, siteState: SiteState): TaxLine[] {
  const parts =
    siteState === 'karnataka'
      ? [
          { label: 'CGST', percent: 9 },
          { label: 'SGST', percent: 9 },
        ]
      : [{ label: 'IGST', percent: 18 }];
  return parts.map(({ label, percent }) => {
    const amountPaise = roundHalfUpDiv(taxablePaise * percent, 100);
    const exactPaise = (taxablePaise * percent) / 100;
    return {
      label: `${label} ${percent}%`,
      percent,
      exactPaise,
      amountPaise,
      roundingPaise: Math.round((amountPaise - exactPaise) * 100) / 100,
    };
  });
}

/**
 * Splits `total` by the stages' percentages into whole paise that add up to it exactly: each
 * stage gets its share rounded down, and the paise left go one each to the stages with the largest
 * remainders (the earliest first on a tie).
 */
export function splitBySchedule(totalPaise: number, stages: readonly PaymentStage[]): PaymentInstalment[] {
  const sum = stages.reduce((acc, stage) => acc + stage.percent, 0) || 1;
  const shares = stages.map((stage, index) => {
    const exact = totalPaise * stage.percent;
    const base = Math.floor(exact / sum);
    return { index, base, remainder: exact - base * sum };
  });
  let left = totalPaise - shares.reduce((acc, share) => acc + share.base, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left <= 0) break;
    share.base += 1;
    left -= 1;
  }
  return stages.map((stage, index) => ({ ...stage, amountPaise: shares[index]!.base }));
}

/** Everything a quotation adds up to. */
export function totalQuotation(
  content: Pick<QuotationContent, 'sections' | 'discount' | 'siteState' | 'paymentSchedule'>,
): QuotationTotals {
  const sections = content.sections.map((section) => {
    const lines = section.lines.map((line) => ({ ...line, amountPaise: lineAmountPaise(line) }));
    return { title: section.title, lines, subtotalPaise: lines.reduce((sum, line) => sum + line.amountPaise, 0) };
  });
  const subtotalPaise = sections.reduce((sum, section) => sum + section.subtotalPaise, 0);
  const discount = discountPaise(content.discount, subtotalPaise);
  const taxablePaise = subtotalPaise - discount;
  const taxes = gstLines(taxablePaise, content.siteState);
  const totalPaise = taxablePaise + taxes.reduce((sum, tax) => sum + tax.amountPaise, 0);
  return {
    sections,
    subtotalPaise,
    discountPaise: discount,
    discountLabel: discount > 0 ? discountLabel(content.discount) : null,
    taxablePaise,
    taxes,
    totalPaise,
    instalments: splitBySchedule(totalPaise, content.paymentSchedule),
  };
}

/** Rupees typed in a form ('1,250.50', '1250') to paise; null when it is not an amount. */
export function rupeesToPaise(value: string): number | null {
  const cleaned = value.replace(/[,₹\s]/g, '');
  if (!/^\d{1,11}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Paise as a form shows them: '1250.5' for 125050. */
export function paiseToRupeesInput(paise: number): string {
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/** The studio's defaults for a new quotation (admins change them under 'Quotation settings'). */
export const DEFAULT_PAYMENT_SCHEDULE: PaymentStage[] = [
  { label: 'On booking', percent: 10 },
  { label: 'On design sign-off', percent: 40 },
  { label: 'Before installation', percent: 50 },
];
export const DEFAULT_VALIDITY_DAYS = 15;

/** The last day of validity, `days` after `from` in India's calendar. */
export function validUntilFrom(from: Date, days: number): string {
  const india = new Date(from.getTime() + (5 * 60 + 30) * 60_000);
  india.setUTCDate(india.getUTCDate() + days);
  return india.toISOString().slice(0, 10);
}

/** True once India's calendar has passed the last valid day. */
export function isPastValidity(validUntil: string, now: Date): boolean {
  return validUntilFrom(now, 0) > validUntil;
}

/**
 * Where a site is for GST, from its address: outside Karnataka only when the address says so (a
 * PIN code outside 56xxxx to 59xxxx, or another state's or city's name); a locality alone
 * ('Whitefield') is in Bangalore, where the studio works. Staff can change it in the editor.
 */
export function siteStateOf(address: string | null | undefined): SiteState {
  const text = (address ?? '').toLowerCase();
  if (/karnataka|bengaluru|bangalore/.test(text)) return 'karnataka';
  const pin = /\b(\d{6})\b/.exec(text);
  if (pin) return /^5[6-9]/.test(pin[1]!) ? 'karnataka' : 'other';
  return OTHER_PLACES.test(text) ? 'other' : 'karnataka';
}

const OTHER_PLACES =
  /tamil nadu|kerala|andhra|telangana|maharashtra|goa\b|delhi|mumbai|chennai|hyderabad|pune|kolkata|gujarat|rajasthan|punjab|haryana|uttar pradesh|west bengal|odisha|bihar|madhya pradesh/;

export type LineChange =
  | { kind: 'added'; section: string; item: string; amountPaise: number }
  | { kind: 'removed'; section: string; item: string; amountPaise: number }
  | { kind: 'changed'; section: string; item: string; fields: string[]; fromPaise: number; toPaise: number };

type KeyedLine = { section: string; line: QuotationLine };

function flatten(sections: readonly QuotationSection[]): KeyedLine[] {
  return sections.flatMap((section) => section.lines.map((line) => ({ section: section.title, line })));
}

/**
 * What changed, line by line, from `before` to `after`: lines are matched by section and item
 * (the first unmatched one of the same item when a section repeats it), then by item anywhere.
 */
export function diffLines(before: readonly QuotationSection[], after: readonly QuotationSection[]): LineChange[] {
  const left = flatten(before);
  const taken = new Set<number>();
  const changes: LineChange[] = [];
  const find = (entry: KeyedLine) => {
    let index = left.findIndex((other, i) => !taken.has(i) && other.section === entry.section && other.line.item === entry.line.item);
    if (index < 0) index = left.findIndex((other, i) => !taken.has(i) && other.line.item === entry.line.item);
    return index;
  };
  for (const entry of flatten(after)) {
    const index = find(entry);
    const toPaise = lineAmountPaise(entry.line);
    if (index < 0) {
      changes.push({ kind: 'added', section: entry.section, item: entry.line.item, amountPaise: toPaise });
      continue;
    }
    taken.add(index);
    const old = left[index]!;
    const fields = [
      old.section !== entry.section ? 'section' : null,
      old.line.description !== entry.line.description ? 'description' : null,
      old.line.quantity !== entry.line.quantity ? 'quantity' : null,
      old.line.unit !== entry.line.unit ? 'unit' : null,
      old.line.ratePaise !== entry.line.ratePaise ? 'rate' : null,
    ].filter((field) => field !== null);
    if (fields.length > 0) {
      changes.push({
        kind: 'changed',
        section: entry.section,
        item: entry.line.item,
        fields,
        fromPaise: lineAmountPaise(old.line),
        toPaise,
      });
    }
  }
  left.forEach((entry, index) => {
    if (!taken.has(index))
      changes.push({ kind: 'removed', section: entry.section, item: entry.line.item, amountPaise: lineAmountPaise(entry.line) });
  });
  return changes;
}

/** An estimate's lines (rupees at the rate card's rates) as a quotation's one section. */
export function sectionsFromEstimate(
  items: ReadonlyArray<{ item: string; quantity: number; unit: string; rate: number }>,
): QuotationSection[] {
  if (items.length === 0) return [];
  return [
    {
      title: 'As estimated',
      lines: items.map((item) => ({
        item: item.item,
        description: '',
        quantity: Math.round(item.quantity * 100) / 100,
        unit: item.unit,
        ratePaise: Math.round(item.rate * 100),
      })),
    },
  ];
}

/** How long after the enquiry the site's early-booking offer holds ('when you book within 24 hours'). */
export const EARLY_BOOKING_WINDOW_MS = 24 * 3_600_000;

/**
 * The discount a quotation made from an estimate starts with: the site's standing offer (10% off),
 * and its extra 5% on what is left when the quotation is made within 24 hours of the enquiry, as
 * one percentage (10% then 5% is 14.5% off). None when the estimate carried no offer.
 */
export function discountFromEstimate(
  estimate: { offer: { amount: number }; earlyBooking: { amount: number } },
  { enquiredAt, now }: { enquiredAt: Date; now: Date },
): Discount {
  if (estimate.offer.amount >= 0) return { kind: 'none' };
  const since = now.getTime() - enquiredAt.getTime();
  const early = estimate.earlyBooking.amount < 0 && since >= 0 && since <= EARLY_BOOKING_WINDOW_MS;
  const kept = (100 - OFFER_PERCENT) * (early ? 100 - EARLY_BOOKING_PERCENT : 100);
  return { kind: 'percent', basisPoints: 10_000 - kept };
}
