// Group commit: one lead the database refuses does not take the healthy leads of its batch down
// with it (they are stored, not spooled), on the embedded database and on PostgreSQL.
import pino from 'pino';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions } from '#db/schema.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { installJobQueues } from '../../../tests/support/jobs.ts';
import { goodLeads } from '../../../tests/support/leads.ts';
import { randomUUID } from 'node:crypto';
import { receiveLead } from '#app/features/intake/leads.server.ts';
import type { ReceiveOptions } from '#app/features/intake/leads.server.ts';
import { leadWriter, prepareLead } from '#app/features/intake/lead-store.server.ts';
import { validateLead } from '#app/features/intake/lead-schema.ts';
import { LeadSpool } from '#app/features/intake/spool.server.ts';

const logger = pino({ level: 'silent' });

/** A lead as the service hands it to the writer, past validation. */
function prepared(email: string) {
  const checked = validateLead('cta', { ...goodLeads.cta, email });
  if (!checked.ok) throw new Error('invalid test lead');
  return prepareLead(checked.lead, {}, randomUUID(), new Date());
}

describe.each(drivers)('group commit on %s', (driver) => {
  let database: TestDatabase;
  let spool: LeadSpool;
  const options = (): ReceiveOptions => ({ db: database.db, spool, rateLimit: null, clientIp: '203.0.113.30', logger });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await installJobQueues(database);
    spool = new LeadSpool(database.dataDir, logger);
  });
  afterAll(async () => database?.cleanup());

  it('stores the healthy leads of a batch that the database refused because of one lead', async () => {
    const tag = `${driver}-${Date.now()}`;
    const emails = Array.from({ length: 16 }, (_, index) => `batch-${index}-${tag}@example.com`);
    // PostgreSQL cannot store a NUL character in text: this one lead is refused by the database.
    // (The forms refuse such a name now; a lead the database refuses for a reason no rule
    // foresaw goes the same way, so the writer is handed one directly.)
    const bad = prepared(`refused-${tag}@example.com`);
    bad.lead.name = 'Refused\u0000Lead';
    const writer = leadWriter(database.db);
    const outcomes = await Promise.allSettled([
      ...emails.slice(0, 8).map((email) => receiveLead({ ...goodLeads.cta, email }, options())),
      writer.write(bad),
      ...emails.slice(8).map((email) => receiveLead({ ...goodLeads.cta, email }, options())),
    ]);
    const statuses = outcomes.map((outcome) =>
      outcome.status === 'fulfilled' && typeof outcome.value === 'object' ? outcome.value.status : outcome.status,
    );
    expect(statuses.filter((status) => status === 'stored')).toHaveLength(16);
    expect(statuses[8]).toBe('rejected');
    const stored = await database.db
      .select({ email: contactSubmissions.email })
      .from(contactSubmissions)
      .where(inArray(contactSubmissions.email, emails));
    expect(stored).toHaveLength(16);
  });
});
