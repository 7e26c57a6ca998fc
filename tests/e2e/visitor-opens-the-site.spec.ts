import { appStarted, expect, test } from './fixtures.ts';

test('a visitor opens the home page and can call or chat with the studio', { tag: '@both' }, async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Aangan Interiors/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' }).first()).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/91\d{10}\?text=Hello/,
  );
  // The page hydrated under the CSP: the router took over, with no blocked inline script.
  // (The start script runs after the first paint, scripts/vite/scripts-after-paint.ts.)
  await appStarted(page);
});

test.describe('missing pages', () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('a visitor who follows a broken link sees the not-found page and gets back home', async ({ page }) => {
    const response = await page.goto('/kitchen-ideas-that-moved');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('router failures', () => {
  test.use({ allowConsoleErrors: [/status of 405/] });

  test('a request the page cannot handle shows the failure screen with its status', async ({ page }) => {
    await page.goto('/');
    // A form posted to a page that takes no submissions.
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/';
      document.body.append(form);
      form.submit();
    });
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('405 Method Not Allowed')).toBeVisible();
  });
});
