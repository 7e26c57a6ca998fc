// axe (every rule it runs by default) on every admin screen, at 375 px (admin-phone) and 1280 px
// (admin-desktop): 'My day', the lead list with a lead's details dialog open, a lead's page, Article
// Management, Reports, 'Pipeline', 'WhatsApp templates', Pricing, Team and Account.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, insertLeads, test, uniqueTag } from './admin-fixtures.ts';
import { appStarted } from './fixtures.ts';

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('every admin screen passes axe', { tag: '@both' }, async ({ adminPage: page }) => {
  const tag = uniqueTag();
  const [id] = await insertLeads([
    {
      name: `Axe Check ${tag}`,
      email: `axe-${tag}@example.com`,
      phone: '+91 98450 30303',
      service: 'Modular Kitchen',
      location: 'Indiranagar',
      source: 'contact_page',
      message: 'A 2 BHK, kitchen and wardrobes.',
    },
  ]);
  const screens: Array<[string, string]> = [
    ['/admin/my-day', 'Follow-ups due today'],
    [`/admin/leads?q=${tag}`, 'Lead Management'],
    [`/admin/leads/${id}`, `Axe Check ${tag}`],
    ['/admin/articles', 'Article Management'],
    ['/admin/reports', 'Leads per week by source'],
    ['/admin/pipeline', 'Idle limits'],
    ['/admin/whatsapp-templates', 'New template'],
    ['/admin/pricing', 'Preview'],
    ['/admin/team', 'Add team member'],
    ['/admin/account', 'Two-step sign-in'],
  ];
  for (const [path, text] of screens) {
    await page.goto(path);
    await appStarted(page);
    await expect(page.getByText(text).first()).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
  // On a phone the tables under Reports' charts show no 'Compared' heading without its bars, and
  // their sideways-scrolling areas can be reached with the keyboard.
  await page.goto('/admin/reports');
  await appStarted(page);
  const narrow = (page.viewportSize()?.width ?? 1280) < 640;
  const compared = page.getByRole('columnheader', { name: 'Compared' });
  if (narrow) expect(await compared.filter({ visible: true }).count()).toBe(0);
  else await expect(compared.first()).toBeVisible();
  const weekly = page.getByRole('region', { name: 'Leads per week by source' });
  await weekly.focus();
  await expect(weekly).toBeFocused();

  // The list's details dialog, open over the list.
  await page.goto(`/admin/leads?q=${tag}&lead=${id}`);
  await appStarted(page);
  await expect(page.getByRole('dialog').getByText('A 2 BHK, kitchen and wardrobes.')).toBeVisible();
  expect(await violations(page), 'lead details dialog').toEqual([]);
});
