// 'Payments' at 100,000 projects (decision 167): the screen's data (`paymentsOverview`: totals,
// ageing, this month's collections and the first page of projects) for an Admin (every project)
// and for a Sales member (their own leads' projects), on a fresh PostgreSQL database
// (BENCH_DATABASE_URL or TEST_DATABASE_URL; dropped afterwards). Seeded in SQL: BENCH_PROJECTS
// projects (100,000 unless set) for as many leads shared among 8 members, three milestones each;
// two in three asked for over the last 120 days, half of those invoiced, and payments on most of
// them, some in part. Prints the median and 95th percentile of SAMPLES calls after three to warm up.
// `node scripts/bench/payments.ts` runs it.
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '#app/lib/db.server.ts';
import { paymentsOverview } from '#app/features/billing/payments-screen/payments-overview.server.ts';
import { createBenchDatabase } from './bench-support.ts';

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_PAYMENTS_SAMPLES ?? 30);
const MEMBERS = 8;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function seed(client: pg.Client): Promise<string> {
  await client.query(`
    insert into users (email, password_hash) select 'member' || i || '@example.com', 'x' from generate_series(1, ${MEMBERS}) i;
    insert into user_roles (user_id, role) select id, 'sales' from users;
    create temporary table ids as
      select i, gen_random_uuid() as lead_id, gen_random_uuid() as quotation_id, gen_random_uuid() as version_id,
        gen_random_uuid() as project_id, (select id from users order by email offset (i % ${MEMBERS}) limit 1) as member
      from generate_series(1, ${PROJECTS}) i;
    insert into contact_submissions (id, name, email, phone, assigned_to)
      select lead_id, 'Customer ' || i, 'customer' || i || '@example.com', '+91 90000 ' || lpad((i % 100000)::text, 5, '0'), member from ids;
    insert into quotations (id, lead_id) select quotation_id, lead_id from ids;
    insert into quotation_versions (id, quotation_id, number, terms, subtotal_paise, discount_paise, tax_paise, total_paise, sent_at, accepted_at, accepted_name)
      select version_id, quotation_id, 1, '{}'::jsonb, 10000000, 0, 1800000, 11800000, now() - interval '200 days', now() - interval '150 days', 'Customer ' || i from ids;
    insert into customer_projects (id, lead_id, contract_version_id, customer_name, customer_email, place_of_supply, original_value_paise, current_value_paise, created_at)
      select project_id, lead_id, version_id, 'Customer ' || i, 'customer' || i || '@example.com', '29', 11800000, 11800000,
        now() - ((i % 150) || ' days')::interval from ids;
    insert into project_milestones (project_id, position, label, amount_paise, taxable_paise, cgst_paise, sgst_paise, status, requested_at)
      select project_id, p, 'Stage ' || p, 3933333, 3333333, 300000, 300000,
        case when (i + p) % 3 = 0 then 'open' when (i + p) % 2 = 0 then 'invoiced' else 'requested' end,
        case when (i + p) % 3 = 0 then null else now() - (((i * 7 + p) % 120) || ' days')::interval end
      from ids cross join generate_series(1, 3) p;
    insert into tax_documents (kind, number, financial_year, serial, issued_on, issued_at, project_id, milestone_id, taxable_paise, cgst_paise, sgst_paise, total_paise, particulars)
      select 'tax_invoice', 'I' || row_number() over (), '2026-27', row_number() over (), current_date, m.requested_at + interval '2 days',
        m.project_id, m.id, m.taxable_paise, m.cgst_paise, m.sgst_paise, m.amount_paise, '{}'::jsonb
      from project_milestones m where m.status = 'invoiced';
    insert into payments (project_id, milestone_id, amount_paise, received_on, mode, reference)
      select m.project_id, m.id, case when m.position = 2 then 1000000 else m.amount_paise end,
        current_date - ((m.position * 11) % 60), 'upi', 'UTR'
      from project_milestones m where m.status <> 'open' and (hashtext(m.id::text) % 4) <> 0;
    analyze;`);
  const { rows } = await client.query<{ id: string }>('select id from users order by email limit 1');
  return rows[0]!.id;
}

async function timed(run: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

export async function paymentsBenchLines(): Promise<string[]> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return ["'Payments': skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)"];
  const { name, url } = await createBenchDatabase(serverUrl);
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  try {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    let member: string;
    try {
      member = await seed(client);
    } finally {
      await client.end();
    }
    const lines: string[] = [];
    for (const [who, assignedTo] of [
      ['an Admin', null],
      ['a Sales member', member],
    ] as const) {
      const { median, p95 } = await timed(() => paymentsOverview(handle.db, { assignedTo }));
      lines.push(
        `'Payments' data at ${PROJECTS.toLocaleString('en-IN')} projects, ${who}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
      );
    }
    return lines;
  } finally {
    await handle.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await paymentsBenchLines()) console.log(line);
}
