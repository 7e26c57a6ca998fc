// The spool under the lead service (decisions 021, 057): leads an earlier version spooled, lines cut
// short or refused, files set aside, a full spool and a database that goes away.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '#db/database.ts';
import { drivers } from '../../../tests/support/databases.ts';
import { goodLeads } from '../../../tests/support/leads.ts';
import { receiveLead } from '#app/features/intake/leads.server.ts';
import { LeadSpool, REFUSED_FILE, SpoolFullError, UNREADABLE_FILE } from '#app/features/intake/spool.server.ts';
import { prepareLead } from '#app/features/intake/lead-store.server.ts';
import { validateLead } from '#app/features/intake/lead-schema.ts';
import {
  expected,
  jobsFor,
  leadsWithEmail,
  logger,
  makeUnavailable,
  payloadOf,
  uniqueEmail,
  unstoredWith,
  useLeadService,
} from '../../../tests/support/lead-service.ts';

describe.each(drivers)('the lead spool on %s', (driver) => {
  const service = useLeadService(driver);

  it('stores a lead the previous version spooled (with its payload) once, with its corporate details', async () => {
    // The previous version's spool line: the row without status and details, and the payload it notified with.
    const email = uniqueEmail('spooled-before');
    const id = randomUUID();
    const line = JSON.stringify({
      v: 1,
      lead: {
        id,
        ...expected.corporate.row,
        email,
        phone: '080 4123 4567',
        landingPath: '/corporate',
        referrer: null,
        utmSource: 'google',
        utmMedium: null,
        utmCampaign: null,
        utmTerm: null,
        utmContent: null,
        createdAt: '2026-11-20T10:15:30.123Z',
      },
      payload: { ...expected.corporate.notice, name: 'Arjun Rao', email, phone: '080 4123 4567', leadId: id },
      notification: 'pending',
    });
    // Left by a process that has ended (the server before the upgrade): the replay adopts its file.
    const { pid } = spawnSync(process.execPath, ['-e', '']);
    const dir = path.join(service.database.dataDir, 'lead-spool');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `pending-${pid}.jsonl`), `${line}\n`);
    expect(await service.spool.replay(service.database.db)).toEqual({ stored: 1, rejected: 0, pending: false });
    // The same line again (a crash before its file was removed) stores nothing more.
    fs.writeFileSync(path.join(dir, `pending-${pid}.jsonl`), `${line}\n`);
    expect(await service.spool.replay(service.database.db)).toEqual({ stored: 0, rejected: 0, pending: false });
    expect(service.spool.hasPending()).toBe(false);

    const rows = await leadsWithEmail(service.database.db, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...expected.corporate.row, id, status: 'new', landing_path: '/corporate', utm_source: 'google' });
    const jobs = await jobsFor(service.database.db, id);
    expect(jobs.map((job) => job.status)).toEqual(['pending']);
    expect(await payloadOf(service.database.db, jobs[0]!)).toMatchObject({
      ...expected.corporate.notice,
      submittedAt: '2026-11-20T10:15:30.123Z',
      attribution: { landing_path: '/corporate', utm_source: 'google' },
    });
  });

  /** A valid lead as the service would hand it to the spool. */
  function preparedLead(email: string) {
    const checked = validateLead('cta', { ...goodLeads.cta, email });
    if (!checked.ok) throw new Error('invalid test lead');
    return prepareLead(checked.lead, {}, randomUUID(), new Date());
  }

  it('starts a spooled lead on its own line after a line cut short, and keeps the cut line for staff', async () => {
    const dir = path.join(service.database.dataDir, 'lead-spool');
    fs.mkdirSync(dir, { recursive: true });
    // What a crash (or a full disk) in the middle of an earlier write leaves: no line end.
    const fragment = '{"v":2,"lead":{"id":"0b7c1f7e-cut-short","name":"Half';
    fs.writeFileSync(path.join(dir, `pending-${process.pid}.jsonl`), fragment);
    const email = uniqueEmail('after-fragment');
    await service.spool.append(preparedLead(email));

    expect(await service.spool.replay(service.database.db)).toEqual({ stored: 1, rejected: 0, pending: false });
    expect(await leadsWithEmail(service.database.db, email)).toHaveLength(1);
    // Never deleted unread: the fragment waits for a person among the leads that could not be stored.
    expect(await unstoredWith(service.database.db, 'cut-short')).toEqual([
      {
        kind: 'unreadable',
        reason: 'The line is not a whole lead record: a write was cut short (a crash or a full disk) or the file was damaged',
        content: fragment,
      },
    ]);
    expect(service.spool.hasPending()).toBe(false);
    expect(fs.existsSync(path.join(dir, UNREADABLE_FILE))).toBe(false);
  });

  it('keeps a lead the database refuses for staff, with the reason, and stores the leads after it', async () => {
    const refusedEmail = uniqueEmail('refused');
    const refused = preparedLead(refusedEmail);
    // A NUL: acknowledged by today's forms, refused by PostgreSQL's text (and PGlite's).
    refused.lead.name = `Priya${String.fromCharCode(0)}Sharma`;
    const healthyEmail = uniqueEmail('after-refused');
    await service.spool.append(refused);
    await service.spool.append(preparedLead(healthyEmail));

    expect(await service.spool.replay(service.database.db)).toEqual({ stored: 1, rejected: 1, pending: false });
    expect(await leadsWithEmail(service.database.db, healthyEmail)).toHaveLength(1);
    expect(await leadsWithEmail(service.database.db, refusedEmail)).toHaveLength(0);
    const [kept, ...more] = await unstoredWith(service.database.db, refusedEmail);
    expect(more).toEqual([]);
    expect(kept!.kind).toBe('refused');
    expect(kept!.reason).toMatch(/^The database refused it: .+ \(SQLSTATE [0-9A-Z]{5}\)$/);
    expect(kept!.content).toContain('"name":"Priya\\u0000Sharma"');
    expect(JSON.parse(kept!.content)).toMatchObject({ lead: { email: refusedEmail } });
    expect(fs.existsSync(path.join(service.database.dataDir, 'lead-spool', REFUSED_FILE))).toBe(false);
  });

  it('moves lines set aside in files (by an earlier version, or while the database was away) into the list, once', async () => {
    const dir = path.join(service.database.dataDir, 'lead-spool');
    fs.mkdirSync(dir, { recursive: true });
    const older = JSON.stringify({ v: 2, lead: { id: randomUUID(), name: 'Older version', email: uniqueEmail('older-version') } });
    fs.writeFileSync(path.join(dir, REFUSED_FILE), `${older}\n`);
    const waiting = {
      setAside: 'unreadable',
      reason: 'The line is not a whole lead record',
      line: '{"v":2,"lead":{"id":"waited-for-the-database',
    };
    fs.writeFileSync(path.join(dir, UNREADABLE_FILE), `${JSON.stringify(waiting)}\n`);

    expect(await service.spool.replay(service.database.db)).toEqual({ stored: 0, rejected: 0, pending: false });
    expect(await unstoredWith(service.database.db, 'older-version')).toEqual([
      {
        kind: 'refused',
        reason: 'The database refused it (set aside by an earlier version; the server log of that time has the error)',
        content: older,
      },
    ]);
    expect(await unstoredWith(service.database.db, 'waited-for-the-database')).toEqual([
      { kind: 'unreadable', reason: 'The line is not a whole lead record', content: waiting.line },
    ]);
    expect(fs.readdirSync(dir)).toEqual([]);
    // The same lines again (a crash before a file was removed) are not listed twice.
    fs.writeFileSync(path.join(dir, REFUSED_FILE), `${older}\n`);
    await service.spool.replay(service.database.db);
    expect(await unstoredWith(service.database.db, 'older-version')).toHaveLength(1);
  });

  it('refuses a lead once the spool is at its size limit, leaving every lead it holds whole', async () => {
    const dataDir = fs.mkdtempSync(path.join(service.database.dataDir, 'capped-'));
    const capped = new LeadSpool(dataDir, logger, { maxBytes: 4000 });
    let accepted = 0;
    let refused: unknown = null;
    for (let i = 0; i < 20 && refused === null; i++) {
      try {
        await capped.append(preparedLead(uniqueEmail('capped')));
        accepted += 1;
      } catch (error) {
        refused = error;
      }
    }
    expect(refused).toBeInstanceOf(SpoolFullError);
    expect(accepted).toBeGreaterThan(0);
    const lines = fs
      .readFileSync(path.join(dataDir, 'lead-spool', `pending-${process.pid}.jsonl`), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(lines).toHaveLength(accepted);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(await capped.replay(service.database.db)).toEqual({ stored: accepted, rejected: 0, pending: false });
  });

  it('keeps a lead submitted while the database is unavailable and stores it once when it returns', async () => {
    const email = uniqueEmail('outage');
    const outage = await makeUnavailable(service.database);
    let restored: { db: Database; close(): Promise<void> } | undefined;
    try {
      const outcome = await receiveLead({ ...goodLeads.corporate, email }, service.options({ timeoutMs: 3000 }));
      expect(outcome.status).toBe('spooled');
      expect(service.spool.hasPending()).toBe(true);
      // Still down: the replay keeps the lead for later.
      expect(await service.spool.replay(service.database.db)).toMatchObject({ stored: 0, pending: true });
    } finally {
      restored = await outage.restore();
    }
    const { db } = restored;
    const [first, second] = await Promise.all([service.spool.replay(db), service.spool.replay(db)]);
    expect(first).toEqual({ stored: 1, rejected: 0, pending: false });
    expect(second).toBe(first); // one replay at a time
    expect(await service.spool.replay(db)).toEqual({ stored: 0, rejected: 0, pending: false });
    expect(service.spool.hasPending()).toBe(false);

    const rows = await leadsWithEmail(db, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...expected.corporate.row, email, status: 'new' });
    const jobs = await jobsFor(db, rows[0]!.id);
    expect(jobs).toHaveLength(1);
    expect(await payloadOf(db, jobs[0]!)).toMatchObject(expected.corporate.notice);
    expect(fs.readdirSync(path.join(service.database.dataDir, 'lead-spool'))).toEqual([]);
    await restored.close();
  });
});
