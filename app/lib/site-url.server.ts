import { parseEnv } from '#app/lib/env.server.ts';
import { env } from '#app/lib/services.server.ts';

/** SITE_URL of the running server, or of the build's environment while prerendering. */
export function siteUrl(): string {
  try {
    return env().SITE_URL;
  } catch {
    return parseEnv(process.env, { purpose: 'cli' }).SITE_URL;
  }
}
