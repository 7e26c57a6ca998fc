import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '#app/lib/db.server.ts';
import { sql } from 'drizzle-orm';

const url = process.env.URL!;
const leads = Number(process.env.LEADS ?? 1000);
// migrations up to 0008 only
const full = path.resolve('db/migrations');
const partial = fs.mkdtempSync(path.join(os.tmpdir(), 'mig-'));
fs.mkdirSync(path.join(partial, 'meta'));
for (const f of fs.readdirSync(full)) if (/^000[0-8]_/.test(f)) fs.copyFileSync(path.join(full, f), path.join(partial, f));
const journal = JSON.parse(fs.readFileSync(path.join(full, 'meta/_journal.json'), 'utf8'));
journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 8);
fs.writeFileSync(path.join(partial, 'meta/_journal.json'), JSON.stringify(journal));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migdata-'));
let h = await openDatabase({ databaseUrl: url || undefined, dataDir, migrationsFolder: partial });
const db = h.db;
// seed: leads with phones written in different ways
const t0 = Date.now();
for (const statement of (`
insert into users (id, email, password_hash) values ('00000000-0000-0000-0000-000000000001', 'a@example.com', 'x');
insert into contact_submissions (name, email, phone, service, location, source, status, created_at)
select 'Person ' || (g % ${Math.floor(leads / 3)}), 'p' || (g % ${Math.floor(leads / 3)}) || '@example.com',
  (array['098450 ', '+91-98450-', '9198450', '98450 '])[1 + g % 4] || lpad(((g * 7) % ${Math.floor(leads / 2)})::text, 5, '0'),
  (array['CTA Form Submission','Modular Kitchen','Price Calculator Request', 'Wardrobe'])[1 + g % 4],
  'Koramangala', (array['cta section','contact_page','mobile price calculator','popup form'])[1 + g % 4],
  (array['new','contacted','converted','lost'])[1 + g % 4], now() - (g || ' minutes')::interval
from generate_series(1, ${leads}) g;
insert into lead_notes (lead_id, author_id, body, created_at) select id, '00000000-0000-0000-0000-000000000001', 'note', created_at + interval '1 hour' from contact_submissions where status = 'contacted';
insert into audit_log (actor_user_id, action, entity_type, entity_id, details, created_at) select '00000000-0000-0000-0000-000000000001', 'lead.status', 'lead', id::text, jsonb_build_object('from','new','to',status), created_at + interval '2 hours' from contact_submissions where status <> 'new';
insert into notification_jobs (lead_id, status, attempts, email_sent_at) select id, 'sent', 1, created_at from contact_submissions;
`).split(';\n').filter((x) => x.trim())) await db.execute(sql.raw(statement));
console.log('seeded', leads, 'in', Date.now() - t0, 'ms');
await h.close();
if (process.env.ONLY_SEED) process.exit(0);
const t1 = Date.now();
h = await openDatabase({ databaseUrl: url || undefined, dataDir });
console.log('migration 0009 took', Date.now() - t1, 'ms');
const q = async (s: string) => (await h.db.execute(sql.raw(s))).rows;
console.log(await q(`select count(*) leads, count(distinct person_id) people, count(possible_duplicate_of) dups, count(*) filter (where form is null) noform from contact_submissions`));
console.log(await q(`select kind, count(*) from lead_events group by kind order by kind`));
console.log(await q(`select count(*) audit_left from audit_log where entity_type='lead'`));
console.log(await q(`select value, count(*) from lead_daily_counts where dimension='service' group by value`));
console.log(await q(`select normalize_phone(x) from unnest(array['098450 12345','+91-98450-12345','919845012345','98450 12345','+91 098450 12345','+1 415 555 0100','080 4123 4567','12345']) x`));
// new insert attaches
await q(`insert into contact_submissions (name, email, phone) values ('New', 'P1@Example.com ', '0 98450 99999')`);
console.log(await q(`select c.person_id, c.possible_duplicate_of, p.name from contact_submissions c join people p on p.id = c.person_id where c.name = 'New'`));
await h.close();
if (url) { /* nothing */ }
