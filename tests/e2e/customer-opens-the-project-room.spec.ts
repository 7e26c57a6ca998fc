import fs from 'node:fs';
import { expect, insertLeads, test, uniqueTag } from './admin-fixtures.ts';
import { appStarted } from './fixtures.ts';
import { fillQuotationSettings, mailsTo } from './quotation-helpers.ts';

// The customer's project room (docs/product.md, 'Project room'): e-mailed as the project starts
// (the customer accepts online), opened on a 375 px phone with a code e-mailed on asking, showing
// what is paid with the receipt voucher to download; the phone is remembered, so opening the link
// again asks nothing. On the admin server, which sends its mail to the mail catcher.

test('the room link e-mailed on acceptance opens on a phone with an e-mailed code, shows the payment and its receipt, and remembers the phone', async ({
  adminPage: page,
  browser,
}, testInfo) => {
  const tag = uniqueTag();
  const email = `room-${tag}@example.com`;
  const name = `Nisha Room ${tag}`;
  const [leadId] = await insertLeads([{ name, email, phone: '+91 98450 22334', location: 'Jayanagar, Bangalore' }]);

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

  let roomLink = '';
  await test.step('the customer is e-mailed the room link once the project starts', async () => {
    await expect
      .poll(async () => (await mailsTo(email)).filter((mail) => mail.subject === 'Your project room at Aangan Interiors').length)
      .toBe(1);
    const mail = (await mailsTo(email)).find((sent) => sent.subject === 'Your project room at Aangan Interiors')!;
    expect(mail.text).toContain(`Dear ${name},`);
    roomLink = /https?:\/\/\S+\/room\/[A-Za-z0-9_-]{54}/.exec(mail.text)![0];
  });

  await test.step("staff record the booking payment by UPI (its receipt voucher is issued), and see 'Copy room link'", async () => {
    await page.goto('/admin/customer-projects');
    await appStarted(page);
    await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await appStarted(page);
    await page.getByRole('button', { name: 'Record payment: On booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByLabel('Amount (₹)').fill('17,700');
    await dialog.getByLabel('Mode').selectOption('UPI');
    await dialog.getByLabel('Reference (UTR or cheque number)').fill('412345678901');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Documents' }).getByRole('link', { name: /^RV\// })).toBeVisible();
    await page.getByRole('button', { name: 'Copy room link' }).click();
    await expect(page.getByLabel('Room link')).toHaveValue(roomLink);
  });

  const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true });
  const room = await phone.newPage();
  await test.step("on a 375 px phone the link asks for a code: 'Email me a code', then the code from the e-mail", async () => {
    await room.goto(roomLink);
    await expect(room.getByRole('heading', { name: 'Your project room' })).toBeVisible();
    await expect(room.getByText(name)).toHaveCount(0);
    await room.getByRole('button', { name: 'Email me a code' }).tap();
    await expect(room.getByText('We have e-mailed you a 6-digit code. Enter it below; it works for 15 minutes.')).toBeVisible();
    const subject = 'Your code for your project room at Aangan Interiors';
    await expect.poll(async () => (await mailsTo(email)).filter((mail) => mail.subject === subject).length).toBe(1);
    const code = /\b(\d{6})\b/.exec((await mailsTo(email)).find((mail) => mail.subject === subject)!.text)![1]!;
    await room.getByLabel('6-digit code from your e-mail').fill(code);
    await room.getByRole('button', { name: 'Open my project room' }).tap();
  });

  await test.step("the room shows the project, its 'Progress', 'Payments' with what is paid, and the receipt voucher downloads", async () => {
    await expect(room.getByRole('heading', { name: 'Your project', exact: true })).toBeVisible();
    await expect(room.getByText(name)).toBeVisible();
    // The work's stages come first, with whether it is on track (no dates planned yet: nothing is late).
    const progress = room.getByRole('region', { name: 'Progress' });
    await expect(progress.getByTestId('progress-status')).toHaveText('On track');
    await expect(progress.getByRole('listitem')).toHaveText([/Design sign-off/, /Production/, /Delivery/, /Installation/, /Handover/]);
    const payments = room.getByRole('region', { name: 'Payments' });
    await expect(payments.getByTestId('paid')).toHaveText('₹17,700');
    await expect(room.getByRole('region', { name: 'Documents' }).getByRole('link', { name: /Accepted quotation/ })).toBeVisible();
    const receipt = payments.getByRole('link', { name: /^Receipt voucher RV\// });
    await receipt.scrollIntoViewIfNeeded();
    const box = (await receipt.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await room.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const downloading = room.waitForEvent('download');
    await receipt.tap();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^RV-\d{4}-\d{2}-\d{4}\.pdf$/);
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await room.screenshot({ path: testInfo.outputPath('project-room-375.png'), fullPage: true });
  });

  await test.step('opened again on the same phone, the room asks for nothing', async () => {
    const again = await phone.newPage();
    await again.goto(roomLink);
    await expect(again.getByRole('region', { name: 'Payments' }).getByTestId('paid')).toHaveText('₹17,700');
    await expect(again.getByRole('button', { name: 'Email me a code' })).toHaveCount(0);
    expect((await mailsTo(email)).filter((mail) => mail.subject.startsWith('Your code for your project room'))).toHaveLength(1);
  });
  await phone.close();
});
