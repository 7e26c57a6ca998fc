import type { Locator } from '@playwright/test';
import { connectToSocket } from '#app/lib/db.server.ts';
import { createProjectForAcceptedVersion } from '#app/features/billing/projects.server.ts';
import { expect, insertLeads, query, test, uniqueTag } from './admin-fixtures.ts';
import { appStarted } from './fixtures.ts';
import { fillQuotationSettings, mailsTo } from './quotation-helpers.ts';
import { serverDataDir } from './support/servers.ts';
import { acceptedVersion } from '../support/billing.ts';

// After the signature (docs/product.md, 'Projects and payments'): the project an accepted
// quotation opens, a payment recorded against its first milestone with its receipt voucher, and
// the milestone's tax invoice settling that voucher. Other parts of billing add their own specs.

test("a quotation the customer accepts becomes a project with three milestones; a UPI payment gives its receipt voucher and 'Issue invoice' a tax invoice settling it", async ({
  adminPage: page,
  browser,
}, testInfo) => {
  const tag = uniqueTag();
  const email = `money-${tag}@example.com`;
  const name = `Anita Money ${tag}`;
  const [leadId] = await insertLeads([{ name, email, phone: '+91 98450 11223', location: 'Indiranagar, Bangalore' }]);

  await test.step("'Quotation settings' has the studio's details", () => fillQuotationSettings(page));

  await test.step('a quotation is sent and the customer accepts it with the e-mailed code', async () => {
    await page.goto(`/admin/leads/${leadId}`);
    await appStarted(page);
    await page.getByRole('button', { name: 'Create quotation' }).click();
    await expect(page.getByRole('heading', { name: 'Quotation v1 (draft)' })).toBeVisible();
    await appStarted(page);
    const line = page.getByTestId('quotation-line').first();
    await line.getByLabel('Item').fill('Wardrobe');
    await line.getByLabel('Quantity').fill('10');
    await line.getByLabel('Rate (₹)').fill('15000');
    await page.getByRole('button', { name: 'Send to customer' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}\\?sent=1$`));
    await expect.poll(async () => (await mailsTo(email)).filter((mail) => mail.subject.includes('(v1)')).length).toBe(1);
    const mail = (await mailsTo(email)).find((sent) => sent.subject.includes('(v1)'))!;
    const link = new URL(/https?:\/\/\S+\/quote\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0]).pathname;
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const customer = await context.newPage();
    await customer.goto(link);
    await appStarted(customer);
    await customer.getByLabel('Your full name').fill(name);
    await customer.getByLabel('I accept this quotation and its terms').check();
    await customer.getByRole('button', { name: 'Accept quotation' }).click();
    await expect.poll(async () => (await mailsTo(email)).filter((sent) => sent.subject.includes('code to accept')).length).toBe(1);
    const code = /(\d{6})/.exec((await mailsTo(email)).find((sent) => sent.subject.includes('code to accept'))!.text)![1]!;
    await customer.getByLabel('6-digit code from your e-mail').fill(code);
    await customer.getByRole('button', { name: 'Accept quotation' }).click();
    await expect(customer.getByText(/^Accepted on /)).toBeVisible();
    await context.close();
  });

  await test.step("'Projects' lists the project; its page has the three milestones of the schedule", async () => {
    await page.goto('/admin/leads');
    await appStarted(page);
    await page.getByRole('tab', { name: 'Projects', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    // ₹1,50,000 and 18% GST.
    await expect(row).toContainText('₹1,77,000');
    await expect(row).toContainText('On booking');
    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await appStarted(page);
    await expect(page.getByText('Karnataka (29)')).toBeVisible();
    const milestones = page.getByRole('region', { name: 'Milestones' }).getByRole('row');
    await expect(milestones).toHaveCount(4);
    await expect(milestones.nth(1)).toContainText('On booking');
    await expect(milestones.nth(1)).toContainText('₹17,700');
    await expect(milestones.nth(2)).toContainText('On design sign-off');
    await expect(milestones.nth(3)).toContainText('Before installation');
  });

  const documents = page.getByRole('region', { name: 'Documents' });
  let voucher = '';
  await test.step("'Record payment' by UPI with a UTR gives a receipt voucher with CGST 9%, SGST 9% and Karnataka (29)", async () => {
    await page.getByRole('button', { name: 'Record payment: On booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByLabel('Amount (₹)').fill('17,700');
    await dialog.getByLabel('Mode').selectOption('UPI');
    await dialog.getByLabel('Reference (UTR or cheque number)').fill('412345678901');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toHaveCount(0);
    const link = documents.getByRole('link', { name: /^RV\// });
    await expect(link).toBeVisible();
    voucher = (await link.innerText()).trim();
    await link.click();
    await expect(page.getByRole('heading', { name: 'Receipt voucher' })).toBeVisible();
    await expect(page.getByText(voucher, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'CGST 9%' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'SGST 9%' })).toBeVisible();
    await expect(page.getByText('Place of supply: Karnataka (29)')).toBeVisible();
    await expect(page.getByText('Reverse charge: No')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /\/admin\/documents\/[0-9a-f-]{36}\/pdf$/);
  });

  await test.step("'Issue invoice' gives the milestone's tax invoice, settling the receipt voucher", async () => {
    await page.getByRole('link', { name: 'The project' }).click();
    await page.getByRole('region', { name: 'Milestones' }).getByRole('row').nth(1).getByRole('button', { name: 'Issue invoice' }).click();
    const invoice = documents.getByRole('link', { name: /^INV\// });
    await expect(invoice).toBeVisible();
    await invoice.click();
    await expect(page.getByRole('heading', { name: 'Tax invoice' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Receipt vouchers settled' })).toContainText(voucher);
    await page.screenshot({ path: testInfo.outputPath('tax-invoice-1280.png'), fullPage: true });
  });
});

test(
  "'Record payment' on a phone and a desktop: '1,000' by cash is recorded, and more than is due asks first",
  { tag: '@both' },
  async ({ adminPage: page }, testInfo) => {
    const press = (target: Locator) => (testInfo.project.use.hasTouch ? target.tap() : target.click());
    const name = `Rekha Phone ${uniqueTag()}`;
    // An accepted quotation's project, written the way the core writes it.
    const socket = connectToSocket(serverDataDir('admin'));
    let projectId: string;
    try {
      const { versionId } = await acceptedVersion(socket.db, { name, taxablePaise: 10_000_000 });
      projectId = (await socket.db.transaction((tx) => createProjectForAcceptedVersion(tx, versionId))).project.id;
    } finally {
      await socket.close();
    }
    await fillQuotationSettings(page, press);
    await page.goto(`/admin/customer-projects/${projectId}`);
    await appStarted(page);
    await press(page.getByRole('button', { name: 'Record payment: On booking' }));
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByLabel('Amount (₹)').fill('20,000');
    await dialog.getByLabel('Mode').selectOption('Cash');
    await press(dialog.getByRole('button', { name: 'Record payment' }));
    // ₹1,18,000 in all: ₹11,800 is due on booking.
    await expect(dialog.getByRole('alert')).toHaveText('This is more than is due on the milestone. Record it anyway?');
    await dialog.getByLabel('Amount (₹)').fill('1,000');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`record-payment-${testInfo.project.name}.png`) });
    await press(dialog.getByRole('button', { name: 'Record payment' }));
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Payments' })).toContainText('₹1,000');
    await expect(page.getByRole('region', { name: 'Documents' }).getByRole('link', { name: /^RV\// })).toBeVisible();
    const stored = await query<{ amount_paise: string | number }>(`select amount_paise from payments where project_id = $1`, [projectId]);
    expect(stored.map((row) => Number(row.amount_paise))).toEqual([100_000]);
  },
);
