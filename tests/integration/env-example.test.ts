// `cp .env.example .env`, as a developer does on a fresh clone, must give a local site.
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv as parseDotenv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '#app/lib/env.server.ts';
import { root } from '../support/processes.ts';

describe('.env.example', () => {
  const values = parseDotenv(fs.readFileSync(path.join(root, '.env.example'), 'utf8'));

  it('is a valid configuration whose site address is the local server, not the production one', () => {
    const env = parseEnv({ ...values });
    expect(env.SITE_URL).toBe(`http://localhost:${env.PORT}`);
    expect(env.DATA_DIR).toBe(path.resolve('data'));
    expect(env.DATABASE_URL).toBeUndefined();
  });
});
