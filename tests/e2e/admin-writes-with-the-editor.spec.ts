import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, query, test, toastWith, uniqueTag } from './admin-fixtures.ts';

const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function newArticle(page: Page) {
  await page.route('https://images.example.com/**', (route) => route.fulfill({ body: PIXEL, contentType: 'image/png' }));
  await page.getByRole('tab', { name: 'Article Management' }).click();
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  await expect(dialog.getByRole('textbox', { name: 'Content', exact: true })).toBeVisible();
  return dialog;
}

/** Resolves after two animation frames of the page (everything the last input scheduled has run). */
async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Moves the caret with a key the browser handles itself (End, arrows). The editor learns of the
 * new selection from the browser's selectionchange event, a moment later; a person's next key
 * comes after that, and so does the spec's (pressed at once, Enter could act on the old selection).
 */
async function moveCaret(page: Page, key: string) {
  await page.keyboard.press(key);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Selects one paragraph of the editor by its text (a triple click selects the whole block). */
async function selectLine(editor: Locator, text: string) {
  await editor.getByText(text, { exact: true }).click({ clickCount: 3 });
}

/** Saves the article and returns the HTML the browser sent for `field`. */
async function saveAndCapture(page: Page, dialog: Locator, field: 'content' | 'excerpt'): Promise<string> {
  const request = page.waitForRequest(
    (candidate) => candidate.method() === 'POST' && new URL(candidate.url()).pathname.startsWith('/admin/articles'),
  );
  await dialog.getByRole('button', { name: 'Create Article' }).click();
  const body = new URLSearchParams((await request).postData() ?? '');
  await expect(toastWith(page, 'Success')).toContainText('Article created successfully.');
  return body.get(field) ?? '';
}

async function fillRequired(dialog: Locator, page: Page, tag: string) {
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(`Editor check ${tag}`);
  await dialog.getByRole('combobox', { name: 'Category', exact: true }).fill('Interior Tips');
  await dialog.getByRole('textbox', { name: 'Excerpt', exact: true }).click();
  await page.keyboard.type('Every toolbar action.');
}

test('each toolbar action writes the HTML the site expects', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  const dialog = await newArticle(page);
  const editor = dialog.getByRole('textbox', { name: 'Content', exact: true });
  const toolbar = dialog.getByRole('toolbar', { name: 'Content formatting' });
  // After a toolbar command the editor takes its focus back and restores its selection on the
  // next animation frame; a person's next key comes later than that, and so does the spec's.
  const press = async (name: string) => {
    await toolbar.getByRole('button', { name, exact: true }).click();
    await nextFrames(page);
  };

  const lines = [
    'Heading one',
    'Heading two',
    'Heading three',
    'Back to text',
    'Bold words',
    'Italic words',
    'Underlined words',
    'Struck words',
    'Centred words',
    'Right words',
    'Left words',
    'Quoted words',
    'Code words',
    'Brass words',
    'Honey words',
    'Info words',
    'Warning words',
    'Cleared words',
    'Bullet one',
    'Numbered one',
    'Break here',
  ];
  await editor.click();
  for (const [index, line] of lines.entries()) {
    await page.keyboard.type(line);
    if (index < lines.length - 1) await page.keyboard.press('Enter');
  }

  await selectLine(editor, 'Heading one');
  await press('Heading 1');
  await selectLine(editor, 'Heading two');
  await press('Heading 2');
  await selectLine(editor, 'Heading three');
  await press('Heading 3');
  await selectLine(editor, 'Back to text');
  await press('Heading 2');
  await press('Paragraph');

  await selectLine(editor, 'Bold words');
  await press('Bold');
  await expect(editor.locator('strong')).toHaveText('Bold words');
  await press('Undo');
  await expect(editor.locator('strong')).toHaveCount(0);
  await press('Redo');
  await expect(editor.locator('strong')).toHaveText('Bold words');
  await expect(toolbar.getByRole('button', { name: 'Bold', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await selectLine(editor, 'Italic words');
  await press('Italic');
  await selectLine(editor, 'Underlined words');
  await press('Underline');
  await selectLine(editor, 'Struck words');
  await press('Strikethrough');
  await selectLine(editor, 'Centred words');
  await press('Align center');
  await selectLine(editor, 'Right words');
  await press('Align right');
  await selectLine(editor, 'Left words');
  await press('Align right');
  await press('Align left');
  await selectLine(editor, 'Quoted words');
  await press('Quote');
  await selectLine(editor, 'Code words');
  await press('Code block');

  await selectLine(editor, 'Brass words');
  await toolbar.getByRole('button', { name: 'Text colour' }).click();
  await page.getByRole('menuitem', { name: 'Brass' }).click();
  await selectLine(editor, 'Honey words');
  await toolbar.getByRole('button', { name: 'Background colour' }).click();
  await page.getByRole('menuitem', { name: 'Honey' }).click();

  await selectLine(editor, 'Info words');
  await press('Info callout');
  await selectLine(editor, 'Warning words');
  await press('Warning callout');

  await selectLine(editor, 'Cleared words');
  await press('Bold');
  await press('Heading 2');
  await press('Clear formatting');

  // Lists, and nesting with indent / outdent.
  await selectLine(editor, 'Bullet one');
  await press('Bullet list');
  // Type only once the editor has its focus back from the toolbar (slow machines lag here).
  await expect(editor.locator('ul li', { hasText: 'Bullet one' })).toBeVisible();
  await expect(editor).toBeFocused();
  await moveCaret(page, 'End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Bullet nested');
  await press('Indent');
  await expect(editor.locator('ul ul li', { hasText: 'Bullet nested' })).toBeVisible();
  await expect(editor).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Bullet back out');
  await press('Outdent');
  await selectLine(editor, 'Numbered one');
  await press('Numbered list');

  // A line break inside a paragraph: between "Break" and " here".
  await editor.getByText('Break here', { exact: true }).click();
  await moveCaret(page, 'End');
  for (let i = 0; i < ' here'.length; i++) await moveCaret(page, 'ArrowLeft');
  await press('Line break');

  // At the end: a link, a horizontal line, a table and an image by URL.
  await moveCaret(page, 'Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Visit ');
  await press('Insert link');
  const link = page.getByRole('dialog', { name: 'Insert link' });
  await link.getByRole('button', { name: 'Insert Link' }).click();
  await expect(link.getByText('Enter both the link text and the URL.')).toBeVisible();
  await link.getByRole('textbox', { name: 'Link text' }).fill('our studio');
  await link.getByRole('textbox', { name: 'URL' }).fill('aangan.example/studio');
  await link.getByRole('button', { name: 'Insert Link' }).click();
  await expect(link).toBeHidden();
  await press('Horizontal line');

  await press('Insert table');
  const table = page.getByRole('dialog', { name: 'Insert table' });
  await expect(table.getByRole('spinbutton', { name: 'Rows' })).toHaveValue('3');
  await expect(table.getByRole('spinbutton', { name: 'Columns' })).toHaveValue('3');
  await table.getByRole('spinbutton', { name: 'Rows' }).fill('11');
  await table.getByRole('button', { name: 'Insert Table' }).click();
  await expect(table.getByText('Rows and columns must each be between 1 and 10.')).toBeVisible();
  await table.getByRole('spinbutton', { name: 'Rows' }).fill('3');
  await table.getByRole('button', { name: 'Insert Table' }).click();
  await expect(editor.locator('table th')).toHaveCount(3);

  await moveCaret(page, 'Control+End');
  await press('Insert image');
  const image = page.getByRole('dialog', { name: 'Insert image' });
  await image.getByRole('button', { name: 'Insert Image' }).click();
  await expect(image.getByText('Enter the image URL, or upload an image.')).toBeVisible();
  await image.getByRole('textbox', { name: 'Image URL' }).fill('https://images.example.com/kitchen.png');
  await image.getByRole('textbox', { name: 'Alt text' }).fill('A brass and teak kitchen');
  await image.getByRole('combobox', { name: 'Position' }).click();
  await page.getByRole('option', { name: 'Left' }).click();
  await image.getByRole('combobox', { name: 'Size' }).click();
  await page.getByRole('option', { name: 'Small (200px)' }).click();
  await image.getByRole('button', { name: 'Insert Image' }).click();
  await expect(editor.getByRole('img', { name: 'A brass and teak kitchen' })).toBeVisible();

  await fillRequired(dialog, page, tag);
  const html = await saveAndCapture(page, dialog, 'content');

  for (const fragment of [
    '<h1>Heading one</h1>',
    '<h2>Heading two</h2>',
    '<h3>Heading three</h3>',
    '<p>Back to text</p>',
    '<p><strong>Bold words</strong></p>',
    '<p><em>Italic words</em></p>',
    '<p><u>Underlined words</u></p>',
    '<p><s>Struck words</s></p>',
    '<p style="text-align: center;">Centred words</p>',
    '<p style="text-align: right;">Right words</p>',
    '<p style="text-align: left;">Left words</p>',
    '<blockquote><p>Quoted words</p></blockquote>',
    '<pre><code>Code words</code></pre>',
    // Chromium writes the colours as rgb(): #8c5a22 and #fbecc6.
    '<p><span style="color: rgb(140, 90, 34);">Brass words</span></p>',
    '<p><span style="background-color: rgb(251, 236, 198);">Honey words</span></p>',
    '<div class="callout callout-info"><p>Info words</p></div>',
    '<div class="callout callout-warning"><p>Warning words</p></div>',
    '<p>Cleared words</p>',
    '<ul><li><p>Bullet one</p><ul><li><p>Bullet nested</p></li></ul></li><li><p>Bullet back out</p></li></ul>',
    '<ol><li><p>Numbered one</p></li></ol>',
    '<p>Break<br> here</p>',
    '<a target="_blank" rel="noopener noreferrer" href="https://aangan.example/studio">our studio</a>',
    '<hr>',
    '<img src="https://images.example.com/kitchen.png" alt="A brass and teak kitchen" data-align="left" style="width: 200px;">',
  ]) {
    expect(html, fragment).toContain(fragment);
  }
  // A 3 x 3 table whose first row holds the headers.
  const tableHtml = /<table[^>]*>[\s\S]*<\/table>/.exec(html)?.[0] ?? '';
  expect(tableHtml.match(/<tr>/g)).toHaveLength(3);
  expect(tableHtml.match(/<th\b/g)).toHaveLength(3);
  expect(tableHtml.match(/<td\b/g)).toHaveLength(6);
  expect(html).not.toContain('data:');
});

test('the editor counts characters, words and reading time, shows a placeholder, and works from the keyboard', async ({
  adminPage: page,
}) => {
  const dialog = await newArticle(page);
  const excerpt = dialog.getByRole('textbox', { name: 'Excerpt', exact: true });
  await expect(excerpt.locator('p[data-placeholder]')).toHaveAttribute('data-placeholder', /A short summary/);
  await expect(dialog.getByText('0 characters · 0 words · 0 min read').first()).toBeVisible();
  const box = await excerpt.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(500);

  await excerpt.click();
  await page.keyboard.type('Four words right here');
  await expect(dialog.getByText('21 characters · 4 words · 1 min read')).toBeVisible();
  // 201 words read in two minutes (200 words per minute, rounded up).
  await page.keyboard.insertText(' word'.repeat(197));
  await expect(dialog.getByText('1,006 characters · 201 words · 2 min read')).toBeVisible();

  // The toolbar is one tab stop; arrow keys move along it, Enter presses a button.
  const toolbar = dialog.getByRole('toolbar', { name: 'Excerpt formatting' });
  await dialog.getByRole('textbox', { name: 'Tags (comma-separated)' }).focus();
  await page.keyboard.press('Tab');
  await expect(toolbar.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Home');
  await expect(toolbar.getByRole('button', { name: 'Undo' })).toBeFocused();
  // Redo is disabled (nothing to redo), so the arrow skips it.
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Clear formatting' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Undo' })).toBeFocused();
  for (const name of [
    'Undo',
    'Redo',
    'Bold',
    'Italic',
    'Underline',
    'Strikethrough',
    'Heading 1',
    'Heading 2',
    'Heading 3',
    'Paragraph',
    'Align left',
    'Align center',
    'Align right',
    'Bullet list',
    'Numbered list',
    'Indent',
    'Outdent',
    'Insert link',
    'Insert image',
    'Upload image',
    'Quote',
    'Code block',
    'Insert table',
    'Text colour',
    'Background colour',
    'Line break',
    'Horizontal line',
    'Info callout',
    'Warning callout',
    'Clear formatting',
  ]) {
    await expect(toolbar.getByRole('button', { name, exact: true })).toHaveCount(1);
  }
});

test('an uploaded image shows in the editor, is stored as a URL and is served from the media store', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  const dialog = await newArticle(page);
  const editor = dialog.getByRole('textbox', { name: 'Content', exact: true });
  await editor.click();
  await page.keyboard.type('Our latest kitchen:');

  // A wide photo, as a phone would take it: re-encoded to WebP at most 1600 px wide.
  const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#b07a3b' } })
    .jpeg()
    .toBuffer();
  // 'Upload image' opens the library's upload form: the file goes up with its alt text.
  await dialog.getByRole('toolbar', { name: 'Content formatting' }).getByRole('button', { name: 'Upload image', exact: true }).click();
  const library = page.getByRole('dialog', { name: 'Choose from library' });
  await library.getByLabel('Image file').setInputFiles({ name: 'teak-kitchen.jpg', mimeType: 'image/jpeg', buffer: photo });
  await library.getByRole('textbox', { name: 'Alt text' }).fill('teak kitchen');
  await library.getByRole('button', { name: 'Upload', exact: true }).click();
  const image = page.getByRole('dialog', { name: 'Insert image' });
  const url = image.getByRole('textbox', { name: 'Image URL' });
  await expect(url).toHaveValue(/^\/media\/[0-9a-f]{32}\.webp$/);
  const src = await url.inputValue();
  await expect(image.getByRole('textbox', { name: 'Alt text' })).toHaveValue('teak kitchen');
  await image.getByRole('combobox', { name: 'Position' }).click();
  await page.getByRole('option', { name: 'Right' }).click();
  await image.getByRole('button', { name: 'Insert Image' }).click();

  const shown = editor.getByRole('img', { name: 'teak kitchen' });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1600);

  await fillRequired(dialog, page, tag);
  const html = await saveAndCapture(page, dialog, 'content');
  expect(html).toContain(`<img src="${src}" alt="teak kitchen" data-align="right" style="width: 400px;">`);
  const [row] = await query<{ content: string }>(`select content from articles where slug = $1`, [`editor-check-${tag}`]);
  expect(row!.content).toContain(`src="${src}"`);
  const media = await query<{ content_type: string; width: number; original_name: string }>(
    `select content_type, width, original_name from media where file_name = $1`,
    [src.slice('/media/'.length)],
  );
  expect(media).toEqual([{ content_type: 'image/webp', width: 1600, original_name: 'teak-kitchen.jpg' }]);

  const response = await page.request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const served = await sharp(await response.body()).metadata();
  expect(served).toMatchObject({ format: 'webp', width: 1600, height: 800 });
});
