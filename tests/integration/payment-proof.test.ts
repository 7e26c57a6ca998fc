// 'Record payment' with a photo of the proof, over HTTP against the production app in the test's
// process: the phone's JPEG (GPS, camera, time taken) is stored as WebP copies without any of it in
// the data folder, the payment names it, and GET /admin/private-files/<id>/<width>.webp serves it
// privately (no shared cache, no sniffing) to an Admin and to the Sales member whose lead it is;
// a visitor is sent to sign in, an Editor refused, another Sales member told there is no such
// file. A photo over the limit is refused with 413 and nothing is recorded.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectToSocket } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { contactSubmissions, payments, privateFiles, projectMilestones } from '#db/schema.ts';
import { createAdminUser } from '#app/features/accounts/accounts.server.ts';
import { createProjectForAcceptedVersion } from '#app/features/billing/projects.server.ts';
import { PHOTO_MAX_BYTES, PHOTO_TEXTS } from '#app/lib/private-files/photo-rules.ts';
import { LOCAL_FOLDER } from '#app/lib/private-files/storage.server.ts';
import { acceptedVersion, setStudioDetails } from '../support/billing.ts';
import { signInCookie } from '../support/admin-http.ts';
import { startInProcess } from '../support/in-process.ts';
import type { InProcessServer } from '../support/in-process.ts';
import { cameraJpeg } from '../support/photos.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const PASSWORD = 'carved teak doors and brass handles';

describe("'Record payment' with a photo of the proof", () => {
  let server: InProcessServer;
  let socket: { db: Database; close(): Promise<void> };
  let projectId: string;
  let milestoneId: string;
  const cookies: Record<'admin' | 'editor' | 'sales' | 'otherSales', string> = { admin: '', editor: '', sales: '', otherSales: '' };
  const get = (address: string, cookie?: string) =>
    fetch(`${server.url}${address}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
  const record = (photo: Uint8Array, cookie: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: 'record-payment',
      milestoneId,
      amount: '1,000',
      receivedOn: '2026-11-20',
      mode: 'cash',
    }))
      form.append(name, value);
    form.append('proof', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_2041.jpg');
    return fetch(`${server.url}/admin/customer-projects/${projectId}.data`, {
      method: 'POST',
      body: form,
      headers: { Cookie: cookie, Origin: server.url },
    });
  };

  beforeAll(async () => {
    server = await startInProcess();
    socket = connectToSocket(server.dataDir);
    const ids: Record<string, string> = {};
    for (const [who, role] of [
      ['admin', 'admin'],
      ['editor', 'editor'],
      ['sales', 'sales'],
      ['otherSales', 'sales'],
    ] as const) {
      const email = `${who.toLowerCase()}@example.com`;
      await createAdminUser(socket.db, email, PASSWORD);
      const { rows } = await socket.db.execute<{ id: string }>(
        sql`update user_roles set role = ${role} where user_id = (select id from users where email = ${email}) returning user_id as id`,
      );
      ids[who] = rows[0]!.id;
      cookies[who] = await signInCookie(server.url, email, PASSWORD);
    }
    await setStudioDetails(socket.db);
    const { leadId, versionId } = await acceptedVersion(socket.db, { name: 'Meera Rao' });
    await socket.db.update(contactSubmissions).set({ assignedTo: ids.sales }).where(eq(contactSubmissions.id, leadId));
    const { project } = await socket.db.transaction((tx) => createProjectForAcceptedVersion(tx, versionId));
    projectId = project.id;
    const [booking] = await socket.db
      .select()
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, project.id))
      .orderBy(projectMilestones.position);
    milestoneId = booking!.id;
  });
  afterAll(async () => {
    await socket?.close();
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('stores the photo without its metadata and serves it privately to those who see the project', async () => {
    const recorded = await record(await cameraJpeg({ width: 2000, height: 1500 }), cookies.sales);
    expect(recorded.status).toBe(201);
    const [payment] = await socket.db.select().from(payments).where(eq(payments.projectId, projectId));
    const [file] = await socket.db.select().from(privateFiles).where(eq(privateFiles.id, payment!.proofFileId!));
    expect(file).toMatchObject({ ownerId: projectId, purpose: 'payment_proof', store: 'local' });
    expect(file!.takenAt?.toISOString()).toBe('2026-11-20T08:33:22.000Z');
    expect(fs.readdirSync(path.join(server.dataDir, LOCAL_FOLDER, file!.id)).sort()).toEqual(['1600.webp', '480.webp']);

    for (const cookie of [cookies.admin, cookies.sales]) {
      const answer = await get(`/admin/private-files/${file!.id}/1600.webp`, cookie);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
    }
    // The project's page links 'Proof' to it.
    const page = await get(`/admin/customer-projects/${projectId}`, cookies.sales);
    expect(await page.text()).toContain(`/admin/private-files/${file!.id}/1600.webp`);

    const visitor = await get(`/admin/private-files/${file!.id}/480.webp`);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toContain('/admin-login');
    const editor = await get(`/admin/private-files/${file!.id}/480.webp`, cookies.editor);
    expect(editor.status).toBe(403);
    expect(editor.headers.get('content-type')).not.toContain('image/');
    const other = await get(`/admin/private-files/${file!.id}/480.webp`, cookies.otherSales);
    expect(other.status).toBe(404);
    expect(await other.text()).toBe('No such file.');
    expect((await get(`/admin/private-files/${file!.id}/original.jpg`, cookies.admin)).status).toBe(404);
  });

  it('refuses a photo over the limit with 413 and one that is no photo with 415, recording nothing', async () => {
    const before = await socket.db.select().from(payments);
    const files = await socket.db.select().from(privateFiles);
    const large = await record(new Uint8Array(PHOTO_MAX_BYTES + 1), cookies.admin);
    expect(large.status).toBe(413);
    expect(await large.text()).toContain(PHOTO_TEXTS.tooLarge);
    const notPhoto = await record(new TextEncoder().encode('not a photo at all'), cookies.admin);
    expect(notPhoto.status).toBe(415);
    expect(await notPhoto.text()).toContain(PHOTO_TEXTS.notPhoto);
    // Past the photo and its envelope (16 MB announced and more): refused from the headers alone.
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${server.url}/admin/customer-projects/${projectId}`, {
        method: 'POST',
        headers: {
          Cookie: cookies.admin,
          Origin: server.url,
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(PHOTO_MAX_BYTES + 2 * 1024 * 1024),
        },
      });
      request.on('response', (answer) => {
        answer.resume();
        resolve(answer.statusCode!);
      });
      request.on('error', reject);
      request.flushHeaders();
    });
    expect(status).toBe(413);
    expect(await socket.db.select().from(payments)).toEqual(before);
    expect(await socket.db.select().from(privateFiles)).toEqual(files);
  });
});
