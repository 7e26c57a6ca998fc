import { describe, expect, it } from 'vitest';
import { ChunkPlan } from './code-splitting.ts';

// A small module graph shaped like the site's: the client entry, the root, the public layout,
// three public pages, a dialog one of them opens on demand, and the admin.
const ROUTE = '?__react-router-build-client-route';
const app = (file: string) => `/site/app/${file}`;
type Node = { imports?: string[]; dynamic?: string[]; entry?: boolean; size?: number };
const nodes: Record<string, Node> = {
  [app('entry.client.tsx')]: { entry: true, imports: ['/site/node_modules/react-dom/client.js'] },
  [app(`root.tsx${ROUTE}`)]: { entry: true, imports: [app('root.tsx')] },
  [app('root.tsx')]: { imports: [app('lib/seo.ts')] },
  [app('lib/seo.ts')]: { size: 4000 },
  [app(`routes/public/layout.tsx${ROUTE}`)]: { entry: true, imports: [app('routes/public/layout.tsx')] },
  [app('routes/public/layout.tsx')]: { imports: [app('features/site/site-header.tsx')] },
  [app('features/site/site-header.tsx')]: { imports: [app('components/ui/button.tsx')], size: 10000 },
  [app('components/ui/button.tsx')]: { size: 1000 },
  [app(`routes/public/home.tsx${ROUTE}`)]: { entry: true, imports: [app('routes/public/home.tsx')] },
  [app('routes/public/home.tsx')]: {
    imports: [app('features/intake/use-lead-form.ts'), app('features/site/section.tsx'), app('features/site/home-only.tsx')],
    dynamic: [app('features/intake/dialog-body.tsx')],
  },
  [app('features/site/home-only.tsx')]: { size: 3000 },
  [app(`routes/public/contact.tsx${ROUTE}`)]: { entry: true, imports: [app('routes/public/contact.tsx')] },
  [app('routes/public/contact.tsx')]: { imports: [app('features/intake/use-lead-form.ts'), app('features/site/section.tsx')] },
  [app(`routes/public/about.tsx${ROUTE}`)]: { entry: true, imports: [app('routes/public/about.tsx')] },
  [app('routes/public/about.tsx')]: { imports: [app('features/site/section.tsx')] },
  [app('features/site/section.tsx')]: { size: 2000 },
  [app('features/intake/use-lead-form.ts')]: { imports: [app('components/ui/form-field.tsx')], size: 6000 },
  [app('components/ui/form-field.tsx')]: { size: 3000 },
  [app('features/intake/dialog-body.tsx')]: { imports: [app('features/intake/use-lead-form.ts'), '/site/node_modules/radix-ui/dialog.js'] },
  [app(`routes/admin/dashboard.tsx${ROUTE}`)]: { entry: true, imports: [app('routes/admin/dashboard.tsx')] },
  [app('routes/admin/dashboard.tsx')]: {
    imports: [app('features/sales/list/lead-table.tsx'), app('components/ui/form-field.tsx'), app('components/ui/button.tsx')],
  },
  [app('features/sales/list/lead-table.tsx')]: { size: 20000 },
  '/site/node_modules/react-dom/client.js': { size: 100000 },
  '/site/node_modules/radix-ui/dialog.js': { size: 30000 },
};

function graph() {
  const importers = new Map<string, string[]>();
  const dynamicImporters = new Map<string, string[]>();
  for (const [id, node] of Object.entries(nodes)) {
    for (const imported of node.imports ?? []) importers.set(imported, [...(importers.get(imported) ?? []), id]);
    for (const imported of node.dynamic ?? []) dynamicImporters.set(imported, [...(dynamicImporters.get(imported) ?? []), id]);
  }
  return (id: string) => {
    const node = nodes[id];
    if (!node) return null;
    return {
      isEntry: node.entry === true,
      code: 'x'.repeat(node.size ?? 500),
      importers: importers.get(id) ?? [],
      dynamicImporters: dynamicImporters.get(id) ?? [],
      importedIds: node.imports ?? [],
    };
  };
}

describe('chunk plan of the public pages', () => {
  const plan = new ChunkPlan(graph(), Object.keys(nodes));
  const groupOf = (file: string) => {
    const index = plan.group(app(file));
    return index === undefined ? undefined : plan.groups[index]!.name;
  };
  const placeOf = (file: string) => (plan.shell.has(app(file)) ? 'shell' : groupOf(file));

  it('puts what the root and the public layout import in the shell', () => {
    for (const file of [
      'root.tsx',
      'lib/seo.ts',
      'routes/public/layout.tsx',
      'features/site/site-header.tsx',
      'components/ui/button.tsx',
    ]) {
      expect(plan.shell.has(app(file)), file).toBe(true);
    }
  });

  it('groups modules several public pages share (or puts them in the shell), and leaves a page its own', () => {
    expect(placeOf('features/intake/use-lead-form.ts')).toBeDefined();
    expect(placeOf('components/ui/form-field.tsx')).toBe(placeOf('features/intake/use-lead-form.ts'));
    expect(placeOf('features/site/section.tsx')).toBeDefined();
    expect(placeOf('features/site/home-only.tsx')).toBeUndefined();
  });

  it('never captures what only the admin reaches, nor packages or route entries', () => {
    expect(plan.isAdminOnly(app('features/sales/list/lead-table.tsx'))).toBe(true);
    expect(plan.isAdminOnly(app('components/ui/form-field.tsx'))).toBe(false);
    expect(placeOf('features/sales/list/lead-table.tsx')).toBeUndefined();
    expect(plan.group('/site/node_modules/radix-ui/dialog.js')).toBeUndefined();
    expect(plan.group(app(`routes/public/home.tsx${ROUTE}`))).toBeUndefined();
  });

  it('treats a module a public page loads on demand as public', () => {
    expect(plan.isPublic(app('features/intake/dialog-body.tsx'))).toBe(true);
  });
});
