import { expect, query, test, uniqueTag } from './admin-fixtures.ts';
import { appStarted } from './fixtures.ts';
import { fillQuotationSettings, mailsTo } from './quotation-helpers.ts';

// A change order after the signature (docs/product.md, 'Projects'): staff add a line to the
// contract, the customer accepts it with the e-mailed code, and the project's value and its
// milestones not yet invoiced rise by the difference. On the admin server, which sends mail.

const rupees = (paise: number) => `₹${new Intl.NumberFormat('en-IN').format(paise / 100)}`;

test('a change order adding a line is accepted with the e-mailed code and raises the project and its remaining milestones', async ({
  adminPage: page,
  browser,
}, testInfo) => {
  const email = `change-${uniqueTag()}@example.com`;
  const [lead] = await query<{ id: string }>(
    `insert into contact_submissions (name, email, phone, location) values ('Nandini Rao', $1, '+91 98450 11223', 'Jayanagar, Bangalore') returning id`,
    [email],
  );
  const customerPage = async (path: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: testInfo.project.use.baseURL });
    const customer = await context.newPage();
    await customer.goto(path);
    await appStarted(customer);
    return customer;
  };
  const linkIn = async (subject: string, route: 'quote' | 'change') => {
    await expect.poll(async () => (await mailsTo(email)).filter((mail) => mail.subject.includes(subject)).length).toBe(1);
    const mail = (await mailsTo(email)).find((mail) => mail.subject.includes(subject))!;
    return new URL(new RegExp(`https?://\\S+/${route}/[A-Za-z0-9_-]{43}`).exec(mail.text)![0]).pathname;
  };
  const codeIn = async (subject: string) => {
    await expect.poll(async () => (await mailsTo(email)).filter((mail) => mail.subject.includes(subject)).length).toBe(1);
    return /(\d{6})/.exec((await mailsTo(email)).find((mail) => mail.subject.includes(subject))!.text)![1]!;
  };

  await test.step('a quotation of one wardrobe is sent and accepted: the project has its three milestones', async () => {
    await fillQuotationSettings(page);
    await page.goto(`/admin/leads/${lead!.id}`);
    await page.getByRole('button', { name: 'Create quotation' }).click();
    await expect(page.getByRole('heading', { name: 'Quotation v1 (draft)' })).toBeVisible();
    const line = page.getByTestId('quotation-line').first();
    await line.getByLabel('Item').fill('Wardrobe');
    await line.getByLabel('Quantity').fill('40');
    await line.getByLabel('Unit').fill('sq ft');
    await line.getByLabel('Rate (₹)').fill('1500');
    await page.getByRole('button', { name: 'Send to customer' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead!.id}\\?sent=1$`));
    const customer = await customerPage(await linkIn('(v1)', 'quote'));
    await customer.getByLabel('Your full name').fill('Nandini Rao');
    await customer.getByLabel('I accept this quotation and its terms').check();
    await customer.getByRole('button', { name: 'Accept quotation' }).click();
    await expect(customer.getByText('We have e-mailed you a 6-digit code.', { exact: false })).toBeVisible();
    await customer.getByLabel('6-digit code from your e-mail').fill(await codeIn('code to accept quotation'));
    await customer.getByRole('button', { name: 'Accept quotation' }).click();
    await expect(customer.getByText(/^Accepted on /)).toBeVisible();
    await customer.context().close();
  });
  await expect.poll(async () => (await query(`select id from customer_projects where lead_id = $1`, [lead!.id])).length).toBe(1);
  const [project] = await query<{ id: string; current_value_paise: number }>(
    `select id, current_value_paise::int from customer_projects where lead_id = $1`,
    [lead!.id],
  );
  const milestonesBefore = await query<{ amount_paise: number }>(
    `select amount_paise::int from project_milestones where project_id = $1 order by position`,
    [project!.id],
  );
  expect(milestonesBefore).toHaveLength(3);

  await test.step("'Change order' starts from the contract's lines; a loft is added; what changed and the new total show; it is sent", async () => {
    await page.goto(`/admin/customer-projects/${project!.id}`);
    await page.getByRole('link', { name: 'Change order' }).click();
    await expect(page.getByRole('heading', { name: 'Change order' })).toBeVisible();
    await appStarted(page);
    const lines = page.getByTestId('change-order-line');
    await expect(lines.first().getByLabel('Item')).toHaveValue('Wardrobe');
    await page.getByRole('button', { name: /^Add line to/ }).click();
    await lines.last().getByLabel('Item').fill('Loft');
    await lines.last().getByLabel('Rate (₹)').fill('20000');
    await expect(page.getByTestId('change-line')).toContainText('Added: Loft');
    // ₹20,000 and 18% GST.
    await expect(page.getByTestId('change-delta')).toHaveText(`+${rupees(2_360_000)}`);
    await expect(page.getByTestId('change-new-total')).toHaveText(rupees(project!.current_value_paise + 2_360_000));
    await page.getByLabel('Spread it over the milestones not yet invoiced').check();
    await page.screenshot({ path: testInfo.outputPath('change-order-editor-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Send to customer' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/customer-projects/${project!.id}\\?changeOrderSent=1$`));
    await expect(page.getByTestId('change-order')).toContainText('Sent, awaiting the customer');
  });

  await test.step('the customer sees what changed and accepts with the e-mailed code', async () => {
    const customer = await customerPage(await linkIn('Change order 1 to your project', 'change'));
    await expect(customer.getByRole('heading', { name: 'Change order 1' })).toBeVisible();
    await expect(customer.getByTestId('change-line')).toContainText('Added: Loft');
    await expect(customer.getByTestId('change-new-total')).toHaveText(rupees(project!.current_value_paise + 2_360_000));
    await customer.getByLabel('Your full name').fill('Nandini Rao');
    await customer.getByLabel('I accept this change order and its new total').check();
    await customer.getByRole('button', { name: 'Accept change order' }).click();
    await expect(customer.getByText('We have e-mailed you a 6-digit code.', { exact: false })).toBeVisible();
    await customer.getByLabel('6-digit code from your e-mail').fill(await codeIn('code to accept change order 1'));
    await customer.getByRole('button', { name: 'Accept change order' }).click();
    const thanks = customer.getByRole('heading', { name: 'Thank you, Nandini Rao: change order 1 is accepted' });
    await expect(thanks).toBeVisible();
    await expect(customer.getByRole('status').filter({ has: thanks })).toBeFocused();
    await customer.screenshot({ path: testInfo.outputPath('customer-change-order-1280.png'), fullPage: true });
    await customer.context().close();
  });

  await test.step("the project's value and its remaining milestones rose by the difference", async () => {
    await page.goto(`/admin/customer-projects/${project!.id}`);
    const raised = project!.current_value_paise + 2_360_000;
    await expect(page.getByText('Current value').locator('..')).toContainText(rupees(raised));
    await expect(page.getByText('Original value').locator('..')).toContainText(rupees(project!.current_value_paise));
    await expect(page.getByTestId('change-order')).toContainText('Accepted');
    await expect(page.getByTestId('change-order')).toContainText(`+${rupees(2_360_000)}`);
    const milestones = await query<{ amount_paise: number }>(
      `select amount_paise::int from project_milestones where project_id = $1 order by position`,
      [project!.id],
    );
    expect(milestones.reduce((sum, milestone) => sum + milestone.amount_paise, 0)).toBe(raised);
    milestones.forEach((milestone, index) => expect(milestone.amount_paise).toBeGreaterThan(milestonesBefore[index]!.amount_paise));
  });
});
