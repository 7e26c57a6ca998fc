import { appStarted } from './fixtures.ts';
import { createAdmin, createNonAdmin, expect, insertLeads, query, signIn, test, toastWith, uniqueTag } from './admin-fixtures.ts';

test.describe('signing in', () => {
  // The sign-in page answers refusals with 401/403; Chromium logs each as a failed resource.
  test.use({ allowConsoleErrors: [/status of 40[13]/] });

  test('an admin signs in, works in the dashboard and logs out', async ({ page, context, admin }) => {
    await page.goto('/admin-login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');

    // The password can be shown and hidden again.
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(admin.password);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByLabel('Email').fill(admin.email.toUpperCase());
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toastWith(page, 'Login successful')).toContainText('Welcome back, admin!');
    // Sign-in leads to /admin, which opens the member's first screen.
    await expect(page).toHaveURL('/admin/leads');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(`Welcome, ${admin.email}`)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Lead Management' })).toHaveAttribute('aria-selected', 'true');

    // The session cookie: __Host- prefixed, httpOnly, SameSite=Lax and Secure, which Chromium
    // accepts on http://127.0.0.1 because it treats loopback addresses as secure.
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === '__Host-aangan_session');
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(cookies.filter((cookie) => cookie.name.includes('session'))).toHaveLength(1);

    // An admin who opens the sign-in page goes straight to the dashboard.
    await page.goto('/admin-login');
    await expect(page).toHaveURL('/admin/leads');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/admin-login');
    await expect(toastWith(page, 'Logged out')).toContainText('You have been successfully logged out.');
    expect((await context.cookies()).some((cookie) => cookie.name === '__Host-aangan_session')).toBe(false);

    // The dashboard is closed again.
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin-login');
  });

  test('a wrong password and an unknown e-mail get the same refusal', async ({ page, admin }) => {
    await page.goto('/admin-login');
    await signIn(page, { email: admin.email, password: 'not the right password' });
    await expect(toastWith(page, 'Login failed')).toContainText('Invalid credentials. Please check your email and password.');
    await expect(page).toHaveURL('/admin-login');

    await signIn(page, { email: `nobody-${uniqueTag()}@example.com`, password: admin.password });
    await expect(toastWith(page, 'Login failed')).toContainText('Invalid credentials. Please check your email and password.');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });

  test('a staff member without the admin role is refused and not signed in', async ({ page, context }) => {
    const writer = await createNonAdmin();
    await page.goto('/admin-login');
    await signIn(page, writer);
    await expect(toastWith(page, 'Access Denied')).toContainText("You don't have admin privileges.");
    expect((await context.cookies()).some((cookie) => cookie.name.includes('session'))).toBe(false);
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin-login');
  });

  test('an admin whose role is withdrawn is signed out at the next step', async ({ page }) => {
    const account = await createAdmin();
    await page.goto('/admin-login');
    await signIn(page, account);
    await expect(page.getByText(`Welcome, ${account.email}`)).toBeVisible();
    await query(`delete from user_roles where user_id = (select id from users where email = $1)`, [account.email]);
    await page.getByRole('tab', { name: 'Article Management' }).click();
    await expect(page).toHaveURL('/admin-login');
    await expect(toastWith(page, 'Access Denied')).toContainText("You don't have admin privileges.");
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin-login');
  });
});

test.describe('the dashboard guard', () => {
  test('a visitor is sent to sign in, without the dashboard in the history', async ({ page }) => {
    await page.goto('/');
    await page.goto('/admin?tab=articles');
    await expect(page).toHaveURL('/admin-login?redirectTo=%2Fadmin%3Ftab%3Darticles');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test('a member whose session ended while working signs in again and lands on the screen they asked for', async ({
    adminPage: page,
    admin,
  }) => {
    await appStarted(page);
    await query(`delete from sessions where user_id = (select id from users where email = $1)`, [admin.email]);
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/admin-login?redirectTo=%2Fadmin%2Fpricing');
    await signIn(page, admin);
    await expect(page).toHaveURL('/admin/pricing');
    await expect(page.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a lead link from a notification e-mail opens that lead after signing in', async ({ page, admin }) => {
    const tag = uniqueTag();
    const [id] = await insertLeads([
      {
        name: `Deepa Linked ${tag}`,
        email: `deepa-${tag}@example.com`,
        phone: '+91 98450 11223',
        service: 'Modular Kitchen',
        location: 'Hebbal',
      },
    ]);
    // The link in notification e-mails is the lead's own page (decision 070).
    await page.goto(`/admin/leads/${id}`);
    await expect(page).toHaveURL(/\/admin-login\?redirectTo=/);
    await signIn(page, admin);
    await expect(page).toHaveURL(`/admin/leads/${id}`);
    await expect(page.getByRole('heading', { name: `Deepa Linked ${tag}` })).toBeVisible();
    await expect(page.getByText('Hebbal')).toBeVisible();
  });
});
