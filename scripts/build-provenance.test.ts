import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readProvenance, sourceHash, staleReason, writeProvenance } from './build-provenance.ts';

describe('build provenance', () => {
  const dirs: string[] = [];
  const buildDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aangan-provenance-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('calls a folder without a server build, or without a record, stale', () => {
    const dir = buildDir();
    expect(staleReason(dir, 'http://localhost:3000', 'abc')).toBe('there is no build');
    fs.mkdirSync(path.join(dir, 'server'));
    fs.writeFileSync(path.join(dir, 'server/index.js'), '');
    expect(staleReason(dir, 'http://localhost:3000', 'abc')).toBe('the build does not say what it was made from');
  });

  it('keeps a build made from the same sources for the same address, and only that', () => {
    const dir = buildDir();
    fs.mkdirSync(path.join(dir, 'server'));
    fs.writeFileSync(path.join(dir, 'server/index.js'), '');
    writeProvenance(dir, 'http://localhost:3000', 'abc');
    expect(readProvenance(dir)).toMatchObject({ sources: 'abc', siteUrl: 'http://localhost:3000' });
    expect(staleReason(dir, 'http://localhost:3000', 'abc')).toBeNull();
    expect(staleReason(dir, 'https://www.aanganinteriors.in', 'abc')).toBe(
      'the build was made for http://localhost:3000, not https://www.aanganinteriors.in',
    );
    expect(staleReason(dir, 'http://localhost:3000', 'def')).toBe('the sources changed since the build');
  });

  it('hashes contents, so touching a file without changing it keeps the hash', () => {
    const base = buildDir();
    fs.mkdirSync(path.join(base, 'app'));
    const file = path.join(base, 'app/page.tsx');
    fs.writeFileSync(file, 'export const a = 1;\n');
    fs.writeFileSync(path.join(base, 'app/page.test.tsx'), 'tests do not count\n');
    const before = sourceHash(base);
    fs.utimesSync(file, new Date(2030, 0, 1), new Date(2030, 0, 1));
    fs.writeFileSync(path.join(base, 'app/page.test.tsx'), 'still do not count\n');
    expect(sourceHash(base)).toBe(before);
    fs.writeFileSync(file, 'export const a = 2;\n');
    expect(sourceHash(base)).not.toBe(before);
  });
});
