// The lead service's tests (leads.server and lead-spool.server): a test database with the job
// queues and a spool, the rows a lead leaves, and what each form is expected to store.
import pg from 'pg';
import pino from 'pino';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, queryRows } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { contactSubmissions } from '#db/schema.ts';
import type { ReceiveOptions } from '#app/features/intake/leads.server.ts';
import { notificationPayload } from '#app/features/intake/notifications/payload.ts';
import { LeadSpool } from '#app/features/intake/spool.server.ts';
import { createTestDatabase } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';
import { installJobQueues, notificationJobsOf } from './jobs.ts';
import type { Kind } from './leads.ts';

export const logger = pino({ level: 'silent' });

export type LeadRow = Record<string, string | null> & { id: string; created_at: Date | string };

export async function leadsWithEmail(db: Database, email: string): Promise<LeadRow[]> {
  return queryRows<LeadRow>(db, sql`select * from contact_submissions where email = ${email} order by created_at`);
}

/** The leads kept for staff whose line contains `text`. */
export async function unstoredWith(db: Database, text: string) {
  return queryRows<{ kind: string; reason: string; content: string }>(
    db,
    sql`select kind, reason, content from unstored_leads where position(${text} in content) > 0 order by found_at`,
  );
}

export async function countLeads(db: Database): Promise<number> {
  return Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from contact_submissions`))[0]!.n);
}

/** The lead's notification job on the job engine ('pending' until a worker takes it). */
export async function jobsFor(db: Database, leadId: string) {
  return (await notificationJobsOf(db, leadId)).map((job) => ({ ...job, status: job.state === 'created' ? 'pending' : job.state }));
}

/** What staff are told about a job's lead: built from the stored lead, as the worker does. */
export async function payloadOf(db: Database, job: { lead_id: string }) {
  const [lead] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, job.lead_id));
  return notificationPayload(lead!);
}

// The columns each form writes, and what staff are told (docs/product.md, 'The lead flow').
export const expected: Record<Kind, { row: Record<string, string | null>; notice: Record<string, string> }> = {
  calculator: {
    row: {
      name: 'Priya Sharma',
      service: 'Modular Kitchen',
      location: 'Whitefield',
      source: 'price calculator',
      message: 'Price calculator request for Modular Kitchen in Whitefield',
    },
    notice: {
      source: 'Website Price Calculator',
      formType: 'Price Calculator Request',
      service: 'Modular Kitchen',
      location: 'Whitefield',
    },
  },
  'quick-quote': {
    row: {
      name: 'Priya Sharma',
      service: 'Price Calculator Request',
      location: null,
      source: 'mobile price calculator',
      message: 'Quick quote request from the mobile price calculator',
    },
    notice: { source: 'Website Mobile Quick Quote', formType: 'Mobile Quick Quote', service: 'Price Calculator Request' },
  },
  'service-card': {
    row: {
      name: 'Priya Sharma',
      service: 'Modular Kitchens',
      location: null,
      source: 'service card',
      message: 'Quote request for Modular Kitchens',
    },
    notice: { source: 'Website Service Card', formType: 'Service Quote Request', service: 'Modular Kitchens' },
  },
  popup: {
    row: {
      name: 'Priya Sharma',
      service: 'Kitchen Design',
      location: null,
      source: 'popup form',
      message: 'Two-bedroom flat, move-in in March.',
    },
    notice: {
      source: 'Website Popup Form',
      formType: 'Contact Form',
      service: 'Kitchen Design',
      message: 'Two-bedroom flat, move-in in March.',
    },
  },
  cta: {
    row: {
      name: 'Priya Sharma',
      service: 'CTA Form Submission',
      location: null,
      source: 'cta section',
      message: 'Quick consultation request from CTA section',
    },
    notice: {
      source: 'Website CTA Quick Form',
      formType: 'Quick Consultation Request',
      service: 'Quick Consultation',
      message: 'Request for free consultation from CTA section',
    },
  },
  contact: {
    row: { name: 'Priya Sharma', service: 'Modular Wardrobe', location: null, source: 'contact_page', message: 'Please call after 6 pm.' },
    notice: { source: 'Website Contact Page', formType: 'Contact Page Form', service: 'Modular Wardrobe' },
  },
  corporate: {
    row: {
      name: 'Arjun Rao',
      service: 'Complete Office Interior',
      location: 'Koramangala',
      source: 'Corporate Page',
      message:
        'Company: Nimbus Labs\nProject type: Complete Office Interior\nBudget: ₹25 - 50 Lakhs\nTimeline: 1 - 3 months\nProject details: 60 seats and two meeting rooms.',
    },
    notice: {
      source: 'Website Corporate Form',
      formType: 'Corporate Contact Form',
      companyName: 'Nimbus Labs',
      contactPerson: 'Arjun Rao',
      projectType: 'Complete Office Interior',
      budget: '₹25 - 50 Lakhs',
      timeline: '1 - 3 months',
      location: 'Koramangala',
    },
  },
};

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

export type LeadService = {
  database: TestDatabase;
  spool: LeadSpool;
  /** What the lead service is given per request: no rate limit unless overridden. */
  options(overrides?: Partial<ReceiveOptions>): ReceiveOptions;
};

/** A test database of `driver` with the job queues and a spool, made before the file's tests and removed after. */
export function useLeadService(driver: Driver): LeadService {
  const service: LeadService = {
    database: undefined as unknown as TestDatabase,
    spool: undefined as unknown as LeadSpool,
    options: (overrides = {}) => ({
      db: service.database.db,
      spool: service.spool,
      rateLimit: null,
      clientIp: '203.0.113.10',
      logger,
      ...overrides,
    }),
  };
  beforeAll(async () => {
    service.database = await createTestDatabase(driver);
    await installJobQueues(service.database);
    service.spool = new LeadSpool(service.database.dataDir, logger);
  });
  afterAll(async () => service.database?.cleanup());
  return service;
}

/**
 * Takes the test's real database away and gives it back. PostgreSQL: the database stops
 * accepting connections and its open ones are ended. PGlite: the embedded database is closed,
 * then opened again from its folder.
 */
export async function makeUnavailable(database: TestDatabase): Promise<{ restore(): Promise<{ db: Database; close(): Promise<void> }> }> {
  if (database.driver === 'postgres') {
    const name = new URL(database.url!).pathname.slice(1);
    const admin = async (query: string) => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(query);
      await client.end();
    };
    await admin(`alter database ${name} with allow_connections false`);
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
    return {
      restore: async () => {
        await admin(`alter database ${name} with allow_connections true`);
        return { db: database.db, close: async () => {} };
      },
    };
  }
  await database.pglite!.close();
  return {
    // The test database's cleanup closes the first instance (closed already) and removes the folder.
    restore: async () => openDatabase({ dataDir: database.dataDir, lock: false }),
  };
}
