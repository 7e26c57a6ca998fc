// Where a visit came from, remembered on its first page view so every form can send it along
// (staff want to know which campaign brought a lead). Kept in sessionStorage: one visit, one tab.
// No schema library here: this module runs on every page.
import type { Lead } from '#db/schema.ts';

const MAX_LENGTH = 200;

/** Where the visit came from (captured on the first page view); never a reason to refuse a lead. */
export const attributionFields = [
  'landing_path',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type AttributionField = (typeof attributionFields)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

/** The lead's column (contact_submissions) each field is kept in. */
export const attributionColumns = {
  landing_path: 'landingPath',
  referrer: 'referrer',
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const satisfies Record<AttributionField, keyof Lead>;

type AttributionColumns = { [Field in AttributionField as (typeof attributionColumns)[Field]]: string | null };

/** The columns of a lead that hold its attribution (null for a field the visit did not have). */
export function toAttributionColumns(attribution: Attribution): AttributionColumns {
  const columns = {} as AttributionColumns;
  for (const field of attributionFields) columns[attributionColumns[field]] = attribution[field] || null;
  return columns;
}

/** A stored lead's attribution, as the visit sent it (fields it did not have are left out). */
export function attributionOf(lead: AttributionColumns): Attribution {
  const attribution: Attribution = {};
  for (const field of attributionFields) {
    const value = lead[attributionColumns[field]];
    if (value) attribution[field] = value;
  }
  return attribution;
}

/** Keeps the attribution values that are text, trimmed and cut to 200 characters. */
export function cleanAttribution(raw: Record<string, unknown>): Attribution {
  const clean: Attribution = {};
  for (const field of attributionFields) {
    const value = raw[field];
    if (typeof value !== 'string') continue;
    // Control characters have no place in a path, a URL or a campaign name.
    const printable = Array.from(value)
      .filter((char) => char >= ' ' && char !== '\u007f')
      .join('');
    const text = printable.trim().slice(0, MAX_LENGTH);
    if (text) clean[field] = text;
  }
  return clean;
}

export const ATTRIBUTION_KEY = 'aangan.attribution';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Records the landing path, an outside referrer and the utm_* parameters, unless this visit has them already. */
export function captureAttribution(storage: KeyValueStore, url: URL, referrer: string): void {
  if (storage.getItem(ATTRIBUTION_KEY) !== null) return;
  const raw: Record<string, string> = { landing_path: url.pathname };
  // A referrer from our own site says nothing about how the visit started.
  if (referrer && URL.canParse(referrer) && new URL(referrer).origin !== url.origin) raw.referrer = referrer;
  for (const field of attributionFields) {
    if (!field.startsWith('utm_')) continue;
    const value = url.searchParams.get(field);
    if (value) raw[field] = value;
  }
  storage.setItem(ATTRIBUTION_KEY, JSON.stringify(cleanAttribution(raw)));
}

export function readAttribution(storage: Pick<Storage, 'getItem'>): Attribution {
  try {
    const stored: unknown = JSON.parse(storage.getItem(ATTRIBUTION_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? cleanAttribution(stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** sessionStorage, or null where the browser refuses it (some private modes, sandboxed frames). */
export function visitStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
