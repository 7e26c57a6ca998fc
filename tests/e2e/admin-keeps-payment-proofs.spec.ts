import type { Locator } from '@playwright/test';
import { connectToSocket } from '#app/lib/db.server.ts';
import { createProjectForAcceptedVersion } from '#app/features/billing/projects.server.ts';
import { createAccount, expect, openSession, query, test, uniqueTag } from './admin-fixtures.ts';
import { appStarted } from './fixtures.ts';
import { fillQuotationSettings } from './quotation-helpers.ts';
import { serverDataDir } from './support/servers.ts';
import { acceptedVersion } from '../support/billing.ts';
import { cameraJpeg } from '../support/photos.ts';

// 'Record payment' with a photo of the proof, on a phone (decision 169): the payment shows
// 'Proof', which opens the photo; an Editor who has the photo's address is refused it.

test(
  "a payment recorded on a phone with a photo of the proof shows 'Proof', which opens it; an Editor is refused it",
  { tag: '@phone' },
  async ({ adminPage: page, browser }, testInfo) => {
    const press = (target: Locator) => (testInfo.project.use.hasTouch ? target.tap() : target.click());
    const socket = connectToSocket(serverDataDir('admin'));
    let projectId: string;
    try {
      const { versionId } = await acceptedVersion(socket.db, { name: `Farah Proof ${uniqueTag()}`, taxablePaise: 10_000_000 });
      projectId = (await socket.db.transaction((tx) => createProjectForAcceptedVersion(tx, versionId))).project.id;
    } finally {
      await socket.close();
    }
    await fillQuotationSettings(page, press);
    await page.goto(`/admin/customer-projects/${projectId}`);
    await appStarted(page);

    await press(page.getByRole('button', { name: 'Record payment: On booking' }));
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByLabel('Amount (₹)').fill('5,000');
    await dialog.getByLabel('Mode').selectOption('UPI');
    await dialog.getByLabel('Reference (UTR or cheque number)').fill('412345678999');
    await dialog.getByLabel('Photo of the proof').setInputFiles({
      name: 'IMG_2041.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraJpeg({ width: 1200, height: 1600 }),
    });
    await press(dialog.getByRole('button', { name: 'Record payment' }));
    await expect(dialog).toHaveCount(0);

    const proof = page.getByRole('region', { name: 'Payments' }).getByRole('link', { name: 'Proof' });
    await expect(proof).toBeVisible();
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const address = await proof.getAttribute('href');
    expect(address).toMatch(/^\/admin\/private-files\/[0-9a-f-]{36}\/1600\.webp$/);
    const [stored] = await query<{ taken_at: Date | null }>(
      `select f.taken_at from payments p join private_files f on f.id = p.proof_file_id where p.project_id = $1`,
      [projectId],
    );
    expect(stored?.taken_at).not.toBeNull();

    // It opens beside the project's page: the photo, 1200 px wide as it was taken.
    const opened = page.context().waitForEvent('response', (response) => response.url().endsWith(address!));
    const popup = page.waitForEvent('popup');
    await press(proof);
    const answer = await opened;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/webp');
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    const photo = await popup;
    await expect(photo.locator('img')).toHaveJSProperty('naturalWidth', 1200);
    await photo.close();

    const editor = await createAccount('editor');
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const editorPage = await context.newPage();
      await openSession(editorPage, editor);
      const refused = await editorPage.goto(address!);
      expect(refused?.status()).toBe(403);
      expect(refused?.headers()['content-type']).not.toContain('image/');
    } finally {
      await context.close();
    }
  },
);
