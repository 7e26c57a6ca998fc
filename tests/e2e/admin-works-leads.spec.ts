// Staff work a lead from its own page (notes, follow-ups, assignment, the person's other
// enquiries, call, chat and e-mail), export what the list shows, and read 'Reports'.
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { expect, insertLeads, query, test, toastWith, uniqueTag } from './admin-fixtures.ts';
import { appStarted } from './fixtures.ts';

function leadRows(page: Page, text: string) {
  // One table on every width (phones draw its rows as cards), with its roles on both.
  return page.getByRole('row').filter({ hasText: text });
}

/** A datetime-local value in India time, `hours` from now (negative: in the past). */
function indiaTimeFromNow(hours: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + hours * 3_600_000));
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

async function searchLeads(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
}

test('an admin adds a note and sees it in Activity with their e-mail after a reload', async ({ adminPage: page, admin }) => {
  const tag = uniqueTag();
  const [id] = await insertLeads([
    {
      name: `Lakshmi Noted ${tag}`,
      email: `lakshmi-${tag}@example.com`,
      phone: '+91 98450 22334',
      service: 'Modular Kitchen',
      location: 'Jayanagar',
    },
  ]);
  // From the list's dialog to the lead's own page.
  await searchLeads(page, tag);
  await page.getByRole('button', { name: `View Lakshmi Noted ${tag}` }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Open lead' }).click();
  await expect(page).toHaveURL(`/admin/leads/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: `Lakshmi Noted ${tag}` })).toBeVisible();

  // Reach out from the lead.
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919845022334');
  // 'WhatsApp' is the plain chat's link, or, once the team has WhatsApp templates (other specs add
  // some on this server), a menu whose 'Plain chat' is that link.
  await appStarted(page);
  const menu = page.getByRole('button', { name: 'WhatsApp' });
  const withTemplates = (await menu.count()) > 0;
  if (withTemplates) await menu.click();
  await expect(
    withTemplates ? page.getByRole('menuitem', { name: 'Plain chat' }) : page.getByRole('link', { name: 'WhatsApp' }),
  ).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919845022334\?text=Hello%20Lakshmi%2C%20this%20is%20Aangan%20Interiors\..*Modular%20Kitchen/,
  );
  if (withTemplates) await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
    'href',
    `mailto:lakshmi-${tag}@example.com?subject=Your%20Modular%20Kitchen%20enquiry%20with%20Aangan%20Interiors`,
  );

  const note = `Called ${tag}: site visit on Saturday at 11, bring the laminate samples.`;
  await page.getByLabel('Note', { exact: true }).fill(note);
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(toastWith(page, 'Note added')).toBeVisible();
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('');

  await page.reload();
  const activity = page.getByRole('region', { name: 'Activity' });
  const entry = activity.getByRole('listitem').filter({ hasText: note });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText(admin.email);
  await expect(activity.getByRole('listitem').last()).toContainText('Enquiry received');
  const [stored] = await query<{ body: string; email: string }>(
    `select e.details->>'body' as body, u.email from lead_events e join users u on u.id = e.actor_id
     where e.lead_id = $1 and e.kind = 'note_added'`,
    [id],
  );
  expect(stored).toEqual({ body: note, email: admin.email });
});

test('an admin sets a follow-up in the past and finds the lead under Follow-ups due, then marks it done', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  const [id] = await insertLeads([{ name: `Ramesh Callback ${tag}`, email: `ramesh-${tag}@example.com`, phone: '+91 98450 44556' }]);
  await page.goto(`/admin/leads/${id}`);
  await appStarted(page);
  await page.getByLabel('Next follow-up').fill(indiaTimeFromNow(-2));
  await page.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(toastWith(page, 'Follow-up saved')).toBeVisible();
  await expect(page.getByText('Follow-up due').first()).toBeVisible();

  await page.goto('/admin/leads');
  await appStarted(page);
  await page.getByRole('checkbox', { name: 'Follow-ups due' }).click();
  await expect(page).toHaveURL(/due=1/);
  await expect(page.getByRole('checkbox', { name: 'Follow-ups due' })).toBeChecked();
  await searchLeads(page, tag);
  await expect(leadRows(page, tag)).toHaveCount(1);
  await expect(leadRows(page, tag)).toContainText('Follow-up due');

  await page.goto(`/admin/leads/${id}`);
  await appStarted(page);
  await page.getByRole('button', { name: 'Mark done' }).click();
  await expect(toastWith(page, 'Follow-up done')).toBeVisible();
  await expect(page.getByText('No follow-up planned.')).toBeVisible();
  // The old address of the list keeps its filters.
  await page.goto(`/admin?tab=leads&due=1&q=${tag}`);
  await expect(page).toHaveURL(`/admin/leads?due=1&q=${tag}`);
  await expect(page.getByText('No matching leads found. Try adjusting your filters.')).toBeVisible();
});

test('an admin assigns a lead to themselves and finds it under Assigned to me', async ({ adminPage: page, admin }) => {
  const tag = uniqueTag();
  const [id] = await insertLeads([{ name: `Gauri Assigned ${tag}`, email: `gauri-${tag}@example.com`, phone: '+91 98450 66778' }]);
  await page.goto(`/admin/leads/${id}`);
  await appStarted(page);
  await expect(page.getByLabel('Assigned to')).toHaveValue('');
  const [me] = await query<{ id: string }>('select id from users where email = $1', [admin.email]);
  await page.getByLabel('Assigned to').selectOption(me!.id);
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(toastWith(page, 'Assignment saved')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText(`Assigned to ${admin.email}`);

  await page.goto('/admin/leads');
  await appStarted(page);
  await page.getByRole('checkbox', { name: 'Assigned to me' }).click();
  await expect(page).toHaveURL(/mine=1/);
  await expect(page.getByRole('checkbox', { name: 'Assigned to me' })).toBeChecked();
  await searchLeads(page, tag);
  await expect(leadRows(page, tag)).toHaveCount(1);
  await expect(leadRows(page, tag)).toContainText(admin.email.split('@')[0]!);
});

test('an admin exports the leads the list shows as CSV, with a formula as inert text', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  const formula = '=HYPERLINK("http://x.example","click")';
  await insertLeads([
    { name: `Export One ${tag}`, email: `one-${tag}@example.com`, phone: '+91 98450 10001', service: 'False Ceiling' },
    { name: `Export Two ${tag}`, email: `two-${tag}@example.com`, phone: '+91 98450 10002', status: 'contacted' },
    { name: `Export Three ${tag}`, email: `three-${tag}@example.com`, phone: '+91 98450 10003', message: 'Hello, "quoted"\nsecond line' },
    { name: formula, email: `formula-${tag}@example.com`, phone: '+91 98450 10004' },
  ]);
  await searchLeads(page, tag);
  await expect(leadRows(page, tag)).toHaveCount(4);
  await expect(page.getByText('Showing 1–4 of 4 leads')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes.subarray(3).toString('utf8')) as string[][];
  expect(rows[0]).toEqual([
    'Name',
    'Email',
    'Phone',
    'Service',
    'Location',
    'Source',
    'Status',
    'Created',
    'Message',
    'Landing page',
    'Referrer',
    'UTM source',
    'UTM medium',
    'UTM campaign',
    'Assigned to',
    'Next follow-up',
    'Estimate',
  ]);
  expect(rows).toHaveLength(5);
  expect(
    rows
      .slice(1)
      .map((row) => row[1])
      .sort(),
  ).toEqual([`formula-${tag}@example.com`, `one-${tag}@example.com`, `three-${tag}@example.com`, `two-${tag}@example.com`].sort());
  const inert = rows.find((row) => row[1] === `formula-${tag}@example.com`)!;
  expect(inert[0]).toBe(`'${formula}`);
  expect(rows.find((row) => row[1] === `three-${tag}@example.com`)![8]).toBe('Hello, "quoted"\nsecond line');
  const [audit] = await query<{ details: { rows: number; filters: { q: string } } }>(
    `select details from audit_log where action = 'lead.export' and details->'filters'->>'q' = $1`,
    [tag],
  );
  expect(audit!.details).toMatchObject({ rows: 4, filters: { q: tag } });
});

test('a second enquiry with the same phone shows Earlier enquiries from this person', async ({ adminPage: page, baseURL }) => {
  const tag = uniqueTag();
  const phone = `+91 97${String(Date.now()).slice(-8)}`;
  for (const [name, email] of [
    [`Nikhil First ${tag}`, `nikhil-${tag}@example.com`],
    [`Nikhil Again ${tag}`, `nikhil.work-${tag}@example.com`],
  ]) {
    const answer = await page.request.post('/api/leads', {
      headers: { Origin: baseURL!, Accept: 'application/json' },
      form: { form: 'contact', name: name!, email: email!, phone, service: 'Modular Wardrobe', message: 'Please call.' },
    });
    expect(answer.status()).toBe(201);
  }
  const [second] = await query<{ id: string }>('select id from contact_submissions where email = $1', [`nikhil.work-${tag}@example.com`]);
  await page.goto(`/admin/leads/${second!.id}`);
  const earlier = page.getByRole('region', { name: 'Earlier enquiries from this person' });
  await expect(earlier).toBeVisible();
  await expect(earlier.getByRole('link', { name: `Nikhil First ${tag}` })).toBeVisible();
  // One person, known by both e-mails and the one phone.
  const person = page.getByRole('region', { name: 'Person', exact: true });
  await expect(person).toContainText('2 enquiries');
  await expect(person).toContainText(`nikhil-${tag}@example.com`);
  await expect(person).toContainText(`nikhil.work-${tag}@example.com`);

  await page.goto(`/admin/leads?q=${tag}`);
  await expect(leadRows(page, `Nikhil Again ${tag}`)).toContainText('Repeat enquiry');
  await expect(leadRows(page, `Nikhil First ${tag}`)).not.toContainText('Repeat enquiry');
});

test('Reports shows the weekly chart and its table', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  await insertLeads([{ name: `Report Lead ${tag}`, email: `report-${tag}@example.com`, phone: '+91 98450 77889', source: 'popup form' }]);
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page).toHaveURL('/admin/reports');
  const figure = page.getByRole('figure', { name: 'Leads per week by source' });
  await expect(figure.getByRole('img', { name: /Leads per week by source/ })).toBeVisible();
  const table = figure.getByRole('table', { name: 'Leads per week by source' });
  await expect(table).toBeVisible();
  // A header row and one row per week, twelve weeks by default.
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('columnheader', { name: 'popup form' })).toBeVisible();
  for (const title of [
    'Conversion by source',
    'Conversion by campaign',
    'Leads by locality',
    'Leads by service',
    'Time to first contact',
  ]) {
    await expect(page.getByRole('figure', { name: title })).toBeVisible();
  }

  // A range the form refuses says why, under the field.
  await page.getByLabel('From', { exact: true }).fill('2026-11-20');
  await page.getByLabel('To', { exact: true }).fill('2026-11-01');
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page.getByText('The last day must be on or after the first day.')).toBeVisible();
});
