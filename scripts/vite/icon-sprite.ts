// Vite plugin: the icon sprite, one SVG of lucide's drawings for the icons of the public pages
// (app/components/ui/icon-names.ts). In a build it is a hashed asset (/assets/icons-<hash>.svg,
// cached for good and compressed with the other assets); in development it is /icons.svg.
// `import spriteUrl from 'virtual:icon-sprite'` gives its address, the same in the server's and
// the browser's build.
import { createHash } from 'node:crypto';
import * as lucide from 'lucide-react';
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:icon-sprite';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_URL = '/icons.svg';

export function buildIconSprite(icons: Record<string, string>): string {
  const library = lucide as unknown as Record<string, ComponentType>;
  const symbols = Object.entries(icons).map(([name, component]) => {
    const Icon = library[component];
    if (!Icon) throw new Error(`lucide-react has no icon ${component} (for "${name}")`);
    const markup = renderToStaticMarkup(createElement(Icon));
    const inner = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/** The sprite's file name in a build: its content decides it, so a changed sprite is a new file. */
export function spriteFileName(sprite: string): string {
  return `assets/icons-${createHash('sha256').update(sprite).digest('base64url').slice(0, 10)}.svg`;
}

export function iconSprite(loadIcons: () => Promise<Record<string, string>>): Plugin {
  let sprite: Promise<string> | undefined;
  const build = () => (sprite ??= loadIcons().then(buildIconSprite));
  let serve = false;
  return {
    name: 'aangan:icon-sprite',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const url = serve ? DEV_URL : `/${spriteFileName(await build())}`;
      return `export default ${JSON.stringify(url)};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_URL, async (_req, res) => {
        sprite = undefined; // icon-names.ts may have changed
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(await build());
      });
    },
    async generateBundle() {
      if (this.environment?.name !== 'client') return;
      const source = await build();
      this.emitFile({ type: 'asset', fileName: spriteFileName(source), source });
    },
  };
}
