import AxeBuilder from '@axe-core/playwright';
import { seedArticles } from '#content/seed-articles.ts';
import { appStarted, expect, test } from './fixtures.ts';
import { closeDatabase, insertArticle, setPublished, uniqueSlug } from './support/articles-db.ts';

const kitchen = seedArticles[0]!; // featured, Kitchen Design, October 19, 2026
const vastu = seedArticles.find((article) => article.category === 'Vastu Design')!;

test.afterAll(closeDatabase);

test('a visitor reads an article with everything around it', async ({ page }) => {
  const response = await page.goto(`/article/${kitchen.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${kitchen.metaTitle} | Aangan Interiors`);

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/articles');
  await expect(breadcrumb.getByText(kitchen.title)).toHaveAttribute('aria-current', 'page');

  const header = page.locator('article > header');
  await expect(header.getByText('Kitchen Design', { exact: true })).toBeVisible();
  await expect(header.getByText('Featured', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(kitchen.title);
  await expect(header.getByText(/^L-shaped, parallel or straight\?/)).toBeVisible();
  await expect(header.getByText('Aangan Design Team')).toBeVisible();
  await expect(header.getByText('Interior Design Expert')).toBeVisible();
  await expect(header.getByText('October 19, 2026')).toBeVisible();
  await expect(header.getByText('6 min read')).toBeVisible();
  await expect(header.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(kitchen.tags);

  // The featured image (here the category's illustration) loads first, not lazily.
  const cover = page.locator('img[fetchpriority="high"]');
  await expect(cover).toHaveAttribute('src', '/images/articles/kitchen-design.svg');
  await expect(cover).toHaveAttribute('loading', 'eager');
  expect(await cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  // The body, with its headings, lists, table-free callout and links.
  await expect(page.getByRole('heading', { level: 2, name: 'Start with what the builder has fixed' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Parallel (galley)' })).toBeAttached();
  await expect(page.getByRole('link', { name: 'cost calculator' })).toHaveAttribute('href', '/calculator');

  const author = page.getByRole('complementary', { name: 'Aangan Design Team' });
  await expect(author.getByText('Interior Design Expert')).toBeVisible();

  const endCta = page.getByRole('region', { name: 'Ready to Create Your Dream Interior?' });
  await expect(endCta.getByRole('button', { name: 'Get Free Consultation' })).toBeVisible();
  await expect(endCta.getByRole('link', { name: /Call \+91/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);

  const related = page.getByRole('region', { name: 'You Might Also Like' });
  await expect(related.getByRole('heading')).toContainText(['Kitchen Materials That Survive Indian Cooking']);
  await expect(related.getByRole('link', { name: kitchen.title })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to All Articles' }).click();
  await expect(page).toHaveURL('/articles');
});

test('search engines and link previews get the article metadata', async ({ page, baseURL }) => {
  await page.goto(`/article/${kitchen.slug}`);
  const url = `${baseURL}/article/${kitchen.slug}`;
  const meta = (selector: string) => page.locator(`head ${selector}`);
  await expect(meta('meta[name="description"]')).toHaveAttribute('content', kitchen.metaDescription!);
  await expect(meta('meta[name="keywords"]')).toHaveAttribute('content', kitchen.tags.join(', '));
  await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', url);
  await expect(meta('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(meta('meta[property="og:url"]')).toHaveAttribute('content', url);
  await expect(meta('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/images/articles/kitchen-design.png`);
  await expect(meta('meta[property="article:published_time"]')).toHaveAttribute('content', kitchen.publishedAt);
  await expect(meta('meta[property="article:tag"]')).toHaveCount(kitchen.tags.length);
  await expect(meta('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(meta('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');

  const structured = await meta('script[type="application/ld+json"]').allTextContents();
  const [article, breadcrumbs] = structured.map((text) => JSON.parse(text));
  expect(article).toMatchObject({
    '@type': 'Article',
    headline: kitchen.metaTitle,
    datePublished: kitchen.publishedAt,
    author: [{ name: 'Aangan Design Team' }],
    image: [`${baseURL}/images/articles/kitchen-design.png`],
    mainEntityOfPage: { '@id': url },
  });
  expect(breadcrumbs['@type']).toBe('BreadcrumbList');
  expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Articles', kitchen.title]);

  // The description falls back to the excerpt's text, cut to 160 characters.
  const long = 'Wooden louvres, cane and brass bring warmth to a flat. '.repeat(5);
  const slug = await insertArticle({
    title: 'Warm textures for rented flats',
    excerpt: `<p><strong>${long}</strong></p>`,
    category: 'Texture Test Category',
  });
  await page.goto(`/article/${slug}`);
  const description = await meta('meta[name="description"]').getAttribute('content');
  expect(description!.length).toBeLessThanOrEqual(160);
  expect(long.startsWith(description!.replace(/…$/, ''))).toBe(true);
  await expect(meta('meta[name="keywords"]')).toHaveAttribute('content', 'Texture Test Category');
});

test('the mid-article call to action appears once the reader is past 40% of the page', async ({ page }) => {
  await page.goto(`/article/${kitchen.slug}`);
  const cta = page.getByRole('complementary', { name: 'Planning a home like this?' });
  const scrollTo = (share: number) =>
    page.evaluate((part) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * part), share);

  await scrollTo(0.3);
  await expect(page.getByRole('heading', { name: 'Measurements that make a kitchen comfortable' })).toBeAttached();
  await expect(cta).toHaveCount(0);
  await scrollTo(0.5);
  await expect(cta).toBeVisible();
  await expect(cta.getByRole('button', { name: 'Get Free Quote' })).toBeVisible();
  await expect(cta.getByRole('link', { name: /\+91/ })).toHaveAttribute('href', /^tel:/);

  await cta.getByRole('button', { name: 'Close' }).click();
  await expect(cta).toHaveCount(0);
  await scrollTo(0.6);
  await expect(cta).toHaveCount(0);
});

test('related articles are other published ones of the same category, three at most', async ({ page }) => {
  const category = `Related Test ${uniqueSlug('c')}`;
  const current = await insertArticle({
    title: 'Ceiling coves that hide the wiring',
    category,
    createdAt: new Date('2025-03-01T06:00:00Z'),
  });
  for (const [day, title] of [
    [2, 'Cove depth and LED strips'],
    [3, 'Gypsum or POP for coves'],
    [4, 'Painting a cove ceiling'],
    [5, 'Cleaning cove lights'],
  ] as const) {
    await insertArticle({ title, category, createdAt: new Date(`2025-03-0${day}T06:00:00Z`) });
  }
  await insertArticle({ title: 'Unpublished cove notes', category, isPublished: false, createdAt: new Date('2025-03-09T06:00:00Z') });

  await page.goto(`/article/${current}`);
  const related = page.getByRole('region', { name: 'You Might Also Like' });
  await expect(related.getByRole('heading', { level: 3 })).toHaveText([
    'Cleaning cove lights',
    'Painting a cove ceiling',
    'Gypsum or POP for coves',
  ]);
  await related.getByRole('link', { name: 'Painting a cove ceiling' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Painting a cove ceiling');
  await expect(page.getByRole('region', { name: 'You Might Also Like' }).getByRole('heading', { level: 3 })).toHaveText([
    'Cleaning cove lights',
    'Gypsum or POP for coves',
    'Cove depth and LED strips',
  ]);
});

test('share buttons open the network in a 600x400 window with the page address', async ({ page, context, baseURL }) => {
  // The networks are outside our test network: answer for them.
  for (const host of ['https://www.facebook.com/**', 'https://twitter.com/**', 'https://www.linkedin.com/**']) {
    await context.route(host, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Share</title>' }));
  }
  await page.goto(`/article/${vastu.slug}`);
  // The 600x400 window is the script's; its scripts start after the first paint.
  await appStarted(page);
  const url = `${baseURL}/article/${vastu.slug}`;
  const expected = {
    'Share on Facebook': `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    'Share on X': `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(vastu.title)}`,
    'Share on LinkedIn': `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  };
  for (const [name, href] of Object.entries(expected)) {
    const link = page.getByRole('link', { name });
    // Without JavaScript it is a plain link to the same address.
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    const popupOpened = page.waitForEvent('popup');
    await link.click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href);
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([600, 400]);
    await popup.close();
  }
  // The page itself stayed where it was.
  await expect(page).toHaveURL(`/article/${vastu.slug}`);
});

test.describe('missing and unpublished articles', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('a missing article answers 404 with a way back to the articles', async ({ page }) => {
    const response = await page.goto('/article/an-article-that-was-never-written');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Article Not Found | Aangan Interiors');
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    await expect(page).toHaveURL('/articles');
  });

  test('a draft is not public; once published it is, and once unpublished it is gone again', async ({ page }) => {
    const slug = await insertArticle({ title: 'Draft: balcony garden seating', isPublished: false, category: 'Draft Test Category' });
    const draft = await page.goto(`/article/${slug}`);
    expect(draft?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText('Draft preview')).toHaveCount(0);

    await setPublished(slug, true);
    await expect.poll(async () => (await page.goto(`/article/${slug}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draft: balcony garden seating');
    await expect(page.getByText('Draft preview')).toHaveCount(0);

    // Pages are cached for visitors; unpublishing still takes effect straight away.
    await setPublished(slug, false);
    await expect.poll(async () => (await page.goto(`/article/${slug}`))?.status()).toBe(404);
  });
});

test.describe('when an article cannot be loaded', () => {
  test.use({ allowConsoleErrors: [/ERR_FAILED|Failed to fetch/] });

  test('an article that fails to load shows the error toast, then "Article Not Found"', async ({ page }) => {
    await page.goto('/articles');
    // The toast is the app's: wait for its script (it starts after the first paint).
    await appStarted(page);
    await page.route('**/article/*.data*', (route) => route.abort());
    await page.getByRole('link', { name: vastu.title }).click();
    const toast = page.getByRole('region', { name: /Notifications/ });
    // The refused data, the error page and the toast's own code (loaded with the first toast):
    // more than the default 5 s on a busy machine.
    await expect(toast.getByText('Failed to load article. Please try again.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
  });
});

test('a visitor sees "Loading article..." while the next article is on its way', async ({ page }) => {
  await page.goto('/articles');
  await appStarted(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/article/*.data*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: vastu.title }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading article...' })).toBeVisible();
  release();
  // The held data, the article's code and its render: more than the default 5 s on a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vastu.title, { timeout: 15_000 });
});

test('an article page passes an accessibility check, with its call to action showing', { tag: '@both' }, async ({ page }) => {
  await page.goto(`/article/${seedArticles.find((article) => article.content.includes('<table'))!.slug}`);
  // Scrolled a little, the navigation bar is solid, as readers see it over the light page.
  await page.mouse.wheel(0, 300);
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.5));
  await expect(page.getByRole('complementary', { name: 'Planning a home like this?' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test(
  "the navigation bar's text stays readable over the article, from the top of the page to the footer",
  { tag: '@both' },
  async ({ page }) => {
    await page.goto(`/article/${kitchen.slug}`);
    // At the top too, before any scrolling: the bar is solid here (the light article body must
    // never show through its white text, even to a checker that scrolls the page itself).
    for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
      await page.evaluate((at) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * at), fraction);
      const results = await new AxeBuilder({ page }).include('header[data-scrolled]').withRules(['color-contrast']).analyze();
      expect(
        results.violations.flatMap((violation) => violation.nodes.map((node) => `${fraction}: ${node.target.join(' ')}`)),
        `scrolled to ${fraction * 100}%`,
      ).toEqual([]);
    }
  },
);
