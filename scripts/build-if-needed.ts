// Builds the production site unless the build folder already matches the sources and SITE_URL
// (its provenance.json, decision 087). `--force` always builds (`npm run build`); `--before-start`
// (`npm start`) first refuses, without touching the build, when the data folder is held by a
// running server or the port is taken, so a running server's build is never replaced.
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { dataDirOwner, DataDirInUseError } from '#app/lib/data-dir.server.ts';
import { ConfigError, parseEnv } from '#app/lib/env.server.ts';
import type { Env } from '#app/lib/env.server.ts';
import { buildDirectory, root } from '#server/build-folder.ts';
import { staleReason } from './build-provenance.ts';

function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** The reason the server could not start, or null: the same messages the server itself gives. */
async function startBlocker(env: Env): Promise<string | null> {
  if (!env.DATABASE_URL) {
    const owner = dataDirOwner(env.DATA_DIR);
    if (owner !== null) return new DataDirInUseError(env.DATA_DIR, owner).message;
  }
  if (!(await portIsFree(env.PORT, env.HOST)))
    return `Port ${env.PORT} is already in use. Stop the other server or set PORT to a free port.`;
  return null;
}

let env: Env;
try {
  env = parseEnv();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

if (process.argv.includes('--before-start')) {
  const blocker = await startBlocker(env);
  if (blocker) {
    console.error(blocker);
    process.exit(1);
  }
}

const buildDir = buildDirectory();
const reason = process.argv.includes('--force') ? 'asked to' : staleReason(buildDir, env.SITE_URL);
if (reason) {
  console.log(`Building the site into ${buildDir} (${reason}; this takes a minute or two)...`);
  try {
    execFileSync('npx', ['react-router', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', SITE_URL: env.SITE_URL },
    });
  } catch {
    console.error('The build failed; see the messages above.');
    process.exit(1);
  }
}
