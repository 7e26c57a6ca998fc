// Temporary: query timings on a seeded database (not committed).
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '#app/lib/db.server.ts';
import { paymentsOverview } from '#app/features/billing/payments-screen/payments-overview.server.ts';
import { listProjects } from '#app/features/billing/projects.server.ts';
import { paymentsOverview as oldOverview } from './tmp-old-overview.ts';
import { listProjects as oldList } from './tmp-old-projects.ts';
import { createBenchDatabase } from './bench-support.ts';
import { seedLeadsSql } from './admin-leads.ts';
import { seedProjectsSql } from './billing.ts';

const root = path.resolve(import.meta.dirname, '../..');
const serverUrl = process.env.TEST_DATABASE_URL!;
const keep = process.env.PROTO_DB;
const url = keep ? new URL(keep) : (await createBenchDatabase(serverUrl)).url;
const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
let sales: string;
if (!keep) {
  const ids: string[] = [];
  for (const [email, role] of [['a@x', 'admin'], ['s1@x', 'sales'], ['s2@x', 'sales'], ['s3@x', 'sales']]) {
    const { rows } = await client.query<{ id: string }>(
      `with u as (insert into users (email, password_hash, name) values ($1, 'x', $1) returning id) insert into user_roles (user_id, role) select id, $2 from u returning user_id as id`,
      [email, role],
    );
    ids.push(rows[0]!.id);
  }
  const t = performance.now();
  await client.query('begin');
  for (const s of seedLeadsSql(Number(process.env.BENCH_BILLING_LEADS), { admin: ids[0]!, sales: [ids[1]!, ids[2]!, ids[3]!] })) await client.query(s);
  for (const s of seedProjectsSql(root, 'x'.repeat(64))) await client.query(s);
  await client.query('commit');
  await client.query('vacuum analyze');
  console.log('seeded in', ((performance.now() - t) / 1000).toFixed(0), 's', url.toString());
}
sales = (await client.query<{ id: string }>(`select id from users where email = 's1@x'`)).rows[0]!.id;
await client.end();
const time = async (label: string, run: () => Promise<unknown>, n = 15) => {
  for (let i = 0; i < 2; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await run();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  console.log(label, 'median', times[Math.floor(n / 2)]!.toFixed(1), 'ms');
};
const which = (process.env.PROTO_WHICH ?? 'new,old').split(',');
if (which.includes('new')) {
  await time('new Payments admin', () => paymentsOverview(handle.db, { assignedTo: null }));
  await time('new Payments sales', () => paymentsOverview(handle.db, { assignedTo: sales }));
  await time('new Projects admin', () => listProjects(handle.db, { page: 1 }));
  await time('new Projects sales', () => listProjects(handle.db, { assignedTo: sales, page: 1 }));
}
if (which.includes('old')) {
  await time('old Payments admin', () => oldOverview(handle.db, { assignedTo: null }), 3);
  await time('old Payments sales', () => oldOverview(handle.db, { assignedTo: sales }), 3);
  await time('old Projects admin', () => oldList(handle.db, { page: 1 }), 5);
  await time('old Projects sales', () => oldList(handle.db, { assignedTo: sales, page: 1 }), 5);
}
if (which.includes('same')) {
  const a = await paymentsOverview(handle.db, { assignedTo: sales });
  const b = await oldOverview(handle.db, { assignedTo: sales });
  console.log('payments same (sales):', JSON.stringify(a) === JSON.stringify(b));
  const c = await paymentsOverview(handle.db, { assignedTo: null });
  const d = await oldOverview(handle.db, { assignedTo: null });
  console.log('payments same (admin):', JSON.stringify(c) === JSON.stringify(d));
  const e = await listProjects(handle.db, { assignedTo: sales });
  const f = await oldList(handle.db, { assignedTo: sales });
  console.log('projects same (sales):', JSON.stringify(e) === JSON.stringify(f));
  const g = await listProjects(handle.db, { page: 3 });
  const h = await oldList(handle.db, { page: 3 });
  console.log('projects same (admin p3):', JSON.stringify(g) === JSON.stringify(h));
}
await handle.close();
