// Build step for the prerendered pages: their scripts start loading after the first paint
// (app/lib/scripts-after-paint.ts, decision 044).
import fs from 'node:fs';
import path from 'node:path';
import { loadScriptsAfterFirstPaint } from '../../app/lib/scripts-after-paint.ts';

/** Applies the rewrite to every prerendered index.html under `clientDir`; returns how many. */
export function rewritePrerenderedPages(clientDir: string): number {
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name === 'index.html') {
        try {
          fs.writeFileSync(full, loadScriptsAfterFirstPaint(fs.readFileSync(full, 'utf8')));
        } catch (error) {
          throw new Error(`${path.relative(clientDir, full)}: ${(error as Error).message}`, { cause: error });
        }
        count++;
      }
    }
  };
  walk(clientDir);
  return count;
}
