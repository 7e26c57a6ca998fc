// Benchmark figures of the admin (decisions 071 and 075): the lead list with every kind of filter, a lead's
// page, the 'Reports' tab, the 'Pipeline' board (decision 100) and 'My day' (decision 116; server-rendered, signed in) with BENCH_LEADS leads (200,000 unless
// set; 1000000 for the figure decision 075 keeps) and their notes and activity in PostgreSQL, then a CSV
// export. Needs a PostgreSQL server: BENCH_DATABASE_URL or TEST_DATABASE_URL (a fresh database is
// created on it and dropped after). `node scripts/bench/admin-leads.ts` runs these figures alone;
// BENCH_ADMIN_FIGURES=Pipeline only those whose label has one of the words given (comma-separated).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createBenchDatabase } from './bench-support.ts';
import { hashPassword } from '#app/features/accounts/password.server.ts';
import { prepareBenchBuild } from './bench-build.ts';

export const LEAD_COUNT = Number(process.env.BENCH_LEADS ?? 200_000);
/** Requests per figure (after three to warm up), one at a time: the response time one member sees. */
const SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES ?? 30);
/** Keeps the seeded database for a closer look (its address is printed); dropped otherwise. */
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1';
/** Only the figures whose label contains one of these words (BENCH_ADMIN_FIGURES=Pipeline,Reports), and no CSV export; all when unset. */
const FIGURES = process.env.BENCH_ADMIN_FIGURES?.split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);

const NAMES = [
  'Priya',
  'Rahul',
  'Ananya',
  'Vikram',
  'Sneha',
  'Arjun',
  'Kavya',
  'Rohan',
  'Divya',
  'Karthik',
  'Meera',
  'Suresh',
  'Lakshmi',
  'Aditya',
  'Pooja',
  'Naveen',
];
const SURNAMES = ['Sharma', 'Reddy', 'Iyer', 'Nair', 'Rao', 'Gowda', 'Menon', 'Kumar', 'Shetty', 'Pillai', 'Bhat', 'Hegde'];
const SERVICES = [
  'Modular Kitchen',
  'Modular Wardrobe',
  'Entertainment Units',
  'Pooja Units',
  'False Ceiling',
  'Complete Interior Design',
  'Other',
];
const AREAS = [
  'BTM Layout',
  'Banashankari',
  'Banaswadi',
  'Basavanagudi',
  'Bellandur',
  'HSR Layout',
  'Hebbal',
  'Indiranagar',
  'JP Nagar',
  'Jayanagar',
  'Koramangala',
  'Malleshwaram',
  'Marathahalli',
  'Sarjapur',
  'Whitefield',
  'Yelahanka',
];
const SOURCES = [
  'popup form',
  'cta section',
  'contact_page',
  'price calculator',
  'mobile price calculator',
  'service card',
  'Corporate Page',
];

/** What staff open: the list with each kind of filter, lead pages, reports, the 'Pipeline' board (the bench signs in as the admin, one of four who get leads). */
export function benchTargets(count: number): Array<{ label: string; path: string }> {
  // The id benchId gives lead i in the database.
  const lead = (i: number) => {
    const hex = createHash('md5').update(String(i)).digest('hex');
    const v4 = `${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17)}`;
    return `/admin/leads/${v4.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')}`;
  };
  const today = new Date();
  const yearAgo = new Date(today.getTime() - 365 * 86_400_000);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  // Lead i's phone as the seed writes it ('+91 9' and nine digits), here as caller ID shows it.
  const phoneOf = (i: number) => `+919${String((i * 7919) % 1_000_000_000).padStart(9, '0')}`;
  return [
    { label: 'list, newest first', path: '/admin/leads' },
    { label: 'list, search a locality', path: '/admin/leads?q=koramangala' },
    { label: 'list, search + status', path: '/admin/leads?q=koramangala&status=new' },
    { label: 'list, search a first name + status', path: '/admin/leads?q=priya&status=contacted' },
    { label: 'list, search part of a phone number', path: '/admin/leads?q=98450' },
    { label: 'list, search a service + status', path: '/admin/leads?q=false+ceiling&status=converted' },
    { label: 'list, search an e-mail', path: '/admin/leads?q=lead12345%40' },
    { label: 'list, search a whole phone number (a person)', path: `/admin/leads?q=${encodeURIComponent(phoneOf(12345))}` },
    { label: 'list, search a whole e-mail (a person)', path: '/admin/leads?q=lead12346%40example.com' },
    { label: 'list, status, page 3', path: '/admin/leads?status=lost&page=3' },
    { label: "list, 'Follow-ups due'", path: '/admin/leads?due=1' },
    { label: "list, 'Assigned to me'", path: '/admin/leads?mine=1' },
    { label: "list, 'Assigned to me' + status", path: '/admin/leads?mine=1&status=new' },
    { label: "list, 'Follow-ups due' + 'Assigned to me' + status", path: '/admin/leads?due=1&mine=1&status=converted' },
    { label: "list, search + 'Assigned to me'", path: '/admin/leads?q=priya&mine=1' },
    { label: 'lead page, a new lead with notes', path: lead(10) },
    { label: 'lead page, a repeat enquiry', path: lead(Math.floor(count / 50) * 25) },
    { label: 'lead page, an old lead', path: lead(count - 3) },
    { label: "'Reports', last 12 weeks", path: '/admin/reports' },
    { label: "'Reports', last 12 months", path: `/admin/reports?from=${day(yearAgo)}&to=${day(today)}` },
    { label: "'Pipeline' board", path: '/admin/pipeline' },
    { label: "'Pipeline' board, 'Assigned to me'", path: '/admin/pipeline?mine=1' },
    { label: "'My day' (an admin's: overdue, follow-ups, visits, new and unassigned)", path: '/admin/my-day' },
  ];
}

const sqlArray = (values: string[]) => `(array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}])`;

/** Which form each seeded lead came from, beside its source. */
const FORMS = ['popup', 'contact', 'calculator', 'service-card', 'cta', 'quick-quote', 'corporate'];

const CAMPAIGNS = ['kitchen-diwali', 'wardrobe-monsoon', 'full-home-2bhk', 'villa-premium', 'pooja-festive', 'office-fitout'];

/** Lead i's id: md5(i) with the version and variant digits of a random (v4) UUID, as the admin's URLs require. */
export const benchId = (i: string) => `overlay(overlay(md5(${i}::text) placing '4' from 13) placing '8' from 17)::uuid`;

/** The staff the seeded leads are worked by: the bench's admin (who signs in) and three sales members. */
export type BenchStaff = { admin: string; sales: [string, string, string] };

/**
 * The seed, as INSERT ... SELECT statements over generate_series (ids are made from md5(i) so the
 * people, events and contacts find their lead without a lookup). Leads arrive five minutes apart,
 * newest first; every 25th shares its e-mail with the next older one (a repeat enquiry: one person,
 * two enquiries); three in five are assigned, one in fifty has a follow-up (half of them due); every
 * lead not new was contacted (a status change on its timeline) and half the leads have a note, a
 * tenth three; the ones never contacted are overdue, and the leads in 'Site visit' have a visit. People and their contacts are written directly (set by set, as migration 0009 does)
 * rather than lead by lead by the insert trigger.
 */
export function seedLeadsSql(count: number, staff: BenchStaff): string[] {
  const people = `(array['${staff.admin}', '${staff.sales.join("', '")}']::uuid[])`;
  const status = `(array['new', 'contacted', 'converted', 'lost'])[1 + (i / 7) % 4]`;
  // The pipeline stage in step with the status: a contacted lead in one of its four stages.
  const stage = `(case ${status} when 'new' then 'new' when 'converted' then 'won' when 'lost' then 'lost'
    else (array['contacted', 'site_visit', 'design', 'quotation_sent'])[1 + i % 4] end)`;
  // Lead i's person is that of its e-mail: lead i, or lead i + 1 for every 25th (the older one of the two).
  const owner = `(case when i % 25 = 0 and i < ${count} then i + 1 else i end)`;
  // The leads that start a person: every one that is its e-mail's owner.
  const founder = `(i % 25 <> 0 or i = ${count})`;
  const personId = (index: string) => `overlay(overlay(md5('person' || ${index}) placing '4' from 13) placing '8' from 17)::uuid`;
  const createdAt = (index: string) => `now() - make_interval(mins => (${index}) * 5)`;
  // When a lead not new was contacted (its status change), and when its n-th note was written.
  const statusChangedAt = `${createdAt('i')} + make_interval(mins => 5 + i % 720)`;
  const noteAt = (n: string) => `${createdAt('i')} + make_interval(mins => 10 + (${n}) * 600)`;
  const event = (
    kind: string,
    actor: string,
    details: string,
    at: string,
    where: string,
    from = 'generate_series(1, ' + count + ') as s(i)',
  ) =>
    `insert into lead_events (lead_id, kind, actor_id, details, created_at)
     select ${benchId('i')}, '${kind}', ${actor}, ${details}, ${at} from ${from} where ${where}`;
  return [
    `insert into people (id, name, created_at)
     select ${personId('i')},
            ${sqlArray(NAMES)}[1 + i % ${NAMES.length}] || ' ' || ${sqlArray(SURNAMES)}[1 + (i / ${NAMES.length}) % ${SURNAMES.length}],
            ${createdAt('i')}
     from generate_series(1, ${count}) as s(i) where ${founder}`,
    `insert into person_contacts (kind, value, person_id, created_at)
     select 'email', 'lead' || i || '@example.com', ${personId('i')}, ${createdAt('i')}
     from generate_series(1, ${count}) as s(i) where ${founder}
     union all
     select 'phone', '+919' || lpad((i::bigint * 7919 % 1000000000)::text, 9, '0'), ${personId(owner)}, ${createdAt('i')}
     from generate_series(1, ${count}) as s(i)`,
    `insert into contact_submissions (id, name, email, phone, service, location, source, form, message, status, created_at,
       utm_source, utm_medium, utm_campaign, landing_path, assigned_to, next_follow_up_at, person_id,
       stage, stage_changed_at, value_paise, first_contact_at)
     select ${benchId('i')},
            ${sqlArray(NAMES)}[1 + i % ${NAMES.length}] || ' ' || ${sqlArray(SURNAMES)}[1 + (i / ${NAMES.length}) % ${SURNAMES.length}],
            'lead' || ${owner} || '@example.com',
            '+91 9' || lpad((i::bigint * 7919 % 1000000000)::text, 9, '0'),
            case when i % 9 = 0 then null else ${sqlArray(SERVICES)}[1 + i % ${SERVICES.length}] end,
            case when i % 5 = 0 then null else ${sqlArray(AREAS)}[1 + (i / 3) % ${AREAS.length}] end,
            ${sqlArray(SOURCES)}[1 + i % ${SOURCES.length}],
            ${sqlArray(FORMS)}[1 + i % ${FORMS.length}],
            'Looking for a quote for a ' || (1 + i % 4) || 'BHK apartment.',
            ${status},
            ${createdAt('i')},
            case i % 3 when 0 then 'google' when 1 then 'instagram' end,
            case i % 3 when 0 then 'cpc' when 1 then 'social' end,
            case when i % 3 < 2 then ${sqlArray(CAMPAIGNS)}[1 + (i / 3) % ${CAMPAIGNS.length}] end,
            '/services/modular-kitchen',
            case when i % 5 < 3 then ${people}[1 + i % 4] end,
            case when i % 50 = 0 then now() + make_interval(hours => (i / 50) % 200 - 100) end,
            ${personId(owner)},
            ${stage},
            case when ${status} <> 'new' then ${statusChangedAt} end,
            case when i % 3 = 0 then (300000 + (i::bigint * 7919) % 2500000) * 100 end,
            -- The first contacting event below: the status change or the first note, whichever came first.
            least(case when ${status} <> 'new' then ${statusChangedAt} end, case when i % 2 = 0 then ${noteAt('1')} end)
     from generate_series(1, ${count}) as s(i)`,
    // The events' trigger would set the first contact lead by lead, updating most of the table
    // once per kind; the insert above has set it already.
    'alter table lead_events disable trigger lead_events_first_contact',
    event('created', 'null', `jsonb_build_object('form', ${sqlArray(FORMS)}[1 + i % ${FORMS.length}])`, createdAt('i'), 'true'),
    event(
      'note_added',
      `${people}[1 + (i + n) % 4]`,
      `jsonb_build_object('body', 'Called, wants a site visit on Saturday. Note ' || n || '.')`,
      noteAt('n'),
      '(i % 2 = 0 and (n = 1 or i % 10 = 0))',
      `generate_series(1, ${count}) as s(i), generate_series(1, 3) as t(n)`,
    ),
    event(
      'status_changed',
      `${people}[1 + i % 4]`,
      `jsonb_build_object('from', 'new', 'to', ${status})`,
      statusChangedAt,
      `${status} <> 'new'`,
    ),
    event(
      'assigned',
      `'${staff.admin}'::uuid`,
      `jsonb_build_object('from', null, 'to', ${people}[1 + i % 4])`,
      `${createdAt('i')} + make_interval(mins => 2)`,
      'i % 5 < 3',
    ),
    event(
      'follow_up_set',
      `${people}[1 + i % 4]`,
      `jsonb_build_object('at', to_char((now() + make_interval(hours => (i / 50) % 200 - 100)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'previous', null)`,
      `${createdAt('i')} + make_interval(mins => 30)`,
      'i % 50 = 0',
    ),
    'alter table lead_events enable trigger lead_events_first_contact',
    // 'My day': the leads nobody has contacted were due 15 minutes after they arrived (overdue
    // now), and each lead in 'Site visit' has a visit three days after it arrived, so the last
    // few days' visits fall today.
    `update contact_submissions set response_due_at = created_at + interval '15 minutes' where first_contact_at is null`,
    `insert into site_visits (lead_id, starts_at, address, designer_id, created_by)
     select id, created_at + interval '3 days', coalesce(location, 'Bengaluru'), assigned_to, assigned_to
     from contact_submissions where stage = 'site_visit'`,
  ];
}

type Options = { root: string; port: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The peak memory (VmHWM) of a process, in MiB, on Linux; null elsewhere. */
function peakMemoryMib(pid: number | undefined): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

/** The figures' lines, or one line saying why they were skipped. */
export async function benchAdminLeads({ root, port }: Options): Promise<string> {
  const count = LEAD_COUNT;
  const scale = `${count.toLocaleString('en-US')} leads on PostgreSQL`;
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    return `admin lead list, lead page and reports: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server)`;
  const lines: string[] = [];

  // BENCH_ADMIN_DATABASE: a database an earlier run kept (BENCH_KEEP_DATABASE=1), measured again without seeding.
  const kept = process.env.BENCH_ADMIN_DATABASE;
  const { name, url: databaseUrl } = kept ? { name: null, url: new URL(kept) } : await createBenchDatabase(serverUrl);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aangan-bench-pg-'));
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
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(`${url}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (attempt > 300) throw new Error('The PostgreSQL bench server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // The server has migrated the database; fill it (unless it is a kept one, filled already).
    const db = new pg.Client({ connectionString: databaseUrl.toString() });
    db.on('error', () => {});
    await db.connect();
    const password = 'bench password for the admin';
    if (kept) await db.end();
    else
      try {
        const member = async (email: string, role: string, hash: string) =>
          (
            await db.query<{ id: string }>(
              `with u as (insert into users (email, password_hash, name) values ($1, $2, $3) returning id)
             insert into user_roles (user_id, role) select id, $4 from u returning user_id as id`,
              [email, hash, email.split('@')[0], role],
            )
          ).rows[0]!.id;
        const staff: BenchStaff = {
          admin: await member('bench@example.com', 'admin', await hashPassword(password)),
          sales: [
            await member('sales1@example.com', 'sales', 'no sign-in'),
            await member('sales2@example.com', 'sales', 'no sign-in'),
            await member('sales3@example.com', 'sales', 'no sign-in'),
          ],
        };
        const started = performance.now();
        // One transaction, so now() is one moment for the leads and their events.
        await db.query('begin');
        for (const statement of seedLeadsSql(count, staff)) await db.query(statement);
        await db.query('commit');
        // The seed sets each lead's first contact itself; it must be what the timeline says.
        const unlike = await db.query<{ n: number }>(
          `select count(*)::int as n from contact_submissions c
         left join (select lead_id, min(created_at) as first from lead_events
                    where kind in ('status_changed', 'note_added', 'call_logged') group by lead_id) e on e.lead_id = c.id
         where c.first_contact_at is distinct from e.first`,
        );
        if (unlike.rows[0]!.n > 0) throw new Error(`The seed's first contact differs from the timeline's for ${unlike.rows[0]!.n} leads`);
        await db.query('vacuum analyze');
        const [persons, events] = await Promise.all([
          db.query<{ n: number }>('select count(*)::int as n from people'),
          db.query<{ n: number }>('select count(*)::int as n from lead_events'),
        ]);
        lines.push(
          `admin bench seed: ${scale}, ${persons.rows[0]!.n.toLocaleString('en-US')} people, ` +
            `${events.rows[0]!.n.toLocaleString('en-US')} timeline events, seeded and analysed in ${((performance.now() - started) / 1000).toFixed(0)} s`,
        );
      } finally {
        await db.end();
      }

    const signIn = await fetch(`${url}/admin-login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: url },
      body: new URLSearchParams({ email: 'bench@example.com', password }),
    });
    const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
    if (signIn.status !== 302 || !cookie) throw new Error(`Bench sign-in failed with ${signIn.status}`);

    // One request at a time: the response time one member sees (not throughput under load). Each
    // figure is measured twice: the whole server-rendered page (a first visit), and its data alone
    // (`.data`, what the browser fetches when a filter, a page or a tab changes).
    const sample = async (path: string) => {
      const times: number[] = [];
      const failures: number[] = [];
      for (let i = 0; i < SAMPLES + 3; i++) {
        const started = performance.now();
        const response = await fetch(`${url}${path}`, { headers: { cookie } });
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(response.status);
        if (i >= 3) times.push(performance.now() - started);
      }
      return { times, failures };
    };
    const dataPath = (path: string) => path.replace(/^([^?]*)/, '$1.data');
    const targets = benchTargets(count).filter((target) => !FIGURES || FIGURES.some((word) => target.label.toLowerCase().includes(word)));
    for (const target of targets) {
      const page = await sample(target.path);
      const data = await sample(dataPath(target.path));
      const failures = [...page.failures, ...data.failures];
      lines.push(
        `admin ${target.label}, ${scale}: data median ${ms(median(data.times))} (slowest ${ms(Math.max(...data.times))}), ` +
          `whole page median ${ms(median(page.times))} (slowest ${ms(Math.max(...page.times))}), ` +
          `${failures.length} errors${failures.length ? ` (status ${[...new Set(failures)].join(', ')})` : ''} ` +
          `(${SAMPLES} requests of each one at a time; target median <= 50 ms)`,
      );
    }

    if (FIGURES) return lines.join('\n');
    // 'Export CSV' of one status (a quarter of the leads), streamed: time, size and the server's peak memory.
    const before = peakMemoryMib(server.pid);
    const started = performance.now();
    const response = await fetch(`${url}/admin/leads/export?status=converted`, { headers: { cookie } });
    let bytes = 0;
    let rows = 0;
    for await (const chunk of response.body!) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) rows += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    const after = peakMemoryMib(server.pid);
    lines.push(
      `admin 'Export CSV' (status converted), ${scale}: ${response.status === 200 ? 'ok' : `status ${response.status}`}, ` +
        `${(rows - 1).toLocaleString('en-US')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MiB in ${seconds.toFixed(1)} s` +
        (before !== null && after !== null ? `, server peak memory ${before.toFixed(0)} -> ${after.toFixed(0)} MiB` : ''),
    );
    return lines.join('\n');
  } finally {
    server.kill('SIGINT');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (KEEP_DATABASE || !name) {
      process.stderr.write(`The seeded database is kept (BENCH_KEEP_DATABASE): ${databaseUrl.toString()}\n`);
    } else {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    }
  }
}

// `node scripts/bench/admin-leads.ts`: these figures alone, on the bench's build (.bench-build/).
if (import.meta.main) {
  prepareBenchBuild(path.resolve(import.meta.dirname, '../..'));
  const port = await new Promise<number>((resolve) => {
    const listener = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = listener.address() as AddressInfo;
      listener.close(() => resolve(free));
    });
  });
  console.log(await benchAdminLeads({ root: path.resolve(import.meta.dirname, '../..'), port }));
}
