// Builds the production site unless build/ already matches the sources and SITE_URL.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, parseEnv } from '#app/lib/env.server.ts';

const root = path.resolve(import.meta.dirname, '..');
const INPUTS = ['app', 'content', 'public', 'db', 'react-router.config.ts', 'vite.config.ts', 'package-lock.json'];
const stampFile = path.join(root, 'build/.fingerprint');

function fingerprint(siteUrl: string): string {
  const hash = createHash('sha1').update(siteUrl);
  const visit = (file: string) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file).sort()) visit(path.join(file, name));
    } else if (!/\.test\.tsx?$/.test(file)) {
      hash.update(`${path.relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const input of INPUTS) visit(path.join(root, input));
  return hash.digest('hex');
}

let siteUrl: string;
try {
  siteUrl = parseEnv().SITE_URL;
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const wanted = fingerprint(siteUrl);
const current = fs.existsSync(path.join(root, 'build/server/index.js')) ? fs.readFileSync(stampFile, { encoding: 'utf8', flag: 'a+' }) : '';
if (current.trim() !== wanted || process.argv.includes('--force')) {
  console.log('Building the site (this takes a minute the first time)...');
  try {
    execFileSync('npx', ['react-router', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', SITE_URL: siteUrl },
    });
  } catch {
    console.error('The build failed; see the messages above.');
    process.exit(1);
  }
  fs.writeFileSync(stampFile, `${wanted}\n`);
}
