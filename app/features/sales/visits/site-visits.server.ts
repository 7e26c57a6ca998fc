// Site visits: booking one for a lead (which moves it to 'Site visit'), rescheduling and cancelling
// it, each an event on the lead's timeline and an entry in the audit log; and the e-mails with the
// calendar invitation (.ics, decision 102, written by icalendar.ts, decision 156) the customer and the
// designer get, sent on the job engine. One invitation per visit (its UID), its SEQUENCE one more
// with each change; the visit's row records which sequence each of the two was sent (and to which
// designer), so a job run twice sends each mail once and a designer replaced on a reschedule is
// sent the cancel of the invitation they hold.
import nodemailer from 'nodemailer';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#db/database.ts';
import { leadEvent } from '#db/lead-events.ts';
import type { SiteVisitAction } from '#db/enums.ts';
import { contactSubmissions, leadEvents, siteVisits, users } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import type { Env } from '#app/lib/env.server.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { jobIdFor } from '#app/lib/jobs.server.ts';
import type { JobEngine } from '#app/lib/jobs.server.ts';
import { mailSender, smtpOptions } from '#app/lib/mail.server.ts';
import { moveLeadToStage } from '#app/features/sales/lead/lead-work.server.ts';
import { icsCalendar } from '#app/features/sales/visits/icalendar.ts';
import { company } from '#content/company.ts';

/** The job engine's queue of invitation e-mails. */
export const SITE_VISIT_MAIL_QUEUE = 'site-visit-mail';

/** How long a visit is in the calendar. */
const VISIT_MINUTES = 60;

export type SiteVisitView = {
  id: string;
  startsAt: string;
  address: string;
  designer: { id: string; name: string } | null;
  status: 'booked' | 'cancelled';
  sequence: number;
};

export type VisitFields = { startsAt: Date; address: string; designerId: string };

/** A lead's visits, soonest first. */
export async function listSiteVisits(db: Database, leadId: string): Promise<SiteVisitView[]> {
  const rows = await db
    .select({
      id: siteVisits.id,
      startsAt: siteVisits.startsAt,
      address: siteVisits.address,
      status: siteVisits.status,
      sequence: siteVisits.sequence,
      designerId: siteVisits.designerId,
      // Null when the designer's row is gone.
      designer: { name: users.name, email: users.email },
    })
    .from(siteVisits)
    .leftJoin(users, eq(users.id, siteVisits.designerId))
    .where(eq(siteVisits.leadId, leadId))
    .orderBy(asc(siteVisits.startsAt));
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    address: row.address,
    status: row.status,
    sequence: row.sequence,
    designer: row.designerId ? { id: row.designerId, name: row.designer?.name || row.designer?.email || 'Former member' } : null,
  }));
}

function visitEvent(
  leadId: string,
  action: SiteVisitAction,
  visit: { id: string; startsAt: Date; address: string; designerId: string | null },
  actorId: string,
  previousDesignerId?: string | null,
) {
  return leadEvent(
    leadId,
    'site_visit',
    {
      action,
      visitId: visit.id,
      at: visit.startsAt.toISOString(),
      address: visit.address,
      designerId: visit.designerId,
      ...(previousDesignerId && previousDesignerId !== visit.designerId ? { previousDesignerId } : {}),
    },
    actorId,
  );
}

/**
 * Books a visit: the visit, its event, the move to 'Site visit' and the audit entry in one
 * transaction. Null when the lead does not exist.
 */
export async function bookSiteVisit(
  db: Database,
  { leadId, fields, actorId }: { leadId: string; fields: VisitFields; actorId: string },
): Promise<{ visitId: string } | null> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: contactSubmissions.id }).from(contactSubmissions).where(eq(contactSubmissions.id, leadId));
    if (!lead) return null;
    const [visit] = await tx
      .insert(siteVisits)
      .values({ leadId, startsAt: fields.startsAt, address: fields.address, designerId: fields.designerId, createdBy: actorId })
      .returning();
    await tx.insert(leadEvents).values(visitEvent(leadId, 'booked', visit!, actorId));
    await moveLeadToStage(tx, { id: leadId, stage: 'site_visit', actorId });
    await audit(tx, { actorId, action: 'site_visit.book', entity: 'lead', entityId: leadId, details: { visitId: visit!.id } });
    return { visitId: visit!.id };
  });
}

/**
 * Moves a booked visit to another time, place or designer ('Reschedule'), or cancels it: the
 * invitation's sequence goes up by one either way. Null when the lead has no such booked visit.
 */
export async function changeSiteVisit(
  db: Database,
  change: { leadId: string; visitId: string; actorId: string } & ({ action: 'rescheduled'; fields: VisitFields } | { action: 'cancelled' }),
): Promise<{ visitId: string } | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(siteVisits)
      .where(and(eq(siteVisits.id, change.visitId), eq(siteVisits.leadId, change.leadId), eq(siteVisits.status, 'booked')))
      .for('update');
    if (!current) return null;
    const values =
      change.action === 'rescheduled'
        ? { startsAt: change.fields.startsAt, address: change.fields.address, designerId: change.fields.designerId }
        : { status: 'cancelled' as const };
    const [visit] = await tx
      .update(siteVisits)
      .set({ ...values, sequence: sql`${siteVisits.sequence} + 1`, updatedAt: new Date() })
      .where(eq(siteVisits.id, current.id))
      .returning();
    await tx.insert(leadEvents).values(visitEvent(change.leadId, change.action, visit!, change.actorId, current.designerId));
    await audit(tx, {
      actorId: change.actorId,
      action: change.action === 'rescheduled' ? 'site_visit.reschedule' : 'site_visit.cancel',
      entity: 'lead',
      entityId: change.leadId,
      details: {
        visitId: visit!.id,
        sequence: visit!.sequence,
        ...(visit!.designerId !== current.designerId ? { designerFrom: current.designerId, designerTo: visit!.designerId } : {}),
      },
    });
    return { visitId: visit!.id };
  });
}

/** Asks the job engine to send the visit's invitation (its present state) to whoever has not had it. */
export async function enqueueVisitMail(db: Database, jobs: JobEngine, visitId: string): Promise<void> {
  const [visit] = await db.select({ sequence: siteVisits.sequence }).from(siteVisits).where(eq(siteVisits.id, visitId));
  if (!visit) return;
  await jobs.enqueue(
    SITE_VISIT_MAIL_QUEUE,
    { visitId },
    // The job is named after the visit's state: enqueuing the same change twice makes one job.
    { id: jobIdFor(`${visitId}:${visit.sequence}`), retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true },
  );
}

type Invitation = {
  uid: string;
  sequence: number;
  cancelled: boolean;
  /** A cancel for the attendees named only (the visit goes on without them): no STATUS, as RFC 5546 has it. */
  uninvite?: boolean;
  startsAt: Date;
  address: string;
  /** The event's title: the customer's copy names the studio, the staff's the customer (decision 156). */
  summary: string;
  organizer: { name: string; email: string; sentBy?: string };
  attendees: Array<{ name: string; email: string }>;
  description: string;
};

/**
 * The invitation as an iCalendar file: METHOD:REQUEST for a booking or a change, METHOD:CANCEL for
 * a cancel (with STATUS:CANCELLED when the visit itself is off, without when only the attendees
 * named are taken off it). Every value encoded by icalendar.ts (decision 156).
 */
export function invitationIcs(invitation: Invitation): string {
  return icsCalendar({
    method: invitation.cancelled ? 'CANCEL' : 'REQUEST',
    productId: `-//${company.name}//Site visits//EN`,
    uid: invitation.uid,
    sequence: invitation.sequence,
    stamp: new Date(),
    start: invitation.startsAt,
    minutes: VISIT_MINUTES,
    ...(invitation.uninvite ? {} : { status: invitation.cancelled ? ('CANCELLED' as const) : ('CONFIRMED' as const) }),
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.address,
    organizer: invitation.organizer,
    attendees: invitation.attendees,
  });
}

/** The address part of a `"Name" <address>` sender. */
const addressOf = (sender: string) => /<([^>]+)>/.exec(sender)?.[1] ?? sender;

type MailEnv = Pick<Env, 'SMTP_URL' | 'NOTIFY_EMAIL_FROM' | 'SITE_URL'>;

/**
 * Sends the visit's invitation in its present state to the customer and the designer, each only
 * if they have not had this sequence yet (recorded after each mail). A designer replaced on a
 * reschedule who holds the invitation is first sent its cancel (METHOD:CANCEL of the same UID,
 * naming only them: they are taken off the visit, which goes on; decision 109). A visit gone
 * sends nothing.
 */
export async function deliverVisitMail(db: Database, mailEnv: MailEnv, visitId: string): Promise<void> {
  const holder = alias(users, 'holder');
  const [row] = await db
    .select({
      visit: siteVisits,
      leadName: contactSubmissions.name,
      leadEmail: contactSubmissions.email,
      leadPhone: contactSubmissions.phone,
      designerName: users.name,
      designerEmail: users.email,
      holderName: holder.name,
      holderEmail: holder.email,
    })
    .from(siteVisits)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, siteVisits.leadId))
    .leftJoin(users, eq(users.id, siteVisits.designerId))
    .leftJoin(holder, eq(holder.id, siteVisits.mailedDesignerId))
    .where(eq(siteVisits.id, visitId));
  if (!row) return;
  const { visit } = row;
  const cancelled = visit.status === 'cancelled';
  const replaced =
    visit.mailedDesignerId && visit.mailedDesignerId !== visit.designerId && row.holderEmail
      ? { name: row.holderName || row.holderEmail, email: row.holderEmail }
      : null;
  // A cancel goes to the designer only if they hold the invitation (not one who replaced another
  // and was cancelled before their invitation went).
  const designerDue =
    visit.mailedDesigner < visit.sequence && row.designerEmail && !(cancelled && visit.mailedDesignerId !== visit.designerId);
  const due = [
    ...(replaced ? (['replaced'] as const) : []),
    ...(visit.mailedCustomer < visit.sequence ? (['customer'] as const) : []),
    ...(designerDue ? (['designer'] as const) : []),
  ];
  if (due.length === 0) return;
  if (!mailEnv.SMTP_URL) throw new Error('SMTP_URL is not set');

  const sender = mailSender(mailEnv);
  const when = formatDateTime(visit.startsAt.toISOString());
  const designer = row.designerEmail ? { name: row.designerName || row.designerEmail, email: row.designerEmail } : null;
  const customer = { name: row.leadName, email: row.leadEmail };
  const what = cancelled ? 'cancelled' : visit.sequence > 0 ? 'moved' : 'booked';
  const subject = cancelled
    ? `Site visit cancelled: ${when}`
    : visit.sequence > 0
      ? `Site visit moved to ${when}`
      : `Site visit on ${when}`;
  const details = [`When: ${when}`, `Where: ${visit.address}`, `Designer: ${designer?.name ?? 'to be confirmed'}`];
  const uid = `${visit.id}@${new URL(mailEnv.SITE_URL).hostname}`;
  // Replies (accept, decline) go to the studio's own address, not to the no-reply sender (decision 156).
  const organizer = { name: company.name, email: company.email, sentBy: addressOf(sender) };
  const invitation = {
    uid,
    sequence: visit.sequence,
    cancelled,
    startsAt: visit.startsAt,
    address: visit.address,
    organizer,
    attendees: [customer, ...(designer ? [designer] : [])],
  };
  const ics = invitationIcs({ ...invitation, summary: `Site visit · ${company.name}`, description: details.join('\n') });
  // The designer's calendar says whom they visit, how to call them and where, without opening the mail.
  const staffSummary = `Site visit: ${row.leadName} (${row.leadPhone})`;
  const staffDescription = [`Customer: ${row.leadName}`, `Phone: ${row.leadPhone}`, `E-mail: ${row.leadEmail}`, ...details].join('\n');
  const staffIcs = invitationIcs({ ...invitation, summary: staffSummary, description: staffDescription });

  const transport = nodemailer.createTransport(smtpOptions(mailEnv.SMTP_URL));
  try {
    for (const recipient of due) {
      if (recipient === 'replaced') {
        const handedTo = cancelled ? 'was cancelled' : `now goes with ${designer?.name ?? 'another designer'} instead of you`;
        await transport.sendMail({
          from: sender,
          to: { name: replaced!.name, address: replaced!.email },
          replyTo: company.email,
          subject: cancelled ? subject : `Site visit no longer yours: ${row.leadName}`,
          text: [
            `The site visit for ${row.leadName} (${row.leadPhone}) ${handedTo}.`,
            '',
            'The calendar invitation attached removes it from your calendar.',
          ].join('\n'),
          icalEvent: {
            method: 'CANCEL',
            filename: 'site-visit.ics',
            content: invitationIcs({
              uid,
              sequence: visit.sequence,
              cancelled: true,
              uninvite: !cancelled,
              startsAt: visit.startsAt,
              address: visit.address,
              summary: staffSummary,
              organizer,
              attendees: [replaced!],
              description: `The site visit for ${row.leadName} (${row.leadPhone}) ${handedTo}.`,
            }),
          },
        });
        await db.update(siteVisits).set({ mailedDesignerId: null }).where(eq(siteVisits.id, visit.id));
        continue;
      }
      const text =
        recipient === 'customer'
          ? [
              `Dear ${row.leadName},`,
              '',
              `Your site visit with ${company.name} is ${what}.`,
              '',
              ...details,
              '',
              cancelled ? 'The calendar invitation attached removes it from your calendar.' : 'The calendar invitation is attached.',
              `Questions? Call ${company.phone.display} or write to ${company.email}.`,
            ].join('\n')
          : [`The site visit for ${row.leadName} (${row.leadPhone}) is ${what}.`, '', ...details].join('\n');
      await transport.sendMail({
        from: sender,
        to:
          recipient === 'customer' ? { name: customer.name, address: customer.email } : { name: designer!.name, address: designer!.email },
        subject,
        text,
        replyTo: company.email,
        icalEvent: {
          method: cancelled ? 'CANCEL' : 'REQUEST',
          filename: 'site-visit.ics',
          content: recipient === 'customer' ? ics : staffIcs,
        },
      });
      await db
        .update(siteVisits)
        .set(
          recipient === 'customer'
            ? { mailedCustomer: visit.sequence }
            : { mailedDesigner: visit.sequence, mailedDesignerId: cancelled ? null : visit.designerId },
        )
        .where(eq(siteVisits.id, visit.id));
    }
  } finally {
    transport.close();
  }
}
