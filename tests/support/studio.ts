// The studio's legal name, address and GSTIN in 'Quotation settings': a quotation is not sent
// without them, so a test that sends one fills them first.
import type { Database } from '#db/database.ts';
import { readStudioSettings, saveStudioSettings } from '#app/features/sales/quotation/quotation-settings.server.ts';

export const STUDIO_DETAILS = { legalName: 'Aangan Interiors LLP', address: 'Indiranagar, Bengaluru', gstin: '29ABCDE1234F1Z5' } as const;

export async function fillStudioDetails(db: Database, actorId: string): Promise<void> {
  await saveStudioSettings(db, { settings: { ...(await readStudioSettings(db)), ...STUDIO_DETAILS }, actorId });
}
