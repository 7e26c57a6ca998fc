// The money screens at scale (decisions 167, 168), part 'billing' of `npm run bench`: the bench's
// production build on a fresh PostgreSQL database (BENCH_DATABASE_URL or TEST_DATABASE_URL; dropped
// afterwards) with BENCH_BILLING_LEADS leads (1,000,000 unless set; the admin figures' seed) and
// BENCH_PROJECTS customer projects among them (100,000 unless set): three milestones each, two in
// three asked for over the last 120 days, half of those invoiced (some credited), payments on most,
// some in part, some reversed. Seeded set by set in SQL (generate_series) with the kept-sum triggers
// off, then summed once by migration 0030's own backfill. Prints the median time of the data (the
// `.data` request a tab change makes) of 'Payments' and 'Projects' for an Admin and for a Sales
// member, and Lighthouse mobile of a customer's pay page (/pay/{token}).
// `node scripts/bench/billing.ts` runs it alone.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '#app/features/accounts/password.server.ts';
import { createBenchDatabase } from './bench-support.ts';
import { benchId, seedLeadsSql } from './admin-leads.ts';
import type { BenchStaff } from './admin-leads.ts';
import { prepareBenchBuild } from './bench-build.ts';
import { lighthouseMedians } from './page-weight.ts';

const LEADS = Number(process.env.BENCH_BILLING_LEADS ?? 1_000_000);
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES ?? 30);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PASSWORD = 'bench password for billing';
/** The kept sums' triggers (db/functions/billing.sql), off while the seed writes set by set. */
const KEPT_TRIGGERS = [
  ['payments', 'payments_kept_sums'],
  ['tax_documents', 'tax_documents_kept_sums'],
  ['project_milestones', 'project_milestones_kept_balance'],
  ['customer_projects', 'customer_projects_kept_balance'],
] as const;

/** Migration 0030's backfill statements (between its '-- Backfill' comment and its first function). */
function backfillStatements(root: string): string[] {
  const text = fs.readFileSync(path.join(root, 'db/migrations/0030_kept-billing-sums.sql'), 'utf8');
  const from = text.indexOf('-- Backfill');
  return text
    .slice(from, text.indexOf('CREATE OR REPLACE FUNCTION', from))
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^--.*$/gm, '').trim())
    .filter(Boolean);
}

/** Projects on leads spread over the seed (most assigned, some not), their contracts, milestones, documents and payments. */
function seedProjectsSql(root: string, payLinkHash: string): string[] {
  // Project k's lead: one in ten leads, its residue moving so the projects' assignees vary as the leads' do.
  const step = Math.max(1, Math.floor(LEADS / PROJECTS) - 1);
  return [
    ...KEPT_TRIGGERS.map(([table, trigger]) => `alter table ${table} disable trigger ${trigger}`),
    `create temporary table bench_projects as
       select k, ${benchId(`(${step} * (k - 1) + 1 + k % ${step})`)} as lead_id, gen_random_uuid() as quotation_id,
         gen_random_uuid() as version_id, gen_random_uuid() as project_id
       from generate_series(1, ${PROJECTS}) k`,
    `insert into quotations (id, lead_id) select quotation_id, lead_id from bench_projects`,
    `insert into quotation_versions (id, quotation_id, number, terms, subtotal_paise, discount_paise, tax_paise, total_paise, sent_at, accepted_at, accepted_name)
     select version_id, quotation_id, 1, '{}'::jsonb, 10000000, 0, 1800000, 11800000, now() - interval '200 days', now() - interval '150 days', 'Customer ' || k
     from bench_projects`,
    `insert into customer_projects (id, lead_id, contract_version_id, customer_name, customer_email, customer_address, site_address,
       place_of_supply, original_value_paise, current_value_paise, created_at)
     select p.project_id, p.lead_id, p.version_id, c.name, c.email, 'Koramangala, Bengaluru', 'Koramangala, Bengaluru', '29', 11800000, 11800000,
       now() - make_interval(mins => k * 2)
     from bench_projects p join contact_submissions c on c.id = p.lead_id`,
    `insert into project_milestones (project_id, position, label, amount_paise, taxable_paise, cgst_paise, sgst_paise, status, requested_at)
     select project_id, s, (array['On booking', 'On design sign-off', 'Before installation'])[s], 3933333, 3333333, 300000, 300000,
       case when (k + s) % 3 = 0 then 'open' when (k + s) % 2 = 0 then 'invoiced' else 'requested' end,
       case when (k + s) % 3 = 0 then null else now() - make_interval(days => (k * 7 + s) % 120) end
     from bench_projects cross join generate_series(1, 3) s`,
    `insert into tax_documents (kind, number, financial_year, serial, issued_on, issued_at, project_id, milestone_id,
       taxable_paise, cgst_paise, sgst_paise, total_paise, particulars)
     select 'tax_invoice', 'I' || row_number() over (), '2026-27', row_number() over (), current_date, m.requested_at + interval '2 days',
       m.project_id, m.id, m.taxable_paise, m.cgst_paise, m.sgst_paise, m.amount_paise, '{}'::jsonb
     from project_milestones m where m.status = 'invoiced'`,
    // One invoice in twenty corrected by a credit note of ₹1,180.
    `insert into tax_documents (kind, number, financial_year, serial, issued_on, issued_at, project_id, milestone_id, corrects_document_id,
       taxable_paise, cgst_paise, sgst_paise, total_paise, particulars)
     select 'credit_note', 'C' || row_number() over (), '2026-27', row_number() over (), current_date, d.issued_at + interval '1 day',
       d.project_id, d.milestone_id, d.id, 100000, 9000, 9000, 118000, '{}'::jsonb
     from tax_documents d where d.kind = 'tax_invoice' and d.serial % 20 = 0`,
    `insert into payments (project_id, milestone_id, amount_paise, received_on, mode, reference)
     select m.project_id, m.id, case when m.position = 2 then 1000000 else m.amount_paise end,
       current_date - (m.position * 11) % 60, 'upi', 'UTR' || left(m.id::text, 8)
     from project_milestones m where m.status <> 'open' and (hashtext(m.id::text) % 4) <> 0`,
    // One payment in fifty reversed (a cheque that bounced).
    `insert into payments (project_id, milestone_id, amount_paise, reverses_payment_id, reason, received_on, mode, reference)
     select p.project_id, p.milestone_id, -p.amount_paise, p.id, 'Cheque bounced', current_date, p.mode, p.reference
     from payments p where hashtext(p.id::text) % 50 = 0`,
    ...backfillStatements(root),
    ...KEPT_TRIGGERS.map(([table, trigger]) => `alter table ${table} enable trigger ${trigger}`),
    `insert into billing_settings (id, upi_id, payee_name, bank_account_name, bank_account_number, bank_ifsc)
     values (1, 'aangan@okhdfcbank', 'Aangan Interiors', 'Aangan Interiors LLP', '50200012345678', 'HDFC0001234')
     on conflict (id) do update set upi_id = excluded.upi_id, payee_name = excluded.payee_name,
       bank_account_name = excluded.bank_account_name, bank_account_number = excluded.bank_account_number, bank_ifsc = excluded.bank_ifsc`,
    // A customer's pay link: the second stage of the newest project, part paid.
    `update project_milestones set pay_link_hash = '${payLinkHash}'
     where id = (select m.id from project_milestones m join bench_projects p on p.project_id = m.project_id
                 where m.status = 'requested' and m.owing_paise > 0 order by p.k limit 1)`,
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function billingBenchLines({ root, port }: { root: string; port: number }): Promise<string[]> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    return ["'Payments' and 'Projects' at scale: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)"];
  const { name, url: databaseUrl } = await createBenchDatabase(serverUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aangan-bench-billing-'));
  const server = spawn(process.execPath, ['server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      SESSION_SECRET: randomBytes(24).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(`${url}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (attempt > 600) throw new Error('The billing bench server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const token = randomBytes(32).toString('base64url');
    const db = new pg.Client({ connectionString: databaseUrl.toString() });
    db.on('error', () => {});
    await db.connect();
    try {
      const hash = await hashPassword(PASSWORD);
      const member = async (email: string, role: string) =>
        (
          await db.query<{ id: string }>(
            `with u as (insert into users (email, password_hash, name) values ($1, $2, $3) returning id)
             insert into user_roles (user_id, role) select id, $4 from u returning user_id as id`,
            [email, hash, email.split('@')[0], role],
          )
        ).rows[0]!.id;
      const staff: BenchStaff = {
        admin: await member('bench@example.com', 'admin'),
        sales: [
          await member('sales1@example.com', 'sales'),
          await member('sales2@example.com', 'sales'),
          await member('sales3@example.com', 'sales'),
        ],
      };
      const started = performance.now();
      await db.query('begin');
      for (const statement of seedLeadsSql(LEADS, staff)) await db.query(statement);
      for (const statement of seedProjectsSql(root, createHash('sha256').update(token).digest('hex'))) await db.query(statement);
      await db.query('commit');
      await db.query('vacuum analyze');
      const { rows } = await db.query<{ projects: number; milestones: number; payments: number; documents: number; theirs: number }>(
        `select (select count(*)::int from customer_projects) as projects, (select count(*)::int from project_milestones) as milestones,
           (select count(*)::int from payments) as payments, (select count(*)::int from tax_documents) as documents,
           (select count(*)::int from project_balances where assigned_to = $1) as theirs`,
        [staff.sales[0]],
      );
      const seeded = rows[0]!;
      lines.push(
        `billing bench seed: ${LEADS.toLocaleString('en-IN')} leads, ${seeded.projects.toLocaleString('en-IN')} projects ` +
          `(${seeded.theirs.toLocaleString('en-IN')} the Sales member's), ${seeded.milestones.toLocaleString('en-IN')} milestones, ` +
          `${seeded.payments.toLocaleString('en-IN')} payments, ${seeded.documents.toLocaleString('en-IN')} documents, ` +
          `seeded and analysed in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    } finally {
      await db.end();
    }

    const signIn = async (email: string) => {
      const response = await fetch(`${url}/admin-login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: url },
        body: new URLSearchParams({ email, password: PASSWORD }),
      });
      const cookie = response.headers.get('set-cookie')?.split(';')[0];
      if (response.status !== 302 || !cookie) throw new Error(`Bench sign-in of ${email} failed with ${response.status}`);
      return cookie;
    };
    for (const [who, email] of [
      ['an Admin', 'bench@example.com'],
      ['a Sales member', 'sales1@example.com'],
    ] as const) {
      const cookie = await signIn(email);
      for (const [label, dataPath] of [
        ["'Payments'", '/admin/payments.data'],
        ["'Projects'", '/admin/customer-projects.data'],
      ] as const) {
        const times: number[] = [];
        const failures: number[] = [];
        for (let i = 0; i < SAMPLES + 3; i++) {
          const startedAt = performance.now();
          const response = await fetch(`${url}${dataPath}`, { headers: { cookie } });
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(response.status);
          if (i >= 3) times.push(performance.now() - startedAt);
        }
        lines.push(
          `${label} data, ${who}, ${PROJECTS.toLocaleString('en-IN')} projects and ${LEADS.toLocaleString('en-IN')} leads on PostgreSQL: ` +
            `median ${median(times).toFixed(1)} ms, slowest ${Math.max(...times).toFixed(1)} ms, ${failures.length} errors ` +
            `(${SAMPLES} requests one at a time; target median <= 50 ms)`,
        );
      }
    }

    if (process.env.BENCH_LIGHTHOUSE !== '0') {
      const page = await fetch(`${url}/pay/${token}`);
      if (page.status !== 200) throw new Error(`The bench pay page answered ${page.status}`);
      const scores = await lighthouseMedians(root, `${url}/pay/${token}`, LIGHTHOUSE_RUNS);
      lines.push(
        `Lighthouse mobile /pay/{token} (median of ${LIGHTHOUSE_RUNS}): performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
          `best practices ${scores.bestPractices}, SEO ${scores.seo}, LCP ${scores.lcpMs} ms, TBT ${scores.tbtMs} ms, CLS ${scores.cls}, ` +
          `scripts ${scores.scriptKb} KB in ${scores.scriptRequests} requests (target performance >= 98)`,
      );
    }
    return lines;
  } finally {
    server.kill('SIGINT');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DATABASE === '1') {
      process.stderr.write(`The seeded database is kept (BENCH_KEEP_DATABASE): ${databaseUrl.toString()}\n`);
    } else {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    }
  }
}

// `node scripts/bench/billing.ts`: these figures alone, on the bench's build (.bench-build/).
if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '../..');
  prepareBenchBuild(root);
  const port = await new Promise<number>((resolve) => {
    const listener = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = listener.address() as AddressInfo;
      listener.close(() => resolve(free));
    });
  });
  for (const line of await billingBenchLines({ root, port })) console.log(line);
}
