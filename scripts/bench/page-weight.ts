// Lighthouse mobile scores and first-load JavaScript of a page, for `npm run bench`.
import { gzipSync } from 'node:zlib';
import { loadLighthouse } from './lighthouse-tools.ts';

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /** Total Blocking Time: the main thread's long tasks while the page starts. */
  tbtMs: number;
  cls: number;
  /** Every script Lighthouse records as transferred during the load (headers included), in KB. */
  scriptKb: number;
  scriptRequests: number;
};

type NetworkRequest = { resourceType?: string; transferSize?: number };

/** The median of each figure over `runs` Lighthouse runs (the score moves from run to run). */
export async function lighthouseMedians(root: string, url: string, runs = 3): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let run = 0; run < runs; run++) results.push(await lighthouseScores(root, url));
  const median = (pick: (scores: LighthouseScores) => number) => {
    const sorted = results.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return {
    performance: median((scores) => scores.performance),
    accessibility: median((scores) => scores.accessibility),
    bestPractices: median((scores) => scores.bestPractices),
    seo: median((scores) => scores.seo),
    lcpMs: median((scores) => scores.lcpMs),
    tbtMs: median((scores) => scores.tbtMs),
    cls: median((scores) => scores.cls),
    scriptKb: median((scores) => scores.scriptKb),
    scriptRequests: median((scores) => scores.scriptRequests),
  };
}

/** Runs Lighthouse (mobile emulation, simulated slow 4G) against `url` in headless Chromium. */
export async function lighthouseScores(root: string, url: string): Promise<LighthouseScores> {
  const { lighthouse, chromeLauncher } = await loadLighthouse(root);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter(
      (request) => request.resourceType === 'Script',
    );
    return {
      scriptKb: Math.round((requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024) * 10) / 10,
      scriptRequests: requests.length,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    };
  } finally {
    chrome.kill();
    await settled(chrome.pid);
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Waits until the browser has exited, then a moment more: a browser still shutting down would
 * share the processor with the next run's page (runs started straight after another scored lower
 * here, by up to 15 points).
 */
async function settled(pid: number): Promise<void> {
  for (let waited = 0; alive(pid) && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}

/** Gzipped size in KB of every script a first visit to `url` loads (entry, route and preloaded modules). */
export async function firstLoadJsKb(origin: string, path: string): Promise<number> {
  const html = await (await fetch(`${origin}${path}`)).text();
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) scripts.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]* src="([^"]+)"/g)) scripts.add(match[1]!);
  for (const match of html.matchAll(/import\((?:"|')([^"']+\.js)(?:"|')\)/g)) scripts.add(match[1]!);
  // Prerendered pages list their modules in the loader that runs after the first paint, and
  // import the route modules from the start script (scripts/vite/scripts-after-paint.ts).
  for (const match of html.matchAll(/for\(const href of (\[[^\]]*\])\)/g))
    for (const href of JSON.parse(match[1]!) as string[]) scripts.add(href);
  for (const match of html.matchAll(/import \* as \w+ from "([^"]+\.js)"/g)) scripts.add(match[1]!);
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((match) => !match[0].includes('application/ld+json'))
    .map((match) => match[1]!)
    .join('\n');
  let bytes = gzipSync(inline).length;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}
