// Staff work the 'Pipeline' board: a card moved to 'Lost' with the keyboard asks for 'Lost reason'
// (kept on the lead and its timeline); a status set in the lead list's dropdown moves the card; on
// a wide screen a card is dragged to another column. (The site visit's e-mail and its .ics
// invitation are proved over a real SMTP exchange in site-visits.server.int.test.ts.)
import type { Page } from '@playwright/test';
import { expect, insertLeads, query, test, toastWith, uniqueTag } from './admin-fixtures.ts';
import { appStarted } from './fixtures.ts';

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a card moved to Lost by keyboard asks for Lost reason; the status dropdown moves the card', async ({ adminPage: page }, info) => {
  const tag = uniqueTag();
  const name = `Pallavi Pipeline ${tag}`;
  const [id] = await insertLeads([
    { name, email: `pallavi-${tag}@example.com`, phone: '+91 98450 77881', service: 'Modular Kitchen', location: 'Koramangala' },
  ]);
  // Unassigned whatever another spec's members take meanwhile (the turn of automatic assignment).
  await query(`update contact_submissions set value_paise = 48500000, assigned_to = null where id = $1`, [id]);

  await page.goto('/admin/pipeline');
  await appStarted(page);
  await expect(page.getByRole('tab', { name: 'Pipeline' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article', { name });
  await expect(column(page, 'New').getByRole('article', { name })).toBeVisible();
  await expect(card).toContainText('Koramangala · Modular Kitchen');
  await expect(card).toContainText('₹4,85,000');
  await expect(card).toContainText('Unassigned');

  // 'Move to…' with the keyboard alone: open the menu, the last stage is 'Lost'.
  await page.getByRole('button', { name: `Move to… ${name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Lost' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Lost' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Lost reason' });
  await expect(dialog).toBeVisible();
  // Without a reason the move is refused; 'Other' needs words.
  await dialog.getByRole('button', { name: 'Move to Lost' }).click();
  await expect(dialog).toContainText('Choose a reason.');
  await dialog.getByRole('radio', { name: 'Other', exact: true }).check();
  await dialog.getByRole('button', { name: 'Move to Lost' }).click();
  await expect(dialog).toContainText('Say why the lead was lost.');
  await dialog.getByRole('textbox', { name: 'Other reason' }).fill('Moving to Pune');
  await dialog.getByRole('textbox', { name: 'Other reason' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, 'Lead moved')).toContainText('Moved to Lost.');
  await expect(column(page, 'Lost').getByRole('article', { name })).toBeVisible();
  expect(await query(`select stage, status, lost_reason, lost_reason_text from contact_submissions where id = $1`, [id])).toEqual([
    { stage: 'lost', status: 'lost', lost_reason: 'other', lost_reason_text: 'Moving to Pune' },
  ]);

  // The status dropdown of the lead list: 'Contacted' puts the card in 'Contacted'.
  await page.goto(`/admin/leads?q=${tag}`);
  await page.getByRole('combobox', { name: `Status of ${name}` }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await expect(toastWith(page, 'Status Updated')).toBeVisible();
  await page.goto('/admin/pipeline');
  await appStarted(page);
  await expect(column(page, 'Contacted').getByRole('article', { name })).toBeVisible();

  if (info.project.name === 'admin-desktop') {
    // A wide screen: drag the card onto the top of 'Design' (a column is as tall as the longest,
    // so its middle may be below the fold when other specs' leads fill 'New').
    await card.dragTo(column(page, 'Design'), { targetPosition: { x: 60, y: 30 } });
    await expect(column(page, 'Design').getByRole('article', { name })).toBeVisible();
    await expect
      .poll(async () => (await query<{ stage: string }>(`select stage from contact_submissions where id = $1`, [id]))[0]!.stage)
      .toBe('design');
  }

  // Every move is on the lead's timeline, the reason with it.
  await page.goto(`/admin/leads/${id}`);
  const activity = page.getByRole('list', { name: 'Activity, newest first' });
  await expect(activity).toContainText('Moved from New to Lost (status changed from new to lost) · Lost reason: Other (Moving to Pune)');
  await expect(activity).toContainText('Moved from Lost to Contacted');
});
