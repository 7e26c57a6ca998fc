// The studio's payment details ('Payment settings', `billing_settings` row 1): read by the pay page
// and the documents, written by an Admin. Gateway keys never live here: they come from the
// environment (`razorpay.server.ts`).
import { eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { billingSettings } from '#db/schema.ts';
import type { BillingSettingsRow } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import type { PaymentSettingsInput } from '#app/features/billing/pay/payment-settings-form.ts';

export type PaymentSettings = Omit<BillingSettingsRow, 'id' | 'updatedBy' | 'updatedAt'>;

const DEFAULTS: PaymentSettings = {
  upiId: '',
  payeeName: '',
  bankAccountName: '',
  bankAccountNumber: '',
  bankIfsc: '',
  sacDesign: '998391',
  sacWorks: '9954',
  reminderAfterDays: 3,
};

export async function readPaymentSettings(db: Database): Promise<PaymentSettings> {
  const [row] = await db.select().from(billingSettings).where(eq(billingSettings.id, 1));
  if (!row) return { ...DEFAULTS };
  const { id: _id, updatedBy: _by, updatedAt: _at, ...settings } = row;
  return settings;
}

export async function savePaymentSettings(
  db: Database,
  { settings, actorId }: { settings: PaymentSettingsInput; actorId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(billingSettings)
      .values({ id: 1, ...settings, updatedBy: actorId })
      .onConflictDoUpdate({ target: billingSettings.id, set: { ...settings, updatedBy: actorId, updatedAt: new Date() } });
    // Which fields changed is enough for the log; an account number is not copied into it.
    await audit(tx, {
      actorId,
      action: 'billing.settings',
      entity: 'billing_settings',
      entityId: '1',
      details: { fields: Object.keys(settings) },
    });
  });
}
