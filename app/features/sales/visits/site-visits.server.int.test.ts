// Site visits on both drivers, with the job engine and a real SMTP exchange: booking moves the
// lead to 'Site visit' and sends the customer and the designer an e-mail with an invitation
// (METHOD:REQUEST, one UID per visit, SEQUENCE 0); 'Reschedule' sends the same UID with the
// next SEQUENCE; 'Cancel' sends METHOD:CANCEL. Each is on the timeline and in the audit log, and
// a job run again sends nothing twice. A reschedule with another designer sends the one replaced
// the cancel of the same UID and the new one the invitation, in one job for the change.
import { and, eq, like, sql } from 'drizzle-orm';
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
import { company } from '#content/company.ts';

const logger = pino({ level: 'silent' });

describe.each(drivers)('site visits on %s', (driver) => {
  let database: TestDatabase;
  let engine: JobEngine;
  let smtp: MailServer;
  let visits: SiteVisitServices;
  let ravi: string;
  let meera: string;
  let arjun: string;
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
    arjun = (await insertStaffUser(db(), 'arjun.designer@example.com', 'sales')).id;
    await db().update(users).set({ name: 'Arjun Shetty' }).where(eq(users.id, arjun));
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

    // A job run again (once the job has recorded its mails), or a second job for the same change, sends nothing.
    await until(async () => {
      const [row] = await db()
        .select({ customer: siteVisits.mailedCustomer, designer: siteVisits.mailedDesigner })
        .from(siteVisits)
        .where(eq(siteVisits.id, booked!.visitId));
      return row!.customer === 0 && row!.designer === 0;
    }, 30_000);
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

  it('sends a designer replaced on a reschedule the cancel of the same invitation, and the new designer the invitation, in one job per change', async () => {
    const [lead] = await db()
      .insert(contactSubmissions)
      .values({ name: 'Nikhil Rao', email: 'nikhil@example.com', phone: '+91 98450 22222', location: 'Indiranagar' })
      .returning({ id: contactSubmissions.id });
    const leadId = lead!.id;
    const startsAt = visitStartsAt({ date: '2026-12-05', time: '10:00' })!;
    const address = '4 CMH Road, Indiranagar';
    const base = smtp.messages.length;
    const booked = await bookSiteVisit(db(), { leadId, fields: { startsAt, address, designerId: meera }, actorId: ravi });
    const visitId = booked!.visitId;
    await visits.mailVisit(visitId);
    await until(() => smtp.messages.length >= base + 2, 30_000);
    const invitation = (mail: (typeof smtp.messages)[number]) => {
      // The text/calendar alternative and the .ics attachment: the same file.
      const parts = calendarParts(mail.raw);
      expect(new Set(parts.map((part) => part.content)).size).toBe(1);
      return { type: parts[0]!.type, fields: icsFields(parts[0]!.content), content: parts[0]!.content };
    };
    const uid = invitation(smtp.messages[base]!).fields.UID;
    const marks = async () => {
      const [row] = await db()
        .select({ holder: siteVisits.mailedDesignerId, designer: siteVisits.mailedDesigner, customer: siteVisits.mailedCustomer })
        .from(siteVisits)
        .where(eq(siteVisits.id, visitId));
      return row!;
    };
    expect(uid).toBe(`${visitId}@aangan.example`);
    // 'Reschedule' as Ravi, the time and place unchanged, the visit given to another designer.
    const giveTo = (designerId: string) =>
      changeSiteVisit(db(), { leadId, visitId, action: 'rescheduled', fields: { startsAt, address, designerId }, actorId: ravi });

    // 'Reschedule' with Arjun as the designer, the time unchanged; the route asks for the mail once,
    // a double click or a retried request asks again: one job for the change.
    await giveTo(arjun);
    await visits.mailVisit(visitId);
    await visits.mailVisit(visitId);
    await until(() => smtp.messages.length >= base + 5, 30_000);
    const change = smtp.messages.slice(base + 2, base + 5);
    const to = (address: string) => change.filter((mail) => mail.to[0] === address);
    expect(change.map((mail) => mail.to[0]).sort()).toEqual([
      'arjun.designer@example.com',
      'meera.designer@example.com',
      'nikhil@example.com',
    ]);

    const [toMeera] = to('meera.designer@example.com');
    expect(toMeera!.subject).toBe('Site visit no longer yours: Nikhil Rao');
    expect(plainText(toMeera!.raw)).toContain('The site visit for Nikhil Rao (+91 98450 22222) now goes with Arjun Shetty instead of you.');
    const cancel = invitation(toMeera!);
    expect(cancel.type).toMatch(/method=CANCEL/i);
    expect(cancel.fields).toMatchObject({ METHOD: 'CANCEL', UID: uid, SEQUENCE: '1' });
    // Only Meera is taken off: the visit itself is not cancelled (no STATUS), and she is the one attendee named.
    expect(cancel.fields.STATUS).toBeUndefined();
    expect(cancel.content).toContain('mailto:meera.designer@example.com');
    expect(cancel.content).not.toContain('mailto:nikhil@example.com');

    for (const mail of [...to('arjun.designer@example.com'), ...to('nikhil@example.com')]) {
      const update = invitation(mail);
      expect(update.type).toMatch(/method=REQUEST/i);
      expect(update.fields).toMatchObject({ METHOD: 'REQUEST', UID: uid, SEQUENCE: '1', STATUS: 'CONFIRMED' });
      expect(update.content).toContain('mailto:arjun.designer@example.com');
      expect(update.content).not.toContain('mailto:meera.designer@example.com');
      expect(plainText(mail.raw)).toContain('Designer: Arjun Shetty');
    }

    // One job per change (the booking and the reschedule), and a job run again (once the job has
    // recorded its last mail) sends nothing.
    await until(async () => (await marks()).designer === 1, 30_000);
    const jobs = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'site-visit-mail' and data->>'visitId' = ${visitId}`,
    );
    expect(Number(jobs.rows[0]!.n)).toBe(2);
    await deliverVisitMail(db(), env, visitId);
    expect(smtp.messages).toHaveLength(base + 5);

    // Two quick changes before the job runs (to Ravi, then to Meera): Arjun, who holds the
    // invitation, gets its cancel; Ravi, who never had it, gets nothing; Meera gets it again.
    await giveTo(ravi);
    await giveTo(meera);
    await visits.mailVisit(visitId);
    await until(() => smtp.messages.length >= base + 8, 30_000);
    const quick = smtp.messages.slice(base + 5);
    expect(quick.map((mail) => mail.to[0]).sort()).toEqual([
      'arjun.designer@example.com',
      'meera.designer@example.com',
      'nikhil@example.com',
    ]);
    const toArjun = quick.find((mail) => mail.to[0] === 'arjun.designer@example.com')!;
    expect(invitation(toArjun).fields).toMatchObject({ METHOD: 'CANCEL', UID: uid, SEQUENCE: '3' });
    expect(invitation(quick.find((mail) => mail.to[0] === 'meera.designer@example.com')!).fields).toMatchObject({
      METHOD: 'REQUEST',
      UID: uid,
      SEQUENCE: '3',
    });
    await until(async () => (await marks()).designer === 3, 30_000);
    expect(await marks()).toEqual({ holder: meera, designer: 3, customer: 3 });

    // The timeline says whom each reschedule replaced; the audit log, the designers before and after.
    const events = await db()
      .select({ details: leadEvents.details })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.kind, 'site_visit')))
      .orderBy(leadEvents.id);
    expect(events.map((event) => event.details)).toEqual([
      expect.not.objectContaining({ previousDesignerId: expect.anything() }),
      expect.objectContaining({ action: 'rescheduled', designerId: arjun, previousDesignerId: meera }),
      expect.objectContaining({ action: 'rescheduled', designerId: ravi, previousDesignerId: arjun }),
      expect.objectContaining({ action: 'rescheduled', designerId: meera, previousDesignerId: ravi }),
    ]);
    const audits = await db()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, leadId), eq(auditLog.action, 'site_visit.reschedule')))
      .orderBy(auditLog.id);
    expect(audits[0]!.details).toMatchObject({ designerFrom: meera, designerTo: arjun });

    // Cancelling the visit now: Meera, who holds it, and the customer get METHOD:CANCEL with STATUS:CANCELLED.
    await changeSiteVisit(db(), { leadId, visitId, action: 'cancelled', actorId: ravi });
    await visits.mailVisit(visitId);
    await until(() => smtp.messages.length >= base + 10, 30_000);
    const off = smtp.messages.slice(base + 8);
    expect(off.map((mail) => mail.to[0]).sort()).toEqual(['meera.designer@example.com', 'nikhil@example.com']);
    for (const mail of off)
      expect(invitation(mail).fields).toMatchObject({ METHOD: 'CANCEL', STATUS: 'CANCELLED', SEQUENCE: '4', UID: uid });
    await until(async () => (await marks()).designer === 4 && (await marks()).customer === 4, 30_000);
    expect(await marks()).toEqual({ holder: null, designer: 4, customer: 4 });
    await deliverVisitMail(db(), env, visitId);
    expect(smtp.messages).toHaveLength(base + 10);
  });

  it("keeps what a visitor typed inside its own value, names the studio's address as organizer, and gives the designer the customer's name, phone and address", async () => {
    // A name that tries to close its quotes and add parameters; an address stored with a lone CR
    // (as one typed before the form refused it) that tries to add an attendee.
    const name = 'Asha "Boss";ROLE=CHAIR:mailto:boss@evil.example, ^n';
    const [lead] = await db()
      .insert(contactSubmissions)
      .values({ name, email: 'asha.boss@example.com', phone: '+91 98450 33333', location: 'Koramangala' })
      .returning({ id: contactSubmissions.id });
    const address = `7 Hosur Road; Koramangala, Bengaluru\rATTENDEE:mailto:evil@example.com\\`;
    const base = smtp.messages.length;
    const startsAt = visitStartsAt({ date: '2026-12-07', time: '15:00' })!;
    const booked = await bookSiteVisit(db(), { leadId: lead!.id, fields: { startsAt, address, designerId: arjun }, actorId: ravi });
    await visits.mailVisit(booked!.visitId);
    await until(() => smtp.messages.length >= base + 2, 30_000);
    const sent = smtp.messages.slice(base);
    const ics = (to: string) => calendarParts(sent.find((mail) => mail.to[0] === to)!.raw)[0]!.content;

    for (const to of ['asha.boss@example.com', 'arjun.designer@example.com']) {
      const content = ics(to);
      // Every line ends with CRLF, holds no other line break and at most 75 octets.
      const physical = content.split('\r\n');
      expect(physical.at(-1)).toBe('');
      for (const line of physical) {
        expect(line, to).not.toMatch(/[\r\n]/);
        expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
      }
      const unfolded = content.replace(/\r\n[ \t]/g, '').split('\r\n');
      const attendees = unfolded.filter((line) => line.startsWith('ATTENDEE'));
      expect(attendees).toEqual([
        `ATTENDEE;RSVP=TRUE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;CN="Asha ^'Boss^';ROLE=CHAIR:mailto:boss@evil.example, ^^n":mailto:asha.boss@example.com`,
        'ATTENDEE;RSVP=TRUE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;CN="Arjun Shetty":mailto:arjun.designer@example.com',
      ]);
      expect(unfolded.filter((line) => line.startsWith('LOCATION'))).toEqual([
        'LOCATION:7 Hosur Road\\; Koramangala\\, Bengaluru\\nATTENDEE:mailto:evil@example.com\\\\',
      ]);
      // Replies go to the studio, not to the address the mail is sent from.
      expect(unfolded.filter((line) => line.startsWith('ORGANIZER'))).toEqual([
        `ORGANIZER;CN="${company.name}";SENT-BY="mailto:studio@aangan.example":mailto:${company.email}`,
      ]);
    }
    expect(sent.find((mail) => mail.to[0] === 'asha.boss@example.com')!.raw).toMatch(new RegExp(`^Reply-To: ${company.email}`, 'mi'));
    expect(icsFields(ics('asha.boss@example.com')).SUMMARY).toBe(`Site visit · ${company.name}`);
    const staff = icsFields(ics('arjun.designer@example.com'));
    expect(staff.SUMMARY).toBe('Site visit: Asha "Boss"\\;ROLE=CHAIR:mailto:boss@evil.example\\, ^n (+91 98450 33333)');
    expect(staff.DESCRIPTION).toContain('Customer: Asha "Boss"\\;ROLE=CHAIR:mailto:boss@evil.example\\, ^n\\nPhone: +91 98450 33333\\n');
    expect(staff.DESCRIPTION).toContain('Where: 7 Hosur Road\\; Koramangala\\, Bengaluru\\nATTENDEE:mailto:evil@example.com\\\\');
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
