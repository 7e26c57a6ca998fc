// Where private files' bytes live (decision 169): a folder of the data folder by default, or a
// bucket of S3-compatible object storage when S3_URL is set. Both take the same keys
// ('<file id>/<width>.webp') and answer the same way; the database row says which store holds a
// file, so files stored before S3_URL was set are still read from the data folder.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { PrivateFileStore } from '#db/enums.ts';
import { objectUrl, parseS3Url } from '#app/lib/private-files/s3-url.ts';
import type { S3Config } from '#app/lib/private-files/s3-url.ts';

export type StoredObject = { body: ReadableStream<Uint8Array>; bytes: number | null };

export type PrivateStorage = {
  kind: PrivateFileStore;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Nothing there already counts as done. */
  delete(key: string): Promise<void>;
};

/** A store that did not answer as it should (the message names the key and status, never a secret). */
export class StorageError extends Error {
  override name = 'StorageError';
}

/** The folder under DATA_DIR that holds private files without S3_URL. */
export const LOCAL_FOLDER = 'private-files';

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[a-z0-9-]{1,20}\.webp$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new StorageError(`Not a private file key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under `folder` (the server's user only: folders 0700, files 0600), written whole or not at all. */
export function localStorage(folder: string): PrivateStorage {
  const file = (key: string) => path.join(folder, ...checkedKey(key).split('/'));
  return {
    kind: 'local',
    async put(key, bytes) {
      const target = file(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      const handle = await fs.promises.open(partial, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.promises.rename(partial, target);
    },
    async get(key) {
      try {
        const handle = await fs.promises.open(file(key), 'r');
        const { size } = await handle.stat();
        const stream = handle.createReadStream();
        return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, bytes: size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const target = file(key);
      await fs.promises.rm(target, { force: true });
      // The file's own folder goes once its last copy has.
      await fs.promises.rmdir(path.dirname(target)).catch(() => undefined);
    },
  };
}

/** How long one request to object storage may take (a 1600 px WebP is a few hundred KB). */
const S3_TIMEOUT_MS = 30_000;

/** Objects in a bucket of S3-compatible storage, signed with AWS Signature Version 4 (aws4fetch). */
export function s3Storage(config: S3Config): PrivateStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    // A failed request is tried again a little later, twice at most.
    retries: 2,
  });
  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, init: RequestInit = {}) => {
    try {
      return await client.fetch(objectUrl(config, checkedKey(key)), { ...init, method, signal: AbortSignal.timeout(S3_TIMEOUT_MS) });
    } catch (error) {
      throw new StorageError(`Object storage did not answer ${method} ${key}: ${(error as Error).name}`);
    }
  };
  const refused = async (method: string, key: string, response: Response) => {
    await response.body?.cancel();
    return new StorageError(`Object storage answered ${response.status} to ${method} ${key}`);
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, {
        body: new Uint8Array(bytes),
        headers: { 'Content-Type': contentType, 'Content-Length': String(bytes.byteLength) },
      });
      if (!response.ok) throw await refused('PUT', key, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await refused('GET', key, response);
      const length = Number(response.headers.get('content-length'));
      return { body: response.body, bytes: Number.isFinite(length) && length > 0 ? length : null };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await refused('DELETE', key, response);
      await response.body?.cancel();
    },
  };
}

export type PrivateStores = {
  /** Where new files go: S3 when S3_URL is set, else the data folder. */
  current: PrivateStorage;
  /** The store a stored file names; null for 's3' when S3_URL is no longer set. */
  of(kind: PrivateFileStore): PrivateStorage | null;
};

/** The stores for this configuration. */
export function privateStoresFor(env: { DATA_DIR: string; S3_URL?: string | undefined }): PrivateStores {
  const local = localStorage(path.join(env.DATA_DIR, LOCAL_FOLDER));
  const s3 = env.S3_URL ? s3Storage(parseS3Url(env.S3_URL)) : null;
  return { current: s3 ?? local, of: (kind) => (kind === 'local' ? local : s3) };
}
