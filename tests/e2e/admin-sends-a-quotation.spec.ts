import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, query, test, uniqueTag } from './admin-fixtures.ts';
import { formReady, toast } from './lead-helpers.ts';
import { fillQuotationSettings, mailsTo } from './quotation-helpers.ts';
import { nuErrors } from './support/nu-validator.ts';

// From a calculator lead to a quotation the customer accepts online (docs/product.md,
// 'Quotations'): one walk, on the desktop admin project (the customer's part on a 375 px screen).

/** A PDF's text as a reader extracts it. */
const pdfTextOf = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

test('a quotation made from the estimate is sent, opened on a phone and accepted with the e-mailed code', async ({
  adminPage: page,
  browser,
}, testInfo) => {
  const email = `quote-${uniqueTag()}@example.com`;

  await test.step('a visitor sends a lead from /calculator', async () => {
    const visitor = await page.context().newPage();
    await visitor.goto('/calculator?service=modular-kitchen&property=2bhk&area=1100&package=premium&layout=parallel&length=16');
    const form = visitor.getByRole('form', { name: 'Price calculator' });
    await formReady(form);
    // The estimate is before GST, and says so.
    await expect(visitor.getByText(/lakh, after 10% off, plus GST$/)).toBeVisible();
    await form.getByLabel('Full Name').fill('Lakshmi Rao');
    await form.getByLabel('Phone Number').fill('+91 98450 67890');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Location').fill('Indiranagar, Bangalore');
    await form.getByRole('button', { name: 'Get My Best Price' }).click();
    await expect(toast(visitor, 'Thank You! Our representative will get back to you with the best price.')).toBeVisible();
    await visitor.close();
  });
  await expect.poll(async () => (await query(`select id from contact_submissions where email = $1`, [email])).length).toBe(1);
  const [lead] = await query<{ id: string }>(`select id from contact_submissions where email = $1`, [email]);

  await test.step("'Quotation settings' has the studio's legal name, address and GSTIN", () => fillQuotationSettings(page));

  await test.step("'Create quotation' is prefilled with the estimate's lines and offers; one changed, one added; CGST and SGST", async () => {
    await page.goto(`/admin/leads/${lead!.id}`);
    await page.getByRole('button', { name: 'Create quotation' }).click();
    await expect(page.getByRole('heading', { name: 'Quotation v1 (draft)' })).toBeVisible();
    const lines = page.getByTestId('quotation-line');
    await expect(lines.first().getByLabel('Item')).toHaveValue('Modular kitchen, Parallel');
    await lines.first().getByLabel('Quantity').fill('18');
    await page.getByRole('button', { name: 'Add line' }).click();
    const added = lines.last();
    await added.getByLabel('Item').fill('Loft cabinets');
    await added.getByLabel('Description or material').fill('BWP plywood, laminate');
    await added.getByLabel('Rate (₹)').fill('12500');
    const totals = page.getByRole('region', { name: 'Totals' });
    // Made within 24 hours of the enquiry: the 10% offer and the extra 5% for booking early.
    await expect(totals).toContainText('Discount 14.5%');
    await expect(totals).toContainText('CGST 9%');
    await expect(totals).toContainText('SGST 9%');
    await page.screenshot({ path: testInfo.outputPath('quotation-editor-1280.png'), fullPage: true });
    const editorHtml = await (await page.request.get(`/admin/leads/${lead!.id}/quotation`)).text();
    expect(await nuErrors([{ name: 'the quotation editor', html: editorHtml }])).toEqual([]);
    await page.getByRole('button', { name: 'Send to customer' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead!.id}\\?sent=1$`));
    await expect(page.getByTestId('quotation-version').first()).toContainText('Sent');
    await expect(page.getByTestId('quotation-version').first()).toContainText('Added Loft cabinets');
  });

  const linkIn = async (number: number) => {
    await expect.poll(async () => (await mailsTo(email)).filter((mail) => mail.subject.includes(`(v${number})`)).length).toBe(1);
    const mail = (await mailsTo(email)).find((mail) => mail.subject.includes(`(v${number})`))!;
    return new URL(/https?:\/\/\S+\/quote\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0]).pathname;
  };
  const firstLink = await linkIn(1);

  await test.step('the customer opens the link on a 375 px screen, downloads the PDF and accepts with the e-mailed code', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      hasTouch: true,
      baseURL: testInfo.project.use.baseURL,
    });
    const phone = await context.newPage();
    await phone.goto(firstLink);
    await expect(phone.getByRole('heading', { name: 'Quotation v1' })).toBeVisible();
    const customerHtml = await (await phone.request.get(firstLink)).text();
    expect(await nuErrors([{ name: '/quote/{token}', html: customerHtml }])).toEqual([]);
    await expect(phone.getByText('CGST 9%')).toBeVisible();
    const download = phone.waitForEvent('download');
    await phone.getByRole('link', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toBe('quotation-v1.pdf');
    // The PDF writes every amount as the page does: the rupee sign and Indian grouping.
    const totals = phone.getByRole('region', { name: 'Total' });
    const amounts = (await totals.locator('dd').allInnerTexts()).map((text) => text.trim().replace(/^−/, '-'));
    expect(amounts.at(-1)).toMatch(/^₹\d{1,2}(,\d\d)*,\d{3}(\.\d\d)?$/);
    const pdfText = await pdfTextOf(fs.readFileSync((await (await download).path())!));
    for (const amount of amounts) expect(pdfText).toContain(amount);
    await phone.getByLabel('Your full name').fill('Lakshmi Rao');
    await phone.getByLabel('I accept this quotation and its terms').check();
    await phone.getByRole('button', { name: 'Accept quotation' }).click();
    await expect(phone.getByText('We have e-mailed you a 6-digit code.', { exact: false })).toBeVisible();
    await expect.poll(async () => (await mailsTo(email)).filter((mail) => mail.subject.includes('code to accept')).length).toBe(1);
    const code = /(\d{6})/.exec((await mailsTo(email)).find((mail) => mail.subject.includes('code to accept'))!.text)![1]!;
    await phone.getByLabel('6-digit code from your e-mail').fill(code);
    await phone.getByRole('button', { name: 'Accept quotation' }).click();
    await expect(phone.getByText(/^Accepted on /)).toBeVisible();
    await phone.screenshot({ path: testInfo.outputPath('customer-quotation-375.png'), fullPage: true });
    await context.close();
  });

  await test.step('the lead is converted; what the customer accepted can be neither revoked nor replaced', async () => {
    await expect
      .poll(
        async () =>
          (await query<{ status: string; stage: string }>(`select status, stage from contact_submissions where id = $1`, [lead!.id]))[0],
      )
      .toEqual({
        status: 'converted',
        stage: 'won',
      });
    // The card is in 'Won' on the board.
    await page.goto('/admin/pipeline');
    await expect(
      page
        .getByRole('region', { name: 'Won', exact: true })
        .getByRole('article', { name: 'Lakshmi Rao' })
        .filter({ has: page.locator(`a[href="/admin/leads/${lead!.id}"]`) }),
    ).toBeVisible();
    await page.goto(`/admin/leads/${lead!.id}`);
    await expect(page.getByTestId('quotation-version').first()).toContainText('Accepted by Lakshmi Rao');
    // The acceptance opened the project, on the lead's timeline with its value (decision 162).
    await expect(page.getByRole('list', { name: 'Activity, newest first' })).toContainText(
      /Project created from quotation v1: ₹[\d,]+\.\d{2} in \d+ milestones?/,
    );
    await expect(page.getByText('Changes after acceptance will go through a change order.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit quotation (new version)' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Revoke link/ })).toHaveCount(0);
    await page.goto(`/admin/leads/${lead!.id}/quotation`);
    await expect(page.getByRole('heading', { name: 'Quotation v1 accepted' })).toBeVisible();
    const customer = await page.context().newPage();
    await customer.goto(firstLink);
    await expect(customer.getByText(/^Accepted on /)).toBeVisible();
    await expect(customer.getByRole('button', { name: 'Accept quotation' })).toHaveCount(0);
    await customer.close();
  });
});
