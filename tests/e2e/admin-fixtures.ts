// What the admin specs need: accounts written straight into the running server's database (over
// its local socket, as `psql -h $E2E_ADMIN_DATA_DIR` would) with a password hash made once per
// run, rows written the same way, and a signed-in page. Every name and e-mail is unique, so specs
// and projects run side by side. The real CLI (`createAdminWithCli`) is for the specs about an
// account made on the command line.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Page } from '@playwright/test';
import type { StaffRole } from '#db/enums.ts';
import { hashPassword } from '#app/features/accounts/password.server.ts';
import { hashToken, SESSION_ABSOLUTE_TIMEOUT_MS, sessionSecrets, signToken } from '#app/features/accounts/session.server.ts';
import { expect as baseExpect, test as base } from './fixtures.ts';
import { serverDataDir, serverPort } from './support/servers.ts';
import { PASSWORD, staffPasswordHash } from './support/staff-password.ts';
import { holdingTheTurn } from './support/turn-lock.ts';

export { PASSWORD };

/**
 * Signing in verifies a deliberately slow password hash (scrypt at 128 MiB), which takes
 * seconds when the machine is busy running other suites; the admin specs wait longer for it.
 */
export const expect = baseExpect.configure({ timeout: 20_000 });

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** A short random tag to make names, e-mails and slugs unique to one test. */
export function uniqueTag(): string {
  return randomBytes(4).toString('hex');
}

/** A production server the specs write to: the run's admin server, or one a spec started itself. */
export type ServerRef = { dataDir: string; port: number };
const adminServer = (): ServerRef => ({ dataDir: serverDataDir('admin'), port: serverPort('admin') });

/** Runs a query against the e2e server's embedded database (or `on` another server's). */
export async function query<T extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
  on: ServerRef = adminServer(),
): Promise<T[]> {
  const client = new pg.Client({ host: on.dataDir, port: 5432, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

type Account = { email: string; password: string };

/**
 * A new staff account with this role (none: a user whose role was withdrawn), written into the
 * database as `npm run admin:create` and an Admin's invite would leave it.
 */
export async function createAccount(
  role: StaffRole | null,
  email = `${role ?? 'writer'}-${uniqueTag()}@example.com`,
  password = PASSWORD,
  on: ServerRef = adminServer(),
): Promise<Account> {
  const passwordHash = password === PASSWORD ? await staffPasswordHash() : await hashPassword(password);
  await query(
    `with new_user as (insert into users (email, password_hash) values ($1, $2) returning id)
     insert into user_roles (user_id, role) select id, $3 from new_user where $3::text is not null`,
    [email.toLowerCase(), passwordHash, role],
    on,
  );
  return { email, password };
}

/** A new admin account. */
export async function createAdmin(email = `admin-${uniqueTag()}@example.com`, password = PASSWORD): Promise<Account> {
  return createAccount('admin', email, password);
}

/** A new admin account made with `node scripts/admin-create.ts` while the server runs, as its operator would. */
export async function createAdminWithCli(email = `admin-${uniqueTag()}@example.com`, password = PASSWORD): Promise<Account> {
  await run(process.execPath, ['scripts/admin-create.ts', '--email', email, '--password', password], {
    cwd: root,
    env: { ...process.env, DATA_DIR: serverDataDir('admin'), DATABASE_URL: '' },
  });
  return { email, password };
}

/** A staff account without any role (as if it had been withdrawn). */
export async function createNonAdmin(): Promise<Account> {
  return createAccount(null);
}

export type NewLead = {
  name: string;
  email: string;
  phone: string;
  service?: string | null;
  location?: string | null;
  source?: string | null;
  message?: string | null;
  status?: 'new' | 'contacted' | 'converted' | 'lost';
};

/**
 * Inserts leads as the public forms would store them (each with its 'created' event); returns their
 * ids in order. It holds the turn of automatic assignment while it does, so that a lead is never
 * handed to a member another spec has taking new leads at that moment: the leads start unassigned.
 */
export async function insertLeads(leads: NewLead[], on?: ServerRef): Promise<string[]> {
  // A spec's own server has no other spec taking turns.
  return on ? insertUnassigned(leads, on) : holdingTheTurn(() => insertUnassigned(leads, adminServer()));
}

async function insertUnassigned(leads: NewLead[], on: ServerRef): Promise<string[]> {
  const ids: string[] = [];
  for (const lead of leads) {
    const rows = await query<{ id: string }>(
      `with lead as (
         insert into contact_submissions (name, email, phone, service, location, source, message, status)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, created_at
       ), created as (
         insert into lead_events (lead_id, kind, details, created_at) select id, 'created', '{"form":null}', created_at from lead
       )
       select id from lead`,
      [
        lead.name,
        lead.email,
        lead.phone,
        lead.service ?? null,
        lead.location ?? null,
        lead.source ?? null,
        lead.message ?? null,
        lead.status ?? 'new',
      ],
      on,
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Gives the page a signed-in session for the account, as the sign-in form leaves it: a row in
 * `sessions` and the signed `__Host-` cookie, made with the server's own session store and key
 * (the server's data folder keeps the key). Signing in through the form checks a deliberately slow
 * password hash; the specs about signing in (admin-signs-in, two-step sign-in, the team's) do
 * that, the others start here.
 */
export async function openSession(page: Page, account: { email: string }, on: ServerRef = adminServer()): Promise<void> {
  const token = randomBytes(16).toString('base64url');
  const inserted = await query(
    `insert into sessions (token_hash, user_id, expires_at, ip_address, user_agent)
     select $1, id, now() + make_interval(secs => $3), '127.0.0.1', 'Playwright' from users where email = $2
     returning user_id`,
    [hashToken(token), account.email.toLowerCase(), SESSION_ABSOLUTE_TIMEOUT_MS / 1000],
    on,
  );
  if (inserted.length !== 1) throw new Error(`No account ${account.email} to open a session for`);
  const [secret] = sessionSecrets({ SESSION_SECRET: process.env.SESSION_SECRET, DATA_DIR: on.dataDir });
  await page.context().addCookies([
    {
      // A `Secure` cookie can only be given for an https address; Chromium sends it to
      // http://127.0.0.1 all the same, as it does the one the server sets (a trustworthy origin).
      name: '__Host-aangan_session',
      value: signToken(token, secret!),
      url: `https://127.0.0.1:${on.port}/`,
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    },
  ]);
}

/**
 * The toast with this title, for as long as it shows. Not by role="status": Radix's announcement
 * copy lasts one second, too short to be sure to see on a busy machine. Hidden elements count: a
 * dialog open behind the toast marks the rest of the page aria-hidden.
 */
export function toastWith(page: Page, title: string) {
  return page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title });
}

type AdminFixtures = {
  /** A fresh admin account for this test. */
  admin: { email: string; password: string };
  /** A page signed in as `admin`, showing the dashboard. */
  adminPage: Page;
};

export const test = base.extend<AdminFixtures & { roomForSlowHashes: void }>({
  // An admin test signs in (a slow password check) more than once: more time.
  roomForSlowHashes: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function uses from its pattern.
    async ({}, provide, testInfo) => {
      testInfo.setTimeout(Math.max(testInfo.timeout, 120_000));
      await provide();
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function uses from its pattern.
  admin: async ({}, provide) => {
    await provide(await createAdmin());
  },
  adminPage: async ({ page, admin }, provide) => {
    await openSession(page, admin);
    await page.goto('/admin');
    await expect(page.getByText(`Welcome, ${admin.email}`)).toBeVisible();
    await provide(page);
  },
});
