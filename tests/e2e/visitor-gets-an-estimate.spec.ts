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

  test('opens a link with values it cannot price on the nearest ones, and says which', async ({ page }) => {
    for (const [query, message, scope] of [
      ['area=0', 'Carpet area “0” is outside 100-1,00,000 sq ft, so the estimate uses 100 sq ft.', '100 sq ft'],
      ['area=10000000', 'Carpet area “10000000” is outside 100-1,00,000 sq ft, so the estimate uses 1,00,000 sq ft.', '1,00,000 sq ft'],
      ['area=big', 'Carpet area “big” is not a number, so the estimate uses 1,100 sq ft.', '1,100 sq ft'],
      ['package=platinum', 'Package “platinum” is not one of our options, so the estimate uses Premium.', 'Premium'],
      [
        'service=full-interior&area=1100&package=premium&property=castle',
        'Property type “castle” is not one of our options, so the estimate uses 2 BHK.',
        'Full Interior Design · 2 BHK · 1,100 sq ft · Premium',
      ],
      [
        'service=modular-kitchen&layout=galley',
        'Kitchen layout “galley” is not one of our options, so the estimate uses L-shaped.',
        'Modular Kitchen',
      ],
    ] as const) {
      const response = await page.goto(`/calculator?${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.getByText("Some of the link's answers could not be used")).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
      const estimate = page.getByRole('region', { name: 'Your estimate' });
      await expect(estimate).toContainText(scope);
      await expect(estimate.getByText(/^₹[\d,]+ – ₹[\d,]+$/)).toBeVisible();
    }
  });
});

test(
  'on a phone the range stays in view while the visitor changes the inputs, with a link to the breakdown',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/calculator');
    await appStarted(page);
    const inputs = page.getByRole('form', { name: 'Your home' });
    const total = page.locator('.estimate-compact-total');
    const inView = async () => {
      const box = (await total.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= 800;
    };
    for (const [field, value] of [
      ['Carpet area (sq ft)', '1400'],
      ['Wardrobes', '3'],
      ['Pooja units', '0'],
    ] as const) {
      await inputs.getByLabel(field).fill(value);
      await expect(inputs.getByLabel(field)).toBeInViewport();
      expect(await inView(), `the range is on screen while "${field}" is changed`).toBe(true);
    }
    const [low, high] = await range(page);
    const lakh = (amount: number) => (amount / 100_000).toLocaleString('en-IN', { maximumFractionDigits: 2 });
    await expect(total).toContainText(`₹${lakh(low)} – ${lakh(high)} lakh`);
    await total.getByRole('link', { name: 'See breakdown' }).click();
    await expect(page.getByRole('table', { name: 'Breakdown' })).toBeInViewport();
  },
);

test('on a phone the chosen package says what it means, in a line under the three buttons', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/calculator');
  await appStarted(page);
  const packages = page.getByRole('form', { name: 'Your home' }).getByRole('group', { name: 'Package' });
  await expect(packages.getByText('Premium: Acrylic or membrane, soft-close fittings')).toBeVisible();
  await packages.getByText('Luxury', { exact: true }).click();
  await expect(packages.getByText('Luxury: PU, veneer or lacquer, premium fittings')).toBeVisible();
  // Each button still carries its meaning for a screen reader.
  await expect(packages.getByRole('radio', { name: 'Essential Laminate finishes, standard hardware' })).toBeAttached();
  // Compact: the buttons in one row and one line under them.
  expect((await packages.boundingBox())!.height).toBeLessThan(130);
});

test('the printed estimate has the date and the rates it used, in words', async ({ page }) => {
  await page.goto('/calculator?service=modular-kitchen&property=2bhk&package=premium');
  await appStarted(page);
  await page.emulateMedia({ media: 'print' });
  const estimate = page.getByRole('region', { name: 'Your estimate' });
  const today = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    new Date(),
  );
  await expect(estimate).toContainText(`Estimate of ${today}.`);
  await expect(estimate).toContainText('Prices from our standard Bangalore rates for 2026.');
  await expect(estimate).not.toContainText('version 0');
});
