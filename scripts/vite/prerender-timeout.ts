// React Router 8.4 (the newest @react-router/dev) prerenders each page with a 10-second timeout
// and no retry. Its prerender plugin has `timeout` and `retryCount` settings, but the React
// Router plugin passes it only `buildDirectory` and `concurrency`, and the config offers nothing
// else (decision 088). On a busy two-core machine the first pages, which also wait for the
// server build to load, can take longer ("Request failed for /_.data: The operation was aborted
// due to timeout"). This Vite plugin raises that timeout for the length of `vite build`'s
// buildApp (the client and server builds, then the prerender) and puts AbortSignal.timeout back
// afterwards; outside a prerender request (IS_RR_BUILD_REQUEST) nothing changes.
import type { Plugin, ViteBuilder } from 'vite';

export const PRERENDER_TIMEOUT_MS = 120_000;

/** The timeout a request asking for `ms` gets: raised to PRERENDER_TIMEOUT_MS while React Router prerenders. */
export function prerenderTimeout(ms: number, env: NodeJS.ProcessEnv = process.env): number {
  return env.IS_RR_BUILD_REQUEST === 'yes' ? Math.max(ms, PRERENDER_TIMEOUT_MS) : ms;
}

type BuildApp = (builder: ViteBuilder) => Promise<void>;

export function slowPrerender(): Plugin {
  return {
    name: 'aangan:slow-prerender',
    apply: 'build',
    // After React Router's own (also 'post') hook, so this wraps its prerendering buildApp.
    config: {
      order: 'post',
      handler(config) {
        const inner = config.builder?.buildApp;
        if (!inner) return;
        const buildApp: BuildApp = async (builder) => {
          const original = AbortSignal.timeout;
          AbortSignal.timeout = (ms: number) => original.call(AbortSignal, prerenderTimeout(ms));
          try {
            await inner(builder);
          } finally {
            AbortSignal.timeout = original;
          }
        };
        return { builder: { buildApp } };
      },
    },
  };
}
