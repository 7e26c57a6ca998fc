// Build step for the prerendered pages: their scripts start loading after the first paint.
//
// React Router puts a <link rel="modulepreload"> for every module of the page in <head> and
// starts the app from one inline module script. On a phone the ~150 KB of modules then share the
// connection with the stylesheet, fonts and hero picture, and when they arrive before the first
// paint their evaluation delays it. The page is complete without them (links and forms work), so
// this step moves both the preloads and the start script behind the first paint. Decision 044.
import fs from 'node:fs';
import path from 'node:path';

export const BOOT_SCRIPT_ID = 'app-boot';

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const START = /<script type="module" async="">([\s\S]*?)<\/script>/g;

/**
 * The loader: adds the preloads, then runs the start script (kept, unchanged, in a script
 * element the browser does not execute, so the page's CSP hash for it still matches). A frame
 * callback runs before a paint and a task queued from it after; a hidden tab paints nothing.
 */
function loader(hrefs: string[]): string {
  return (
    '(()=>{const go=()=>{' +
    `for(const href of ${JSON.stringify(hrefs)}){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}` +
    `const s=document.createElement("script");s.type="module";s.textContent=document.getElementById("${BOOT_SCRIPT_ID}").textContent;document.body.append(s)};` +
    'document.visibilityState==="hidden"?go():requestAnimationFrame(()=>setTimeout(go,0))})()'
  );
}

/** Rewrites one prerendered page. Throws when the page does not have the expected shape. */
export function loadScriptsAfterFirstPaint(html: string): string {
  const starts = [...html.matchAll(START)];
  if (starts.length !== 1) throw new Error(`expected one inline module script, found ${starts.length}`);
  const hrefs = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  return html
    .replace(PRELOAD, '')
    .replace(
      START,
      (_whole, body: string) => `<script type="text/plain" id="${BOOT_SCRIPT_ID}">${body}</script><script>${loader(hrefs)}</script>`,
    );
}

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
