// Uploaded images live in the database (decision 049): served by any app process with a year of
// caching, and an earlier version's DATA_DIR/media imported at start. One app in the test's process
// (tests/support/in-process.ts), started on a prepared data folder, then two server processes on
// one PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipartImage, pngImage, signInCookie } from '../support/admin-http.ts';
import { createPostgresDatabase, tempDir } from '../support/databases.ts';
import { startInProcess } from '../support/in-process.ts';
import type { InProcessServer } from '../support/in-process.ts';
import { webpImage, writeOldMediaFolder } from '../support/media.ts';
import type { OldImage } from '../support/media.ts';
import { runNode, startServer } from '../support/processes.ts';
import type { RunningServer } from '../support/processes.ts';
import { dataDirFromTemplate } from '../support/server-template.ts';

// Signing in verifies a slow password hash; on a busy machine these tests need minutes.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const PASSWORD = 'cane chairs on a red oxide floor';
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function expectServed(url: string, image: OldImage): Promise<void> {
  const response = await fetch(`${url}/media/${image.fileName}`);
  expect(response.status, image.fileName).toBe(200);
  expect(Buffer.from(await response.arrayBuffer()).equals(image.data), image.fileName).toBe(true);
}

describe('uploaded images on the embedded database', () => {
  let dataDir: string;
  let server: InProcessServer;
  let old: OldImage;
  let folder: string;

  beforeAll(async () => {
    // A data folder as an earlier version left it: its database, and the images in DATA_DIR/media.
    dataDir = await dataDirFromTemplate();
    old = await webpImage('#8b5a2b', 120, 80);
    folder = writeOldMediaFolder(dataDir, { [old.fileName]: old.data, 'notes.txt': 'photos for the blog' });
    server = await startInProcess({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports the media folder of an earlier version at start, so old article images still show', async () => {
    expect(server.output()).toContain('Imported 1 image from');
    expect(server.output()).toContain('Left 1 file out of the media import');
    await expectServed(server.url, old);
    expect(fs.readFileSync(path.join(folder, 'IMPORTED-INTO-DATABASE.txt'), 'utf8')).toContain('notes.txt');
  });

  it('serves an image with a year of immutable caching, an ETag, 304 when the client has it, and HEAD', async () => {
    const url = `${server.url}/media/${old.fileName}`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-length')).toBe(String(old.data.byteLength));
    const etag = response.headers.get('etag');
    expect(etag).toBe(`"${old.fileName.replace('.webp', '')}"`);
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 120, height: 80 });

    for (const ifNoneMatch of [etag!, `W/${etag}`, `"another", ${etag}`, '*']) {
      const revalidated = await fetch(url, { headers: { 'If-None-Match': ifNoneMatch } });
      expect(revalidated.status, ifNoneMatch).toBe(304);
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(revalidated.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await revalidated.text()).toBe('');
    }
    expect((await fetch(url, { headers: { 'If-None-Match': '"0123456789abcdef0123456789abcdef"' } })).status).toBe(200);

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(head.headers.get('content-length')).toBe(String(old.data.byteLength));
    expect(head.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(head.headers.get('etag')).toBe(etag);
    expect(await head.text()).toBe('');
  });

  it('answers a plain 404 for an unknown or malformed name, and looks up nothing outside the stored shape', async () => {
    for (const pathname of [
      '/media/00000000000000000000000000000000.webp',
      `/media/${old.fileName.toUpperCase()}`,
      `/media/${old.fileName.replace('.webp', '.png')}`,
      `/media/sub/${old.fileName}`,
      `/media/${old.fileName}.data`,
      '/media/notes.txt',
      '/media/IMPORTED-INTO-DATABASE.txt',
      '/media/%2e%2e%2fserver.pid',
      '/media/..%2F..%2Fpackage.json',
      '/media/',
      '/media',
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(`${server.url}${pathname}`, { method });
        expect(response.status, `${method} ${pathname}`).toBe(404);
        expect(response.headers.get('content-type'), `${method} ${pathname}`).toMatch(/^text\/plain/);
        if (method === 'GET') expect(await response.text()).toBe('Not found');
      }
    }
    const unknown = await fetch(`${server.url}/media/00000000000000000000000000000000.webp`, { headers: { 'If-None-Match': '*' } });
    expect(unknown.status).toBe(404);
    const post = await fetch(`${server.url}/media/${old.fileName}`, { method: 'POST', headers: { Origin: server.url } });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('does not read the folder again once imported: its images are served from the database', async () => {
    await server.stop();
    const newer = await webpImage('#2f4f4f');
    fs.rmSync(path.join(folder, old.fileName));
    writeOldMediaFolder(dataDir, { [newer.fileName]: newer.data });
    server = await startInProcess({ DATA_DIR: dataDir });
    expect(server.output()).not.toContain('Imported');
    await expectServed(server.url, old);
    expect((await fetch(`${server.url}/media/${newer.fileName}`)).status).toBe(404);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'uploaded images across two app processes on one PostgreSQL (skipped unless TEST_DATABASE_URL names a PostgreSQL server)',
  () => {
    let database: { url: string; drop(): Promise<void> };
    let first: RunningServer;
    let second: RunningServer;
    const dataDirs: string[] = [];
    const images: Record<'shared' | 'first' | 'second', OldImage> = {} as never;

    beforeAll(async () => {
      database = await createPostgresDatabase();
      images.shared = await webpImage('#704214');
      images.first = await webpImage('#c19a6b');
      images.second = await webpImage('#826644');
      // Each machine had its own DATA_DIR/media; both start at once and import theirs.
      const env = (own: OldImage) => {
        const dir = tempDir();
        dataDirs.push(dir);
        writeOldMediaFolder(dir, { [images.shared.fileName]: images.shared.data, [own.fileName]: own.data });
        return { DATA_DIR: dir, DATABASE_URL: database.url, SESSION_SECRET: 'a shared secret of more than thirty-two characters' };
      };
      [first, second] = await Promise.all([startServer(env(images.first)), startServer(env(images.second))]);
      const created = await runNode('scripts/admin-create.ts', ['--email', 'editor@example.com', '--password', PASSWORD], {
        DATABASE_URL: database.url,
      });
      expect(created.code, created.stderr).toBe(0);
    });
    afterAll(async () => {
      await Promise.all([first?.stop(), second?.stop()]);
      await database?.drop();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('both processes import their folders when they start together, and each serves every image', async () => {
      for (const server of [first, second]) {
        for (const image of Object.values(images)) await expectServed(server.url, image);
      }
    });

    it('an image uploaded through one process is served by the other', async () => {
      const cookie = await signInCookie(first.url, 'editor@example.com', PASSWORD);
      const upload = await fetch(`${first.url}/admin/media`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: first.url },
        body: multipartImage(await pngImage(1800, 900), 'living-room.png'),
      });
      expect(upload.status).toBe(201);
      const { url } = (await upload.json()) as { url: string };
      expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);

      const fromSecond = await fetch(`${second.url}${url}`);
      expect(fromSecond.status).toBe(200);
      expect(fromSecond.headers.get('content-type')).toBe('image/webp');
      expect(fromSecond.headers.get('cache-control')).toBe(IMMUTABLE);
      const bytes = Buffer.from(await fromSecond.arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
      const fromFirst = await fetch(`${first.url}${url}`);
      expect(Buffer.from(await fromFirst.arrayBuffer()).equals(bytes)).toBe(true);
      // One ETag whichever process answers, so a revalidation works across the load balancer.
      expect(fromFirst.headers.get('etag')).toBe(fromSecond.headers.get('etag'));
      expect((await fetch(`${second.url}${url}`, { headers: { 'If-None-Match': fromFirst.headers.get('etag')! } })).status).toBe(304);
      for (const dir of dataDirs) expect(fs.readdirSync(path.join(dir, 'media'))).not.toContain(url.slice('/media/'.length));
    });
  },
);
