// An article scheduled a minute ahead in the admin is not public before its time and is public
// after it, with the server stopped across that time and started again (decision 120: a time
// missed while no server ran is caught up at the start). The spec runs a production server of its
// own on a copy of the data folder template, since it stops it, and moves that server's clock past
// the time while it is stopped instead of waiting the minute out (decision 149).
import { createAccount, expect, openSession, query, test, toastWith, uniqueTag } from './admin-fixtures.ts';
import { startClockServer } from './support/clock-server.ts';

const MINUTE = 60_000;
/** India time (UTC+05:30, no daylight saving) as a datetime-local field takes it: '2030-12-28T10:30'. */
const indiaTimeField = (at: Date) => new Date(at.getTime() + 330 * MINUTE).toISOString().slice(0, 16);

test('an article scheduled a minute ahead goes live on time across a server restart', async ({ browser }) => {
  const server = await startClockServer();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  try {
    const tag = uniqueTag();
    const email = `scheduler-${tag}@example.com`;
    const title = `Monsoon balcony ${tag}`;
    const slug = `monsoon-balcony-${tag}`;
    await createAccount('admin', email, undefined, server);
    await query(
      `insert into articles (title, slug, excerpt, content, category, is_published) values ($1, $2, '<p>Short.</p>', '<p>Plants that like the rain.</p>', 'Living Room', false)`,
      [title, slug],
      server,
    );

    const page = await context.newPage();
    await openSession(page, { email }, server);
    await page.goto('/admin');
    await expect(page.getByText(`Welcome, ${email}`)).toBeVisible();
    await page.goto('/admin/articles');
    const row = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: title });
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });
    // The next whole minute at least a minute ahead of the server's time (the field has minutes only).
    const publishAt = new Date(Math.ceil((server.now().getTime() + MINUTE) / MINUTE) * MINUTE);
    await dialog.getByLabel('Publish at', { exact: true }).fill(indiaTimeField(publishAt));
    await dialog.getByRole('button', { name: 'Update Article' }).click();
    await expect(toastWith(page, 'Success')).toContainText('Article updated successfully.');
    await expect(row).toContainText('Scheduled');
    expect(server.now().getTime()).toBeLessThan(publishAt.getTime());
    // As a visitor sees it (staff see a draft at its address, decision 123).
    const status = async () => (await fetch(`${server.url}/article/${slug}`, { redirect: 'manual' })).status;
    expect(await status()).toBe(404);

    // The server stops before the time and starts again after it.
    expect(await server.stop()).toBe(0);
    await server.moveClockTo(new Date(publishAt.getTime() + 5_000));
    await server.start();
    await expect.poll(status, { timeout: 30_000, intervals: [250] }).toBe(200);
    expect(server.now().getTime() - publishAt.getTime()).toBeLessThan(2 * MINUTE);
    const [published] = await query<{ is_published: boolean; publish_at: Date | null }>(
      'select is_published, publish_at from articles where slug = $1',
      [slug],
      server,
    );
    expect(published).toEqual({ is_published: true, publish_at: null });
    const visitor = await browser.newContext({ baseURL: server.url });
    const reader = await visitor.newPage();
    await reader.goto(`/article/${slug}`);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await visitor.close();
  } finally {
    await context.close();
    await server.dispose();
  }
});
