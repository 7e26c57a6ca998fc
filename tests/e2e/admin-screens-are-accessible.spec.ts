// axe (every rule it runs by default) on every admin screen, at 375 px (admin-phone) and 1280 px
// (admin-desktop): 'My day', the lead list with a lead's details dialog open, a lead's page, Article
// Management, Reports, 'Pipeline' (also with a card's 'Move to…' menu open), 'WhatsApp templates',
// 'Site diary', Pricing, Team and Account. One test a screen, so that they run side by side.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, insertLeads, test, uniqueTag } from './admin-fixtures.ts';
import { appStarted } from './fixtures.ts';

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A lead of this test's own, to show in the list, its dialog and its page. */
async function axeLead(): Promise<{ id: string; tag: string }> {
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
  return { id: id!, tag };
}

const screens: Array<{ name: string; path: (lead: { id: string; tag: string }) => string; text: (lead: { tag: string }) => string }> = [
  { name: "'My day'", path: () => '/admin/my-day', text: () => 'Follow-ups due today' },
  { name: 'the lead list', path: ({ tag }) => `/admin/leads?q=${tag}`, text: () => 'Lead Management' },
  { name: "a lead's page", path: ({ id }) => `/admin/leads/${id}`, text: ({ tag }) => `Axe Check ${tag}` },
  { name: 'Article Management', path: () => '/admin/articles', text: () => 'Article Management' },
  { name: 'Reports', path: () => '/admin/reports', text: () => 'Leads per week by source' },
  { name: "'Pipeline'", path: () => '/admin/pipeline', text: () => 'Idle limits' },
  { name: "'WhatsApp templates'", path: () => '/admin/whatsapp-templates', text: () => 'New template' },
  { name: "'Site diary'", path: () => '/admin/site-diary', text: () => "Each day's note on site" },
  { name: 'Pricing', path: () => '/admin/pricing', text: () => 'Preview' },
  { name: 'Team', path: () => '/admin/team', text: () => 'Add team member' },
  { name: 'Account', path: () => '/admin/account', text: () => 'Two-step sign-in' },
];

for (const screen of screens) {
  test(`${screen.name} passes axe`, { tag: '@both' }, async ({ adminPage: page }) => {
    const lead = screen.name === 'the lead list' || screen.name === "a lead's page" ? await axeLead() : { id: '', tag: '' };
    const path = screen.path(lead);
    await page.goto(path);
    await appStarted(page);
    await expect(page.getByText(screen.text(lead)).first()).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  });
}

test("the lead list's details dialog passes axe, open over the list", { tag: '@both' }, async ({ adminPage: page }) => {
  const { id, tag } = await axeLead();
  await page.goto(`/admin/leads?q=${tag}&lead=${id}`);
  await appStarted(page);
  await expect(page.getByRole('dialog').getByText('A 2 BHK, kitchen and wardrobes.')).toBeVisible();
  expect(await violations(page), 'lead details dialog').toEqual([]);
});

test("'Pipeline' passes axe with a card's 'Move to…' menu open", { tag: '@both' }, async ({ adminPage: page }) => {
  const { tag } = await axeLead();
  await page.goto('/admin/pipeline');
  await appStarted(page);
  await page.getByRole('button', { name: `Move to… Axe Check ${tag}` }).focus();
  await page.keyboard.press('Enter');
  // The menu takes the focus on its first stage after the card's own.
  await expect(page.getByRole('menuitem', { name: 'Contacted' })).toBeFocused();
  expect(await violations(page), "pipeline's 'Move to…' menu").toEqual([]);
});

test(
  "on a phone Reports' tables show no 'Compared' heading without its bars, and scroll from the keyboard",
  { tag: '@both' },
  async ({ adminPage: page }) => {
    await page.goto('/admin/reports');
    await appStarted(page);
    const narrow = (page.viewportSize()?.width ?? 1280) < 640;
    const compared = page.getByRole('columnheader', { name: 'Compared' });
    if (narrow) expect(await compared.filter({ visible: true }).count()).toBe(0);
    else await expect(compared.first()).toBeVisible();
    const weekly = page.getByRole('region', { name: 'Leads per week by source' });
    await weekly.focus();
    await expect(weekly).toBeFocused();
  },
);
