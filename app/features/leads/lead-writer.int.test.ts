// Group commit: one lead the database refuses does not take the healthy leads of its batch down
// with it (they are stored, not spooled), on the embedded database and on PostgreSQL.
import pino from 'pino';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions } from '#db/schema.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { goodLeads } from '../../../tests/support/leads.ts';
import { receiveLead } from '#app/features/leads/leads.server.ts';
import type { ReceiveOptions } from '#app/features/leads/leads.server.ts';
import { LeadSpool } from '#app/features/leads/spool.server.ts';

const logger = pino({ level: 'silent' });

describe.each(drivers)('group commit on %s', (driver) => {
  let database: TestDatabase;
  let spool: LeadSpool;
  const options = (): ReceiveOptions => ({ db: database.db, spool, rateLimit: null, clientIp: '203.0.113.30', logger });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    spool = new LeadSpool(database.dataDir, logger);
  });
  afterAll(async () => database?.cleanup());

  it('stores the healthy leads of a batch that the database refused because of one lead', async () => {
    const tag = `${driver}-${Date.now()}`;
    const emails = Array.from({ length: 16 }, (_, index) => `batch-${index}-${tag}@example.com`);
    // PostgreSQL cannot store a NUL character in text: this one lead is refused by the database.
    const bad = { ...goodLeads.cta, name: 'Refused\u0000Lead', email: `refused-${tag}@example.com` };
    const outcomes = await Promise.all([
      ...emails.slice(0, 8).map((email) => receiveLead({ ...goodLeads.cta, email }, options())),
      receiveLead(bad, options()),
      ...emails.slice(8).map((email) => receiveLead({ ...goodLeads.cta, email }, options())),
    ]);
    const statuses = outcomes.map((outcome) => outcome.status);
    expect(statuses.filter((status) => status === 'stored')).toHaveLength(16);
    expect(statuses[8]).toBe('spooled');
    const stored = await database.db
      .select({ email: contactSubmissions.email })
      .from(contactSubmissions)
      .where(inArray(contactSubmissions.email, emails));
    expect(stored).toHaveLength(16);
  });
});
