// Makes the data folder template the test servers start from, unless the current build has one
// (tests/support/server-template.ts, decision 149). `npm test` runs it after the build, so that
// the Vitest process tests and Playwright, which run at the same time, both find it made.
import { serverTemplate } from '../tests/support/server-template.ts';

const started = Date.now();
const template = await serverTemplate();
console.log(`Server data folder template: ${template} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
