// Staff work the 'Pipeline' board: a card moved to 'Lost' with the keyboard asks for 'Lost reason'
// (kept on the lead and its timeline); a status set in the lead list's dropdown moves the card; on
// a wide screen a card is dragged to another column; on a phone 'Move to…' waits for the finger to
// lift and opens a sheet, and the page is never wider than the screen (the board scrolls alone). A booked site visit's e-mail carries its .ics
// invitation, and a reschedule to another designer sends the one replaced its cancel (the mail
// catcher's copies; every case of the invitations is in site-visits.server.int.test.ts).
import type { Page } from '@playwright/test';
import { createAccount, expect, insertLeads, query, test, toastWith, uniqueTag } from './admin-fixtures.ts';
import { appStarted } from './fixtures.ts';
import { mailPorts } from './support/servers.ts';

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test(
  'a card moved to Lost by keyboard asks for Lost reason; the status dropdown moves the card',
  { tag: '@both' },
  async ({ adminPage: page }) => {
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

    if ((page.viewportSize()?.width ?? 0) >= 1024) {
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
  },
);

test(
  "a finger on 'Move to…' moves nothing until a stage is chosen in its sheet; the board scrolls inside the screen's width",
  { tag: '@both' },
  async ({ adminPage: page }, testInfo) => {
    const tag = uniqueTag();
    const name = `Tara Touch ${tag}`;
    const lostName = `Lata Lost ${tag}`;
    const [id, lostId] = await insertLeads([
      { name, email: `tara-${tag}@example.com`, phone: '+91 98450 77883', service: 'Modular Kitchen', location: 'Jayanagar' },
      { name: lostName, email: `lata-${tag}@example.com`, phone: '+91 98450 77884', service: 'Wardrobe', location: 'Hebbal' },
    ]);
    await query(`update contact_submissions set assigned_to = null where id = any($1)`, [[id, lostId]]);
    // A card in the last column, as far right as the board goes.
    await query(`update contact_submissions set stage = 'lost', status = 'lost', stage_changed_at = now() where id = $1`, [lostId]);
    const stored = async () =>
      (
        await query<{ stage: string; status: string; first_contact_at: Date | null }>(
          `select stage, status, first_contact_at from contact_submissions where id = $1`,
          [id],
        )
      )[0]!;

    await page.goto('/admin/pipeline');
    await appStarted(page);
    await expect(column(page, 'Lost').getByRole('article', { name: lostName })).toBeVisible();
    if (testInfo.project.use.hasTouch) await moveByFinger();
    // The page is as wide as the screen: the board scrolls sideways inside it, the header stays.
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);

    async function moveByFinger() {
      // A finger lands on 'Move to…', rests, and lifts where the menu's 'Design' would stand had the
      // landing opened it (on the button itself when nothing opened).
      const move = page.getByRole('button', { name: `Move to… ${name}` });
      await move.scrollIntoViewIfNeeded();
      const box = (await move.boundingBox())!;
      const landing = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const touch = await page.context().newCDPSession(page);
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [landing] });
      await page.waitForTimeout(300);
      const design = page.getByRole('menuitem', { name: 'Design' });
      const under = (await design.isVisible()) ? await design.boundingBox() : null;
      if (under) {
        await touch.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: under.x + under.width / 2, y: under.y + under.height / 2 }],
        });
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

      // The completed tap opens the sheet at the foot of the screen; nothing moved, nobody was contacted.
      const sheet = page.getByRole('dialog', { name: 'Move to…' });
      await expect(sheet).toBeVisible();
      await expect(sheet).toContainText(name);
      const sheetBox = (await sheet.boundingBox())!;
      expect(Math.round(sheetBox.y + sheetBox.height)).toBe(page.viewportSize()!.height);
      // (The open sheet hides the board from the accessibility tree: the card is found by its place.)
      await expect(page.locator(`section[data-stage="new"] article[aria-label="${name}"]`)).toBeVisible();
      expect(await stored()).toEqual({ stage: 'new', status: 'new', first_contact_at: null });

      // A stage chosen by a tap: the card in its new column, with the focus.
      await sheet.getByRole('button', { name: 'Design', exact: true }).tap();
      await expect(sheet).toBeHidden();
      const moved = column(page, 'Design').getByRole('article', { name });
      await expect(moved).toBeVisible();
      await expect(moved).toBeFocused();
      await expect.poll(async () => (await stored()).stage).toBe('design');
      await expect(column(page, 'New').getByRole('article', { name })).toHaveCount(0);
    }
  },
);

type Mail = { to: string[]; subject: string; text: string; calendars: Array<{ type: string; content: string }> };
const mailsTo = async (email: string): Promise<Mail[]> =>
  ((await (await fetch(`http://127.0.0.1:${mailPorts().http}/mails`)).json()) as Mail[]).filter((mail) => mail.to.includes(email));

test("a booked site visit's e-mail carries an .ics invitation; a new designer gets it and the one replaced its cancel", async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const name = `Tanvi Visit ${tag}`;
  const customer = `tanvi-${tag}@example.com`;
  const first = await createAccount('sales', `designer-a-${tag}@example.com`);
  const second = await createAccount('sales', `designer-b-${tag}@example.com`);
  await query(`update users set name = $2 where email = $1`, [first.email, `Deepa Designer ${tag}`]);
  await query(`update users set name = $2 where email = $1`, [second.email, `Farhan Designer ${tag}`]);
  const [id] = await insertLeads([{ name, email: customer, phone: '+91 98450 77882', service: 'Modular Kitchen', location: 'HSR Layout' }]);

  await page.goto(`/admin/leads/${id}`);
  await appStarted(page);
  await page.getByRole('button', { name: 'Book site visit' }).click();
  const booking = page.getByRole('dialog', { name: 'Book site visit' });
  await booking.getByLabel('Date').fill('2030-12-02');
  await booking.getByLabel('Time').fill('11:30');
  await expect(booking.getByLabel('Address')).toHaveValue('HSR Layout');
  await booking.getByLabel('Designer').selectOption({ label: `Deepa Designer ${tag} (${first.email})` });
  await booking.getByRole('button', { name: 'Book site visit' }).click();
  await expect(toastWith(page, 'Site visit booked')).toBeVisible();

  // The customer's and the designer's e-mails each carry the invitation: METHOD:REQUEST, one UID.
  const invitation = async (email: string, subject: string) => {
    await expect.poll(async () => (await mailsTo(email)).filter((mail) => mail.subject === subject).length).toBe(1);
    const mail = (await mailsTo(email)).find((each) => each.subject === subject)!;
    expect(mail.calendars.length).toBeGreaterThan(0);
    return mail.calendars[0]!;
  };
  const toCustomer = await invitation(customer, 'Site visit on December 2, 2030 at 11:30 AM IST');
  expect(toCustomer.type).toMatch(/method=REQUEST/i);
  expect(toCustomer.content).toContain('METHOD:REQUEST');
  expect(toCustomer.content).toContain('DTSTART:20301202T060000Z');
  const uid = /UID:(\S+)/.exec(toCustomer.content)![1]!;
  expect((await invitation(first.email, 'Site visit on December 2, 2030 at 11:30 AM IST')).content).toContain(`UID:${uid}`);
  await expect(page.getByRole('list', { name: 'Activity, newest first' })).toContainText('Site visit booked');

  // 'Reschedule' to Farhan: he gets the invitation, Deepa its cancel (same UID), the customer the update.
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const moving = page.getByRole('dialog', { name: 'Reschedule site visit' });
  await moving.getByLabel('Designer').selectOption({ label: `Farhan Designer ${tag} (${second.email})` });
  await moving.getByRole('button', { name: 'Reschedule' }).click();
  await expect(toastWith(page, 'Site visit rescheduled')).toBeVisible();
  const cancel = await invitation(first.email, `Site visit no longer yours: ${name}`);
  expect(cancel.type).toMatch(/method=CANCEL/i);
  expect(cancel.content).toContain(`UID:${uid}`);
  expect(cancel.content).toContain('SEQUENCE:1');
  const moved = 'Site visit moved to December 2, 2030 at 11:30 AM IST';
  for (const email of [second.email, customer]) {
    const update = await invitation(email, moved);
    expect(update.content).toContain('METHOD:REQUEST');
    expect(update.content).toContain(`UID:${uid}`);
  }
  await page.reload();
  await expect(page.getByRole('list', { name: 'Activity, newest first' })).toContainText(
    `with Farhan Designer ${tag} (${second.email}) instead of Deepa Designer ${tag} (${first.email})`,
  );
});
