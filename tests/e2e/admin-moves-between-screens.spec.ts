import { appStarted } from './fixtures.ts';
import { createAccount, expect, insertLeads, signIn, test, toastWith, uniqueTag } from './admin-fixtures.ts';

// The admin's screens, each at its own address inside one frame (decision 085): old `?tab=` links,
// the tab bar as tabs (keyboard too), the loading text of the screen being opened, a screen whose
// data fails, and a screen the member's role does not open.

test('an old ?tab=articles link opens Article Management, its tab selected', { tag: '@both' }, async ({ adminPage: page }) => {
  await page.goto('/admin?tab=articles');
  await expect(page).toHaveURL('/admin/articles');
  await expect(page.getByRole('tab', { name: 'Article Management' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Lead Management' })).toHaveAttribute('aria-selected', 'false');
  const panel = page.getByRole('tabpanel', { name: 'Article Management' });
  await expect(panel.getByRole('heading', { name: 'Articles' })).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Total Articles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
});

test(
  "the tab bar is one stop for the Tab key; the arrow keys move between tabs and Enter or Space opens one, in the spec's order",
  { tag: '@both' },
  async ({ adminPage: page }) => {
    await appStarted(page);
    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');
    await expect(tabs).toHaveText([
      'My day',
      'Lead Management',
      'Article Management',
      'Media',
      'Portfolio',
      'Redirects',
      'Reports',
      'Pipeline',
      'Projects',
      'Payments',
      'Site diary',
      'WhatsApp templates',
      'Pricing',
      'Team',
    ]);
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await expect(tab('Lead Management')).toHaveAttribute('aria-selected', 'true');
    // Only the open screen's tab is in the Tab order.
    await expect(tab('Lead Management')).toHaveAttribute('tabindex', '0');
    await expect(tab('Team')).toHaveAttribute('tabindex', '-1');

    await tab('Lead Management').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Article Management')).toBeFocused();
    // Moving the focus opens nothing.
    await expect(page).toHaveURL('/admin/leads');
    await page.keyboard.press('End');
    await expect(tab('Team')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('My day')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Team')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('My day')).toBeFocused();
    for (let step = 0; step < 6; step++) await page.keyboard.press('ArrowRight');
    await expect(tab('Reports')).toBeFocused();

    await page.keyboard.press('Space');
    await expect(page).toHaveURL('/admin/reports');
    await expect(tab('Reports')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Reports' }).getByRole('form', { name: 'Report dates' })).toBeVisible();
    await expect(tab('Reports')).toHaveAttribute('tabindex', '0');

    await tab('Reports').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Pipeline')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Projects')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Payments')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Site diary')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('WhatsApp templates')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Pricing')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/pricing');
    await expect(tab('Pricing')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Pricing' })).toContainText('Rate card');

    // The tab after the bar is the screen's first control, not the next tab.
    await tab('Pricing').focus();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).not.toHaveAttribute('role', 'tab');
  },
);

test('a tab shows selected at once, with its loading text, until its screen arrives', { tag: '@both' }, async ({ adminPage: page }) => {
  await appStarted(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/team\.data/, async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Lead Management' })).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel', { name: 'Team' }).getByRole('status')).toHaveText('Loading the team...');
  await expect(page.getByRole('searchbox', { name: 'Search leads' })).toHaveCount(0);
  release();
  await expect(page).toHaveURL('/admin/team');
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
  await expect(page.getByText('Loading the team...')).toHaveCount(0);
});

test.describe('when a screen cannot be shown', { tag: '@both' }, () => {
  // The failed request and the 403 answer are errors Chromium logs. (One pattern: a list of two
  // would be read as a value and its options.)
  test.use({ allowConsoleErrors: [/Failed to load resource|status of 403/] });

  test("a screen whose data fails to load says so, with the spec's error toast, inside the frame", async ({ adminPage: page }) => {
    await appStarted(page);
    await page.route(/\/admin\/articles\.data/, (route) => route.abort('failed'));
    await page.getByRole('tab', { name: 'Article Management' }).click();
    await expect(toastWith(page, 'Error')).toContainText('Failed to load articles. Please try again.');
    await expect(page.getByRole('tabpanel', { name: 'Article Management' })).toContainText('Articles could not be loaded.');
    // The frame stays: the header and the tabs, and the other screens open again.
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.unroute(/\/admin\/articles\.data/);
    await page.getByRole('tab', { name: 'Lead Management' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search leads' })).toBeVisible();
  });

  test("an Editor following a lead's link gets the no-access page in the frame, with a way to their own screen", async ({ page }) => {
    const tag = uniqueTag();
    const [id] = await insertLeads([{ name: `Kept From Editors ${tag}`, email: `kept-${tag}@example.com`, phone: '+91 98450 90001' }]);
    const editor = await createAccount('editor');
    await page.goto('/admin-login');
    await signIn(page, editor);
    await expect(page).toHaveURL('/admin/articles');

    const answer = await page.goto(`/admin/leads/${id}`);
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'You have no access to Lead Management' })).toBeVisible();
    await expect(page.getByText('Your role (Editor) does not include this screen.')).toBeVisible();
    await expect(page.getByText(`Kept From Editors ${tag}`)).toHaveCount(0);
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    // The frame: the header and the Editor's own tabs, none of them open.
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Article Management', 'Media', 'Portfolio']);
    await expect(page.getByRole('tab', { name: 'Article Management' })).toHaveAttribute('aria-selected', 'false');

    await page.getByRole('link', { name: 'Go to Article Management' }).click();
    await expect(page).toHaveURL('/admin/articles');
    await expect(page.getByRole('tab', { name: 'Article Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('group', { name: 'Total Articles' })).toBeVisible();
  });
});
