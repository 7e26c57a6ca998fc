import AxeBuilder from '@axe-core/playwright';
import { expect, query, test, toastWith, uniqueTag } from './admin-fixtures.ts';
import { formReady, toast } from './lead-helpers.ts';

// A calculator lead carries the estimate the visitor saw to the admin, and the rates staff set
// in 'Pricing' make the next estimate. (Runs against the admin server: one database for both.)

test('a calculator lead shows staff the estimate the visitor saw', async ({ adminPage: page }) => {
  const visitor = await page.context().newPage();
  await visitor.goto('/calculator?service=modular-kitchen&property=2bhk&area=1100&package=premium&layout=parallel&length=16');
  const estimate = visitor.getByRole('region', { name: 'Your estimate' });
  const range = await estimate.getByText(/^₹[\d,]+ – ₹[\d,]+$/).innerText();

  const form = visitor.getByRole('form', { name: 'Price calculator' });
  await formReady(form);
  const email = `estimate-${uniqueTag()}@example.com`;
  await form.getByLabel('Full Name').fill('Meera Iyer');
  await form.getByLabel('Phone Number').fill('+91 98450 12345');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Location').fill('Jayanagar');
  await form.getByRole('button', { name: 'Get My Best Price' }).click();
  await expect(toast(visitor, 'Thank You! Our representative will get back to you with the best price.')).toBeVisible();
  await expect.poll(async () => (await query(`select id from contact_submissions where email = $1`, [email])).length).toBe(1);
  const [lead] = await query<{ id: string }>(`select id from contact_submissions where email = $1`, [email]);
  await visitor.close();

  await page.goto(`/admin?tab=leads&lead=${lead!.id}`);
  const details = page.getByRole('dialog', { name: 'Meera Iyer' });
  const summary = details.getByRole('region', { name: 'Estimate' });
  await expect(summary).toContainText(range);
  await expect(summary).toContainText('Modular Kitchen · 2 BHK · 1,100 sq ft · Premium');
  await expect(summary.getByRole('table')).toContainText('Modular kitchen, Parallel');
});

test('a rate changed in Pricing changes the next estimate', async ({ adminPage: page }) => {
  const calculator = '/calculator?service=pooja-unit&property=3bhk&area=1500&package=luxury&poojaSize=room';
  const visitor = await page.context().newPage();
  await visitor.goto(calculator);
  const item = visitor.getByRole('table', { name: 'Breakdown' }).getByRole('row', { name: /Pooja room/ });
  await expect(item).toBeVisible();

  await page.getByRole('tab', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { name: 'Rate card' })).toBeVisible();
  const rate = page.getByLabel('Pooja room, Luxury, rupees per unit');
  const next = Number((await rate.inputValue()).replace(/\D/g, '')) + 1000 + Math.floor(Math.random() * 500);

  // A rate below the package under it is refused, with a message, and nothing is saved.
  await rate.fill('10');
  await page.getByRole('button', { name: 'Save new version' }).click();
  await expect(page.getByRole('alert')).toContainText('Pooja room: Luxury must not cost less than Premium');

  await rate.fill(String(next));
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('After saving');
  await page.getByRole('button', { name: 'Save new version' }).click();
  await expect(toastWith(page, 'Rate card saved')).toBeVisible();

  await visitor.goto(calculator);
  await expect(item).toContainText(`₹${next.toLocaleString('en-IN')}`);
  await visitor.close();
});

test(
  "the 'Pricing' tab passes axe, its sideways-scrolling tables reachable by keyboard on a phone",
  { tag: '@both' },
  async ({ adminPage: page }) => {
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await expect(page.getByRole('heading', { name: 'Rate card' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('[role="tabpanel"]').analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    // The sample estimates scroll sideways at 375 px: the keyboard reaches them and scrolls them.
    const samples = page.getByRole('region', { name: 'Sample estimates' });
    await samples.focus();
    await expect(samples).toBeFocused();
  },
);
