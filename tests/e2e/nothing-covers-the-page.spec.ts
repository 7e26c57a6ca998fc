import type { Locator, Page } from '@playwright/test';
import { seedArticles } from '#content/seed-articles.ts';
import { appStarted, expect, test } from './fixtures.ts';
import { publicRoutes } from '../support/public-routes.ts';

// What floats over the pages (the home page's chat and quote buttons, an article's call to
// action) never covers what a visitor must read or tap (decision 060).

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The boxes of the visible elements among `locators`, as they are on screen now. */
async function boxes(locators: Locator[]): Promise<Box[]> {
  const found: Box[] = [];
  for (const locator of locators) {
    for (const element of await locator.all()) {
      if (!(await element.isVisible())) continue;
      const box = await element.boundingBox();
      if (box) found.push(box);
    }
  }
  return found;
}

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // The observers that move things aside answer on the next frames.
  await page.waitForTimeout(300);
}

function footerLastLine(page: Page): Locator[] {
  const footer = page.getByRole('contentinfo');
  return [
    footer.getByText('All rights reserved', { exact: false }),
    footer.getByRole('link', { name: /Terms/ }),
    footer.getByRole('link', { name: /Privacy/ }),
  ];
}

test(
  'the home page floating buttons cover neither the footer nor, on a wide screen, the first screen',
  { tag: '@both' },
  async ({ page, viewport }) => {
    await page.goto('/');
    await appStarted(page);
    const floating = page.locator('.floating-actions').getByRole('link').or(page.locator('.floating-actions').getByRole('button'));
    const wide = (viewport?.width ?? 0) >= 640;
    if (wide) {
      // The first screen has its own form: the buttons wait below it.
      await expect(page.locator('.floating-actions')).toBeHidden();
      await page.locator('#services').scrollIntoViewIfNeeded();
      await expect(page.locator('.floating-actions').getByRole('button', { name: 'Get Free Quote' })).toBeVisible();
    } else {
      await expect(page.locator('.floating-actions').getByRole('button', { name: 'Get Free Quote' })).toBeVisible();
    }
    await scrollToBottom(page);
    const covered = await boxes(footerLastLine(page));
    expect(covered.length).toBeGreaterThanOrEqual(3);
    for (const button of await boxes([floating])) for (const box of covered) expect(overlaps(button, box)).toBe(false);
  },
);

test(
  "an article's call to action covers neither the text column on a wide screen nor the footer, and closed it stays closed",
  { tag: '@both' },
  async ({ page, viewport }) => {
    await page.goto(`/article/${seedArticles[0]!.slug}`);
    await appStarted(page);
    const cta = page.getByRole('complementary', { name: 'Planning a home like this?' });
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.5));
    await expect(cta).toBeVisible();
    const ctaBox = (await cta.boundingBox())!;
    if ((viewport?.width ?? 0) >= 1280) {
      // Beside the text column, not over it.
      for (const paragraph of await boxes([page.locator('.article-body > p')])) expect(overlaps(ctaBox, paragraph)).toBe(false);
    } else {
      // A compact bar: at most 80 px of the screen's height.
      expect(ctaBox.height).toBeLessThanOrEqual(80);
      expect(ctaBox.y + ctaBox.height).toBeGreaterThanOrEqual(viewport!.height - 1);
    }
    // At the end of the page it steps aside for the footer.
    await scrollToBottom(page);
    await expect(cta).toBeHidden();
    for (const box of await boxes(footerLastLine(page))) expect(box.y + box.height).toBeLessThanOrEqual(viewport!.height);

    // Closed once, it stays closed, on this article after a reload and on the next one.
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.5));
    await expect(cta).toBeVisible();
    await cta.getByRole('button', { name: 'Close' }).click();
    await expect(cta).toHaveCount(0);
    for (const path of [`/article/${seedArticles[0]!.slug}`, `/article/${seedArticles[1]!.slug}`]) {
      await page.goto(path);
      await appStarted(page);
      await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.5));
      await page.waitForTimeout(300);
      await expect(cta).toHaveCount(0);
    }
  },
);

/** What lies under `covering` in the page now: text, fields, buttons and links outside `except`. */
async function contentUnder(page: Page, covering: Box[], except: string): Promise<string[]> {
  return page.evaluate(
    ({ covering, except }) => {
      // What shows of a box: the part inside every ancestor that clips what overflows it (a row of tabs that scrolls sideways).
      const visible = (rect: DOMRect, node: Node) => {
        let { left, top, right, bottom } = rect;
        for (let parent = node.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          left = Math.max(left, clip.left);
          top = Math.max(top, clip.top);
          right = Math.min(right, clip.right);
          bottom = Math.min(bottom, clip.bottom);
        }
        return { left, top, right, bottom };
      };
      const hit = (rect: DOMRect, node: Node) => {
        const shown = visible(rect, node);
        return (
          shown.right > shown.left &&
          shown.bottom > shown.top &&
          covering.some(
            (box) => shown.left < box.x + box.width && box.x < shown.right && shown.top < box.y + box.height && box.y < shown.bottom,
          )
        );
      };
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || parent.closest(except) || parent.closest('[aria-hidden="true"]')) continue;
        if (getComputedStyle(parent).visibility === 'hidden') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some((rect) => hit(rect, node!))) found.push(`text "${node.textContent.trim().slice(0, 60)}"`);
      }
      for (const element of document.querySelectorAll('a, button, input, select, textarea')) {
        if (element.closest(except) || getComputedStyle(element).visibility === 'hidden') continue;
        if (hit(element.getBoundingClientRect(), element)) found.push(`${element.tagName.toLowerCase()} ${element.outerHTML.slice(0, 80)}`);
      }
      return found;
    },
    { covering, except },
  );
}

test('on wider screens the floating buttons lie over no text, field or button of the home page, anywhere down the page', async ({
  page,
}) => {
  const floating = page.locator('.floating-actions').getByRole('link').or(page.locator('.floating-actions').getByRole('button'));
  for (const width of [1280, 1024, 768]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await appStarted(page);
    await page.locator('#services').scrollIntoViewIfNeeded();
    await expect(page.locator('.floating-actions').getByRole('button', { name: 'Get Free Quote' })).toBeVisible();
    // The buttons stay at the right edge while the page scrolls under them: nothing in that strip,
    // from the top of the page to the bottom, but what they step aside for (the hero, the closing
    // form, the footer) and the fixed bar at the top. Every section laid out, as when scrolled to.
    const left = Math.min(...(await boxes([floating])).map((box) => box.x));
    await page.addStyleTag({ content: '.render-when-near { content-visibility: visible !important; }' });
    const strip = { x: left, y: -100_000, width: width - left, height: 200_000 };
    expect(await contentUnder(page, [strip], '.floating-actions, [data-floating-aside], footer, header'), `${width} px wide`).toEqual([]);
    // And they take little of it: a narrow strip at the edge.
    expect(left).toBeGreaterThan(width - 60);
  }
});

test("on a phone the empty-form toast covers none of the form's own messages", { tag: '@phone' }, async ({ page }) => {
  for (const path of ['/calculator', '/']) {
    await page.goto(path);
    const form = page.getByRole('form', { name: 'Price calculator' }).last();
    await expect(form).toHaveAttribute('novalidate', '');
    await form.getByRole('button', { name: 'Get My Best Price' }).click();
    const toast = page.getByText('Please fill out all required fields', { exact: true }).first();
    await expect(toast).toBeVisible();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
    await page.waitForTimeout(400); // the toast has slid in, the page has scrolled to the field
    const toastBox = (await page.locator('li[data-state="open"]').filter({ has: toast }).boundingBox())!;
    const messages = await boxes([form.locator('[id$="-error"]'), form.locator('[aria-invalid="true"]').first()]);
    expect(messages.length, path).toBeGreaterThan(1);
    for (const message of messages) expect(overlaps(toastBox, message), `${path}: a message under the toast`).toBe(false);
  }
});

test(
  'on a phone no page runs off the right edge: text and buttons wrap, only the filter rows scroll',
  { tag: '@phone' },
  async ({ page }) => {
    // Every public page in turn (the localities and projects among them).
    test.setTimeout(120_000);
    for (const { path } of publicRoutes) {
      await page.goto(path);
      const offEdge = await page.evaluate(() => {
        // A row that scrolls sideways on purpose (the filter tabs) holds its own overflow.
        const scrollsSideways = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
        return [...document.querySelectorAll('main *')]
          .filter((element) => {
            for (let parent = element.parentElement; parent; parent = parent.parentElement) if (scrollsSideways(parent)) return false;
            return getComputedStyle(element).position !== 'fixed' && element.getBoundingClientRect().right > window.innerWidth + 1;
          })
          .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      });
      expect(offEdge, path).toEqual([]);
    }
  },
);
