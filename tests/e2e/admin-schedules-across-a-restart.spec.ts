// An article scheduled a minute ahead in the admin is not public before its time and is public
// within two minutes after it, with the server stopped across that time and started again
// (decision 120: a time missed while no server ran is caught up at the start). The spec runs a
// production server of its own on a fresh data folder, since it stops it; one walk, on the desktop
// admin project.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { connectToSocket } from '#app/lib/db.server.ts';
import { tempDir } from '../support/databases.ts';
import { freePort, startServer } from '../support/processes.ts';
import type { RunningServer } from '../support/processes.ts';
import { expect, PASSWORD, signIn, test, toastWith, uniqueTag } from './admin-fixtures.ts';
import { staffPasswordHash } from './support/staff-password.ts';

const MINUTE = 60_000;
/** India time (UTC+05:30, no daylight saving) as a datetime-local field takes it: '2030-12-28T10:30'. */
const indiaTimeField = (at: Date) => new Date(at.getTime() + 330 * MINUTE).toISOString().slice(0, 16);

test('an article scheduled a minute ahead goes live on time across a server restart', async ({ browser }, info) => {
  test.skip(info.project.name !== 'admin-desktop', 'One walk is enough: it waits out a minute and restarts a server.');
  test.setTimeout(8 * MINUTE);
  const dataDir = tempDir();
  const port = String(await freePort());
  let server: RunningServer | null = await startServer({ DATA_DIR: dataDir, PORT: port });
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  try {
    const tag = uniqueTag();
    const email = `scheduler-${tag}@example.com`;
    const title = `Monsoon balcony ${tag}`;
    const slug = `monsoon-balcony-${tag}`;
    const database = connectToSocket(dataDir);
    try {
      await database.db
        .execute(sql`with u as (insert into users (email, password_hash) values (${email}, ${await staffPasswordHash()}) returning id)
        insert into user_roles (user_id, role) select id, 'admin' from u`);
      await database.db.execute(sql`insert into articles (title, slug, excerpt, content, category, is_published)
        values (${title}, ${slug}, '<p>Short.</p>', '<p>Plants that like the rain.</p>', 'Living Room', false)`);
    } finally {
      await database.close();
    }

    const page = await context.newPage();
    await page.goto('/admin-login');
    await signIn(page, { email, password: PASSWORD });
    await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
    await page.goto('/admin/articles');
    const row = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: title });
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });
    // The next whole minute at least a minute ahead (the field has minutes only).
    const publishAt = new Date(Math.ceil((Date.now() + MINUTE) / MINUTE) * MINUTE);
    await dialog.getByLabel('Publish at', { exact: true }).fill(indiaTimeField(publishAt));
    await dialog.getByRole('button', { name: 'Update Article' }).click();
    await expect(toastWith(page, 'Success')).toContainText('Article updated successfully.');
    await expect(row).toContainText('Scheduled');
    expect(Date.now()).toBeLessThan(publishAt.getTime());
    // As a visitor sees it (staff see a draft at its address, decision 123).
    const status = async () => (await fetch(`${server!.url}/article/${slug}`, { redirect: 'manual' })).status;
    expect(await status()).toBe(404);

    // The server stops before the time and starts again after it.
    expect(await server.stop()).toBe(0);
    server = null;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishAt.getTime() + 5_000 - Date.now())));
    server = await startServer({ DATA_DIR: dataDir, PORT: port });
    await expect.poll(status, { timeout: 2 * MINUTE, intervals: [1_000] }).toBe(200);
    expect(Date.now() - publishAt.getTime()).toBeLessThan(2 * MINUTE);
    const visitor = await browser.newContext({ baseURL: server.url });
    const reader = await visitor.newPage();
    await reader.goto(`/article/${slug}`);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await visitor.close();
  } finally {
    await context.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
