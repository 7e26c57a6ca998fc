// A page's scripts start loading after its first paint (decision 044).
//
// React Router puts a <link rel="modulepreload"> for every module of the page in <head> and
// starts the app from one inline module script. On a phone the ~150 KB of modules then share the
// connection with the stylesheet, fonts and hero picture, and when they arrive before the first
// paint their evaluation delays it. The page is complete without them (links and forms work), so
// this moves both the preloads and the start script behind the first paint. Used on the
// prerendered files at build (scripts/vite/scripts-after-paint.ts) and on pages rendered on
// request whose HTML is complete before it is sent (app/entry.server.tsx), which carry a nonce.

export const BOOT_SCRIPT_ID = 'app-boot';

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const START = /<script(?: nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/g;

/**
 * The loader: adds the preloads, then runs the start script (kept, unchanged, in a script
 * element the browser does not execute, so the page's CSP hash for it still matches). A frame
 * callback runs before a paint and a task queued from it after; a hidden tab paints nothing.
 */
function loader(hrefs: string[], nonce: string | undefined): string {
  return (
    '(()=>{const go=()=>{' +
    `for(const href of ${JSON.stringify(hrefs)}){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}` +
    `const s=document.createElement("script");s.type="module";${nonce ? `s.nonce=${JSON.stringify(nonce)};` : ''}` +
    `s.textContent=document.getElementById("${BOOT_SCRIPT_ID}").textContent;document.body.append(s)};` +
    'document.visibilityState==="hidden"?go():requestAnimationFrame(()=>setTimeout(go,0))})()'
  );
}

/**
 * Rewrites one page. A page rendered on request passes its CSP nonce (the loader and the start
 * script it adds carry it). Throws when the page does not have the expected shape.
 */
export function loadScriptsAfterFirstPaint(html: string, nonce?: string): string {
  const starts = [...html.matchAll(START)];
  if (starts.length !== 1) throw new Error(`expected one inline module script, found ${starts.length}`);
  const hrefs = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  return html.replace(PRELOAD, '').replace(
    START,
    (_whole, body: string) =>
      // Never run (text/plain); it carries the nonce too, so every script element of a page
      // rendered on request has this response's nonce.
      `<script type="text/plain"${nonce ? ` nonce="${nonce}"` : ''} id="${BOOT_SCRIPT_ID}">${body}</script>` +
      `<script${nonce ? ` nonce="${nonce}"` : ''}>${loader(hrefs, nonce)}</script>`,
  );
}
