import type { Locator, Page } from '@playwright/test';
import { expect, insertLeads, query, test, toastWith, uniqueTag } from './admin-fixtures.ts';

/** Three leads whose names share a tag no other test uses. */
async function threeLeads() {
  const tag = uniqueTag();
  const ids = await insertLeads([
    {
      name: `Anita Rao ${tag}`,
      email: `anita-${tag}@example.com`,
      phone: '+91 98860 00001',
      service: 'Modular Kitchen',
      location: 'Koramangala',
      source: 'contact_page',
      message: 'Two-bedroom flat, kitchen and wardrobes.\nCall after 6 pm.',
    },
    { name: `Vikram Shetty ${tag}`, email: `vikram-${tag}@example.com`, phone: '+91 98860 00002', status: 'contacted' },
    {
      name: `Farah Khan ${tag}`,
      email: `farah-${tag}@example.com`,
      phone: '+91 98860 00003',
      service: 'False Ceiling',
      location: 'Whitefield',
      source: 'popup form',
      status: 'converted',
    },
  ]);
  return { tag, ids };
}

function leadRows(page: Page, text: string) {
  // One table on every width (phones draw its rows as cards), with its roles on both.
  return page.getByRole('row').filter({ hasText: text });
}

async function counters(page: Page) {
  const read = async (label: string) =>
    Number((await page.getByRole('group', { name: label, exact: true }).innerText()).replace(/\D/g, ''));
  return {
    total: await read('Total Leads'),
    new: await read('New'),
    contacted: await read('Contacted'),
    converted: await read('Converted'),
  };
}

test(
  'an admin finds leads by name, e-mail, phone, location or service, and filters by status',
  { tag: '@both' },
  async ({ adminPage: page }) => {
    const { tag } = await threeLeads();
    const search = page.getByRole('searchbox', { name: 'Search leads' });

    await search.fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    await expect(leadRows(page, tag)).toHaveCount(3);
    // The fallbacks for what a form did not send.
    const vikram = leadRows(page, `Vikram Shetty ${tag}`);
    await expect(vikram).toContainText('Not specified');
    await expect(vikram).toContainText('Website');

    for (const [term, expected] of [
      [`farah-${tag}@example`, 'Farah Khan'],
      [`Koramangala ${tag}`, 'Anita Rao'],
      [`ceiling ${tag}`, 'Farah Khan'],
    ] as const) {
      await search.fill(term);
      await expect(leadRows(page, tag)).toHaveCount(1);
      await expect(leadRows(page, tag)).toContainText(expected);
    }
    await search.fill('98860 00002');
    await expect(leadRows(page, `Vikram Shetty ${tag}`)).toHaveCount(1);

    await search.fill(tag);
    await expect(leadRows(page, tag)).toHaveCount(3);
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Converted' }).click();
    await expect(page).toHaveURL(/status=converted/);
    await expect(leadRows(page, tag)).toHaveCount(1);
    await expect(leadRows(page, tag)).toContainText(`Farah Khan ${tag}`);

    // Search and filter live in the URL: a reload keeps them.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search leads' })).toHaveValue(tag);
    await expect(leadRows(page, tag)).toHaveCount(1);

    await search.fill(`nobody-${uniqueTag()}`);
    await expect(page.getByText('No matching leads found. Try adjusting your filters.')).toBeVisible();
  },
);

test('the lead counters match the stored leads', async ({ adminPage: page }) => {
  test.setTimeout(90_000);
  await threeLeads();
  // Other specs add and change leads at the same time: a comparison counts only when the stored
  // counts were the same before and after the refresh.
  const stored = async () => {
    const [row] = await query<{ total: number; new: number; contacted: number; converted: number }>(
      `select count(*)::int as total, (count(*) filter (where status = 'new'))::int as new,
              (count(*) filter (where status = 'contacted'))::int as contacted, (count(*) filter (where status = 'converted'))::int as converted
       from contact_submissions`,
    );
    return row;
  };
  await expect
    .poll(
      async () => {
        const before = JSON.stringify(await stored());
        await page.getByRole('button', { name: 'Refresh leads' }).click();
        await expect(page.getByText('Loading leads...')).toBeHidden();
        const shown = JSON.stringify(await counters(page));
        const after = JSON.stringify(await stored());
        if (before !== after) return 'leads changed during the refresh';
        return shown === after ? 'the same' : `shown ${shown}, stored ${after}`;
      },
      { timeout: 60_000 },
    )
    .toBe('the same');
});

test('an admin changes a status from the table, and it stays after a reload @both', async ({ adminPage: page }, testInfo) => {
  // A finger on a phone, the mouse on a desktop.
  const press = (target: Locator) => (testInfo.project.use.hasTouch ? target.tap() : target.click());
  const { tag, ids } = await threeLeads();
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(tag);
  await expect(leadRows(page, tag)).toHaveCount(3);
  const before = await counters(page);

  await press(page.getByRole('combobox', { name: `Status of Anita Rao ${tag}` }));
  await press(page.getByRole('option', { name: 'Contacted' }));
  await expect(toastWith(page, 'Status Updated')).toContainText('Lead status has been updated successfully.');
  await expect(page.getByRole('combobox', { name: `Status of Anita Rao ${tag}` })).toHaveText('Contacted');
  // The counters moved with it (other specs may add new leads meanwhile, never contacted ones).
  await expect.poll(async () => (await counters(page)).contacted).toBeGreaterThanOrEqual(before.contacted + 1);

  await page.reload();
  await expect(page.getByRole('combobox', { name: `Status of Anita Rao ${tag}` })).toHaveText('Contacted');
  // The server renders each lead once for every width, its status shown before any script runs.
  const html = await (await page.request.get(`/admin/leads?q=${tag}`)).text();
  expect(html.split(`aria-label="View Anita Rao ${tag}"`)).toHaveLength(2);
  expect(html).toMatch(new RegExp(`aria-label="Status of Anita Rao ${tag}"[^>]*><span[^>]*>Contacted</span>`));
  // From the keyboard too: Enter opens the list on the chosen status, Escape closes it and leaves the focus on the button.
  const status = page.getByRole('combobox', { name: `Status of Anita Rao ${tag}` });
  await status.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Contacted' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(status).toBeFocused();
  // The change is on the lead's timeline, with who made it.
  const [event] = await query<{ kind: string; details: { from: string; to: string }; actor: string }>(
    `select e.kind, e.details, u.email as actor from lead_events e join users u on u.id = e.actor_id
     where e.lead_id = $1 and e.kind = 'status_changed'`,
    [ids[0]],
  );
  expect(event).toMatchObject({ kind: 'status_changed', details: { from: 'new', to: 'contacted' } });
});

test('an admin reads a lead in its dialog and changes its status there', { tag: '@both' }, async ({ adminPage: page, admin }) => {
  const { tag, ids } = await threeLeads();
  await query(
    `insert into lead_events (lead_id, kind, details)
     values ($1, 'notification_failed', '{"channel":"email","error":"SMTP 550 mailbox unavailable","attempts":5,"final":true}')`,
    [ids[0]],
  );
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(tag);
  await expect(leadRows(page, tag)).toHaveCount(3);

  await page.getByRole('button', { name: `View Anita Rao ${tag}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Anita Rao ${tag}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`lead=${ids[0]}`));
  for (const text of [
    `anita-${tag}@example.com`,
    '+91 98860 00001',
    'contact_page',
    'Koramangala',
    'Modular Kitchen',
    'Call after 6 pm.',
  ]) {
    await expect(dialog.getByText(text)).toBeVisible();
  }
  await expect(dialog.getByText('Notification: failed after 5 attempts: SMTP 550 mailbox unavailable')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Call Lead' })).toHaveAttribute('href', 'tel:+919886000001');

  await dialog.getByRole('combobox', { name: 'Lead status' }).click();
  await page.getByRole('option', { name: 'Lost' }).click();
  await expect(toastWith(page, 'Status Updated')).toContainText('Lead status has been updated successfully.');
  await expect(dialog.getByRole('combobox', { name: 'Lead status' })).toHaveText('Lost');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: `Status of Anita Rao ${tag}` })).toHaveText('Lost');

  // A lead without a message, opened from its link after a reload (as a bookmark from before the
  // screens had their own addresses has it).
  await page.goto(`/admin?tab=leads&lead=${ids[1]}`);
  await expect(page).toHaveURL(`/admin/leads?lead=${ids[1]}`);
  await expect(dialog.getByText('No message provided')).toBeVisible();
  await expect(dialog.getByText('Not specified')).toHaveCount(2);
  await expect(dialog.getByText('Notification: none recorded')).toBeVisible();

  await page.goto(`/admin/leads?lead=${ids[0]}`);
  await expect(dialog.getByRole('combobox', { name: 'Lead status' })).toHaveText('Lost');
  const rows = await query<{ status: string }>(`select status from contact_submissions where id = $1`, [ids[0]]);
  expect(rows[0]!.status).toBe('lost');
  const changes = await query<{ email: string }>(
    `select u.email from lead_events e join users u on u.id = e.actor_id where e.lead_id = $1 and e.kind = 'status_changed'`,
    [ids[0]],
  );
  expect(changes.map((row) => row.email)).toEqual([admin.email]);
});
