import type { APIRequestContext } from '@playwright/test';
import { createAccount, expect, query, test, toastWith, uniqueTag } from './admin-fixtures.ts';
import { holdingTheTurn } from './support/turn-lock.ts';

// The team's day (decision 110): new enquiries shared out in turn among the members who take
// leads, never to a deactivated member, and a person's next enquiry to the same member.

/** A public enquiry, as the site's contact form sends it; resolves once it is stored. */
async function enquire(request: APIRequestContext, fields: { name: string; email: string; phone: string }) {
  const response = await request.post('/api/leads', {
    form: { form: 'contact', ...fields, service: 'Modular Wardrobe', message: 'Please call me.' },
    headers: { Accept: 'application/json' },
  });
  expect(response.status()).toBeLessThan(300);
}

async function assigneeOf(email: string): Promise<string | null> {
  const rows = await query<{ assigned_to: string | null }>('select assigned_to from contact_submissions where email = $1', [email]);
  expect(rows).toHaveLength(1);
  return rows[0]!.assigned_to;
}

test('new enquiries alternate between the Sales members who take leads; a deactivated member gets none; the same phone goes to the same member', async ({
  adminPage: page,
  request,
}) => {
  // The turn is one for the whole server: one project checks it, so the two do not take each other's turns.
  const tag = uniqueTag();
  const members = await Promise.all([createAccount('sales'), createAccount('sales'), createAccount('sales')]);
  const ids = await query<{ id: string; email: string }>('select id, email from users where email = any($1)', [
    members.map((member) => member.email.toLowerCase()),
  ]);
  const idOf = (email: string) => ids.find((row) => row.email === email.toLowerCase())!.id;
  const [asha, bilal, gone] = members.map((member) => idOf(member.email)) as [string, string, string];
  // The deactivation spec shares leads in turn too: one at a time.
  await holdingTheTurn(async () => {
    try {
      await page.getByRole('tab', { name: 'Team' }).click();
      for (const member of members) {
        const form = page.getByRole('form', { name: `New leads for ${member.email}` });
        await form.getByLabel('Takes new leads').check();
        if (member === members[0]) await form.getByLabel('Daily limit').fill('50');
        await form.getByRole('button', { name: `Save new leads for ${member.email}` }).click();
        await expect(toastWith(page, 'Team updated')).toContainText(`${member.email}'s new leads were updated.`);
      }
      await expect(page.getByRole('form', { name: `New leads for ${members[0]!.email}` }).getByLabel('Daily limit')).toHaveValue('50');
      await query('update users set takes_leads = false where takes_leads and not (id = any($1))', [[asha, bilal, gone]]);
      await query('update users set deactivated_at = now() where id = $1', [gone]);

      const enquiries = Array.from({ length: 4 }, (_, index) => ({
        name: `Turn Lead ${index} ${tag}`,
        email: `turn-${index}-${tag}@example.com`,
        phone: `98${tag
          .replace(/[^0-9]/g, '')
          .padEnd(4, '7')
          .slice(0, 4)}${String(1000 + index)}`,
      }));
      const [{ now: start }] = (await query<{ now: Date }>('select now() as now')) as [{ now: Date }];
      const assignees: Array<string | null> = [];
      for (const enquiry of enquiries) {
        await enquire(request, enquiry);
        assignees.push(await assigneeOf(enquiry.email));
      }
      expect(new Set(assignees)).toEqual(new Set([asha, bilal]));
      expect(assignees).not.toContain(gone);
      // In turn: every lead the two were given meanwhile (other specs' leads on this server too,
      // arriving between these four) went to the one who did not have the one before.
      const given = await query<{ assigned_to: string }>(
        'select assigned_to from contact_submissions where assigned_to = any($1) and created_at >= $2 order by created_at, id',
        [[asha, bilal], start],
      );
      const turns = given.map((row) => row.assigned_to);
      expect(turns.length).toBeGreaterThanOrEqual(4);
      expect(turns.filter((member, index) => index > 0 && member === turns[index - 1])).toEqual([]);

      // The first enquirer writes again, their number written another way: the same member.
      const again = { name: `Turn Lead Again ${tag}`, email: `turn-again-${tag}@example.com`, phone: `+91 ${enquiries[0]!.phone}` };
      await enquire(request, again);
      expect(await assigneeOf(again.email)).toBe(assignees[0]);

      const [lead] = await query<{ id: string }>('select id from contact_submissions where email = $1', [again.email]);
      await page.goto(`/admin/leads/${lead!.id}`);
      const owner = members.find((member) => idOf(member.email) === assignees[0])!;
      await expect(page.getByRole('region', { name: 'Activity' })).toContainText(`Assigned automatically to ${owner.email}`);
    } finally {
      // Other specs' leads on this server stay unassigned.
      await query('update users set takes_leads = false where id = any($1)', [[asha, bilal, gone]]);
    }
  });
});

test("'Add lead' stores a walk-in, shown with 'Walk-in'; 'Edit' of its phone shows the old and new number on the timeline", async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const name = `Walk In ${tag}`;
  await page.getByRole('tab', { name: 'Lead Management' }).click();
  await page.getByRole('button', { name: 'Add lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add lead' });
  // The same checks as the public forms: a broken number is refused before anything is stored.
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Phone').fill('98450 1x');
  await dialog.getByLabel('How they reached us').selectOption('Walk-in');
  await dialog.getByRole('button', { name: 'Add lead' }).click();
  await expect(dialog.getByText('Use only digits, spaces, +, - and parentheses.')).toBeVisible();
  await dialog.getByLabel('Phone').fill('98450 44556');
  await dialog.getByLabel('Service').fill('Modular Kitchen');
  await dialog.getByLabel('Location').fill('Jayanagar');
  await dialog.getByLabel('Note').fill('Came in with a floor plan.');
  await dialog.getByRole('button', { name: 'Add lead' }).click();

  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByText(/Enquired on .* · Walk-in/)).toBeVisible();
  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(activity).toContainText('Enquiry received: Enquiry entered by staff');

  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit lead' });
  await edit.getByLabel('Phone').fill('98450 44557');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(activity).toContainText('Phone changed from “98450 44556” to “98450 44557”');

  // 'Log call': no answer, try again later today; the call counts as first contact.
  await page.getByRole('button', { name: 'Log call' }).click();
  const call = page.getByRole('dialog', { name: 'Log call' });
  await call.getByRole('button', { name: 'Save call' }).click();
  await expect(call.getByText('Choose how the call went.')).toBeVisible();
  await call.getByRole('radio', { name: 'No answer' }).check();
  await call.getByLabel('Note').fill('Rang twice, no answer.');
  await call.getByLabel('Next follow-up').fill('2030-01-15T16:30');
  await call.getByRole('button', { name: 'Save call' }).click();
  await expect(call).toBeHidden();
  await expect(activity).toContainText('Call logged: No answer');
  await expect(activity).toContainText('Rang twice, no answer.');
  await expect(activity).toContainText('Follow-up set for');
  const [stored] = await query<{ first_contact_at: Date | null; next_follow_up_at: Date | null }>(
    'select first_contact_at, next_follow_up_at from contact_submissions where name = $1',
    [name],
  );
  expect(stored!.first_contact_at).not.toBeNull();
  expect(stored!.next_follow_up_at?.toISOString()).toBe('2030-01-15T11:00:00.000Z');

  await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: name })
      .or(page.getByRole('listitem').filter({ hasText: name }))
      .first(),
  ).toContainText('Walk-in');
});
