import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { floatingQuoteButton, formReady } from './lead-helpers.ts';

// The lead forms pass axe's WCAG A/AA rules, with their messages showing too.
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test(
  'the contact and calculator forms have labelled fields, readable contrast and announced errors',
  { tag: '@both' },
  async ({ page }) => {
    for (const path of ['/contact', '/calculator']) {
      await page.goto(path);
      // On the calculator the lead form follows the estimate's inputs (which axe checks too).
      const form = path === '/calculator' ? page.getByRole('form', { name: 'Price calculator' }) : page.getByRole('form').first();
      await formReady(form);
      await form.getByRole('button').last().click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).include('form').withTags(wcag).analyze();
      expect(
        results.violations.map((violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target).join(' ')}`),
      ).toEqual([]);
    }
  },
);

test('the popup and the closing call to action pass on the home page', { tag: '@both' }, async ({ page }) => {
  await page.goto('/');
  const cta = page.getByRole('form', { name: 'Quick consultation' });
  await formReady(cta);
  await cta.getByLabel('Full Name').press('Enter');
  const ctaResults = await new AxeBuilder({ page }).include('form[aria-label="Quick consultation"]').withTags(wcag).analyze();
  expect(ctaResults.violations.map((violation) => violation.id)).toEqual([]);

  await (await floatingQuoteButton(page)).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(wcag).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
