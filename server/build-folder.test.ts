import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDirectory, root } from '#server/build-folder.ts';

describe('build folder', () => {
  it('builds into build/ unless BUILD_DIR names another folder inside the project', () => {
    expect(buildDirectory({})).toBe(path.join(root, 'build'));
    expect(buildDirectory({ BUILD_DIR: '.bench-build' })).toBe(path.join(root, '.bench-build'));
    expect(() => buildDirectory({ BUILD_DIR: os.tmpdir() })).toThrow('BUILD_DIR must be inside the project folder');
  });
});
