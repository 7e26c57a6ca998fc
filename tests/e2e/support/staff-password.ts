// The password of the admin specs' accounts, and its hash made once per run by the app's own
// hashing function (scrypt at 128 MiB): the specs write accounts straight into the database with
// it instead of running `npm run admin:create` for each (decision 085). Signing in still checks
// the password the slow way, as it does for everyone.
import { hashPassword } from '#app/features/accounts/password.server.ts';

export const PASSWORD = 'teak shelves and brass lamps';

const VARIABLE = 'E2E_STAFF_PASSWORD_HASH';

/** Playwright's global setup: hashes the password once, for every worker of the run. */
export default async function hashStaffPasswordOnce(): Promise<void> {
  process.env[VARIABLE] ??= await hashPassword(PASSWORD);
}

let ownHash: Promise<string> | undefined;

/** The hash of PASSWORD: the run's, or (a spec started without the global setup) one made here once. */
export function staffPasswordHash(): Promise<string> {
  const made = process.env[VARIABLE];
  if (made) return Promise.resolve(made);
  ownHash ??= hashPassword(PASSWORD);
  return ownHash;
}
