import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { seedArticles } from '#content/seed-articles.ts';
import { appStarted, expect, test } from './fixtures.ts';
import { closeDatabase, insertArticle } from './support/articles-db.ts';

const featuredTitles = seedArticles.filter((article) => article.isFeatured).map((article) => article.title);
const otherTitles = seedArticles.filter((article) => !article.isFeatured).map((article) => article.title);

test.afterAll(closeDatabase);

function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

/** Titles of the article cards in a section (each card's heading is its link). */
async function cardTitles(page: Page, name: string): Promise<string[]> {
  return section(page, name).getByRole('heading', { level: 3 }).allInnerTexts();
}

test('a visitor sees featured articles first, then the latest ones', async ({ page }) => {
  const response = await page.goto('/articles');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Design Insights & Tips | Aangan Interiors');
  await expect(page.getByRole('heading', { level: 1, name: 'Design Insights & Tips' })).toBeVisible();

  const featured = await cardTitles(page, 'Featured Articles');
  expect(featured).toHaveLength(3);
  expect(featured.toSorted()).toEqual(featuredTitles.toSorted());
  const latest = await cardTitles(page, 'Latest Articles');
  for (const title of otherTitles) expect(latest).toContain(title);
  for (const title of featuredTitles) expect(latest).not.toContain(title);

  // Latest cards show at most two tags each.
  const tagLists = section(page, 'Latest Articles').getByRole('list', { name: 'Tags' });
  for (const list of await tagLists.all()) expect(await list.getByRole('listitem').count()).toBeLessThanOrEqual(2);

  // The newest article leads, and its card opens it.
  await section(page, 'Featured Articles').getByRole('link', { name: featuredTitles[0] }).click();
  await expect(page).toHaveURL(`/article/${seedArticles[0]!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: featuredTitles[0] })).toBeVisible();
});

test('a visitor searches by title, excerpt or category, in any case, and can share the result', async ({ page }) => {
  await page.goto('/articles');
  await appStarted(page); // the list's controls are the app's; its scripts start after the first paint
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await expect(search).toHaveAttribute('placeholder', 'Search articles...');

  await search.fill('MONSOON');
  await expect(page).toHaveURL('/articles?q=MONSOON');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Monsoon-Proofing Your Home Interiors in Bangalore']);

  // A word only in an excerpt.
  await search.fill('turmeric');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Kitchen Materials That Survive Indian Cooking: Plywood, Shutters and Countertops',
  ]);

  // A category's name.
  await search.fill('bedroom design');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Wardrobe Planning: Sliding vs Hinged, Lofts and Lighting']);

  // The address is the search: opening it again shows the same result.
  await page.reload();
  await expect(search).toHaveValue('bedroom design');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Wardrobe Planning: Sliding vs Hinged, Lofts and Lighting']);

  await search.fill('no such thing anywhere');
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria.')).toBeVisible();
  await page.getByRole('link', { name: 'Show all articles' }).click();
  await expect(page).toHaveURL('/articles');
  await expect(section(page, 'Featured Articles')).toBeVisible();
});

test('a visitor narrows the list to one category', async ({ page }) => {
  await page.goto('/articles');
  await appStarted(page); // the list's controls are the app's; its scripts start after the first paint
  const category = page.getByRole('combobox', { name: 'Category' });
  await expect(category.getByRole('option')).toHaveText([
    'All Categories',
    'Kitchen Design',
    'Interior Tips',
    'Vastu Design',
    'Living Room',
    'Bedroom Design',
  ]);

  await category.selectOption('Kitchen Design');
  await expect(page).toHaveURL('/articles?category=Kitchen+Design');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Choosing a Modular Kitchen Layout for a Compact Bangalore Apartment',
    'Kitchen Materials That Survive Indian Cooking: Plywood, Shutters and Countertops',
  ]);
  await expect(section(page, 'Featured Articles').getByRole('heading', { level: 3 })).toHaveText([
    'Choosing a Modular Kitchen Layout for a Compact Bangalore Apartment',
  ]);

  // Search and category together.
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('quartz');
  await expect(page).toHaveURL('/articles?q=quartz&category=Kitchen+Design');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Kitchen Materials That Survive Indian Cooking: Plywood, Shutters and Countertops',
  ]);

  await category.selectOption('all');
  await expect(page).toHaveURL('/articles?q=quartz');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form still works: the server does the searching', async ({ page }) => {
    await page.goto('/articles');
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('vastu');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/articles\?q=vastu&category=all$/);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['A Practical Vastu Guide for Bangalore Apartments']);

    await page.goto('/articles?category=Living+Room');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Living Room');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['TV Unit and Living Room Storage Ideas That Actually Work']);
  });
});

test('a visitor sees "Loading articles..." while the next list is on its way', async ({ page }) => {
  await page.goto('/articles');
  await appStarted(page); // the list's controls are the app's; its scripts start after the first paint
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/articles.data*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Vastu Design');
  await expect(page.getByRole('status').filter({ hasText: 'Loading articles...' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['A Practical Vastu Guide for Bangalore Apartments']);
  await expect(page.getByText('Loading articles...')).toHaveCount(0);
});

test.describe('when the list cannot be loaded', () => {
  test.use({ allowConsoleErrors: [/ERR_FAILED|Failed to fetch|status of 5\d\d/] });

  test('the visitor is told so and can try again', async ({ page }) => {
    await page.goto(`/article/${seedArticles[0]!.slug}`);
    await appStarted(page); // a client-side navigation is what fetches the list's data
    await page.route('**/articles.data*', (route) => route.abort());
    await page.getByRole('link', { name: 'Back to All Articles' }).click();
    const toast = page.getByRole('region', { name: /Notifications/ });
    // The refused data, the error page and the toast's own code: more than 5 s on a busy machine.
    await expect(toast.getByText('Error', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(toast.getByText('Failed to load articles. Please try again.')).toBeVisible();

    await page.unroute('**/articles.data*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(section(page, 'Featured Articles')).toBeVisible();
  });
});

test('drafts never appear in the list, in search or in the feed', async ({ page }) => {
  const title = `Draft kitchen shelf ideas ${Date.now()}`;
  await insertArticle({ title, isPublished: false, category: 'Kitchen Design' });
  const published = `Published shoe rack ideas ${Date.now()}`;
  await insertArticle({ title: published, createdAt: new Date('2020-01-01T00:00:00Z') });

  await page.goto(`/articles?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await page.goto(`/articles?q=${encodeURIComponent(published)}`);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([published]);

  const feed = await page.request.get('/rss.xml');
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await feed.text();
  const parsed = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: document.querySelector('parsererror')?.textContent ?? null,
      root: `${document.documentElement.nodeName} ${document.documentElement.getAttribute('version')}`,
      items: [...document.querySelectorAll('channel > item')].map((item) => ({
        title: item.querySelector('title')?.textContent ?? '',
        link: item.querySelector('link')?.textContent ?? '',
      })),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.root).toBe('rss 2.0');
  expect(parsed.items.length).toBeGreaterThanOrEqual(seedArticles.length);
  expect(parsed.items.length).toBeLessThanOrEqual(20);
  expect(parsed.items.map((item) => item.title)).not.toContain(title);
  for (const item of parsed.items) expect(item.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/article\/[a-z0-9-]+$/);
});

test('the list announces the feed and passes an accessibility check', { tag: '@both' }, async ({ page }) => {
  await page.goto('/articles');
  await appStarted(page); // the list's controls are the app's; its scripts start after the first paint
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/articles$/);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
