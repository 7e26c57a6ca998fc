import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '#server/static.ts';
import { BOOT_SCRIPT_ID, loadScriptsAfterFirstPaint } from '#app/lib/scripts-after-paint.ts';

// The shape React Router gives a prerendered page (trimmed).
const start = 'import * as route0 from "/assets/root-A.js";\nwindow.__reactRouterManifest = {};\nimport("/assets/entry.client-B.js");';
const page = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app-C.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client-B.js"/><link rel="modulepreload" href="/assets/root-A.js"/>',
  '</head><body><h1>Interior Designers in Bangalore</h1>',
  '<script>window.__reactRouterContext = {};</script>',
  `<script type="module" async="">${start}</script>`,
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

describe('loading a prerendered page’s scripts after the first paint', () => {
  const rewritten = loadScriptsAfterFirstPaint(page);

  it('leaves no module preload or module script for the browser to fetch before the first paint', () => {
    expect(rewritten).not.toContain('<link rel="modulepreload"');
    expect(rewritten).not.toContain('<script type="module"');
    expect(rewritten).toContain('<link rel="stylesheet" href="/assets/app-C.css"');
    expect(rewritten).toContain('<h1>Interior Designers in Bangalore</h1>');
  });

  it('keeps the start script unchanged, so the page’s CSP hash still allows it when it runs', () => {
    expect(rewritten).toContain(`<script type="text/plain" id="${BOOT_SCRIPT_ID}">${start}</script>`);
    expect(inlineScriptHashes(rewritten)).toEqual(expect.arrayContaining(inlineScriptHashes(`<script>${start}</script>`)));
  });

  it('preloads the same modules, in the same order, from the loader', () => {
    expect(rewritten).toContain('for(const href of ["/assets/entry.client-B.js","/assets/root-A.js"])');
    expect(rewritten.indexOf(`id="${BOOT_SCRIPT_ID}"`)).toBeLessThan(rewritten.indexOf('requestAnimationFrame'));
    expect(rewritten.indexOf('requestAnimationFrame')).toBeLessThan(rewritten.indexOf('streamController.close'));
  });

  it('refuses a page whose shape it does not know, instead of shipping one that never starts', () => {
    expect(() => loadScriptsAfterFirstPaint(page.replace('type="module" async=""', 'type="module"'))).toThrow(/one inline module script/);
  });

  it('gives a page rendered on request the same start, its scripts carrying the response’s nonce', () => {
    const withNonce = page
      .replace('<script type="module" async="">', '<script nonce="abc123==" type="module" async="">')
      .replaceAll('.js"/>', '.js" nonce="abc123=="/>');
    const result = loadScriptsAfterFirstPaint(withNonce, 'abc123==');
    expect(result).not.toContain('<link rel="modulepreload"');
    expect(result).not.toContain('type="module" async');
    expect(result).toContain(
      `<script type="text/plain" nonce="abc123==" id="${BOOT_SCRIPT_ID}">${start}</script><script nonce="abc123==">`,
    );
    expect(result).toContain('s.nonce="abc123=="');
    expect(result).toContain('for(const href of ["/assets/entry.client-B.js","/assets/root-A.js"])');
  });
});
