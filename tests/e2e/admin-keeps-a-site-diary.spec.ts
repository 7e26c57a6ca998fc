import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { connectToSocket } from '#app/lib/db.server.ts';
import { projectPlans } from '#db/schema.ts';
import { createProjectForAcceptedVersion } from '#app/features/billing/projects.server.ts';
import { acceptedVersion } from '../support/billing.ts';
import { fillStudioDetails } from '../support/studio.ts';
import { serverDataDir } from './support/servers.ts';
import { createAccount, createAdmin, expect, openSession, query, test, uniqueTag } from './admin-fixtures.ts';
import type { Page } from '@playwright/test';

// A project's stages and its site diary on a 375 px phone (decisions 172, 173; the diary passes
// axe). The admin server is shared with the specs beside this one: every assertion is about this
// test's own project.

// The Site member opens another's project on purpose: the browser notes its 404.
test.use({ allowConsoleErrors: [/status of 404/] });

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day of India's calendar, `days` from today. */
const indiaDay = (days: number) => new Date(Date.now() + 5.5 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

/** An accepted project (its stages made with it), supervised by the Site member when one is named. */
async function project(name: string, supervisorEmail?: string): Promise<string> {
  const { db, close } = connectToSocket(serverDataDir('admin'));
  try {
    const { versionId } = await acceptedVersion(db, {
      name,
      taxablePaise: 1_000_000,
      schedule: [
        { label: 'On booking', percent: 10 },
        { label: 'On design sign-off', percent: 40 },
        { label: 'Before installation', percent: 50 },
      ],
    });
    const { project: created } = await db.transaction((tx) => createProjectForAcceptedVersion(tx, versionId));
    if (supervisorEmail) {
      const [supervisor] = await query<{ id: string }>('select id from users where email = $1', [supervisorEmail.toLowerCase()]);
      await db.update(projectPlans).set({ siteSupervisorId: supervisor!.id }).where(eq(projectPlans.projectId, created.id));
    }
    return created.id;
  } finally {
    await close();
  }
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test("a Site member lands on 'Site diary', writes today's entry for the project they supervise and sees it @phone", async ({ page }) => {
  const tag = uniqueTag();
  const supervisor = await createAccount('site');
  const mine = `Diary ${tag}`;
  const theirs = `Elsewhere ${tag}`;
  await project(mine, supervisor.email);
  await project(theirs);

  await openSession(page, supervisor);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/site-diary$/);
  // Their only tab.
  await expect(page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab')).toHaveText(['Site diary']);
  await expect(page.getByRole('link', { name: new RegExp(theirs) })).toHaveCount(0);
  await page.getByRole('link', { name: new RegExp(mine) }).tap();

  await expect(page.getByRole('heading', { name: mine })).toBeVisible();
  await expect(page.getByText('Current stage: Design sign-off')).toBeVisible();
  await page.getByLabel('Note').fill(`Carcasses fixed in the kitchen ${tag}`);
  await page.getByLabel('Progress of Design sign-off (%)').fill('40');
  await page.getByLabel('Anything blocking?').fill('Granite slab not delivered');
  await page.getByRole('button', { name: 'Save entry' }).tap();

  await expect(page.getByRole('status').filter({ hasText: 'Entry saved.' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: `Carcasses fixed in the kitchen ${tag}` });
  await expect(entry).toContainText('Design sign-off: 40%');
  await expect(entry).toContainText('Blocking: Granite slab not delivered');
  // The form is empty again, for the next entry.
  await expect(page.getByLabel('Note')).toHaveValue('');
  await fitsThePhone(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // Another's project is not found for them.
  const [other] = await query<{ id: string }>('select id from customer_projects where customer_name = $1', [theirs]);
  const response = await page.goto(`/admin/site-diary/${other!.id}`);
  expect(response?.status()).toBe(404);
});

test("an Admin sets a stage's dates on a phone and the project reads 'Delayed by N days', then marks its milestone reached @phone", async ({
  page,
}) => {
  const tag = uniqueTag();
  const admin = await createAdmin();
  const name = `Stages ${tag}`;
  const projectId = await project(name);
  {
    const { db, close } = connectToSocket(serverDataDir('admin'));
    try {
      const [me] = await query<{ id: string }>('select id from users where email = $1', [admin.email.toLowerCase()]);
      await fillStudioDetails(db, me!.id);
    } finally {
      await close();
    }
  }

  await openSession(page, admin);
  await page.goto(`/admin/customer-projects/${projectId}`);
  const stages = page.getByRole('region', { name: 'Stages' });
  await expect(stages.getByTestId('work-status')).toHaveText('On track');
  await expect(stages.getByRole('listitem')).toHaveCount(5);

  await stages.getByRole('button', { name: 'Edit dates: Design sign-off' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Edit dates: Design sign-off' });
  await dialog.getByLabel('Planned date').fill(indiaDay(-5));
  await dialog.getByLabel('Actual date').fill(indiaDay(-2));
  await dialog.getByLabel('Milestone').selectOption({ label: 'On design sign-off' });
  await dialog.getByRole('button', { name: 'Save dates' }).tap();
  await expect(dialog).toBeHidden();

  await expect(stages.getByTestId('work-status')).toHaveText('Delayed by 3 days');
  const signOff = stages.getByRole('listitem').filter({ hasText: 'Design sign-off' });
  await expect(signOff).toContainText('Delayed by 3 days');
  await expect(signOff).toContainText('Milestone: On design sign-off');
  await fitsThePhone(page);

  // The stage is reached: billing's 'Mark reached' issues the milestone's tax invoice.
  await signOff.getByRole('button', { name: 'Mark reached: On design sign-off' }).tap();
  await expect(signOff.getByRole('button', { name: /Mark reached/ })).toHaveCount(0);
  await expect(page.locator('tr[data-milestone="2"]')).toContainText('Invoiced');
});
