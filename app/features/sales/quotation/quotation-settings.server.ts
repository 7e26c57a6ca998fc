// The studio's quotation settings (decision 106, /admin/quotation-settings): its legal name,
// address and GSTIN as every version sent carries them, and what a new quotation starts with
// (the payment schedule, validity, exclusions and terms).
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import { studioSettings } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import { DEFAULT_PAYMENT_SCHEDULE, DEFAULT_VALIDITY_DAYS } from '#app/features/sales/quotation/quotation.ts';
import type { PaymentStage } from '#app/features/sales/quotation/quotation.ts';

export type StudioDetails = { legalName: string; address: string; gstin: string };
export type StudioSettings = StudioDetails & { paymentSchedule: PaymentStage[]; validityDays: number; exclusions: string; terms: string };

export const DEFAULT_STUDIO_SETTINGS: StudioSettings = {
  legalName: '',
  address: '',
  gstin: '',
  paymentSchedule: DEFAULT_PAYMENT_SCHEDULE,
  validityDays: DEFAULT_VALIDITY_DAYS,
  exclusions: 'Civil work, electrical rewiring and plumbing changes; appliances, lights and soft furnishings unless listed.',
  terms: 'Prices include delivery and installation in Bangalore. Payments as per the schedule above. Designs are final once signed off.',
};

/** What a quotation cannot be sent without: the studio's legal name, address and GSTIN (a tax document names who charges the GST). */
export const STUDIO_DETAILS_LABELS = { legalName: 'legal name', address: 'address', gstin: 'GSTIN' } as const;

/** The studio details still empty, in the settings' words ('legal name', 'address', 'GSTIN'); none when it may send. */
export function missingStudioDetails(details: StudioDetails): string[] {
  return (Object.keys(STUDIO_DETAILS_LABELS) as Array<keyof StudioDetails>)
    .filter((key) => details[key].trim() === '')
    .map((key) => STUDIO_DETAILS_LABELS[key]);
}

export async function readStudioSettings(db: Database | Transaction): Promise<StudioSettings> {
  const [row] = await db.select().from(studioSettings).where(eq(studioSettings.id, 1));
  if (!row) return DEFAULT_STUDIO_SETTINGS;
  const { legalName, address, gstin, paymentSchedule, validityDays, exclusions, terms } = row;
  return { legalName, address, gstin, paymentSchedule, validityDays, exclusions, terms };
}

export async function saveStudioSettings(
  db: Database,
  { settings, actorId }: { settings: StudioSettings; actorId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const values = { ...settings, updatedBy: actorId, updatedAt: new Date() };
    await tx
      .insert(studioSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: studioSettings.id, set: values });
    await audit(tx, { actorId, action: 'quotation.settings', entity: 'studio_settings', entityId: '1' });
  });
}
