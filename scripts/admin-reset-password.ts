// npm run admin:reset-password -- --email E --password P [--clear-two-step]
// For the server's owner: sets a staff member's password and ends every session of theirs (when
// nobody can receive a reset e-mail, or the last admin forgot theirs); with --clear-two-step,
// also turns two-step sign-in off (a lost phone and lost recovery codes). Prompts for what is
// missing when run in a terminal.
import { parseArgs } from 'node:util';
import { resetPasswordAsOwner } from '#app/features/accounts/account.server.ts';
import { ask, CliError, loadEnv, runCli, withDatabase } from './cli-db.ts';

const USAGE = "npm run admin:reset-password -- --email you@example.com --password '<a new passphrase>' [--clear-two-step]";

await runCli(async () => {
  let values;
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, 'clear-two-step': { type: 'boolean' } },
      strict: true,
    }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\nUsage: ${USAGE}`);
  }
  const interactive = process.stdin.isTTY === true;
  const email = values.email ?? (interactive ? await ask('E-mail: ') : undefined);
  const password = values.password ?? (interactive ? await ask('New password (at least 10 characters): ', true) : undefined);
  if (!email || !password) throw new CliError(`Missing --email or --password.\nUsage: ${USAGE}`);
  const clearTwoStep = values['clear-two-step'] === true;
  const result = await withDatabase(loadEnv(), (db) => resetPasswordAsOwner(db, email, password, { clearTwoStep }));
  if (!result.ok) throw new CliError(result.error);
  console.log(
    `The password of ${email.trim().toLowerCase()} is changed; every session of theirs has ended.${clearTwoStep ? ' Two-step sign-in is off for them.' : ''}`,
  );
});
