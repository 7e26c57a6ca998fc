import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ViteBuilder } from 'vite';
import { describe, expect, it } from 'vitest';
import { PRERENDER_TIMEOUT_MS, prerenderTimeout, slowPrerender } from './prerender-timeout.ts';

describe('the prerender timeout', () => {
  it('raises short timeouts only while React Router prerenders', () => {
    expect(prerenderTimeout(10_000, { IS_RR_BUILD_REQUEST: 'yes' })).toBe(PRERENDER_TIMEOUT_MS);
    expect(prerenderTimeout(300_000, { IS_RR_BUILD_REQUEST: 'yes' })).toBe(300_000);
    expect(prerenderTimeout(10_000, {})).toBe(10_000);
  });

  it('wraps the build it is given and puts AbortSignal.timeout back afterwards, even when the build fails', async () => {
    const original = AbortSignal.timeout;
    const plugin = slowPrerender();
    const hook = plugin.config as { handler: (config: object) => { builder: { buildApp: (builder: ViteBuilder) => Promise<void> } } };
    let seenDuringBuild: typeof AbortSignal.timeout | undefined;
    const { buildApp } = hook.handler({
      builder: {
        buildApp: async () => {
          seenDuringBuild = AbortSignal.timeout;
          throw new Error('the build failed');
        },
      },
    }).builder;
    await expect(buildApp({} as ViteBuilder)).rejects.toThrow('the build failed');
    expect(seenDuringBuild).not.toBe(original);
    expect(AbortSignal.timeout).toBe(original);
  });

  it('is still needed: the installed React Router passes its prerender no timeout or retry setting', () => {
    // When this fails, React Router offers a supported setting: use it and drop the plugin (decision 088).
    const require = createRequire(import.meta.url);
    const dist = path.dirname(require.resolve('@react-router/dev/package.json'));
    const source = fs.readFileSync(path.join(dist, 'dist/vite.js'), 'utf8');
    expect(source).toContain('timeout = 1e4');
    expect(source).toContain('AbortSignal.timeout(timeout)');
    const passed = [...source.matchAll(/prerender\(\{\s*config\(\) \{[\s\S]*?return \{([\s\S]*?)\};/g)].map((match) => match[1]!);
    expect(passed.length).toBeGreaterThan(0);
    for (const settings of passed) expect(settings).not.toMatch(/timeout|retryCount/);
  });
});
