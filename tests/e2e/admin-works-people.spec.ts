// The person behind every enquiry: one phone number written four ways is one person, found by any
// writing of it; an enquiry sent from a locality's page records that locality; 'Merge' joins two
// people with their notes; and the lead list keeps the columns the product names, all in view.
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, insertLeads, test, toastWith, uniqueTag } from './admin-fixtures.ts';
import { appStarted } from './fixtures.ts';
import { formReady } from './lead-helpers.ts';

/** A mobile number of this test alone (ten digits, as a visitor in India has). */
function uniqueMobile(): string {
  return `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

function leadRows(page: Page, text: string) {
  return page.getByRole('row').filter({ hasText: text });
}

/** Sends a form the way the site's script does (the contact form, by fetch). */
async function sendEnquiry(page: Page, fields: Record<string, string>) {
  const response = await page.request.post('/api/leads', {
    form: { form: 'contact', message: 'Looking at a 2 BHK in Whitefield', ...fields },
    headers: { Origin: new URL(page.url()).origin, Accept: 'application/json' },
  });
  expect(response.status()).toBe(201);
}

test('four enquiries with one phone written four ways are one person, listed together by any writing of the number', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const mobile = uniqueMobile();
  const [head, tail] = [mobile.slice(0, 5), mobile.slice(5)];
  const writings = [`0${head} ${tail}`, `+91-${head}-${tail}`, `91${mobile}`, `${head} ${tail}`];
  for (const [index, phone] of writings.entries()) {
    await sendEnquiry(page, { name: `Kavitha ${tag} ${index}`, email: `kavitha-${index}-${tag}@example.com`, phone });
  }

  // Searched as WhatsApp and caller ID show it: all four.
  await page.goto(`/admin?tab=leads&q=${encodeURIComponent(`+91${mobile}`)}`);
  await expect(leadRows(page, `Kavitha ${tag}`)).toHaveCount(4);
  await expect(page.getByText('Showing 1–4 of 4 leads')).toBeVisible();
  // And as the first of them wrote it.
  await page.goto(`/admin?tab=leads&q=${encodeURIComponent(writings[0]!)}`);
  await expect(leadRows(page, `Kavitha ${tag}`)).toHaveCount(4);

  await leadRows(page, `Kavitha ${tag} 3`)
    .getByRole('link', { name: `Kavitha ${tag} 3` })
    .click();
  const person = page.getByRole('region', { name: 'Person', exact: true });
  await expect(person.getByText('4 enquiries')).toBeVisible();
  await expect(person.getByText(`+91${mobile}`)).toBeVisible();
  const earlier = page.getByRole('region', { name: 'Earlier enquiries from this person' });
  await expect(earlier.getByRole('link')).toHaveText([`Kavitha ${tag} 2`, `Kavitha ${tag} 1`, `Kavitha ${tag} 0`]);
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:+91${mobile}`);
});

test('an enquiry sent from a locality’s page shows that locality', async ({ adminPage: page }, testInfo) => {
  const tag = uniqueTag();
  await page.goto('/locations/koramangala');
  await appStarted(page);
  const form = page.getByRole('form', { name: 'Quick consultation' });
  await formReady(form);
  await form.getByLabel('Full Name').fill(`Ravi Koramangala ${tag}`);
  await form.getByLabel('Phone Number').fill(uniqueMobile());
  await form.getByLabel('Email Address').fill(`ravi-${tag}-${testInfo.project.name}@example.com`);
  await form.getByRole('button', { name: /Get/ }).click();
  await expect(page.getByText('Thank you! Our representative will contact you within 24 hours.', { exact: true }).first()).toBeVisible();

  await page.goto(`/admin?tab=leads&q=${tag}`);
  const row = leadRows(page, `Ravi Koramangala ${tag}`);
  await expect(row.getByRole('cell').nth(3)).toHaveText('Koramangala');
  await row.getByRole('button', { name: `View Ravi Koramangala ${tag}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('definition').filter({ hasText: /^Koramangala$/ })).toBeVisible();
  await expect(dialog.getByText('/locations/koramangala')).toBeVisible();
});

test('‘Merge’ joins two people and their notes; the merged person is no longer offered', { tag: '@both' }, async ({ adminPage: page }) => {
  const tag = uniqueTag();
  const [older, newer] = await insertLeads([
    { name: `Suresh Older ${tag}`, email: `suresh-${tag}@example.com`, phone: uniqueMobile(), service: 'Modular Kitchen' },
    { name: `Suresh Newer ${tag}`, email: `suresh.k-${tag}@work.example.com`, phone: uniqueMobile(), service: 'Wardrobe' },
  ]);
  // A note on the newer enquiry, written on its page.
  await page.goto(`/admin/leads/${newer}`);
  await appStarted(page);
  await page.getByLabel('Note').fill(`Prefers a call after 6 pm ${tag}`);
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(toastWith(page, 'Note added')).toBeVisible();

  // From the older enquiry: the same person as the newer one's e-mail.
  await page.goto(`/admin/leads/${older}`);
  await appStarted(page);
  const person = page.getByRole('region', { name: 'Person', exact: true });
  await expect(person.getByText('1 enquiry', { exact: false })).toBeVisible();
  await person.getByLabel('Same person as').fill(`suresh.k-${tag}@work.example.com`);
  await person.getByRole('button', { name: 'Find' }).click();
  await expect(person.getByText(`Suresh Newer ${tag}`)).toBeVisible();
  await person.getByRole('button', { name: `Merge Suresh Newer ${tag} into this person` }).click();
  await expect(toastWith(page, 'People merged')).toBeVisible();
  await expect(person.getByText('2 enquiries')).toBeVisible();
  // Merged: no longer someone else to merge.
  await expect(person.getByRole('button', { name: /^Merge / })).toHaveCount(0);
  await expect(person.getByText('Merge this person into the one above?')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Later enquiries from this person' }).getByRole('link')).toHaveText(`Suresh Newer ${tag}`);
  await expect(page.getByRole('list', { name: 'Activity, newest first' })).toContainText(
    `Merged Suresh Newer ${tag} into Suresh Older ${tag}`,
  );

  // The newer enquiry keeps its note, now under the one person.
  await page.goto(`/admin/leads/${newer}`);
  await expect(page.getByText(`Prefers a call after 6 pm ${tag}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Person', exact: true }).getByText('2 enquiries')).toBeVisible();
});

test('the lead list shows the columns the product names, every one in view with ‘View’ at 1280 px', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  await insertLeads([
    {
      name: `Column Check ${tag}`,
      email: `columns-${tag}@example.com`,
      phone: uniqueMobile(),
      service: 'False Ceiling',
      location: 'Hebbal',
      source: 'popup form',
    },
  ]);
  await page.goto(`/admin?tab=leads&q=${tag}`);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Name',
    'Contact',
    'Service',
    'Location',
    'Date',
    'Source',
    'Status',
    'Actions',
  ]);
  const row = leadRows(page, `Column Check ${tag}`);
  await expect(row.getByRole('cell')).toHaveText([
    /Column Check/,
    /columns-/,
    'False Ceiling',
    'Hebbal',
    /\d{4}/,
    'popup form',
    /New/,
    'View',
  ]);
  await expect(row.getByRole('button', { name: `View Column Check ${tag}` })).toBeInViewport({ ratio: 1 });
  // Nothing scrolls sideways: the page is as wide as the window.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});
