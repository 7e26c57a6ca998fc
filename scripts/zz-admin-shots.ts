import { chromium } from '@playwright/test';
const base = process.env.BASE!;
const [email, password] = ['shots@example.com', 'teak shelves and brass lamps'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const context = await browser.newContext();
const page = await context.newPage();
await page.goto(`${base}/admin-login`);
await page.getByLabel('Email').fill(email);
await page.getByLabel('Password', { exact: true }).fill(password);
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL(/admin\/leads/);
const paths = (process.env.PATHS ?? '/admin/leads').split(',');
for (const width of [375, 1280]) {
  await page.setViewportSize({ width, height: 800 });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = `/work/notes/shots/${p.replace(/[^a-z0-9]+/gi, '-')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
}
await browser.close();
