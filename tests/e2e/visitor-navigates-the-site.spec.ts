import type { Locator } from '@playwright/test';
import { projects as sampleProjects } from '#content/projects.ts';
import { appStarted, expect, test } from './fixtures.ts';

test.describe('on a wide screen', () => {
  test('the navigation bar turns solid after 20 px of scroll', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('the Services dropdown opens on hover and from the keyboard, with every service page', async ({ page }) => {
    await page.goto('/');
    // The dropdown is the app's: its scripts start after the first paint.
    await appStarted(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).hover();
    const labels = [
      'All Services',
      'Modular Kitchens',
      'Modular Wardrobes',
      'Entertainment Units',
      'False Ceiling',
      'Full Interior Design',
      'Corporate',
      'Our Process',
    ];
    for (const label of labels) await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
    await page.mouse.move(10, 600);
    await expect(nav.getByRole('link', { name: /^Modular Kitchens/ })).toBeHidden();

    await nav.getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Services' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: /^Modular Kitchens/ })).toBeVisible();
    await nav.getByRole('link', { name: /^Modular Kitchens/ }).click();
    await expect(page).toHaveURL('/services/modular-kitchen');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Get Quote goes to the contact page', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'Get Quote' }).click();
    await expect(page).toHaveURL('/contact');
  });
});

test.describe('on a phone', { tag: '@phone' }, () => {
  test('the menu button opens a panel with every link, and choosing one closes it', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await menu.click();
    const panel = page.locator('#mobile-menu');
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Services', { exact: true })).toBeVisible();
    for (const label of [
      'Home',
      'About',
      'All Services',
      'Modular Wardrobes',
      'Our Process',
      'Articles',
      'Price Calculator',
      'Contact Us',
    ]) {
      await expect(panel.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await panel.getByRole('link', { name: 'Price Calculator', exact: true }).click();
    await expect(page).toHaveURL('/calculator');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('every route change starts at the top of the page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Koramangala' }).click();
  await expect(page).toHaveURL('/locations/koramangala');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interior Designers in Koramangala');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the home page services filter shows the right cards; Pooja Units only under All', async ({ page }) => {
  await page.goto('/#services');
  await appStarted(page);
  const section = page.locator('#services');
  const tabs = section.getByRole('tablist', { name: 'Filter services' });
  for (const label of ['All Services', 'Modular Kitchens', 'Wardrobes', 'Entertainment', 'False Ceiling', 'Interior Design']) {
    await expect(tabs.getByRole('tab', { name: label })).toBeVisible();
  }
  const cards = section.getByRole('tabpanel').getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(section.getByRole('heading', { name: 'Pooja Units' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Wardrobes' }).click();
  await expect(cards).toHaveCount(1);
  await expect(section.getByRole('heading', { name: 'Modular Wardrobes' })).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Pooja Units' })).toHaveCount(0);
  await tabs.getByRole('tab', { name: 'False Ceiling' }).click();
  await expect(section.getByRole('heading', { name: 'False Ceilings' })).toBeVisible();
  await section.getByRole('link', { name: 'Learn More about False Ceilings' }).click();
  await expect(page).toHaveURL('/services/false-ceiling');
});

test('the gallery filters by category and opens a viewer with category and description', async ({ page }) => {
  await page.goto('/');
  await appStarted(page);
  const gallery = page.locator('#gallery');
  await gallery.scrollIntoViewIfNeeded();
  const tiles = gallery.getByRole('tabpanel').getByRole('button');
  await expect(tiles).toHaveCount(15);
  for (const label of ['All', 'False Ceiling', 'Living Room', 'Pooja Room', 'Wardrobe', 'Kitchen', 'Bedroom']) {
    await expect(gallery.getByRole('tab', { name: label, exact: true })).toBeVisible();
  }
  await gallery.getByRole('tab', { name: 'Kitchen', exact: true }).click();
  await expect(tiles).toHaveCount(3);
  await tiles.first().focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('Kitchen', { exact: true })).toBeVisible();
  const firstTitle = await viewer.getByRole('heading').textContent();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByRole('heading')).not.toHaveText(firstTitle!);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // Focus goes back to the tile of the image last shown.
  await expect(tiles.nth(1)).toBeFocused();
});

test('projects filter by locality in the address, and a project page leads to a similar design on the calculator', async ({ page }) => {
  await page.goto('/projects');
  await appStarted(page);
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(cards).toHaveCount(6);
  const filters = page.getByRole('form', { name: 'Filter projects' });
  await filters.getByLabel('Locality').selectOption('whitefield');
  await filters.getByRole('button', { name: 'Show projects' }).click();
  // Only the filter chosen goes into the address, and the page lands on the results.
  await expect(page).toHaveURL(/\/projects\?locality=whitefield#results$/);
  await expect(cards).toHaveCount(1);
  // The card opens its dialog, which links to the project's own page.
  await cards.first().getByRole('link', { name: 'A Calm 3BHK for a Growing Family' }).click();
  await page
    .getByRole('dialog', { name: 'A Calm 3BHK for a Growing Family' })
    .getByRole('link', { name: "See the project's page" })
    .click();
  await expect(page).toHaveURL('/projects/whitefield-apartment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Calm 3BHK for a Growing Family');
  await page.getByRole('link', { name: 'Get a Similar Design' }).click();
  await expect(page).toHaveURL(/\/calculator\?service=/);
});

test("the projects' filter buttons show a category's projects, and a card opens its detail dialog @both", async ({ page }, testInfo) => {
  // A tap on the phone's touch screen, a click on the wide one.
  const press = (target: Locator) => (testInfo.project.use.hasTouch ? target.tap() : target.click());
  const kitchen = sampleProjects.find((project) => project.id === 'koramangala-kitchen')!;
  await page.goto('/projects');
  await appStarted(page);
  const buttons = page.getByRole('navigation', { name: 'Project categories' }).getByRole('link');
  await expect(buttons).toHaveText(['All', 'Residential', 'Commercial', 'Kitchens', 'Bathrooms']);
  await expect(buttons.filter({ hasText: 'All' })).toHaveAttribute('aria-current', 'page');
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(cards).toHaveCount(6);

  await press(buttons.filter({ hasText: 'Bathrooms' }));
  await expect(page).toHaveURL('/projects?category=bathroom');
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'project' })).toHaveText('1 project');
  await press(buttons.filter({ hasText: 'Commercial' }));
  await expect(cards).toHaveCount(2);
  await press(buttons.filter({ hasText: 'Kitchens' }));
  await expect(page).toHaveURL('/projects?category=kitchen');
  await expect(buttons.filter({ hasText: 'Kitchens' })).toHaveAttribute('aria-current', 'page');
  await expect(cards).toHaveCount(1);

  // The card opens the dialog: image, category, title, description, client and 'Get a Similar Design'.
  const link = cards.first().getByRole('heading').getByRole('link');
  const title = (await link.textContent())!;
  await press(link);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toBeVisible();
  expect(title).toBe(kitchen.title);
  await expect(dialog).toContainText('Kitchen');
  await expect(dialog).toContainText(kitchen.description.slice(0, 60));
  await expect(dialog).toContainText(`Client: ${kitchen.client}`);
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/projects?category=kitchen');
  await expect(link).toBeFocused();

  await press(link);
  await press(page.getByRole('dialog', { name: title }).getByRole('link', { name: 'Get a Similar Design' }));
  await expect(page).toHaveURL(/\/calculator\?service=modular-kitchen&/);
});
