import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { publicRoutes } from '../support/public-routes.ts';

for (const route of publicRoutes) {
  test(`a visitor reads ${route.path}`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    for (const text of route.texts) await expect(page.getByText(text, { exact: false }).first()).toBeAttached();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Aangan Interiors' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Areas we serve');
    // Scrolled, the bar is solid (as a reader sees it over the page's lighter sections); at the
    // top it is transparent over the dark hero.
    await page.mouse.wheel(0, 300);
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
