import type { Page } from '@playwright/test';
import { appStarted, expect, test } from './fixtures.ts';

// The price calculator's estimate: live as the visitor changes their home and package, the same
// from a shared link with JavaScript off, and a clear message for inputs it cannot price.

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The low and high ends of the range under 'Your estimate'. */
async function range(page: Page): Promise<[number, number]> {
  const text = await page
    .getByRole('region', { name: 'Your estimate' })
    .getByText(/^₹[\d,]+ – ₹[\d,]+$/)
    .innerText();
  const [low, high] = text.split('–').map(rupees);
  return [low!, high!];
}

test('a visitor sees a price range for a 2 BHK in Premium, and a higher one in Luxury', async ({ page }) => {
  await page.goto('/calculator');
  await appStarted(page);
  const inputs = page.getByRole('form', { name: 'Your home' });
  await inputs.getByLabel('Property type').selectOption({ label: '1 BHK' });
  await inputs.getByLabel('Property type').selectOption({ label: '2 BHK' });
  await inputs.getByText('Premium', { exact: true }).click();

  const estimate = page.getByRole('region', { name: 'Your estimate' });
  await expect(estimate).toContainText('Full Interior Design · 2 BHK · 1,100 sq ft · Premium');
  await expect(estimate.getByRole('table', { name: 'Breakdown' })).toContainText('Modular kitchen, L-shaped');
  await expect(estimate).toContainText('Offer: 10% off all interior services');
  await expect(estimate).toContainText('Extra 5% off when you book within 24 hours');
  const premium = await range(page);
  expect(premium[0]).toBeGreaterThan(100_000);
  expect(premium[1]).toBeGreaterThan(premium[0]);
  await expect(page).toHaveURL(/service=full-interior&property=2bhk&area=1100&package=premium/);

  await inputs.getByText('Luxury', { exact: true }).click();
  await expect(estimate).toContainText('Luxury');
  const luxury = await range(page);
  expect(luxury[0]).toBeGreaterThan(premium[0]);
  expect(luxury[1]).toBeGreaterThan(premium[1]);

  // A part of the home left out makes it cheaper.
  await inputs.getByLabel('Pooja units').fill('0');
  await expect(estimate.getByRole('table', { name: 'Breakdown' })).not.toContainText('Pooja');
  expect((await range(page))[1]).toBeLessThan(luxury[1]);
});

test.describe('a shared link with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the same estimate, rendered by the server', async ({ page, browser }) => {
    const link = '/calculator?service=modular-kitchen&property=3bhk&area=1500&package=luxury&layout=u-shaped&length=20';
    await page.goto(link);
    const estimate = page.getByRole('region', { name: 'Your estimate' });
    await expect(estimate).toContainText('Modular Kitchen · 3 BHK · 1,500 sq ft · Luxury');
    await expect(estimate).toContainText('Modular kitchen, U-shaped');
    const withoutScript = await range(page);

    const context = await browser.newContext({ javaScriptEnabled: true });
    const scripted = await context.newPage();
    await scripted.goto(`${test.info().project.use.baseURL}${link}`);
    await appStarted(scripted);
    expect(await range(scripted)).toEqual(withoutScript);
    await context.close();
  });

  test('changing the inputs and pressing "Update estimate" prices the new home', async ({ page }) => {
    await page.goto('/calculator?service=modular-wardrobe&property=2bhk&package=essential&wardrobeType=hinged&width=4&height=7');
    const estimate = page.getByRole('region', { name: 'Your estimate' });
    await expect(estimate).toContainText('Wardrobe, hinged, 4 x 7 ft');
    const before = await range(page);
    const inputs = page.getByRole('form', { name: 'Your home' });
    await inputs.getByLabel('Width (ft)').fill('8');
    await inputs.getByRole('button', { name: 'Update estimate' }).click();
    await expect(estimate).toContainText('Wardrobe, hinged, 8 x 7 ft');
    expect((await range(page))[0]).toBeGreaterThan(before[0]);
  });

  test('explains inputs it cannot price', async ({ page }) => {
    for (const [query, message] of [
      ['area=0', 'Carpet area must be between 100 and 1,00,000 sq ft.'],
      ['area=10000000', 'Carpet area must be between 100 and 1,00,000 sq ft.'],
      ['area=big', 'Carpet area must be a number (sq ft).'],
      ['package=platinum', 'Please choose a package: Essential, Premium or Luxury.'],
    ] as const) {
      const response = await page.goto(`/calculator?${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('region', { name: 'Your estimate' }).getByRole('alert')).toContainText(message);
    }
  });
});
