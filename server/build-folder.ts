// Where the production build is (decision 087): the server loads it from there, and the build,
// `npm start`, the bench and the process tests write or read it there. In server/ because the
// running server needs it, and the running program imports nothing from scripts/ (decision 135).
import path from 'node:path';

/** The project folder. */
export const root = path.resolve(import.meta.dirname, '..');

/**
 * The build folder: `build/` unless BUILD_DIR names another (the bench builds into its own, so
 * that a running server's build is never replaced). Relative to, and inside, the project folder.
 */
export function buildDirectory(env: NodeJS.ProcessEnv = process.env): string {
  const dir = path.resolve(root, env.BUILD_DIR?.trim() || 'build');
  // The server build imports its packages from the project's node_modules: outside the project
  // folder it cannot find them, and the prerender fails with a 500.
  if (path.relative(root, dir).startsWith('..')) throw new Error(`BUILD_DIR must be inside the project folder, not ${dir}`);
  return dir;
}
