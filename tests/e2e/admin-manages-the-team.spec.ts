import type { Browser, Page } from '@playwright/test';
import { currentCode } from '#app/features/accounts/two-step.server.ts';
import { createAccount, createAdminWithCli, expect, insertLeads, query, signIn, test, toastWith, uniqueTag } from './admin-fixtures.ts';
import { appStarted } from './fixtures.ts';

// Staff accounts and roles (decisions 065-067): an Admin invites an Editor from 'Team', the Editor
// joins through the one-time link and sees only the articles; a member ends their other sessions;
// an Admin deactivates a member, whose open session ends at once. The list at both widths: one copy
// of each member's controls, the role readable, e-mails wrapped after their '@'.

// Refusals (a wrong password, a role without lead access) are 400/401/403 answers Chromium logs.
test.use({ allowConsoleErrors: [/status of 40[013]/] });

/** A member with a role, as an Admin's invite would leave them. */
async function createMember(role: 'editor' | 'sales') {
  return createAccount(role);
}

/** A second browser (its own cookies), signed in as the account. */
async function signedInElsewhere(browser: Browser, baseURL: string, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/admin-login');
  await signIn(page, account);
  await expect(page.getByText(`Welcome, ${account.email}`)).toBeVisible();
  return page;
}

test('an Admin adds an Editor, who joins once through the link and sees articles but no lead data', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.skip(!baseURL, 'needs the admin server');
  const tag = uniqueTag();
  const email = `esha-${tag}@example.com`;
  const leadName = `Lead Kept From Editors ${tag}`;
  await insertLeads([{ name: leadName, email: `lead-${tag}@example.com`, phone: '+91 98450 12345', service: 'Modular Kitchen' }]);

  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add team member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add team member' });
  await dialog.getByLabel('Name').fill(`Esha ${tag}`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: 'Editor' });
  await dialog.getByRole('button', { name: 'Create invite' }).click();
  const link = await dialog.getByLabel('Invite link').inputValue();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.or(page.getByRole('listitem').filter({ hasText: email })).first()).toContainText('Invited');

  // The new member, in their own browser, chooses a password from the link.
  const context = await browser.newContext({ baseURL });
  const editor = await context.newPage();
  const invitePath = new URL(link).pathname;
  await editor.goto(invitePath);
  await expect(editor.getByRole('heading', { name: 'Join the team' })).toBeVisible();
  await expect(editor.getByText(email)).toBeVisible();
  const password = `sandalwood and jasmine ${tag}`;
  await editor.getByLabel('New password').fill(password);
  await editor.getByLabel('Confirm password').fill(password);
  await editor.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(editor).toHaveURL('/admin-login');
  await expect(toastWith(editor, 'Password saved')).toBeVisible();
  // The sign-in page has her e-mail filled in and waits for the password.
  await expect(editor.getByLabel('Email')).toHaveValue(email);
  await expect(editor.getByLabel('Password', { exact: true })).toBeFocused();

  // The link works once.
  await editor.goto(invitePath);
  await expect(editor.getByRole('heading', { name: 'This link does not work' })).toBeVisible();

  await editor.goto('/admin-login');
  await signIn(editor, { email, password });
  // Greeted by the name she was invited with: the spec's 'Welcome back, admin!' is for Admins.
  await expect(toastWith(editor, 'Login successful')).toContainText(`Welcome back, Esha ${tag}!`);
  await expect(editor.getByRole('banner').getByText(`Welcome, Esha ${tag}`)).toBeVisible();
  await expect(editor).toHaveURL('/admin/articles');
  await expect(editor.getByRole('tab', { name: 'Article Management' })).toHaveAttribute('aria-selected', 'true');
  await expect(editor.getByRole('tab', { name: 'Lead Management' })).toHaveCount(0);
  await expect(editor.getByRole('tab', { name: 'Team' })).toHaveCount(0);
  await expect(editor.getByRole('banner').getByText('Editor', { exact: true })).toBeVisible();

  // With the Editor's cookie, every way to lead data gives none of it.
  const [lead] = await query<{ id: string }>(`select id from contact_submissions where name = $1`, [leadName]);
  for (const path of [
    '/admin?tab=leads',
    '/admin.data?tab=leads',
    `/admin?tab=leads&q=${encodeURIComponent(leadName)}`,
    `/admin/leads?q=${encodeURIComponent(leadName)}`,
    `/admin/leads.data?q=${encodeURIComponent(leadName)}`,
    `/admin/leads/${lead!.id}`,
    `/admin/leads/${lead!.id}.data`,
  ]) {
    const answer = await editor.request.get(path);
    expect(await answer.text(), path).not.toContain(leadName);
  }
  const status = await editor.request.post(`/admin/leads/${lead!.id}/status`, {
    form: { status: 'lost' },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(status.status()).toBe(403);
  const [stored] = await query<{ status: string }>(`select status from contact_submissions where id = $1`, [lead!.id]);
  expect(stored!.status).toBe('new');
  await context.close();

  // The Admin sees the member as active now.
  await page.reload();
  await expect(row.or(page.getByRole('listitem').filter({ hasText: email })).first()).toContainText('Active');
});

test("a member signed in on two browsers ends the other one with 'Sign out other sessions'", async ({ page, browser, baseURL }) => {
  test.skip(!baseURL, 'needs the admin server');
  const member = await createMember('sales');
  const other = await signedInElsewhere(browser, baseURL!, member);

  await page.goto('/admin-login');
  await signIn(page, member);
  await expect(page.getByText(`Welcome, ${member.email}`)).toBeVisible();
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  await sessions.getByRole('button', { name: 'Sign out other sessions' }).click();
  await expect(toastWith(page, 'Account updated')).toContainText('1 other session was signed out.');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  await other.reload();
  await expect(other).toHaveURL(/\/admin-login/);
  // This browser is still signed in.
  await page.goto('/admin');
  await expect(page.getByText(`Welcome, ${member.email}`)).toBeVisible();
  await other.context().close();
});

test("a member made on the command line sets their own name on 'Account'", async ({ page }) => {
  // The command line makes an Admin without a name; this one works on leads.
  const member = await createAdminWithCli(`sales-${uniqueTag()}@example.com`);
  await query(`update user_roles set role = 'sales' where user_id = (select id from users where email = $1)`, [member.email]);
  const name = `Ravi Kumar ${uniqueTag()}`;
  await page.goto('/admin-login');
  await signIn(page, member);
  await page.getByRole('link', { name: 'Account' }).click();
  const panel = page.getByRole('region', { name: 'Your name' });
  await expect(panel.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await panel.getByRole('button', { name: 'Save name' }).click();
  await expect(panel.getByText('Enter your name.')).toBeVisible();

  await panel.getByRole('textbox', { name: 'Name' }).fill(name);
  await panel.getByRole('button', { name: 'Save name' }).click();
  await expect(toastWith(page, 'Account updated')).toContainText('Your name is saved.');
  await expect(page.getByText(`${name}, ${member.email}`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your name' }).getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  const [stored] = await query<{ name: string }>('select name from users where email = $1', [member.email]);
  expect(stored?.name).toBe(name);
});

test('deactivating a member ends their open session, and they cannot sign in again', async ({ adminPage: page, browser, baseURL }) => {
  test.skip(!baseURL, 'needs the admin server');
  const member = await createMember('sales');
  const theirs = await signedInElsewhere(browser, baseURL!, member);

  await page.goto('/admin/team');
  await page
    .getByRole('button', { name: `Deactivate ${member.email}` })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${member.email}?` });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toastWith(page, 'Team updated')).toContainText('is deactivated and signed out.');
  await expect(page.getByRole('button', { name: `Reactivate ${member.email}` }).first()).toBeVisible();

  await theirs.reload();
  await expect(theirs).toHaveURL(/\/admin-login/);
  await signIn(theirs, member);
  await expect(toastWith(theirs, 'Login failed')).toContainText('Invalid credentials.');
  await theirs.context().close();
});

test('a member turns on two-step sign-in, keeps the recovery codes, and signs in with one', async ({ page }) => {
  const member = await createMember('sales');
  await page.goto('/admin-login');
  await signIn(page, member);
  await expect(page.getByText(`Welcome, ${member.email}`)).toBeVisible();
  await page.getByRole('link', { name: 'Account' }).click();
  const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
  // Setting it up asks for the password first.
  await twoStep.getByLabel('Current password').fill('not my password at all');
  await twoStep.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(twoStep.getByText('That is not your current password.')).toBeVisible();
  await twoStep.getByLabel('Current password').fill(member.password);
  await twoStep.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(twoStep.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  // The test is the phone: it computes the code from the key shown for typing in.
  const key = (await twoStep.locator('code').textContent())!;
  await twoStep.getByLabel('Code from the app').fill(currentCode(key));
  await twoStep.getByRole('button', { name: 'Turn on' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!;
  const another = (await codes.nth(1).textContent())!;
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toContainText('Recovery codes left: 10 of 10');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin-login/);
  await signIn(page, member);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toastWith(page, 'Login failed')).toContainText('That code is not right.');
  await code.fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Welcome, ${member.email}`)).toBeVisible();
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toContainText('Recovery codes left: 9 of 10');

  // The spent recovery code is refused as used, not as wrong; another one signs in.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin-login/);
  await signIn(page, member);
  await expect(code).toBeVisible();
  await code.fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toastWith(page, 'Login failed')).toContainText('That code has already been used.');
  await code.fill(another);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Welcome, ${member.email}`)).toBeVisible();

  // A new phone: set up beside the current app, which works until the new one is confirmed.
  await page.getByRole('link', { name: 'Account' }).click();
  const panel = page.getByRole('region', { name: 'Two-step sign-in' });
  await panel.getByLabel('Current password').first().fill(member.password);
  await panel.getByRole('button', { name: 'Set up a new authenticator app' }).click();
  await expect(panel.getByRole('heading', { name: 'New authenticator app' })).toBeVisible();
  await expect(panel).toContainText('Your current app keeps working until you confirm a code from the new one.');
  const newKey = (await panel.locator('code').textContent())!;
  expect(newKey).not.toBe(key);
  await panel.getByLabel('Code from the app').fill(currentCode(newKey));
  await panel.getByRole('button', { name: 'Use the new app' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByRole('region', { name: 'Your recovery codes' })).toContainText('Your new authenticator app is in use');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toContainText('Recovery codes left: 10 of 10');
});

test(
  "'Team' has one copy of each member's controls (a tap on 'Takes new leads' ticks it), whole role names, e-mails wrapped after '@', and a member without a name by their e-mail",
  { tag: '@both' },
  async ({ adminPage: page }, testInfo) => {
    // An address too long for a phone's line, without hyphens or dots before its end: the sensible
    // place to wrap it is after its '@'.
    const email = `teamlistmailbox${uniqueTag()}@interiorsexample.com`;
    await createAccount('sales', email);
    const [{ id }] = (await query<{ id: string }>('select id from users where email = $1', [email])) as [{ id: string }];

    await page.goto('/admin/team');
    await appStarted(page);
    for (const control of [`takes-leads-${id}`, `daily-limit-${id}`]) {
      expect(await page.locator(`[id="${control}"]`).count(), control).toBe(1);
    }
    const intake = page.getByRole('form', { name: `New leads for ${email}` });
    const takes = intake.getByRole('checkbox', { name: 'Takes new leads' });
    await expect(takes).not.toBeChecked();
    // On its words, as a thumb does.
    const words = intake.getByText('Takes new leads');
    if (testInfo.project.use.hasTouch) await words.tap();
    else await words.click();
    await expect(takes).toBeChecked();

    // No name yet: the member is named by their e-mail, not a dash.
    const row = page.locator('tr').filter({ hasText: email });
    await expect(row.locator('td').first()).toHaveText(email);

    // Every role's name fits its menu.
    const role = page.getByRole('combobox', { name: `Role of ${email}` });
    const cut = await role.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return [...select.options].filter((option) => context.measureText(option.text).width > room).map((option) => option.text);
    });
    expect(cut).toEqual([]);

    // The e-mail's lines end only after its '@'.
    const breaks = await row
      .locator('td')
      .nth(1)
      .evaluate((cell) => {
        const characters: Array<{ char: string; top: number }> = [];
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let index = 0; index < node.textContent!.length; index++) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            characters.push({ char: node.textContent![index]!, top: Math.round(range.getBoundingClientRect().top) });
          }
        }
        return characters.slice(1).flatMap((each, index) => (each.top > characters[index]!.top ? [characters[index]!.char] : []));
      });
    expect(
      breaks.every((char) => char === '@'),
      `lines end after ${JSON.stringify(breaks)}`,
    ).toBe(true);
  },
);
