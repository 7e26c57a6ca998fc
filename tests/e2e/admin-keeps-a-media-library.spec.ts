// The media library: alt text required at upload unless 'Decorative', each image with where it is
// used, an image in use kept (no 'Delete', and the server refuses it), an unused one deleted, and
// 'Choose from library' filling the featured image.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, query, test, toastWith, uniqueTag } from './admin-fixtures.ts';

/** A PNG of one colour picked from the tag, so each run's images are new to the library. */
async function photo(tag: string, salt: number) {
  const value = (parseInt(tag.slice(0, 6), 16) + salt * 0x2f3b47) % 0xffffff;
  return sharp({ create: { width: 320, height: 240, channels: 3, background: `#${value.toString(16).padStart(6, '0')}` } })
    .png()
    .toBuffer();
}

test('images need alt text or Decorative; one in use cannot be deleted, an unused one can; the featured image comes from the library', async ({
  adminPage: page,
  baseURL,
}) => {
  const tag = uniqueTag();
  await page.getByRole('tab', { name: 'Media' }).click();
  await expect(page).toHaveURL('/admin/media-library');
  const upload = page.getByRole('form', { name: 'Upload image' });

  // Without alt text: refused, nothing stored.
  await upload.getByLabel('Image file').setInputFiles({ name: `bare-${tag}.png`, mimeType: 'image/png', buffer: await photo(tag, 1) });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload.getByText('Describe the image in its alt text, or mark it Decorative.')).toBeVisible();
  await expect(upload.getByRole('textbox', { name: 'Alt text' })).toHaveAttribute('aria-invalid', 'true');
  expect(await query(`select 1 from media where original_name = $1`, [`bare-${tag}.png`])).toEqual([]);

  // Marked Decorative: stored without alt text.
  await upload.getByRole('checkbox', { name: /Decorative/ }).check();
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toastWith(page, 'Success')).toContainText('Image uploaded.');
  const [decorative] = await query<{ file_name: string; alt_text: string | null; decorative: boolean }>(
    `select file_name, alt_text, decorative from media where original_name = $1`,
    [`bare-${tag}.png`],
  );
  expect(decorative).toMatchObject({ alt_text: null, decorative: true });

  // With alt text.
  const alt = `A carved jali screen ${tag}`;
  await upload.getByLabel('Image file').setInputFiles({ name: `jali-${tag}.png`, mimeType: 'image/png', buffer: await photo(tag, 2) });
  await upload.getByRole('textbox', { name: 'Alt text' }).fill(alt);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  const jaliCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: alt }) });
  await expect(jaliCard).toContainText('Not used');
  await expect(jaliCard).toContainText('320 × 240 px');
  const [jali] = await query<{ file_name: string }>(`select file_name from media where alt_text = $1`, [alt]);

  // Used by an article: the card says where, offers no 'Delete', and the server refuses one.
  const title = `Jali screens for small flats ${tag}`;
  await query(`insert into articles (title, slug, excerpt, content, category) values ($1, $2, '<p>x</p>', $3, 'Interior Tips')`, [
    title,
    `jali-${tag}`,
    `<p>Look:</p><img src="/media/${jali!.file_name}" alt="${alt}">`,
  ]);
  await page.reload();
  await expect(jaliCard).toContainText(`Article: ${title}`);
  await expect(jaliCard).toContainText('In use: cannot be deleted');
  await expect(jaliCard.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  const refused = await page.request.post('/admin/media-library', {
    form: { intent: 'delete', fileName: jali!.file_name },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(refused.status()).toBe(409);
  expect(await query(`select 1 from media where file_name = $1`, [jali!.file_name])).toHaveLength(1);

  // The unused decorative image goes.
  const decorativeCard = page.getByRole('listitem').filter({ has: page.locator(`img[src="/media/${decorative!.file_name}"]`) });
  await decorativeCard.getByRole('button', { name: 'Delete Decorative image' }).click();
  await expect(decorativeCard).toHaveCount(0);
  expect(await query(`select 1 from media where file_name = $1`, [decorative!.file_name])).toEqual([]);

  // 'Choose from library' fills the featured image of a new article.
  await page.getByRole('tab', { name: 'Article Management' }).click();
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  await dialog.getByRole('button', { name: 'Choose from library for the featured image' }).click();
  const library = page.getByRole('dialog', { name: 'Choose from library' });
  await library.getByRole('button', { name: `Choose ${alt}` }).click();
  await expect(library).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Featured Image URL' })).toHaveValue(`/media/${jali!.file_name}`);
});

test('a new project with two photos shows on /projects filtered by its locality and on its locality page, and opens the calculator with its inputs', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const title = `A Compact 2 BHK Kitchen ${tag}`;
  // Two photos, uploaded with alt text.
  await page.getByRole('tab', { name: 'Media' }).click();
  const upload = page.getByRole('form', { name: 'Upload image' });
  for (const [salt, alt] of [
    [3, `Walnut kitchen cabinets ${tag}`],
    [4, `A quartz counter with a hob ${tag}`],
  ] as const) {
    await upload
      .getByLabel('Image file')
      .setInputFiles({ name: `kitchen-${salt}-${tag}.png`, mimeType: 'image/png', buffer: await photo(tag, salt) });
    await upload.getByRole('textbox', { name: 'Alt text' }).fill(alt);
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('heading', { name: alt })).toBeVisible();
  }

  // The project, on the 'Portfolio' screen.
  await page.getByRole('tab', { name: 'Portfolio' }).click();
  await expect(page).toHaveURL('/admin/projects');
  await page.getByRole('link', { name: 'New Project' }).click();
  const form = page.locator('form#project-new');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Locality').selectOption({ label: 'Yelahanka' });
  await form.getByLabel('Service').selectOption({ label: 'Modular Kitchen' });
  await form.getByLabel('Property type').selectOption({ label: '2 BHK' });
  await form.getByLabel('Carpet area (sq ft)').fill('1100');
  await form.getByLabel('Package').selectOption({ label: 'Luxury' });
  await form.getByLabel('Budget range').selectOption({ label: '₹5 lakh to ₹10 lakh' });
  await form.getByLabel('Style').selectOption({ label: 'Modern' });
  await form.getByLabel('Description').fill('A narrow kitchen opened up with a parallel layout.\n\nFinished in 18 days.');
  // Without photos: refused under its field.
  await form.getByRole('button', { name: 'Save Project' }).click();
  await expect(form.getByText('Choose at least one photo from the library.')).toBeVisible();
  for (const alt of [`Walnut kitchen cabinets ${tag}`, `A quartz counter with a hob ${tag}`]) {
    await form.getByRole('button', { name: 'Choose from library' }).click();
    const library = page.getByRole('dialog', { name: 'Choose from library' });
    await library.getByRole('button', { name: `Choose ${alt}` }).click();
    await expect(library).toBeHidden();
    await expect(form.getByText(alt)).toBeVisible();
  }
  await form.getByRole('checkbox', { name: 'Published' }).check();
  await form.getByRole('button', { name: 'Save Project' }).click();
  await expect(toastWith(page, 'Success')).toContainText('Project saved.');
  await expect(page).toHaveURL(/\/admin\/projects\/[0-9a-f-]{36}$/);

  // /projects filtered by its locality, in the address (a GET form).
  await page.goto('/projects');
  const filters = page.getByRole('form', { name: 'Filter projects' });
  await filters.getByLabel('Locality').selectOption({ label: 'Yelahanka' });
  await filters.getByRole('button', { name: 'Show projects' }).click();
  // Only the chosen filter in the address, and the page lands on the results.
  await expect(page).toHaveURL(/\/projects\?locality=yelahanka#results$/);
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByRole('img', { name: `Walnut kitchen cabinets ${tag}` })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'A Calm 3BHK for a Growing Family' })).toHaveCount(0);
  await page.goto('/projects?locality=whitefield');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // The locality page lists it.
  await page.goto('/locations/yelahanka');
  await expect(page.getByRole('heading', { name: 'Our projects in Yelahanka' })).toBeVisible();
  await page.getByRole('link', { name: title }).click();

  // Its page: both photos, its details, structured data, and 'Get a Similar Design'.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('img', { name: `A quartz counter with a hob ${tag}` })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"CreativeWork"') && text.includes(title))).toBe(true);
  await page.getByRole('link', { name: 'Get a Similar Design' }).click();
  await expect(page).toHaveURL(/\/calculator\?service=modular-kitchen&property=2bhk&area=1100&package=luxury$/);
  await expect(page.getByRole('region', { name: 'Your estimate' })).toContainText('Modular Kitchen · 2 BHK · 1,100 sq ft · Luxury');
});

test(
  "a photo without alt text gets it where it is chosen: on the project form (whose carpet area takes '1,450') and for an article's featured image",
  { tag: '@both' },
  async ({ adminPage: page }, testInfo) => {
    const tag = uniqueTag();
    const press = (target: ReturnType<Page['locator']>) => (testInfo.project.use.hasTouch ? target.tap() : target.click());
    // Two images without alt text, as an earlier version's media folder brought them in.
    await page.getByRole('tab', { name: 'Media' }).click();
    const upload = page.getByRole('form', { name: 'Upload image' });
    const names = [`old-terrace-${tag}.png`, `old-hall-${tag}.png`];
    for (const [salt, name] of names.entries()) {
      await upload.getByLabel('Image file').setInputFiles({ name, mimeType: 'image/png', buffer: await photo(tag, 7 + salt) });
      await upload.getByRole('checkbox', { name: /Decorative/ }).check();
      await upload.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(toastWith(page, 'Success')).toContainText('Image uploaded.');
    }
    // Both stored before they lose 'Decorative' (the first upload's toast may still be showing when the second is sent).
    await expect
      .poll(async () => (await query<{ n: number }>(`select count(*)::int as n from media where original_name = any($1)`, [names]))[0]!.n)
      .toBe(2);
    await query(`update media set decorative = false where original_name = any($1)`, [names]);

    // The project form: the photo's alt text is written beside it, and the form keeps what was typed.
    const title = `A Terrace Garden ${tag}`;
    await page.goto('/admin/projects');
    await press(page.getByRole('link', { name: 'New Project' }));
    const form = page.locator('form#project-new');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Locality').selectOption({ label: 'Hebbal' });
    await form.getByLabel('Service').selectOption({ label: 'Modular Kitchen' });
    await form.getByLabel('Property type').selectOption({ label: '3 BHK' });
    await form.getByLabel('Carpet area (sq ft)').fill('1,450');
    await form.getByLabel('Package').selectOption({ label: 'Premium' });
    await form.getByLabel('Budget range').selectOption({ label: '₹5 lakh to ₹10 lakh' });
    await form.getByLabel('Style').selectOption({ label: 'Modern' });
    await form.getByLabel('Description').fill('Planters and a swing on a fourth-floor terrace.');
    await press(form.getByRole('button', { name: 'Choose from library' }));
    const library = page.getByRole('dialog', { name: 'Choose from library' });
    await press(library.getByRole('button', { name: `Choose ${names[0]} (no alt text)` }));
    await expect(library).toBeHidden();
    const photoAlt = `Planters along a terrace railing ${tag}`;
    await form.getByRole('textbox', { name: 'Alt text' }).fill(photoAlt);
    await press(form.getByRole('button', { name: 'Save alt text' }));
    await expect(form.getByText(photoAlt)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Alt text' })).toHaveCount(0);
    await expect(form.getByLabel('Title')).toHaveValue(title);
    await press(form.getByRole('button', { name: 'Save Project' }));
    await expect(toastWith(page, 'Success')).toContainText('Project saved.');
    expect(await query(`select carpet_area from projects where title = $1`, [title])).toEqual([{ carpet_area: 1450 }]);
    expect(await query(`select alt_text from media where original_name = $1`, [names[0]])).toEqual([{ alt_text: photoAlt }]);

    // The article's 'Choose from library': its name begins with the words it shows, and an image
    // without alt text is described in the article's dialog.
    await page.goto('/admin/articles');
    await press(page.getByRole('button', { name: 'New Article' }));
    const dialog = page.getByRole('dialog', { name: 'Create New Article' });
    const choose = dialog.getByRole('button', { name: 'Choose from library for the featured image' });
    await expect(choose).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withRules(['label-content-name-mismatch']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(`Terrace planters ${tag}`);
    await press(choose);
    await press(library.getByRole('button', { name: `Choose ${names[1]} (no alt text)` }));
    await expect(library).toBeHidden();
    const heroAlt = `A hall with a cane swing ${tag}`;
    await dialog.getByRole('textbox', { name: 'Alt text' }).fill(heroAlt);
    await press(dialog.getByRole('button', { name: 'Save alt text' }));
    await expect(dialog.getByRole('textbox', { name: 'Alt text' })).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`Terrace planters ${tag}`);
    expect(await query(`select alt_text from media where original_name = $1`, [names[1]])).toEqual([{ alt_text: heroAlt }]);
  },
);
