// The rich-text editor (Tiptap, ProseMirror) must reach only the admin: no public page may load
// it (needs `npm run build`).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDirectory } from '../../server/build-folder.ts';

const clientDir = path.join(buildDirectory(), 'client');
const EDITOR_MARKERS = ['ProseMirror', '@tiptap', 'prosemirror-'];

type ManifestRoute = { id: string; module: string; imports?: string[]; css?: string[] };
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

function readManifest(): Manifest {
  const assets = fs.readdirSync(path.join(clientDir, 'assets'));
  const file = assets.find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error('No React Router manifest in build/client/assets: run `npm run build` first');
  const source = fs.readFileSync(path.join(clientDir, 'assets', file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as Manifest;
}

function containsEditor(asset: string): boolean {
  const text = fs.readFileSync(path.join(clientDir, asset), 'utf8');
  return EDITOR_MARKERS.some((marker) => text.includes(marker));
}

describe('the editor bundle', () => {
  const manifest = readManifest();

  it('is not in any chunk a public page loads (root, layout, home and every other public route)', () => {
    const publicRoutes = Object.values(manifest.routes).filter((route) => !route.id.startsWith('routes/admin/'));
    expect(publicRoutes.map((route) => route.id)).toEqual(expect.arrayContaining(['root', 'routes/public/layout', 'routes/public/home']));
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const route of publicRoutes) for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
    const withEditor = [...files].filter(containsEditor);
    expect(withEditor).toEqual([]);
  });

  it('is not preloaded by the home page', () => {
    const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
    // Every module the page names: its loader's preload list and the start script's imports.
    const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(containsEditor)).toEqual([]);
  });

  it("is a separate chunk 'Article Management' loads on demand", () => {
    const articles = manifest.routes['routes/admin/articles']!;
    expect(containsEditor(articles.module)).toBe(false);
    expect((articles.imports ?? []).filter(containsEditor)).toEqual([]);
    const editorChunk = fs.readdirSync(path.join(clientDir, 'assets')).find((name) => /^rich-text-editor-[\w-]+\.js$/.test(name));
    expect(editorChunk).toBeDefined();
    expect(containsEditor(`/assets/${editorChunk}`)).toBe(true);
  });
});
