// Site visits on both drivers, with the job engine and a real SMTP exchange: booking moves the
// lead to 'Site visit' and sends the customer and the designer an e-mail with an invitation
// (METHOD:REQUEST, one UID per visit, SEQUENCE 0); 'Reschedule' sends the same UID with the
// next SEQUENCE; 'Cancel' sends METHOD:CANCEL. Each is on the timeline and in the audit log, and
// a job run again sends nothing twice.
import { and, eq, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { startSmtpServer } from '../../../../tests/support/leads.ts';
import type { MailServer } from '../../../../tests/support/leads.ts';
import { calendarParts, icsFields, plainText } from '../../../../tests/support/calendar.ts';
import { until } from '../../../../tests/support/waiting.ts';
import { auditLog, contactSubmissions, leadEvents, siteVisits, users } from '#db/schema.ts';
import { startJobEngine } from '#app/lib/jobs.server.ts';
import type { JobEngine } from '#app/lib/jobs.server.ts';
import type { Env } from '#app/lib/env.server.ts';
import { siteVisitTask } from '#app/features/sales/visits/background.server.ts';
import type { SiteVisitServices } from '#app/features/sales/visits/background.server.ts';
import { bookSiteVisit, changeSiteVisit, deliverVisitMail, listSiteVisits } from '#app/features/sales/visits/site-visits.server.ts';
import { visitSchema, visitStartsAt } from '#app/features/sales/visits/visit-forms.ts';

const logger = pino({ level: 'silent' });

describe.each(drivers)('site visits on %s', (driver) => {
  let database: TestDatabase;
  let engine: JobEngine;
  let smtp: MailServer;
  let visits: SiteVisitServices;
  let ravi: string;
  let meera: string;
  let env: Env;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    smtp = await startSmtpServer();
    engine = await startJobEngine({
      logger,
      database: database.pglite ? { pglite: database.pglite } : { url: database.url! },
      supervise: false,
    });
    ravi = (await insertStaffUser(db(), 'ravi@example.com', 'sales')).id;
    meera = (await insertStaffUser(db(), 'meera.designer@example.com', 'sales')).id;
    await db().update(users).set({ name: 'Meera Rao' }).where(eq(users.id, meera));
    env = { SMTP_URL: smtp.url, NOTIFY_EMAIL_FROM: 'studio@aangan.example', SITE_URL: 'https://aangan.example' } as Env;
    visits = await siteVisitTask.start({ env, logger, db: db(), jobs: engine });
  });
  afterAll(async () => {
    await engine?.stop();
    await smtp?.close();
    await database?.cleanup();
  });

  it('books, reschedules and cancels one invitation, mailed to the customer and the designer', async () => {
    const [lead] = await db()
      .insert(contactSubmissions)
      .values({ name: 'Kavya Iyer', email: 'kavya@example.com', phone: '+91 98450 11111', location: 'HSR Layout' })
      .returning({ id: contactSubmissions.id });
    const leadId = lead!.id;
    const startsAt = visitStartsAt({ date: '2026-12-02', time: '11:30' })!;
    expect(startsAt.toISOString()).toBe('2026-12-02T06:00:00.000Z');

    const booked = await bookSiteVisit(db(), {
      leadId,
      fields: { startsAt, address: '12 Main Road, HSR Layout', designerId: meera },
      actorId: ravi,
    });
    expect(booked).not.toBeNull();
    await visits.mailVisit(booked!.visitId);
    await until(() => smtp.messages.length >= 2, 30_000);

    const [after] = await db()
      .select({ stage: contactSubmissions.stage, status: contactSubmissions.status })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, leadId));
    expect(after).toEqual({ stage: 'site_visit', status: 'contacted' });

    const first = smtp.messages.slice(0, 2);
    expect(first.map((mail) => mail.to[0]).sort()).toEqual(['kavya@example.com', 'meera.designer@example.com']);
    const toCustomer = first.find((mail) => mail.to[0] === 'kavya@example.com')!;
    expect(toCustomer.subject).toBe('Site visit on December 2, 2026 at 11:30 AM IST');
    expect(plainText(toCustomer.raw)).toContain('Where: 12 Main Road, HSR Layout');
    expect(plainText(toCustomer.raw)).toContain('Designer: Meera Rao');
    const toDesigner = first.find((mail) => mail.to[0] === 'meera.designer@example.com')!;
    expect(plainText(toDesigner.raw)).toContain('Kavya Iyer (+91 98450 11111)');

    const invitation = (mail: (typeof smtp.messages)[number]) => {
      const parts = calendarParts(mail.raw);
      expect(parts.length).toBeGreaterThan(0);
      return { type: parts[0]!.type, fields: icsFields(parts[0]!.content), content: parts[0]!.content };
    };
    const booking = invitation(toCustomer);
    expect(booking.type).toMatch(/method=REQUEST/i);
    expect(booking.fields).toMatchObject({ METHOD: 'REQUEST', SEQUENCE: '0', STATUS: 'CONFIRMED', DTSTART: '20261202T060000Z' });
    expect(booking.fields.UID).toBe(`${booked!.visitId}@aangan.example`);
    expect(booking.fields.LOCATION).toContain('12 Main Road');
    expect(booking.content).toContain('mailto:kavya@example.com');
    expect(booking.content).toContain('mailto:meera.designer@example.com');
    expect(invitation(toDesigner).fields.UID).toBe(booking.fields.UID);

    // A job run again, or a second job for the same change, sends nothing.
    await deliverVisitMail(db(), env, booked!.visitId);
    await visits.mailVisit(booked!.visitId);

    // 'Reschedule': the same invitation, one sequence on.
    const later = visitStartsAt({ date: '2026-12-03', time: '16:00' })!;
    await changeSiteVisit(db(), {
      leadId,
      visitId: booked!.visitId,
      action: 'rescheduled',
      fields: { startsAt: later, address: '12 Main Road, HSR Layout', designerId: meera },
      actorId: ravi,
    });
    await visits.mailVisit(booked!.visitId);
    await until(() => smtp.messages.length >= 4, 30_000);
    expect(smtp.messages).toHaveLength(4);
    const moved = smtp.messages.slice(2, 4);
    expect(moved.every((mail) => mail.subject === 'Site visit moved to December 3, 2026 at 4:00 PM IST')).toBe(true);
    expect(invitation(moved[0]!).fields).toMatchObject({
      METHOD: 'REQUEST',
      SEQUENCE: '1',
      UID: booking.fields.UID,
      DTSTART: '20261203T103000Z',
    });

    // 'Cancel': METHOD:CANCEL for the same UID.
    await changeSiteVisit(db(), { leadId, visitId: booked!.visitId, action: 'cancelled', actorId: ravi });
    await visits.mailVisit(booked!.visitId);
    await until(() => smtp.messages.length >= 6, 30_000);
    const cancel = smtp.messages.slice(4, 6);
    expect(cancel[0]!.subject).toBe('Site visit cancelled: December 3, 2026 at 4:00 PM IST');
    const cancelled = invitation(cancel[0]!);
    expect(cancelled.type).toMatch(/method=CANCEL/i);
    expect(cancelled.fields).toMatchObject({ METHOD: 'CANCEL', SEQUENCE: '2', STATUS: 'CANCELLED', UID: booking.fields.UID });
    // A cancelled visit cannot be changed again.
    expect(await changeSiteVisit(db(), { leadId, visitId: booked!.visitId, action: 'cancelled', actorId: ravi })).toBeNull();

    expect(await listSiteVisits(db(), leadId)).toEqual([
      expect.objectContaining({ id: booked!.visitId, status: 'cancelled', sequence: 2, designer: { id: meera, name: 'Meera Rao' } }),
    ]);
    const events = await db()
      .select({ details: leadEvents.details })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.kind, 'site_visit')))
      .orderBy(leadEvents.id);
    expect(events.map((event) => (event.details as { action: string }).action)).toEqual(['booked', 'rescheduled', 'cancelled']);
    const audits = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, leadId), like(auditLog.action, 'site_visit.%')))
      .orderBy(auditLog.id);
    expect(audits.map((row) => row.action)).toEqual(['site_visit.book', 'site_visit.reschedule', 'site_visit.cancel']);
    const [row] = await db()
      .select({ customer: siteVisits.mailedCustomer, designer: siteVisits.mailedDesigner })
      .from(siteVisits)
      .where(eq(siteVisits.id, booked!.visitId));
    expect(row).toEqual({ customer: 2, designer: 2 });
    // Nothing more was sent.
    expect(smtp.messages).toHaveLength(6);
  });

  it('checks the visit form with the browser’s schema', () => {
    const schema = visitSchema([meera]);
    const issues = (input: Record<string, string>) => {
      const parsed = schema.safeParse(input);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(issues({ date: '2026-12-02', time: '11:30', address: 'HSR Layout', designerId: meera })).toEqual([]);
    expect(issues({ date: '2026-02-31', time: '11:30', address: 'HSR Layout', designerId: meera })).toEqual(['date']);
    expect(issues({ date: '', time: '', address: '', designerId: 'someone' }).sort()).toEqual(['address', 'date', 'designerId', 'time']);
  });
});
