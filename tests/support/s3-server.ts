// An S3-compatible server in the test's own process (@20minutes/s3rver, objects in a temporary
// folder) for the private files' object storage path. Its one account is S3RVER / S3RVER.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

type S3rver = { run(): Promise<{ port: number }>; close(): Promise<void> };
const S3rverServer = createRequire(import.meta.url)('@20minutes/s3rver') as new (options: Record<string, unknown>) => S3rver;

export type S3TestServer = {
  /** S3_URL for the bucket, path style over plain HTTP (`secret` replaces the account's: a wrong key). */
  s3Url(options?: { secret?: string; prefix?: string }): string;
  /** The folder the server keeps its objects in. */
  directory: string;
  stop(): Promise<void>;
};

export async function startS3Server(bucket: string): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'aangan-s3-'));
  const server = new S3rverServer({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    s3Url: ({ secret = 'S3RVER', prefix = '' } = {}) =>
      `s3+http://S3RVER:${encodeURIComponent(secret)}@127.0.0.1:${port}/${[bucket, prefix].filter(Boolean).join('/')}?region=ap-south-1&forcePathStyle=true`,
    directory,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
