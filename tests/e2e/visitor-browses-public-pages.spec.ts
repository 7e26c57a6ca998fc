import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { publicRoutes } from '../support/public-routes.ts';
import { localities } from '#content/localities.ts';
import { projects as sampleProjects } from '#content/projects.ts';

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

test('the see-through bar keeps its text readable wherever a checker or an early scroll puts it', { tag: '@both' }, async ({ page }) => {
  // Not scrolled: the bar is see-through. axe scrolls the page as it checks, and the bar's white
  // text then sits over a light section; the bar's charcoal scrim is the ground it is read on.
  await page.goto('/locations/koramangala');
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
});

test(
  'a long page name keeps the breadcrumb on one line, so the hero does not move when the web font arrives',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto('/projects/whitefield-apartment');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByText('A Calm 3BHK for a Growing Family')).toBeAttached();
    const lineHeight = await trail.evaluate((nav) => parseFloat(getComputedStyle(nav).lineHeight));
    expect((await trail.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  },
);

test(
  "/projects on a phone: 'Show projects' lands on the results with only the chosen filters in the address, offers only localities with projects, and the empty result links to the contact page",
  { tag: '@both' },
  async ({ page }, testInfo) => {
    const press = (target: ReturnType<typeof page.locator>) => (testInfo.project.use.hasTouch ? target.tap() : target.click());
    await page.goto('/projects');
    const filters = page.getByRole('form', { name: 'Filter projects' });
    // Only the localities that have a published project (here the sample projects').
    const withProjects = localities.filter((locality) => sampleProjects.some((project) => project.locality === locality.slug));
    await expect(filters.getByLabel('Locality').locator('option')).toHaveText([
      'All localities',
      ...withProjects.map((locality) => locality.name),
    ]);
    await filters.getByLabel('Locality').selectOption({ label: 'Whitefield' });
    await press(filters.getByRole('button', { name: 'Show projects' }));
    await expect(page).toHaveURL(/\/projects\?locality=whitefield#results$/);
    const results = page.locator('#results');
    await expect(results.getByRole('status')).toBeInViewport();
    await expect(results.getByRole('link', { name: 'A Calm 3BHK for a Growing Family' })).toBeVisible();
    // The category buttons are there as before.
    const categories = page.getByRole('navigation', { name: 'Project categories' });
    await expect(categories.getByRole('link')).toHaveText(['All', 'Residential', 'Commercial', 'Kitchens', 'Bathrooms']);

    // Nothing matches: 'tell us about your home' is a link to the contact page.
    await page.goto('/projects?locality=hebbal');
    await expect(page.getByText('No project matches these filters yet.')).toBeVisible();
    await press(page.getByRole('link', { name: 'tell us about your home' }));
    await expect(page).toHaveURL('/contact');

    // A form sent without the page's script names every filter: the server drops the empty ones.
    const response = await page.request.get('/projects?locality=whitefield&property=&budget=&style=', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/projects?locality=whitefield#results');
  },
);
