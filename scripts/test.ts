// `npm test`: every check and every suite, as CI runs them (decision 149), with a table of the
// steps at the end: when each started and ended, its wall time and the tests it ran.
//   1. The type check, lint, the format check and the build at the same time, then the data
//      folder template the servers of the tests start from (tests/support/server-template.ts).
//   2. The Vitest projects one after another (unit, database, process), each two files at a time.
//   3. Playwright, three specs at a time.
// Phases 2 and 3 do not overlap: on two cores each keeps both busy by itself (Playwright alone
// shows a load of 9-12), and run side by side they took twice as long as one after the other
// (decision 149 gives the figures). A step that fails does not stop the others; a failed build
// skips what needs it.
// `.ci/run` passes the install's time in TEST_STEPS_BEFORE ("install=53.2") for the table.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../server/build-folder.ts';

const REPORTS = path.join(root, '.test-reports');

type Counts = { passed: number; failed: number; skipped: number; flaky?: number };
type Step = { name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv; counts?: () => Counts | null };
type Outcome = { name: string; startedAt: number; endedAt: number; code: number | null; counts: Counts | null; skipped?: boolean };

const started = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const clock = (ms: number) => {
  const whole = Math.round(Math.abs(ms) / 1000);
  return `${ms < 0 ? '-' : ''}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function vitestStep(project: string): Step {
  const report = path.join(REPORTS, `vitest-${project}.json`);
  return {
    name: `vitest ${project}`,
    command: 'npx',
    args: ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    counts: () => {
      const json = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(report);
      return json && { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests };
    },
  };
}

const playwrightReport = path.join(REPORTS, 'playwright.json');
const playwright: Step = {
  name: 'playwright',
  command: process.execPath,
  args: ['scripts/e2e.ts'],
  env: { E2E_JSON_REPORT: playwrightReport, E2E_RETRIES: process.env.E2E_RETRIES ?? '1' },
  counts: () => {
    const json = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(playwrightReport);
    return json && { passed: json.stats.expected, failed: json.stats.unexpected, skipped: json.stats.skipped, flaky: json.stats.flaky };
  },
};

const npmScript = (name: string, script: string): Step => ({ name, command: 'npm', args: ['run', '--silent', script] });

const checks: Step[] = [npmScript('typecheck', 'typecheck'), npmScript('lint', 'lint'), npmScript('format check', 'format:check')];
const build: Step[] = [
  { name: 'build', command: process.execPath, args: ['scripts/build-if-needed.ts'], env: { NODE_ENV: 'production' } },
  { name: 'server template', command: process.execPath, args: ['scripts/make-server-template.ts'] },
];

/** Runs a step, its output's lines prefixed with its name. */
function run(step: Step): Promise<Outcome> {
  const startedAt = Date.now();
  const prefix = `${step.name.padEnd(16)}| `;
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const forward = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => rest && out.write(`${prefix}${rest}\n`));
    };
    forward(child.stdout!, process.stdout);
    forward(child.stderr!, process.stderr);
    child.once('close', (code) => resolve({ name: step.name, startedAt, endedAt: Date.now(), code, counts: step.counts?.() ?? null }));
  });
}

/** A step that did not run, as the table shows it. */
const skippedStep = (name: string): Outcome => ({
  name,
  startedAt: Date.now(),
  endedAt: Date.now(),
  code: null,
  counts: null,
  skipped: true,
});

/** Steps one after another; the first failure skips the rest. */
async function inOrder(steps: Step[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) {
    if (outcomes.some((outcome) => outcome.code !== 0)) {
      outcomes.push(skippedStep(step.name));
      continue;
    }
    outcomes.push(await run(step));
  }
  return outcomes;
}

fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

const before: Outcome[] = (process.env.TEST_STEPS_BEFORE ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [name, value] = entry.split('=');
    const ms = Number(value) * 1000;
    return { name: name!, startedAt: started - ms, endedAt: started, code: 0, counts: null };
  });

const phaseOne = (await Promise.all([...checks.map(run), inOrder(build)])).flat();
const built = phaseOne.filter((outcome) => build.some((step) => step.name === outcome.name)).every((outcome) => outcome.code === 0);

const phaseTwo: Outcome[] = [await run(vitestStep('unit')), await run(vitestStep('database'))];
phaseTwo.push(built ? await run(vitestStep('process')) : skippedStep('vitest process'));
const phaseThree: Outcome[] = [built ? await run(playwright) : skippedStep('playwright')];

const outcomes = [...before, ...phaseOne, ...phaseTwo, ...phaseThree];
const describe = (counts: Counts | null) =>
  counts
    ? [
        `${counts.passed} passed`,
        counts.failed ? `${counts.failed} failed` : '',
        counts.flaky ? `${counts.flaky} flaky` : '',
        counts.skipped ? `${counts.skipped} skipped` : '',
      ]
        .filter(Boolean)
        .join(', ')
    : '';
const rows = outcomes.map((outcome) => [
  outcome.name,
  outcome.skipped ? 'skipped' : outcome.code === 0 ? 'ok' : `FAILED (${outcome.code})`,
  clock(outcome.startedAt - started),
  clock(outcome.endedAt - started),
  seconds(outcome.endedAt - outcome.startedAt),
  describe(outcome.counts),
]);
const total = Date.now() - Math.min(...outcomes.map((outcome) => outcome.startedAt));
const header = ['step', 'result', 'start', 'end', 'wall time', 'tests'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) =>
  cells.map((cell, column) => (column === 4 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ');
const allCounts = outcomes.reduce(
  (sum, outcome) => ({
    passed: sum.passed + (outcome.counts?.passed ?? 0),
    failed: sum.failed + (outcome.counts?.failed ?? 0),
    skipped: sum.skipped + (outcome.counts?.skipped ?? 0),
    flaky: (sum.flaky ?? 0) + (outcome.counts?.flaky ?? 0),
  }),
  { passed: 0, failed: 0, skipped: 0, flaky: 0 } as Counts,
);
const failed = outcomes.filter((outcome) => outcome.code !== 0);
console.log(`\n${line(header)}\n${line(widths.map((width) => '-'.repeat(width)))}`);
for (const row of rows) console.log(line(row));
console.log(line(['total', failed.length ? 'FAILED' : 'ok', clock(0), clock(total), seconds(total), describe(allCounts)]));
process.exit(failed.length ? 1 : 0);
