import type { Locator, Page } from '@playwright/test';
import { expect, insertLeads, test, uniqueTag } from './admin-fixtures.ts';
import { appStarted } from './fixtures.ts';
import { fillQuotationSettings, mailsTo } from './quotation-helpers.ts';

// The quotation editor and the customer's acceptance at 375 px (by tap) and 1280 px
// (docs/product.md, 'Quotations'; decisions 153 and 154): a refused save says how many fields
// and takes the focus to the first, 'Add line' focuses its line, what is typed survives a
// reload; the customer accepts in one flow (name and tick, then the e-mailed code) and the
// confirmation takes the focus where they are, with the accepted PDF e-mailed to them.

test('a quotation is written with the focus where the problem is, kept over a reload, sent and accepted in one flow @both', async ({
  adminPage: page,
  browser,
}, testInfo) => {
  const touch = Boolean(testInfo.project.use.hasTouch);
  const press = (target: Locator) => (touch ? target.tap() : target.click());
  const email = `accept-${uniqueTag()}@example.com`;
  const [leadId] = await insertLeads([{ name: 'Farah Khan', email, phone: '+91 98450 11223', location: 'Jayanagar, Bangalore' }]);

  await test.step("'Quotation settings' has the studio's legal name, address and GSTIN", () => fillQuotationSettings(page, press));

  const lines = page.getByTestId('quotation-line');
  await test.step('an empty line: the save is refused aloud, the focus on the line; Add line focuses its line', async () => {
    await page.goto(`/admin/leads/${leadId}`);
    await appStarted(page);
    await press(page.getByRole('button', { name: 'Create quotation' }));
    await expect(page.getByRole('heading', { name: 'Quotation v1 (draft)' })).toBeVisible();
    await appStarted(page);
    await press(page.getByRole('button', { name: 'Save draft' }));
    await expect(page.getByRole('alert').filter({ hasText: '1 field needs correcting: it is selected.' })).toBeVisible();
    await expect(lines.first().getByLabel('Item')).toBeFocused();
    await page.keyboard.type('Sofa back panel');
    await lines.first().getByLabel('Rate (₹)').fill('15000');
    await press(page.getByRole('button', { name: 'Add line' }));
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1).getByLabel('Item')).toBeFocused();
    await page.keyboard.type('TV unit, 8 ft');
  });

  await test.step('a reload keeps what was typed', async () => {
    await page.reload();
    await appStarted(page);
    await expect(page.getByText('What you typed before leaving this page is back; it is not saved yet.')).toBeVisible();
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1).getByLabel('Item')).toHaveValue('TV unit, 8 ft');
    await expect(lines.first().getByLabel('Rate (₹)')).toHaveValue(/^15,?000(\.00?)?$/);
    await lines.nth(1).getByLabel('Rate (₹)').fill('44000');
    await press(page.getByRole('button', { name: 'Save draft' }));
    await expect(page.getByRole('status').filter({ hasText: 'Draft v1 saved.' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('quotation-editor.png'), fullPage: true });
    await press(page.getByRole('button', { name: 'Send to customer' }));
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${leadId}\\?sent=1$`));
  });

  await expect.poll(async () => (await mailsTo(email)).filter((mail) => mail.subject.includes('(v1)')).length).toBe(1);
  const link = new URL(
    /https?:\/\/\S+\/quote\/[A-Za-z0-9_-]{43}/.exec((await mailsTo(email)).find((mail) => mail.subject.includes('(v1)'))!.text)![0],
  ).pathname;

  await test.step('the customer accepts in one flow: name and tick, then the e-mailed code; the thanks take the focus', async () => {
    const context = await browser.newContext({
      viewport: testInfo.project.use.viewport ?? { width: 1280, height: 800 },
      hasTouch: touch,
      baseURL: testInfo.project.use.baseURL,
    });
    const customer: Page = await context.newPage();
    await customer.goto(link);
    await appStarted(customer);
    await expect(customer.getByRole('heading', { name: 'Quotation v1' })).toBeVisible();
    await expect(customer.getByText(/^Issued \d{1,2} [A-Z][a-z]+ \d{4} · For Farah Khan/)).toBeVisible();
    // Whole rupees: ₹15,000 and ₹44,000 at 18% GST leave no paise, and no tax line says '(exact)'.
    await expect(customer.getByRole('region', { name: 'Total' })).not.toContainText('exact');
    await expect(customer.getByTestId('quotation-total')).toHaveText('₹69,620');
    // No code is asked for before one was sent.
    await expect(customer.getByLabel('6-digit code from your e-mail')).toHaveCount(0);
    await expect(customer.getByText(/Enter the 6-digit code/)).toHaveCount(0);
    await customer.getByLabel('Your full name').fill('Farah Khan');
    await press(customer.getByLabel('I accept this quotation and its terms'));
    await press(customer.getByRole('button', { name: 'Accept quotation' }));
    await expect(customer.getByText('We have e-mailed you a 6-digit code.', { exact: false })).toBeVisible();
    await expect(customer.getByLabel('6-digit code from your e-mail')).toBeFocused();
    await expect.poll(async () => (await mailsTo(email)).filter((mail) => mail.subject.includes('code to accept')).length).toBe(1);
    const code = /(\d{6})/.exec((await mailsTo(email)).find((mail) => mail.subject.includes('code to accept'))!.text)![1]!;
    await customer.keyboard.type(code);
    await press(customer.getByRole('button', { name: 'Accept quotation' }));
    const thanks = customer.getByRole('status').filter({ hasText: 'Thank you, Farah Khan: quotation v1 is accepted' });
    await expect(thanks).toBeFocused();
    await expect(thanks).toBeInViewport();
    await customer.screenshot({ path: testInfo.outputPath('customer-accepted.png') });
    await context.close();
  });

  await test.step('the customer is e-mailed the accepted quotation as a PDF', async () => {
    await expect
      .poll(
        async () =>
          (await mailsTo(email)).find((mail) => mail.subject === 'Your accepted quotation from Aangan Interiors (v1)')?.attachments,
      )
      .toEqual(['quotation-v1.pdf']);
  });
});
