import type { Locator } from '@playwright/test';
import { appStarted } from './fixtures.ts';
import { createAccount, expect, insertLeads, openSession, query, signIn, test, toastWith, uniqueTag } from './admin-fixtures.ts';

// 'My day' (decision 116) and 'WhatsApp templates' (decision 117). The admin server is shared by
// the specs running beside this one: every assertion is about this test's own member, leads and
// template.

/** The current minute in India as a datetime-local value: always today there, and already due. */
function indiaNow(): string {
  return new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 16);
}

/** A ten-digit Indian mobile number unique enough for one test. */
function phoneFor(tag: string): string {
  return `97${[...tag].map((char) => parseInt(char, 16) % 10).join('')}`;
}

test(
  "a Sales member lands on 'My day'; 'Log call' with 'No answer' and a follow-up moves the lead under 'Follow-ups due today'",
  { tag: '@both' },
  async ({ page }) => {
    const tag = uniqueTag();
    const name = `Overdue Caller ${tag}`;
    const member = await createAccount('sales');
    const [id] = await insertLeads([
      { name, email: `myday-${tag}@example.com`, phone: `+91 ${phoneFor(tag)}`, service: 'Modular Kitchen' },
    ]);
    // Theirs, and its first response was due an hour ago: 'Overdue'.
    await query(
      `update contact_submissions set assigned_to = (select id from users where email = $1), response_due_at = now() - interval '1 hour' where id = $2`,
      [member.email.toLowerCase(), id],
    );

    await page.goto('/admin-login');
    await signIn(page, member);
    await expect(page).toHaveURL('/admin/my-day');
    await expect(page.getByRole('tab', { name: 'My day' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab')).toHaveText([
      'My day',
      'Lead Management',
      'Reports',
      'Pipeline',
      'Projects',
      'Payments',
      'Site diary',
    ]);
    await expect(page.getByRole('heading', { name: 'My day', level: 2 })).toBeVisible();
    const overdue = page.getByRole('region', { name: 'Overdue' });
    const followUps = page.getByRole('region', { name: 'Follow-ups due today' });
    const row = (section: typeof overdue) => section.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
    await expect(row(overdue)).toContainText('First response was due');
    await expect(row(followUps)).toHaveCount(0);
    // Its name opens the lead's page; 'Call' dials the lead.
    await expect(row(overdue).getByRole('link', { name })).toHaveAttribute('href', `/admin/leads/${id}`);
    await expect(row(overdue).getByRole('link', { name: 'Call', exact: true })).toHaveAttribute('href', `tel:+91${phoneFor(tag)}`);

    await appStarted(page);
    await row(overdue).getByRole('button', { name: 'Log call' }).click();
    const call = page.getByRole('dialog', { name: 'Log call' });
    await call.getByRole('radio', { name: 'No answer' }).check();
    await call.getByLabel('Note').fill('No answer from My day.');
    await call.getByLabel('Next follow-up').fill(indiaNow());
    await call.getByRole('button', { name: 'Save call' }).click();
    await expect(call).toBeHidden();
    await expect(toastWith(page, 'Call logged')).toBeVisible();

    // The call is first contact: no longer overdue; the follow-up is today's.
    await expect(row(followUps)).toContainText('Follow-up');
    await expect(row(overdue)).toHaveCount(0);
    const [stored] = await query<{ first_contact_at: Date | null; next_follow_up_at: Date | null }>(
      'select first_contact_at, next_follow_up_at from contact_submissions where id = $1',
      [id],
    );
    expect(stored!.first_contact_at).not.toBeNull();
    expect(stored!.next_follow_up_at).not.toBeNull();

    // Back from the phone's dialler after 'Call': 'Log call' opens by itself. (The test stays on the
    // page: the tap's own navigation is stopped, then the page is hidden and shown again.)
    await page.evaluate(() => {
      document.addEventListener('click', (event) => (event.target as Element).closest('a[href^="tel:"]') && event.preventDefault(), {
        capture: true,
      });
    });
    await row(followUps).getByRole('link', { name: 'Call', exact: true }).click();
    await page.evaluate(() => {
      for (const state of ['hidden', 'visible']) {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }
    });
    await expect(page.getByRole('dialog', { name: 'Log call' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Log call' }).getByRole('button', { name: 'Cancel' }).click();

    // The lead's timeline has the call.
    await row(followUps).getByRole('link', { name }).click();
    await expect(page.getByRole('region', { name: 'Activity' })).toContainText('Call logged: No answer');
  },
);

test(
  "a Sales member's 'New leads to call' lists their new leads; a 'Connected' call makes one Contacted, in 'Contacted' on the pipeline; a won lead's follow-up is not due",
  { tag: '@both' },
  async ({ page }, testInfo) => {
    const tag = uniqueTag();
    const member = await createAccount('sales');
    const [older, newer, won] = await insertLeads([
      {
        name: `Older New ${tag}`,
        email: `older-${tag}@example.com`,
        phone: `+91 ${phoneFor(tag).slice(0, 9)}1`,
        service: 'Modular Kitchen',
      },
      { name: `Newer New ${tag}`, email: `newer-${tag}@example.com`, phone: `+91 ${phoneFor(tag).slice(0, 9)}2`, service: 'Wardrobe' },
      { name: `Won Lead ${tag}`, email: `won-${tag}@example.com`, phone: `+91 ${phoneFor(tag).slice(0, 9)}3`, service: 'Wardrobe' },
    ]);
    // Theirs, their first response due tomorrow (not overdue); the won one with a follow-up due an hour ago.
    await query(
      `update contact_submissions set assigned_to = (select id from users where email = $1), response_due_at = now() + interval '1 day',
         created_at = now() - make_interval(mins => case id when $2 then 30 else 10 end) where id = any($3)`,
      [member.email.toLowerCase(), older, [older, newer]],
    );
    await query(
      `update contact_submissions set assigned_to = (select id from users where email = $1), status = 'converted', stage = 'won',
         next_follow_up_at = now() - interval '1 hour' where id = $2`,
      [member.email.toLowerCase(), won],
    );

    await openSession(page, member);
    await page.goto('/admin/my-day');
    await appStarted(page);
    const toCall = page.getByRole('region', { name: 'New leads to call' });
    const mine = new RegExp(`(Older|Newer) New ${tag}`);
    await expect(toCall.getByRole('link', { name: mine })).toHaveText([`Older New ${tag}`, `Newer New ${tag}`]);
    await expect(page.getByRole('region', { name: 'Follow-ups due today' }).getByRole('link', { name: `Won Lead ${tag}` })).toHaveCount(0);

    // 'Log call' with 'Connected': the lead is contacted and leaves the list.
    const row = toCall.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Older New ${tag}` }) });
    const press = (target: Locator) => (testInfo.project.use.hasTouch ? target.tap() : target.click());
    await press(row.getByRole('button', { name: 'Log call' }));
    const call = page.getByRole('dialog', { name: 'Log call' });
    await call.getByRole('radio', { name: 'Connected' }).check();
    await press(call.getByRole('button', { name: 'Save call' }));
    await expect(call).toBeHidden();
    await expect(toastWith(page, 'Call logged')).toBeVisible();
    await expect(toCall.getByRole('link', { name: mine })).toHaveText([`Newer New ${tag}`]);
    const [stored] = await query<{ status: string; stage: string }>('select status, stage from contact_submissions where id = $1', [older]);
    expect(stored).toEqual({ status: 'contacted', stage: 'contacted' });

    await page.goto('/admin/pipeline');
    await expect(
      page.getByRole('region', { name: 'Contacted', exact: true }).getByRole('article', { name: `Older New ${tag}` }),
    ).toBeVisible();
  },
);

test("an admin's WhatsApp template: unknown placeholders refused; on the lead page its link carries the filled text, and its use is on the timeline", async ({
  adminPage: page,
  context,
}) => {
  const tag = uniqueTag();
  const templateName = `Kitchen nudge ${tag}`;
  const lead = { name: `Kavya Template ${tag}`, email: `template-${tag}@example.com`, phone: `+91 ${phoneFor(tag)}` };
  const [id] = await insertLeads([{ ...lead, service: 'Modular Kitchen' }]);
  await query(`update contact_submissions set form = 'contact' where id = $1`, [id]);

  await page.getByRole('tab', { name: 'WhatsApp templates' }).click();
  await expect(page).toHaveURL('/admin/whatsapp-templates');
  const form = page.getByRole('region', { name: 'New template' });
  await form.getByLabel('Name').fill(templateName);
  await form.getByRole('textbox', { name: 'Message' }).fill('Hello {firstname}, about your {service}.');
  await form.getByRole('button', { name: 'Add template' }).click();
  await expect(
    form.getByText(
      'Unknown placeholder {firstname}. Use {first_name}, {service}, {estimate}, {visit_time}, {quote_link} or {payment_link}.',
    ),
  ).toBeVisible();

  await form.getByRole('textbox', { name: 'Message' }).fill('Hello ');
  await form.getByRole('button', { name: '{first_name}' }).click();
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello {first_name}');
  await form
    .getByRole('textbox', { name: 'Message' })
    .pressSequentially(', about your {service} & its estimate {estimate}: shall we talk?');
  await expect(form.getByTestId('template-new-preview')).toHaveText(
    'Hello Priya, about your Modular Kitchen & its estimate ₹4,94,000 – ₹6,05,000: shall we talk?',
  );
  await form.getByRole('button', { name: 'Add template' }).click();
  await expect(toastWith(page, 'Templates updated')).toContainText('The template is added.');
  await expect(page.getByRole('list', { name: 'Templates' }).getByRole('heading', { name: templateName })).toBeVisible();

  await page.goto(`/admin/leads/${id}`);
  await appStarted(page);
  await page.getByRole('button', { name: 'WhatsApp' }).click();
  const item = page.getByRole('menuitem', { name: templateName });
  // No estimate: left out, braces and all, and the line tidied.
  const text = `Hello Kavya, about your Modular Kitchen & its estimate: shall we talk?`;
  await expect(item).toHaveAttribute('href', `https://wa.me/91${phoneFor(tag)}?text=${encodeURIComponent(text)}`);
  await expect(page.getByRole('menuitem', { name: 'Plain chat' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/91\d{10}\?text=Hello%20Kavya%2C/,
  );

  // The use is recorded first; a slow answer does not keep the chat from opening.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/leads\/[^/]+\.data/, async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.continue();
  });
  const chat = context.waitForEvent('page');
  await item.click();
  const opened = await chat;
  expect(new URL(opened.url()).searchParams.get('text')).toBe(text);
  await opened.close();
  release();
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText(`WhatsApp message sent: ${templateName}`);
  const [stored] = await query<{ first_contact_at: Date | null }>('select first_contact_at from contact_submissions where id = $1', [id]);
  expect(stored!.first_contact_at).not.toBeNull();
});
