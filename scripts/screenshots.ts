// Screenshots of pages at phone and desktop widths, for looking at what we build:
//   npm run screenshots -- http://localhost:3000 / /contact   -> screenshots/*.png
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const outDir = path.resolve('screenshots');
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  for (const route of paths.length ? paths : ['/']) {
    await page.goto(new URL(route, base).toString(), { waitUntil: 'networkidle' });
    if (process.env.FULL_PAGE === '1') {
      // Sections off screen skip rendering (the render-when-near utility); a full-page capture
      // does not scroll, so draw them all.
      await page.addStyleTag({ content: '.render-when-near { content-visibility: visible; }' });
      // Scroll through once so lazy images load, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
    }
    const name = `${route
      .replace(/^\/$/, 'home')
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL_PAGE === '1' });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
