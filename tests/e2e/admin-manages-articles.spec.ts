import type { Page } from '@playwright/test';
import { expect, query, test, toastWith, uniqueTag } from './admin-fixtures.ts';

// A 1x1 PNG, served for the https image addresses the specs use (the test machine is offline).
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function openArticles(page: Page) {
  await page.getByRole('tab', { name: 'Article Management' }).click();
  await expect(page).toHaveURL('/admin/articles');
  await expect(page.getByRole('group', { name: 'Total Articles' })).toBeVisible();
}

function articleRow(page: Page, title: string) {
  return page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: title });
}

async function typeInEditor(page: Page, name: 'Excerpt' | 'Content', text: string) {
  const editor = page.getByRole('textbox', { name, exact: true });
  await editor.click();
  await page.keyboard.type(text);
}

type StoredArticle = {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  author_name: string | null;
  read_time: number;
  is_featured: boolean;
  is_published: boolean;
  featured_image_url: string | null;
  meta_title: string | null;
  meta_description: string | null;
};

async function stored(slug: string): Promise<StoredArticle | undefined> {
  const rows = await query<StoredArticle>(`select * from articles where slug = $1`, [slug]);
  return rows[0];
}

test('an admin creates a published, featured article with every field', async ({ adminPage: page }) => {
  await page.route('https://images.example.com/**', (route) => route.fulfill({ body: PIXEL, contentType: 'image/png' }));
  const tag = uniqueTag();
  const title = `Pooja Unit Ideas for Compact Homes ${tag}!`;
  await openArticles(page);
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  await expect(dialog).toBeVisible();

  // Defaults of a new article (docs/product.md, 'The admin panel').
  await expect(dialog.getByRole('spinbutton', { name: 'Read Time (minutes)' })).toHaveValue('5');
  await expect(dialog.getByRole('textbox', { name: 'Author Name' })).toHaveValue('Aangan Design Team');
  await expect(dialog.getByRole('checkbox', { name: 'Featured Article' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Publish Article' })).not.toBeChecked();

  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(dialog.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(`pooja-unit-ideas-for-compact-homes-${tag}`);
  await dialog.getByRole('combobox', { name: 'Category', exact: true }).fill('Vastu Design');
  await dialog.getByRole('spinbutton', { name: 'Read Time (minutes)' }).fill('7');
  await dialog.getByRole('textbox', { name: 'Author Name' }).fill('Meera Iyer');
  await dialog.getByRole('textbox', { name: 'Featured Image URL' }).fill('https://images.example.com/pooja.png');
  await dialog.getByRole('textbox', { name: 'Meta Title (SEO)' }).fill('Pooja units for small flats');
  const description = 'Wall-mounted and corner pooja units that fit a 2BHK.';
  await dialog.getByRole('textbox', { name: 'Meta Description (SEO)' }).fill(description);
  await expect(dialog.getByText(`${description.length}/160 characters`)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Meta Description (SEO)' })).toHaveAttribute('maxlength', '160');
  await dialog.getByRole('textbox', { name: 'Tags (comma-separated)' }).fill(' vastu , pooja room,, small homes ');
  await typeInEditor(page, 'Excerpt', 'Four pooja unit layouts for compact flats.');
  await typeInEditor(page, 'Content', 'Start with the wall that faces east.');
  await dialog.getByRole('checkbox', { name: 'Featured Article' }).click();
  await expect(dialog.getByText(/At most 3 featured articles appear on the Articles page/)).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Publish Article' }).click();
  await dialog.getByRole('button', { name: 'Create Article' }).click();

  await expect(toastWith(page, 'Success')).toContainText('Article created successfully.');
  await expect(dialog).toBeHidden();
  const row = articleRow(page, title);
  await expect(row).toContainText('Four pooja unit layouts for compact flats.');
  await expect(row).toContainText('Vastu Design');
  await expect(row).toContainText('Meera Iyer');
  await expect(row).toContainText('Published');
  await expect(row).toContainText('Featured');

  expect(await stored(`pooja-unit-ideas-for-compact-homes-${tag}`)).toMatchObject({
    title,
    category: 'Vastu Design',
    read_time: 7,
    author_name: 'Meera Iyer',
    featured_image_url: 'https://images.example.com/pooja.png',
    meta_title: 'Pooja units for small flats',
    meta_description: description,
    tags: ['vastu', 'pooja room', 'small homes'],
    is_featured: true,
    is_published: true,
    excerpt: '<p>Four pooja unit layouts for compact flats.</p>',
    content: '<p>Start with the wall that faces east.</p>',
  });
});

test.describe('refused saves', () => {
  test.use({ allowConsoleErrors: [/status of 409/] });

  test('required fields are enforced, and empty optional fields are saved as null', async ({ adminPage: page }) => {
    const tag = uniqueTag();
    await openArticles(page);
    await page.getByRole('button', { name: 'New Article' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Article' });
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await expect(toastWith(page, 'Error')).toContainText('Title is required.');
    for (const message of [
      'Title is required.',
      'Slug is required.',
      'Category is required.',
      'Excerpt is required.',
      'Content is required.',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();

    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(`Quiet draft ${tag}`);
    await dialog.getByRole('combobox', { name: 'Category', exact: true }).fill('Interior Tips');
    await dialog.getByRole('textbox', { name: 'Author Name' }).fill('');
    await dialog.getByRole('spinbutton', { name: 'Read Time (minutes)' }).fill('0');
    await typeInEditor(page, 'Excerpt', 'A draft.');
    await typeInEditor(page, 'Content', 'Not ready yet.');
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await expect(dialog.getByText('Read time must be at least 1 minute.')).toBeVisible();
    await dialog.getByRole('spinbutton', { name: 'Read Time (minutes)' }).fill('1');

    // A slug another article already has is refused by the server.
    await dialog
      .getByRole('textbox', { name: 'Slug', exact: true })
      .fill('choosing-a-modular-kitchen-layout-for-a-compact-bangalore-apartment');
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await expect(dialog.getByText('An article with this slug already exists. Choose another slug.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Slug', exact: true }).fill(`quiet-draft-${tag}`);
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await expect(toastWith(page, 'Success')).toContainText('Article created successfully.');
    await expect(articleRow(page, `Quiet draft ${tag}`)).toContainText('Draft');

    expect(await stored(`quiet-draft-${tag}`)).toMatchObject({
      author_name: null,
      featured_image_url: null,
      meta_title: null,
      meta_description: null,
      tags: [],
      read_time: 1,
      is_featured: false,
      is_published: false,
    });
  });
});

test('an admin edits, publishes, features and deletes an article', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  const title = `Wardrobe lofts ${tag}`;
  await query(
    `insert into articles (title, slug, excerpt, content, category, tags, author_name, read_time)
     values ($1, $2, '<p>Lofts above wardrobes.</p>', '<p>Measure the ceiling first.</p>', 'Bedroom Design', '{storage}', 'Aangan Design Team', 4)`,
    [title, `wardrobe-lofts-${tag}`],
  );
  await openArticles(page);
  const row = articleRow(page, title);
  await expect(row).toContainText('Draft');

  await row.getByRole('button', { name: `Draft: publish ${title}` }).click();
  await expect(toastWith(page, 'Success')).toContainText('Article publication status updated.');
  await expect(row.getByRole('button', { name: `Published: unpublish ${title}` })).toBeVisible();
  await expect.poll(async () => (await stored(`wardrobe-lofts-${tag}`))?.is_published).toBe(true);

  await row.getByRole('button', { name: `Feature ${title}` }).click();
  await expect(toastWith(page, 'Success')).toContainText('Article featured status updated.');
  await expect(row).toContainText('Featured');
  await expect.poll(async () => (await stored(`wardrobe-lofts-${tag}`))?.is_featured).toBe(true);

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(dialog.getByRole('textbox', { name: 'Tags (comma-separated)' })).toHaveValue('storage');
  await expect(dialog.getByRole('textbox', { name: 'Content', exact: true })).toContainText('Measure the ceiling first.');
  await expect(dialog.getByRole('checkbox', { name: 'Publish Article' })).toBeChecked();
  const renamed = `Wardrobe lofts that reach the ceiling ${tag}`;
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
  // A published article keeps its address when its title changes.
  await expect(dialog.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(`wardrobe-lofts-${tag}`);
  await dialog.getByRole('button', { name: 'Update Article' }).click();
  await expect(toastWith(page, 'Success')).toContainText('Article updated successfully.');
  const renamedRow = articleRow(page, renamed);
  await expect(renamedRow).toBeVisible();
  expect(await stored(`wardrobe-lofts-${tag}`)).toMatchObject({ title: renamed, tags: ['storage'], read_time: 4 });

  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this article?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(renamedRow).toBeVisible();
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(page, 'Success')).toContainText('Article deleted successfully.');
  await expect(renamedRow).toHaveCount(0);
  expect(await stored(`wardrobe-lofts-${tag}`)).toBeUndefined();
});
