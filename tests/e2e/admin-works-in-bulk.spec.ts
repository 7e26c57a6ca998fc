import type { Page } from '@playwright/test';
import { createAccount, expect, insertLeads, query, test, toastWith, uniqueTag } from './admin-fixtures.ts';
import { mailPorts } from './support/servers.ts';
import { holdingTheTurn } from './support/turn-lock.ts';

// Bulk actions in the lead list (decision 118) and the team's 'Resend invite' and handover of a
// deactivated member's open leads (decision 119). Every lead and member is this test's own (a
// unique tag): the admin server is shared by specs running side by side.

/** A Sales member with a name, as the team sees them; their id and name. */
async function salesMember(name: string) {
  const account = await createAccount('sales');
  const [row] = await query<{ id: string }>('update users set name = $1 where email = $2 returning id', [
    name,
    account.email.toLowerCase(),
  ]);
  return { ...account, id: row!.id, name };
}

/** `count` unassigned leads named '<prefix> <n>' in one statement (each its own person); their ids, oldest first. */
async function manyLeads(prefix: string, count: number): Promise<string[]> {
  const digits = String(Math.floor(Math.random() * 90_000) + 10_000);
  // Written while holding the turn of automatic assignment, as insertLeads does: a spec running
  // beside this one may have members taking new leads at this moment.
  const rows = await holdingTheTurn(() =>
    query<{ id: string }>(
      `insert into contact_submissions (name, email, phone, service, location, created_at)
       select $1 || ' ' || n, lower(replace($1, ' ', '.')) || '.' || n || '@example.com', '+91 7' || $2 || lpad(n::text, 4, '0'),
              'Modular Kitchen', 'Hebbal', now() - make_interval(secs => 1000 - n)
       from generate_series(1, $3::int) as n returning id`,
      [prefix, digits, count],
    ),
  );
  return rows.map((row) => row.id);
}

function leadRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

test("ticks leads and 'Assign to…' a member, whose name then shows on each; 'Select all N that match' and 'Change status…'", async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const ravi = await salesMember(`Ravi Bulk ${tag}`);
  // 52 leads: more than a page of 50.
  await manyLeads(`Bulk ${tag}`, 52);
  await page.goto(`/admin/leads?q=${tag}`);
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByRole('status')).toHaveText('0 selected');
  await expect(bar.getByRole('button', { name: 'Assign to…' })).toBeDisabled();

  // Newest first: leads 52 and 51 head the list.
  await page.getByRole('checkbox', { name: `Select Bulk ${tag} 52` }).check();
  // With the keyboard too: the tick box is a real checkbox, Space ticks it.
  await page.getByRole('checkbox', { name: `Select Bulk ${tag} 51` }).focus();
  await page.keyboard.press('Space');
  await expect(bar.getByRole('status')).toHaveText('2 selected');
  await bar.getByRole('button', { name: 'Assign to…' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign 2 leads' });
  // Nothing chosen: the dialog says so and sends nothing.
  await assign.getByRole('button', { name: 'Assign 2 leads' }).click();
  await expect(assign.getByRole('alert')).toHaveText('Choose a member of the team who works on leads, or Unassigned.');
  await assign.getByLabel('Assign to').selectOption({ label: ravi.name });
  await assign.getByRole('button', { name: 'Assign 2 leads' }).click();
  await expect(toastWith(page, 'Leads updated')).toContainText(`2 leads assigned to ${ravi.name}.`);
  await expect(assign).toBeHidden();
  for (const n of [52, 51]) await expect(leadRow(page, `Bulk ${tag} ${n}`)).toContainText(`Assigned to: ${ravi.name}`);
  await expect(leadRow(page, `Bulk ${tag} 50`)).toContainText('Assigned to: Unassigned');
  await expect(bar.getByRole('status')).toHaveText('0 selected');

  // The whole page, then every lead the search matches.
  await bar.getByLabel('Select all on this page').check();
  await expect(bar.getByRole('status')).toHaveText('50 selected');
  await bar.getByRole('button', { name: 'Select all 52 that match' }).click();
  await expect(bar.getByRole('status')).toHaveText('52 selected');
  await expect(bar).toContainText('All 52 leads that match are selected.');
  await bar.getByRole('button', { name: 'Change status…' }).click();
  const status = page.getByRole('dialog', { name: 'Change the status of 52 leads' });
  await status.getByLabel('New status').selectOption('Contacted');
  await status.getByRole('button', { name: 'Change 52 leads' }).click();
  await expect(toastWith(page, 'Leads updated')).toContainText('52 leads set to Contacted.');
  await expect(leadRow(page, `Bulk ${tag} 52`).getByRole('combobox', { name: `Status of Bulk ${tag} 52` })).toHaveText('Contacted');
  const [counts] = await query<{ contacted: number; ravis: number }>(
    `select count(*) filter (where status = 'contacted')::int as contacted, count(*) filter (where assigned_to = $2)::int as ravis
     from contact_submissions where name like $1`,
    [`Bulk ${tag} %`, ravi.id],
  );
  expect(counts).toEqual({ contacted: 52, ravis: 2 });

  // Each lead's activity has its own line, naming who did it.
  await leadRow(page, `Bulk ${tag} 52`)
    .getByRole('link', { name: `Bulk ${tag} 52` })
    .click();
  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(activity).toContainText(`Assigned to ${ravi.name}`);
  await expect(activity).toContainText('Moved from New to Contacted (status changed from new to contacted)');
});

test("'Resend invite' gives a member who has not joined a new link, e-mailed, and the old one stops working", async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const email = `late-joiner-${tag}@example.com`;
  await page.getByRole('tab', { name: 'Team' }).click();
  await page.getByRole('button', { name: 'Add team member' }).click();
  const add = page.getByRole('dialog', { name: 'Add team member' });
  await add.getByLabel('Name').fill(`Late Joiner ${tag}`);
  await add.getByLabel('Email').fill(email);
  await add.getByRole('button', { name: 'Create invite' }).click();
  const first = await add.getByLabel('Invite link').inputValue();
  await add.getByRole('button', { name: 'Done' }).click();

  await page
    .getByRole('button', { name: `Resend invite to Late Joiner ${tag}` })
    .first()
    .click();
  const resend = page.getByRole('dialog', { name: `New invite for Late Joiner ${tag}` });
  const second = await resend.getByLabel('Invite link').inputValue();
  expect(second).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  expect(second).not.toBe(first);
  await expect(resend.getByText('We have also e-mailed it to them.')).toBeVisible();
  await resend.getByRole('button', { name: 'Done' }).click();
  const mails = async () =>
    ((await (await fetch(`http://127.0.0.1:${mailPorts().http}/mails`)).json()) as Array<{ to: string[]; text: string }>).filter((mail) =>
      mail.to.includes(email),
    );
  await expect.poll(async () => (await mails()).length).toBe(2);
  expect((await mails())[1]!.text).toContain(second);

  await page.goto(new URL(first).pathname);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await page.goto(new URL(second).pathname);
  await expect(page.getByRole('heading', { name: 'Join the team' })).toBeVisible();
});

test("deactivating a member with 'Share among the team' hands their open leads in turn to those who take new leads", async ({
  adminPage: page,
}) => {
  // The turn is the whole server's: one project, holding the turn while it shares.
  const tag = uniqueTag();
  const leaving = await salesMember(`Leaving ${tag}`);
  const asha = await salesMember(`Asha Turn ${tag}`);
  const bilal = await salesMember(`Bilal Turn ${tag}`);
  const open = await insertLeads(
    [1, 2, 3, 4].map((n) => ({
      name: `Handover ${tag} ${n}`,
      email: `handover-${n}-${tag}@example.com`,
      phone: `+91 96${tag.replace(/\D/g, '').padEnd(4, '3').slice(0, 4)}${String(1000 + n)}`,
    })),
  );
  const [won] = await insertLeads([{ name: `Won ${tag}`, email: `won-${tag}@example.com`, phone: '+91 96000 12345', status: 'converted' }]);
  await query('update contact_submissions set assigned_to = $1 where id = any($2)', [leaving.id, [...open, won]]);
  await query(`update contact_submissions set stage = 'won' where id = $1`, [won]);

  await holdingTheTurn(async () => {
    try {
      // Only Asha and Bilal take new leads while this runs.
      await query('update users set takes_leads = (id = any($1))', [[asha.id, bilal.id]]);
      await page.getByRole('tab', { name: 'Team' }).click();
      await page
        .getByRole('button', { name: `Deactivate ${leaving.name}` })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: `Deactivate ${leaving.name}?` });
      await expect(dialog.getByRole('group', { name: 'Who takes their 4 open leads?' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Deactivate' }).click();
      await expect(dialog.getByText('Choose who takes their open leads.')).toBeVisible();
      await dialog.getByLabel('Share among the team').check();
      await expect(dialog).toContainText('In turn among the 2 members who take new leads');
      await dialog.getByRole('button', { name: 'Deactivate' }).click();
      await expect(toastWith(page, 'Team updated')).toContainText(`${leaving.name} is deactivated and signed out.`);
    } finally {
      await query('update users set takes_leads = false where id = any($1)', [[asha.id, bilal.id]]);
    }
  });

  const rows = await query<{ id: string; assigned_to: string }>(
    'select id, assigned_to from contact_submissions where id = any($1) order by created_at, id',
    [[...open, won]],
  );
  const takers = rows.filter((row) => row.id !== won).map((row) => row.assigned_to);
  // In turn: the two alternate, two leads each; the converted lead stays with the member who won it.
  expect(new Set(takers)).toEqual(new Set([asha.id, bilal.id]));
  expect(takers.filter((member, index) => index > 0 && member === takers[index - 1])).toEqual([]);
  expect(rows.find((row) => row.id === won)!.assigned_to).toBe(leaving.id);

  await page.goto(`/admin/leads/${open[0]}`);
  const taker = takers[0] === asha.id ? asha : bilal;
  // Members are named with their e-mail beside the name on the timeline.
  const named = (member: { name: string; email: string }) => `${member.name} (${member.email.toLowerCase()})`;
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText(
    `Reassigned in turn from ${named(leaving)}, deactivated, to ${named(taker)}`,
  );
  const [audit] = await query<{ details: unknown }>(`select details from audit_log where action = 'team.deactivate' and entity_id = $1`, [
    leaving.id,
  ]);
  expect(audit!.details).toEqual({ openLeads: 4, leadsTo: 'share' });
});
