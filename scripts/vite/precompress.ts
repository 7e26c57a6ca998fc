// Compresses the build's hashed assets once, at the strongest settings (brotli 11, gzip 9), so the
// server sends those files instead of compressing each response on the fly at a light setting
// (decision 060). Written beside each file as <name>.br and <name>.gz.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml)$/;
// Below this a compressed copy saves less than its own headers would.
const MIN_BYTES = 512;

/** Writes .br and .gz copies of every compressible file in `dir`; returns how many files it compressed. */
export function precompress(dir: string): number {
  let count = 0;
  for (const name of fs.readdirSync(dir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(dir, name);
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gzip = gzipSync(body, { level: 9 });
    if (brotli.length < body.length) fs.writeFileSync(`${file}.br`, brotli);
    if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip);
    count += 1;
  }
  return count;
}
