// Runs the real production server and CLI as child processes, as a person would.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { readProvenance } from '../../scripts/build-provenance.ts';
import { buildDirectory } from '../../server/build-folder.ts';

export const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The address the production build was made for (baked into its prerendered pages, decision 087). */
export function builtSiteUrl(): string {
  const made = readProvenance(buildDirectory());
  if (!made) throw new Error('The production build says nothing of its address: run the process tests through Vitest, or `npm run build`');
  return made.siteUrl;
}

export type RunningServer = {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  /** Sends SIGINT (Ctrl-C) and resolves with the exit code. */
  stop(): Promise<number | null>;
};

/** The environment every child gets: the test runner's, minus anything that would leak in. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const key of ['DATABASE_URL', 'SITE_URL', 'PORT', 'DATA_DIR', 'SMTP_URL', 'NOTIFY_WEBHOOK_URL', 'TRUST_PROXY']) delete base[key];
  return { ...base, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env };
}

/** The production server (`node server/index.ts`, needs `npm run build`) on a free port. */
export function startServer(env: Record<string, string>): Promise<RunningServer> {
  return startProcess(process.execPath, ['server/index.ts'], env);
}

/**
 * `npm run dev` as a developer starts it (npm, the shell wrapper, then Node with Vite), in its
 * own process group so that stopping it stops all three.
 */
export function startDevServer(env: Record<string, string>): Promise<RunningServer> {
  return startProcess('npm', ['run', 'dev'], { NODE_ENV: 'development', ...env }, { group: true });
}

export async function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  { group = false } = {},
): Promise<RunningServer> {
  const port = Number(env.PORT ?? (await freePort()));
  const child = spawn(command, args, {
    cwd: root,
    env: childEnv({ ...env, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes('Serving on')) {
        clearInterval(check);
        resolve();
      }
    }, 25);
    void exited.then((code) => {
      clearInterval(check);
      reject(new Error(`The server exited with ${code} before serving:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    stop: async () => {
      if (!group) {
        if (child.exitCode === null) child.kill('SIGINT');
        return exited;
      }
      signalGroup(child.pid!, 'SIGINT');
      const code = await exited;
      // npm may exit before the server it started has closed its database.
      while (signalGroup(child.pid!, 0)) await new Promise((resolve) => setTimeout(resolve, 50));
      return code;
    },
  };
}

/** Sends a signal to a process group; false when no process of it is left. */
function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

export type RunResult = { code: number | null; stdout: string; stderr: string };

/** Runs a Node script of the project to completion. */
export async function runNode(script: string, args: string[], env: Record<string, string>): Promise<RunResult> {
  return runCommand(process.execPath, [script, ...args], env);
}

/** Runs a command in the project folder to completion (`bash scripts/start.sh`, say). */
export async function runCommand(command: string, args: string[], env: Record<string, string>): Promise<RunResult> {
  const child = spawn(command, args, { cwd: root, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  return { code, stdout, stderr };
}
