// What the quotation specs share: the mail catcher's messages to one address, and the studio's
// details in 'Quotation settings' (a quotation is not sent without them; every spec writes the same).
import type { Locator, Page } from '@playwright/test';
import { expect } from './admin-fixtures.ts';
import { appStarted } from './fixtures.ts';
import { mailPorts } from './support/servers.ts';

export type Mail = { to: string[]; subject: string; text: string; attachments: string[] };

export const mailsTo = async (email: string): Promise<Mail[]> =>
  ((await (await fetch(`http://127.0.0.1:${mailPorts().http}/mails`)).json()) as Mail[]).filter((mail) => mail.to.includes(email));

/** Fills the studio's legal name, GSTIN and address under 'Quotation settings' and saves them. */
export async function fillQuotationSettings(page: Page, press: (target: Locator) => Promise<void> = (target) => target.click()) {
  await page.goto('/admin/quotation-settings');
  await appStarted(page);
  await page.getByLabel('Legal name').fill('Aangan Interiors LLP');
  await page.getByLabel('GSTIN').fill('29ABCDE1234F1Z5');
  await page.getByLabel('Address').fill('12 CMH Road, Indiranagar, Bengaluru 560038');
  await press(page.getByRole('button', { name: 'Save settings' }));
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}
