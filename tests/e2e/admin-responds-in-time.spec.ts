import type { Browser, Page } from '@playwright/test';
import { createAccount, expect, insertLeads, openSession, query, test, toastWith, uniqueTag } from './admin-fixtures.ts';
import type { ServerRef } from './admin-fixtures.ts';
import { appStarted } from './fixtures.ts';
import { startClockServer } from './support/clock-server.ts';
import type { ClockServer } from './support/clock-server.ts';
import { mailPorts } from './support/servers.ts';

// The first response and the reminders (decisions 114, 136): a follow-up falling due is e-mailed
// to the lead's assignee; a lead nobody contacts within 'Respond within' is 'Overdue' in the list
// and on its page, and its assignee gets an e-mail. Each test runs a server of its own whose clock
// it moves past the moment (decision 149) instead of waiting minutes; that the sweeps run on the
// minute in real time is the database tests' (reminders.server.int.test.ts). The server's mail
// goes to the mail catcher.

type Mail = { to: string[]; subject: string; text: string };
const mailsTo = async (email: string): Promise<Mail[]> =>
  ((await (await fetch(`http://127.0.0.1:${mailPorts().http}/mails`)).json()) as Mail[]).filter((mail) =>
    mail.to.includes(email.toLowerCase()),
  );

/** A datetime-local value in India time, `minutes` after `from`, to the minute. */
function indiaTimeAfter(from: Date, minutes: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(from.getTime() + minutes * 60_000));
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

async function memberId(email: string, on: ServerRef): Promise<string> {
  const [row] = await query<{ id: string }>('select id from users where email = $1', [email.toLowerCase()], on);
  return row!.id;
}

/** Assigns the lead on its page to the member. */
async function assign(page: Page, leadId: string, email: string) {
  await page.goto(`/admin/leads/${leadId}`);
  await appStarted(page);
  await page.getByLabel('Assigned to').selectOption({ label: email.toLowerCase() });
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(toastWith(page, 'Assignment saved')).toBeVisible();
}

let server: ClockServer;
test.beforeEach(async () => {
  server = await startClockServer();
});
test.afterEach(async () => {
  await server.dispose();
});

/** A page of a new browser context on the spec's own server, signed in as a new admin. */
async function adminOnOwnServer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const admin = await createAccount('admin', undefined, undefined, server);
  await openSession(page, admin, server);
  await page.goto('/admin');
  await expect(page.getByText(`Welcome, ${admin.email}`)).toBeVisible();
  return page;
}

test('a follow-up set a minute ahead reaches its assignee by e-mail once the clock passes it', async ({ browser }) => {
  const page = await adminOnOwnServer(browser);
  const tag = uniqueTag();
  const member = await createAccount('sales', undefined, undefined, server);
  const name = `Follow Up Farah ${tag}`;
  const [id] = await insertLeads([{ name, email: `farah-${tag}@example.com`, phone: '+91 98450 77889' }], server);
  await assign(page, id!, member.email);

  await page.getByLabel('Next follow-up').fill(indiaTimeAfter(server.now(), 1));
  await page.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(toastWith(page, 'Follow-up saved')).toBeVisible();
  const [{ due }] = (await query<{ due: Date }>(
    'select next_follow_up_at as due from contact_submissions where id = $1',
    [id],
    server,
  )) as [{ due: Date }];
  const followUps = async () => (await mailsTo(member.email)).filter((mail) => mail.subject === `Follow-up due: ${name}`);
  // Nothing before its time.
  expect(await followUps()).toEqual([]);

  await server.moveClockTo(new Date(due.getTime() + 5_000));
  await expect.poll(async () => (await followUps()).length, { timeout: 30_000 }).toBe(1);
  // Sent after it fell due, within the minute.
  const [sent] = await query<{ done_at: Date }>(
    `select done_at from reminder_mails where lead_id = $1 and kind = 'follow_up'`,
    [id],
    server,
  );
  expect(sent!.done_at.getTime()).toBeGreaterThanOrEqual(due.getTime());
  expect(sent!.done_at.getTime() - due.getTime()).toBeLessThan(60_000);
  const [mail] = await followUps();
  expect(mail!.text).toContain(`/admin/leads/${id}`);
  await page.context().close();
});

test("a lead untouched past 'Respond within' shows 'Overdue', and its assignee has an e-mail", async ({ browser }) => {
  const page = await adminOnOwnServer(browser);
  const tag = uniqueTag();
  const member = await createAccount('sales', undefined, undefined, server);
  const assignee = await memberId(member.email, server);
  const name = `Untouched Umar ${tag}`;

  // 'Respond within' one minute, every day and every hour (the same time for start and end), so
  // the test runs at any hour.
  await page.getByRole('tab', { name: 'Team' }).click();
  const settings = page.getByRole('form', { name: 'First response' });
  await settings.getByLabel('Respond within').fill('0');
  await settings.getByRole('button', { name: 'Save first response' }).click();
  await expect(settings.getByText('Enter a whole number of minutes from 1 to 1440.')).toBeVisible();
  await settings.getByLabel('Respond within').fill('1');
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await settings.getByRole('checkbox', { name: day }).check();
  }
  await settings.getByLabel('From').fill('00:00');
  await settings.getByLabel('To').fill('00:00');
  await settings.getByRole('button', { name: 'Save first response' }).click();
  await expect(toastWith(page, 'Team updated')).toContainText('The first-response settings are saved.');
  await expect(page.getByRole('region', { name: 'First response' })).toContainText('Now: 1 minute; Every day, all day India time.');

  // An enquiry from the site, stamped with the settings in force as it is stored.
  const response = await page.request.post('/api/leads', {
    form: {
      form: 'contact',
      name,
      email: `umar-${tag}@example.com`,
      phone: '98450 66778',
      service: 'Modular Kitchen',
      message: 'Call me.',
    },
    headers: { Accept: 'application/json' },
  });
  expect(response.status()).toBeLessThan(300);
  const [lead] = await query<{ id: string; waits: number; due: Date }>(
    `select id, extract(epoch from response_due_at - created_at)::int as waits, response_due_at as due from contact_submissions where name = $1`,
    [name],
    server,
  );
  const id = lead!.id;
  expect(lead!.waits).toBe(60);
  // Nobody on this server takes new leads: the lead is this test's member's.
  await query('update contact_submissions set assigned_to = $1 where id = $2', [assignee, id], server);

  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  await appStarted(page);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Overdue', { exact: true })).toHaveCount(0);

  // A minute on, and nobody has called.
  await server.moveClockTo(new Date(lead!.due.getTime() + 5_000));
  await page.reload();
  await expect(row.getByText('Overdue', { exact: true })).toBeVisible();
  // The 'Overdue' filter has it.
  await page.getByRole('checkbox', { name: 'Overdue' }).click();
  await expect(page).toHaveURL(/overdue=1/);
  await expect(row).toHaveCount(1);

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(page.getByText(/First response was due by/)).toBeVisible();

  const overdueMails = async () => (await mailsTo(member.email)).filter((mail) => mail.subject.startsWith(`Overdue: ${name}`));
  await expect.poll(async () => (await overdueMails()).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await overdueMails();
  expect(mail!.text).toContain(`/admin/leads/${id}`);

  // A note is the first contact: 'Overdue' is gone.
  await page.getByLabel('Note', { exact: true }).fill('Called, sending the catalogue.');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(toastWith(page, 'Note added')).toBeVisible();
  await expect(page.getByText(/First contact .* \(late; due by/)).toBeVisible();
  await expect(page.getByText('Overdue', { exact: true })).toHaveCount(0);
  await page.context().close();
});
