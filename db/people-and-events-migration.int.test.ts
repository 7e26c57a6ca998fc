// Migration 0009 on both drivers, from a database as the previous version left it: existing leads
// get their people (as new enquiries would have, oldest first), their form, and a timeline built
// from their arrival, notes, the lead actions of the audit log and their finished notifications.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase, queryRows } from '#app/lib/db.server.ts';
import type { DatabaseHandle } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { createPostgresDatabase, drivers, tempDir } from '../tests/support/databases.ts';

/** The committed migrations up to `last`, in a folder of their own. */
function migrationsUpTo(last: number): string {
  const folder = tempDir('aangan-migrations-');
  fs.mkdirSync(path.join(folder, 'meta'));
  for (const file of fs.readdirSync(MIGRATIONS_FOLDER)) {
    const index = /^(\d{4})_.*\.sql$/.exec(file)?.[1];
    if (index !== undefined && Number(index) <= last) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, file), path.join(folder, file));
  }
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ idx: number }>;
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return folder;
}

const ADMIN = '00000000-0000-4000-8000-00000000000a';
const lead = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** What the previous version stored: leads (one person's phone written three ways), notes, audit rows and notification jobs. */
async function seedPreviousVersion(db: Database) {
  const statements = [
    sql`insert into users (id, email, password_hash) values (${ADMIN}, 'owner@example.com', 'x')`,
    sql`insert into contact_submissions (id, name, email, phone, service, location, source, status, created_at, landing_path) values
      (${lead(1)}, 'Kavitha Rao', 'kavitha@example.com', '098450 12345', 'CTA Form Submission', null, 'cta section', 'contacted', '2026-10-01T05:00:00Z', '/'),
      (${lead(2)}, 'Kavitha R', 'kavitha.rao@work.example.com', '+91-98450-12345', 'Modular Kitchen', 'Koramangala', 'contact_page', 'new', '2026-10-02T05:00:00Z', null),
      (${lead(3)}, 'K Rao', 'KAVITHA@example.com', '919845012345', 'Price Calculator Request', null, 'mobile price calculator', 'converted', '2026-10-03T05:00:00Z', null),
      (${lead(4)}, 'Anita Mehta', 'anita@example.com', '+91 90080 22222', 'Wardrobe', 'Hebbal', 'popup form', 'new', '2026-10-04T05:00:00Z', null),
      (${lead(5)}, 'A. Mehta', 'anita@example.com', '098450 12345', null, null, 'Corporate Page', 'new', '2026-10-05T05:00:00Z', null),
      (${lead(6)}, 'Walk-in', 'walkin@example.com', '12345', null, null, 'Phone call', 'lost', '2026-10-06T05:00:00Z', null)`,
    sql`insert into lead_notes (lead_id, author_id, body, created_at) values (${lead(1)}, ${ADMIN}, 'Called back, wants a visit', '2026-10-01T06:00:00Z')`,
    sql`insert into audit_log (actor_user_id, action, entity_type, entity_id, details, created_at) values
      (${ADMIN}, 'lead.status', 'lead', ${lead(1)}, '{"from":"new","to":"contacted"}', '2026-10-01T05:30:00Z'),
      (${ADMIN}, 'lead.follow_up', 'lead', ${lead(2)}, '{"at":"2026-10-09T05:00:00.000Z","previous":null}', '2026-10-02T06:00:00Z'),
      (${ADMIN}, 'lead.follow_up_done', 'lead', ${lead(2)}, '{"at":"2026-10-09T05:00:00.000Z"}', '2026-10-09T06:00:00Z'),
      (${ADMIN}, 'lead.assign', 'lead', ${lead(3)}, ${JSON.stringify({ from: null, to: ADMIN })}, '2026-10-03T06:00:00Z'),
      (${ADMIN}, 'lead.export', 'lead', null, '{"rows":6}', '2026-10-10T06:00:00Z'),
      (${ADMIN}, 'session.sign_in', 'user', ${ADMIN}, null, '2026-10-10T05:00:00Z')`,
    sql`insert into notification_jobs (lead_id, status, attempts, email_sent_at, webhook_sent_at, last_error, updated_at) values
      (${lead(1)}, 'sent', 1, '2026-10-01T05:00:05Z', '2026-10-01T05:00:06Z', null, '2026-10-01T05:00:06Z'),
      (${lead(2)}, 'failed', 9, null, null, 'SMTP 550', '2026-10-05T05:00:00Z'),
      (${lead(3)}, 'skipped', 0, null, null, null, '2026-10-03T05:00:01Z'),
      (${lead(4)}, 'pending', 0, null, null, null, '2026-10-04T05:00:00Z')`,
  ];
  for (const statement of statements) await db.execute(statement);
}

describe.each(drivers)('migration 0009 (people, lead events, forms) on %s', (driver) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

  beforeAll(async () => {
    const dataDir = tempDir();
    const postgres = driver === 'postgres' ? await createPostgresDatabase() : null;
    const previous = await openDatabase({ databaseUrl: postgres?.url, dataDir, migrationsFolder: migrationsUpTo(8) });
    await seedPreviousVersion(previous.db);
    await previous.close();
    handle = await openDatabase({ databaseUrl: postgres?.url, dataDir });
    cleanup = async () => {
      await handle.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => cleanup?.());

  it('gives every lead its person, as new enquiries would have joined them, and marks the possible duplicate', async () => {
    const leads = await rows<{ id: string; person: string; duplicate: string | null; name: string }>(
      sql`select c.id, c.person_id as person, c.possible_duplicate_of as duplicate, p.name
          from contact_submissions c join people p on p.id = c.person_id order by c.created_at`,
    );
    const [kavitha, kavithaWork, kavithaAgain, anita, anitaOrKavitha, walkIn] = leads;
    expect([kavithaWork!.person, kavithaAgain!.person]).toEqual([kavitha!.person, kavitha!.person]);
    expect(kavitha!.name).toBe('Kavitha Rao');
    expect(anita!.person).not.toBe(kavitha!.person);
    // E-mail Anita's, phone Kavitha's: it joins the earlier person (Kavitha) and names Anita as the duplicate.
    expect(anitaOrKavitha).toMatchObject({ person: kavitha!.person, duplicate: anita!.person });
    expect(walkIn!.person).not.toBe(kavitha!.person);
    expect(leads.filter((row) => row.duplicate !== null)).toHaveLength(1);
    expect(await rows(sql`select count(*)::int as n from people`)).toEqual([{ n: 3 }]);
    const contacts = await rows<{ kind: string; value: string; name: string }>(
      sql`select c.kind, c.value, p.name from person_contacts c join people p on p.id = c.person_id order by c.kind, c.value`,
    );
    expect(contacts).toEqual([
      { kind: 'email', value: 'anita@example.com', name: 'Anita Mehta' },
      { kind: 'email', value: 'kavitha.rao@work.example.com', name: 'Kavitha Rao' },
      { kind: 'email', value: 'kavitha@example.com', name: 'Kavitha Rao' },
      { kind: 'email', value: 'walkin@example.com', name: 'Walk-in' },
      { kind: 'phone', value: '+919008022222', name: 'Anita Mehta' },
      { kind: 'phone', value: '+919845012345', name: 'Kavitha Rao' },
      { kind: 'phone', value: '12345', name: 'Walk-in' },
    ]);
  });

  it('stores each lead’s form from the source its form wrote', async () => {
    expect(await rows(sql`select source, form from contact_submissions order by created_at`)).toEqual([
      { source: 'cta section', form: 'cta' },
      { source: 'contact_page', form: 'contact' },
      { source: 'mobile price calculator', form: 'quick-quote' },
      { source: 'popup form', form: 'popup' },
      { source: 'Corporate Page', form: 'corporate' },
      { source: 'Phone call', form: null },
    ]);
  });

  it('builds each timeline from arrivals, notes, the lead actions of the audit log and finished notifications', async () => {
    const events = await rows<{ lead: string; kind: string; actor: string | null; details: unknown }>(
      sql`select lead_id as lead, kind, actor_id as actor, details from lead_events order by lead_id, created_at, id`,
    );
    const of = (n: number) =>
      events.filter((event) => event.lead === lead(n)).map(({ kind, actor, details }) => ({ kind, actor, details }));
    expect(of(1)).toEqual([
      { kind: 'created', actor: null, details: { form: 'cta' } },
      { kind: 'notified', actor: null, details: { channel: 'email', attempts: 1 } },
      { kind: 'notified', actor: null, details: { channel: 'webhook', attempts: 1 } },
      { kind: 'status_changed', actor: ADMIN, details: { from: 'new', to: 'contacted' } },
      { kind: 'note_added', actor: ADMIN, details: { body: 'Called back, wants a visit' } },
    ]);
    expect(of(2)).toEqual([
      { kind: 'created', actor: null, details: { form: 'contact' } },
      { kind: 'follow_up_set', actor: ADMIN, details: { at: '2026-10-09T05:00:00.000Z', previous: null } },
      { kind: 'notification_failed', actor: null, details: { channel: null, error: 'SMTP 550', attempts: 9, final: true } },
      { kind: 'follow_up_done', actor: ADMIN, details: { at: '2026-10-09T05:00:00.000Z' } },
    ]);
    expect(of(3)).toEqual([
      { kind: 'created', actor: null, details: { form: 'quick-quote' } },
      { kind: 'notification_skipped', actor: null, details: {} },
      { kind: 'assigned', actor: ADMIN, details: { from: null, to: ADMIN } },
    ]);
    // A notification still on its way has no event yet.
    expect(of(4)).toEqual([{ kind: 'created', actor: null, details: { form: 'popup' } }]);
    // The audit log keeps only what is not a lead's own history.
    expect((await rows<{ action: string }>(sql`select action from audit_log order by action`)).map((row) => row.action)).toEqual([
      'lead.export',
      'session.sign_in',
    ]);
    expect(await rows(sql`select count(*)::int as n from information_schema.tables where table_name = 'lead_notes'`)).toEqual([{ n: 0 }]);
  });

  it('counts the forms that ask for no service as ‘Not specified’ in the daily counts, and keeps the statuses', async () => {
    const services = await rows<{ value: string; leads: number }>(
      sql`select value, sum(leads)::int as leads from lead_daily_counts where dimension = 'service' group by value order by value`,
    );
    expect(services).toEqual([
      { value: '', leads: 4 },
      { value: 'Modular Kitchen', leads: 1 },
      { value: 'Wardrobe', leads: 1 },
    ]);
    expect(await rows(sql`select status, leads::int as leads from lead_status_counts order by status`)).toEqual([
      { status: 'contacted', leads: 1 },
      { status: 'converted', leads: 1 },
      { status: 'lost', leads: 1 },
      { status: 'new', leads: 3 },
    ]);
  });

  it('lets a new enquiry join its person, and a status change or note become a lead’s first contact', async () => {
    await handle.db.execute(sql`insert into contact_submissions (name, email, phone) values ('Kavitha', 'new@example.com', '9845012345')`);
    const [joined] = await rows<{ same: boolean }>(
      sql`select (select person_id from contact_submissions where email = 'new@example.com') = (select person_id from contact_submissions where id = ${lead(1)}) as same`,
    );
    expect(joined).toEqual({ same: true });
    // The migrated status change is lead 1's first contact.
    expect(await rows(sql`select first_contact_at is not null as contacted from contact_submissions where id = ${lead(1)}`)).toEqual([
      { contacted: true },
    ]);
  });
});
