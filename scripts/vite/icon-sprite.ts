// Vite plugin: /icons.svg, a sprite of the lucide icons the content names (app/features/site/icon-names.ts).
import * as lucide from 'lucide-react';
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';

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

export function iconSprite(loadIcons: () => Promise<Record<string, string>>): Plugin {
  const sprite = async () => buildIconSprite(await loadIcons());
  return {
    name: 'aangan:icon-sprite',
    configureServer(server) {
      server.middlewares.use('/icons.svg', async (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(await sprite());
      });
    },
    async generateBundle() {
      if (this.environment?.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'icons.svg', source: await sprite() });
    },
  };
}
