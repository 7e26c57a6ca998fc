import type { Page } from '@playwright/test';
import { expect, query, test, toastWith, uniqueTag } from './admin-fixtures.ts';

// Scheduling, the badge's 'Undo', 'View', and a renamed article's redirect as an admin uses
// them (decisions 120, 121, 123, 130). That a scheduled article goes live on time across a
// restart is admin-schedules-across-a-restart.spec.ts (a minute ahead, on a server of its own) and
// the process test tests/integration/article-schedule-and-redirects.test.ts (seconds ahead).

function articleRow(page: Page, title: string) {
  return page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: title });
}

async function insertArticle(title: string, slug: string, isPublished: boolean) {
  await query(
    `insert into articles (title, slug, excerpt, content, category, is_published) values ($1, $2, '<p>Short.</p>', '<p>Body.</p>', 'Living Room', $3)`,
    [title, slug, isPublished],
  );
}

async function openEdit(page: Page, title: string) {
  await articleRow(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  return dialog;
}

// The refused loop answers 409, which the browser logs.
test.use({ allowConsoleErrors: [/status of 409/] });

test('an admin schedules a draft, undoes an unpublish, and renames a published article without breaking its old address', async ({
  adminPage: page,
  admin,
  request,
}) => {
  const tag = uniqueTag();
  const draft = `Scheduled jali ideas ${tag}`;
  const published = `Brass handles ${tag}`;
  await insertArticle(draft, `scheduled-jali-${tag}`, false);
  await insertArticle(published, `brass-handles-${tag}`, true);

  await page.getByRole('tab', { name: 'Article Management' }).click();
  await expect(page).toHaveURL('/admin/articles');

  // 'Publish at' in India time: 28 December 2030, 10:30 in Bengaluru is 05:00 UTC.
  let dialog = await openEdit(page, draft);
  await dialog.getByLabel('Publish at', { exact: true }).fill('2030-12-28T10:30');
  await dialog.getByRole('button', { name: 'Update Article' }).click();
  await expect(toastWith(page, 'Success')).toContainText('Article updated successfully.');
  await expect(articleRow(page, draft)).toContainText(/Scheduled December 28, 2030,? (at )?10:30 AM IST/);
  const [row] = await query<{ publish_at: Date; is_published: boolean }>(`select publish_at, is_published from articles where slug = $1`, [
    `scheduled-jali-${tag}`,
  ]);
  expect(row).toEqual({ publish_at: new Date('2030-12-28T05:00:00Z'), is_published: false });
  expect((await request.get(`/article/scheduled-jali-${tag}`)).status()).toBe(404);
  // The dialog shows the time as it was typed.
  dialog = await openEdit(page, draft);
  await expect(dialog.getByLabel('Publish at', { exact: true })).toHaveValue('2030-12-28T10:30');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // 'View' for a published article; the badge's toast offers 'Undo'.
  const publishedRow = articleRow(page, published);
  await expect(publishedRow.getByRole('link', { name: `View ${published} (opens in a new tab)` })).toHaveAttribute(
    'href',
    `/article/brass-handles-${tag}`,
  );
  await publishedRow.getByRole('button', { name: `Published: unpublish ${published}` }).click();
  const toast = toastWith(page, 'Success');
  await expect(toast).toContainText('Article publication status updated.');
  await expect(publishedRow.getByRole('button', { name: `Draft: publish ${published}` })).toBeVisible();
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(publishedRow.getByRole('button', { name: `Published: unpublish ${published}` })).toBeVisible();
  expect(await query(`select is_published from articles where slug = $1`, [`brass-handles-${tag}`])).toEqual([{ is_published: true }]);
  // Both clicks are saves in the article's 'History', by the admin (decision 130).
  dialog = await openEdit(page, published);
  await dialog.getByRole('button', { name: 'History' }).click();
  const revisions = dialog.getByRole('region', { name: 'History' }).getByRole('listitem');
  // Revisions are numbered 1, 2, 3… in the order they were saved (the inserted article has none).
  await expect(revisions).toHaveCount(2);
  await expect(revisions.filter({ hasText: 'Revision 2 (current)' })).toContainText(`${admin.email} · published`);
  await expect(revisions.filter({ hasText: 'Revision 1' })).toContainText(admin.email);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A published article renamed: the old address answers 301 to the new one; the sitemap names only the new one.
  dialog = await openEdit(page, published);
  await dialog.getByRole('textbox', { name: 'Slug', exact: true }).fill(`brass-handles-guide-${tag}`);
  await dialog.getByRole('button', { name: 'Update Article' }).click();
  await expect(toastWith(page, 'Success')).toContainText('Article updated successfully.');
  await expect.poll(async () => (await request.get(`/article/brass-handles-${tag}`, { maxRedirects: 0 })).status()).toBe(301);
  const moved = await request.get(`/article/brass-handles-${tag}`, { maxRedirects: 0 });
  expect(new URL(moved.headers()['location']!, 'http://x').pathname).toBe(`/article/brass-handles-guide-${tag}`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/article/brass-handles-guide-${tag}<`);
  expect(sitemap).not.toContain(`/article/brass-handles-${tag}<`);

  // 'Redirects' lists it; an admin's own redirect to the old address is stored with the final one.
  await page.getByRole('tab', { name: 'Redirects' }).click();
  await expect(page).toHaveURL('/admin/redirects');
  const list = page.getByRole('list', { name: 'Redirects' });
  await expect(list.getByRole('listitem').filter({ hasText: `/article/brass-handles-${tag}` })).toContainText(
    `/article/brass-handles-guide-${tag}`,
  );
  await page.getByRole('textbox', { name: 'From' }).fill(`/old-site/brass-${tag}`);
  await page.getByRole('textbox', { name: 'To' }).fill(`/article/brass-handles-${tag}`);
  await page.getByRole('button', { name: 'Add Redirect' }).click();
  await expect(toastWith(page, 'Success')).toContainText('Redirect added.');
  await expect(list.getByRole('listitem').filter({ hasText: `/old-site/brass-${tag}` })).toContainText(
    `/article/brass-handles-guide-${tag}`,
  );
  const old = await request.get(`/old-site/brass-${tag}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  // A redirect back to where it starts is refused with the reason under the field.
  await page.getByRole('textbox', { name: 'From' }).fill(`/article/brass-handles-guide-${tag}`);
  await page.getByRole('textbox', { name: 'To' }).fill(`/old-site/brass-${tag}`);
  await page.getByRole('button', { name: 'Add Redirect' }).click();
  await expect(page.getByText('An article lives at this path: it cannot be redirected.')).toBeVisible();
});
