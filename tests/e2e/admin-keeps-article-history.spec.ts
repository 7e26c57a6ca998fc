import type { Page } from '@playwright/test';
import { createAccount, expect, query, signIn, test, uniqueTag } from './admin-fixtures.ts';

// An article's 'History' and the warning a second editor gets (decisions 124, 125): a restored
// revision brings back the old text; a draft saves itself ('Saved'); a member who saves over
// another's change is told who made it and can compare first.

// The refused save answers 409, which the browser logs.
test.use({ allowConsoleErrors: [/status of 409/] });

async function openEdit(page: Page, title: string) {
  await page.goto('/admin/articles');
  await page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ hasText: title })
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  return dialog;
}

test('an editor restores an old revision, and a second editor saving the same article is warned', async ({ adminPage: page, browser }) => {
  const tag = uniqueTag();
  const title = `Pooja corner ${tag}`;
  const slug = `pooja-corner-${tag}`;
  // Revision 1 said teak; revision 2 (the article now) says sheesham.
  const [inserted] = await query<{ id: string }>(
    `insert into articles (title, slug, excerpt, content, category, version) values ($1, $2, '<p>Short.</p>', '<p>Sheesham shelves and a bell.</p>', 'Living Room', 2) returning id`,
    [title, slug],
  );
  const id = inserted!.id;
  await query(
    `insert into article_revisions (article_id, number, title, slug, excerpt, content, category, read_time, created_at)
     values ($1, 1, $2, $3, '<p>Short.</p>', '<p>Teak shelves and a bell.</p>', 'Living Room', 5, now() - interval '1 day'),
            ($1, 2, $2, $3, '<p>Short.</p>', '<p>Sheesham shelves and a bell.</p>', 'Living Room', 5, now())`,
    [id, title, slug],
  );

  let dialog = await openEdit(page, title);
  // Opened, the editor counts the article's text at once (it read 0 until the first keystroke).
  await expect(dialog.getByText('28 characters · 5 words · 1 min read')).toBeVisible();
  await dialog.getByRole('button', { name: 'History' }).click();
  await dialog.getByRole('button', { name: 'Compare revision 1' }).click();
  const changes = dialog.getByRole('region', { name: 'Changes since revision 1' });
  await expect(changes.locator('del')).toHaveText('Teak');
  await expect(changes.locator('ins')).toHaveText('Sheesham');
  await dialog.getByRole('button', { name: 'Restore revision 1' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Content', exact: true })).toHaveText('Teak shelves and a bell.');
  expect(await query(`select content, version from articles where id = $1`, [id])).toEqual([
    { content: '<p>Teak shelves and a bell.</p>', version: 3 },
  ]);
  await dialog.getByRole('button', { name: 'History' }).click();
  await expect(dialog.getByText('restored from revision 1')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Two editors open the same draft; the second one's change saves itself.
  const second = await createAccount('editor');
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await context.newPage();
  await other.goto('/admin-login');
  await signIn(other, second);
  await expect(other.getByText(`Welcome, ${second.email}`)).toBeVisible();
  dialog = await openEdit(page, title);
  const otherDialog = await openEdit(other, title);
  await otherDialog.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} with a jhoola`);
  await expect(otherDialog.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect(await query(`select title from articles where id = $1`, [id])).toEqual([{ title: `${title} with a jhoola` }]);
  await context.close();

  // The first editor's save is refused: who changed it and when; 'Compare'; then saving over it.
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} in brass`);
  await dialog.getByRole('button', { name: 'Update Article' }).click();
  const warning = dialog.getByRole('alert').filter({ hasText: 'changed this article on' });
  await expect(warning).toContainText(second.email);
  await warning.getByRole('button', { name: 'Compare' }).click();
  const theirs = warning.getByRole('region', { name: 'Their version against yours' });
  await expect(theirs.locator('del')).toContainText('with a jhoola');
  await expect(theirs.locator('ins')).toContainText('in brass');
  await warning.getByRole('button', { name: 'Save over their changes' }).click();
  await expect(warning).toBeHidden();
  await expect.poll(async () => query(`select title from articles where id = $1`, [id])).toEqual([{ title: `${title} in brass` }]);
});
