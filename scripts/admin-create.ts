// npm run admin:create -- --email E --password P
// Creates a staff account with the admin role. Prompts for what is missing when run in a terminal.
import { parseArgs } from 'node:util';
import { AccountError, createAdminUser } from '#app/features/accounts/accounts.server.ts';
import { ADMIN_CREATE_USAGE } from '#server/lifecycle.ts';
import { servedUrl } from '#server/served-url.ts';
import { ask, CliError, loadEnv, runCli, withDatabase } from './cli-db.ts';

await runCli(async () => {
  let values;
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } }, strict: true }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\nUsage: ${ADMIN_CREATE_USAGE}`);
  }
  const interactive = process.stdin.isTTY === true;
  const email = values.email ?? (interactive ? await ask('E-mail: ') : undefined);
  const password = values.password ?? (interactive ? await ask('Password (at least 10 characters): ', true) : undefined);
  if (!email || !password) {
    throw new CliError(`Missing --email or --password.\nUsage: ${ADMIN_CREATE_USAGE}`);
  }
  const env = loadEnv();
  try {
    const user = await withDatabase(env, (db) => createAdminUser(db, email, password));
    // The running server's own address when it has the data folder; else the one it would have
    // with this environment (PORT, SITE_URL, .env), as it reads them the same way.
    const siteUrl = (env.DATABASE_URL ? null : servedUrl(env.DATA_DIR)) ?? env.SITE_URL;
    console.log(`Admin account created for ${user.email}. Sign in at ${siteUrl}/admin-login`);
  } catch (error) {
    if (error instanceof AccountError) throw new CliError(error.message);
    throw error;
  }
});
