import { createAdmin, expect, openSession, query, test, uniqueTag } from './admin-fixtures.ts';
import { appStarted } from './fixtures.ts';
import { mailsTo } from './quotation-helpers.ts';
import { serverPort } from './support/servers.ts';

// 'Request payment' e-mails the customer a `/pay/` link; on a 375 px phone the page shows the
// amount, the UPI QR code and the 'Pay with a UPI app' link (docs/product.md, 'Payments'). On the
// admin server, which sends its mail to the mail catcher; the project is written as an accepted
// quotation leaves it (the acceptance itself is admin-sends-a-quotation's walk).
const admin = `http://127.0.0.1:${serverPort('admin')}`;

/** A lead with an accepted ₹11,800 quotation (10/40/50) and its project: the ids of the project and its first milestone. */
async function acceptedProject(name: string, email: string): Promise<{ projectId: string; milestoneId: string; leadId: string }> {
  const [lead] = await query<{ id: string }>(
    `insert into contact_submissions (name, email, phone, location) values ($1, $2, '+91 90000 11111', 'HSR Layout, Bengaluru') returning id`,
    [name, email],
  );
  const [quotation] = await query<{ id: string }>(`insert into quotations (lead_id) values ($1) returning id`, [lead!.id]);
  const terms = {
    sectionTitles: ['Kitchen'],
    discount: { kind: 'none' },
    siteState: 'karnataka',
    paymentSchedule: [
      { label: 'On booking', percent: 10 },
      { label: 'On design sign-off', percent: 40 },
      { label: 'Before installation', percent: 50 },
    ],
    validUntil: '2099-12-31',
    exclusions: '',
    terms: '',
  };
  const [version] = await query<{ id: string }>(
    `insert into quotation_versions (quotation_id, number, terms, subtotal_paise, discount_paise, tax_paise, total_paise, sent_at, accepted_at, accepted_name)
     values ($1, 1, $2, 1000000, 0, 180000, 1180000, now(), now(), $3) returning id`,
    [quotation!.id, JSON.stringify(terms), name],
  );
  const [project] = await query<{ id: string }>(
    `insert into customer_projects (lead_id, contract_version_id, customer_name, customer_email, site_address, place_of_supply, original_value_paise, current_value_paise)
     values ($1, $2, $3, $4, 'HSR Layout, Bengaluru', '29', 1180000, 1180000) returning id`,
    [lead!.id, version!.id, name, email],
  );
  const [milestone] = await query<{ id: string }>(
    `insert into project_milestones (project_id, position, label, amount_paise, taxable_paise, cgst_paise, sgst_paise) values
       ($1, 1, 'On booking', 118000, 100000, 9000, 9000),
       ($1, 2, 'On design sign-off', 472000, 400000, 36000, 36000),
       ($1, 3, 'Before installation', 590000, 500000, 45000, 45000)
     returning id`,
    [project!.id],
  );
  return { projectId: project!.id, milestoneId: milestone!.id, leadId: lead!.id };
}

test('a customer opens the e-mailed pay link on a phone and sees the amount, the UPI QR code and the UPI link @phone', async ({
  page,
  browser,
}, testInfo) => {
  const email = `payer-${uniqueTag()}@example.com`;
  const owner = await createAdmin();
  await openSession(page, owner);

  await test.step("an Admin fills 'Payment settings' on a phone: UPI ID, payee and bank details", async () => {
    await page.goto(`${admin}/admin/payment-settings`);
    await appStarted(page);
    await page.getByLabel('UPI ID').fill('aangan@okaxis');
    await page.getByLabel('Payee name').fill('Aangan Interiors');
    await page.getByLabel('Account name').fill('Aangan Interiors LLP');
    await page.getByLabel('Account number').fill('50200012345678');
    await page.getByLabel('IFSC').fill('HDFC0001234');
    await page.getByRole('button', { name: 'Save' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  });

  const { projectId, leadId } = await acceptedProject('Kiran Payer', email);
  const reference = `AANGAN-${leadId.replace(/-/g, '').slice(0, 8).toUpperCase()}-M1`;

  let shown = '';
  await test.step("'Request payment' on the project page e-mails the customer a /pay/ link and offers it on WhatsApp", async () => {
    await page.goto(`${admin}/admin/customer-projects/${projectId}`);
    await appStarted(page);
    const booking = page.locator('tr[data-milestone="1"]');
    await booking.getByRole('button', { name: 'Request payment' }).tap();
    await expect(booking.getByText('The pay link was e-mailed to the customer.')).toBeVisible();
    shown = await booking.getByLabel('Pay link').inputValue();
    expect(shown).toMatch(/\/pay\/[A-Za-z0-9_-]{43}$/);
    const chat = (await booking.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href'))!;
    expect(new URL(chat).searchParams.get('text')).toContain(shown);
  });
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail!.subject).toBe('Payment request from Aangan Interiors: On booking');
  const link = /https?:\/\/\S+\/pay\/[A-Za-z0-9_-]{43}/.exec(mail!.text)![0];
  expect(link).toBe(shown);

  await test.step('on a 375 px phone the page shows the amount, a QR code and the upi://pay link', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true });
    const phone = await context.newPage();
    await phone.goto(link);
    await expect(phone.getByRole('heading', { name: 'On booking' })).toBeVisible();
    await expect(phone.getByTestId('amount')).toHaveText('₹1,180');
    await expect(phone.getByText('Kiran Payer')).toBeVisible();
    const qr = phone.getByRole('img', { name: 'UPI QR code to pay ₹1,180' });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
    const pay = phone.getByRole('link', { name: 'Pay with a UPI app' });
    await pay.scrollIntoViewIfNeeded();
    const href = (await pay.getAttribute('href'))!;
    expect(href.startsWith('upi://pay?')).toBe(true);
    const params = new URL(href.replace('upi://pay', 'https://upi.invalid/pay')).searchParams;
    expect(params.get('pa')).toBe('aangan@okaxis');
    expect(params.get('pn')).toBe('Aangan Interiors');
    expect(params.get('am')).toBe('1180.00');
    expect(params.get('cu')).toBe('INR');
    expect(params.get('tr')).toBe(reference);
    // Big enough for a thumb, and inside the screen.
    const box = (await pay.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await phone.getByText('Reference to quote').tap();
    await expect(phone.getByText(reference, { exact: true })).toBeVisible();
    await expect(phone.getByText('HDFC0001234')).toBeVisible();
    await phone.screenshot({ path: testInfo.outputPath('pay-page-375.png'), fullPage: true });
    await context.close();
  });
});
