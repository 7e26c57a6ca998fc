// Turns a validated form into the lead's row (docs/product.md "The lead flow") and stores it with its
// notification job on the job engine in one statement, so a lead never exists without its job
// (decision 080). What staff are told
// is built from this row when the notification is sent (notifications/payload.ts).
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { readResponseSettings, responseDueAt } from '#app/lib/response-settings.server.ts';
import type { Database, Transaction } from '#db/database.ts';
import { leadEvent } from '#db/lead-events.ts';
import { contactSubmissions, leadEvents } from '#db/schema.ts';
import type { Lead, LeadFormDetails } from '#db/schema.ts';
import { insertNotificationJobs } from '#app/features/intake/notifications/queue.server.ts';
import { localities } from '#content/localities.ts';
import { toAttributionColumns } from '#app/features/intake/attribution.ts';
import type { Attribution } from '#app/features/intake/attribution.ts';
import {
  calculatorServices,
  corporateBudgets,
  corporateProjectTypes,
  corporateTimelines,
  optionLabel,
  popupServices,
} from '#app/features/intake/lead-options.ts';
import type { AnyLeadFields } from '#app/features/intake/lead-schema.ts';
import { leadForms } from '#app/features/intake/lead-forms.ts';
import { estimateMiddlePaise, leadEstimate } from '#app/features/pricing/lead-estimate.ts';
import type { RateCard } from '#content/rate-card.ts';

/** A lead's row before it is stored: its person is found by the database as it is inserted (migration 0009). */
export type LeadToStore = Omit<Lead, 'personId' | 'possibleDuplicateOf'>;

export type PreparedLead = {
  /** The row as it is stored; `createdAt` is when the server received it (kept when a spooled lead is replayed later). */
  lead: LeadToStore;
  /**
   * 'skipped' when this server has no notification channel: the job is recorded as such at once.
   * 'none' for a lead staff entered ('Add lead'): the team is not told of what it entered itself.
   */
  notification: 'pending' | 'skipped' | 'none';
  /** The staff member who entered the lead (its 'created' event's actor); none for the public forms. */
  enteredBy?: string;
};

const orNull = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

/** The answers of a form that have no column, without the empty ones; null when none is left. */
export function leadFormDetails(answers: LeadFormDetails): LeadFormDetails | null {
  const details = Object.fromEntries(Object.entries(answers).filter(([, value]) => Boolean(value))) as LeadFormDetails;
  return Object.keys(details).length > 0 ? details : null;
}

type Composed = { name: string; service?: string; location?: string; message?: string; details?: LeadFormDetails };

function compose(input: AnyLeadFields): Composed {
  switch (input.kind) {
    case 'calculator': {
      const { fields } = input;
      const service = optionLabel(calculatorServices, fields.service) ?? fields.service;
      return {
        name: fields.name,
        service,
        location: fields.location,
        message: `Price calculator request for ${service} in ${fields.location}`,
      };
    }
    case 'quick-quote':
      return { name: input.fields.name, service: leadForms['quick-quote'].storedService, message: leadForms['quick-quote'].storedMessage };
    case 'service-card':
      return { name: input.fields.name, service: input.fields.service, message: `Quote request for ${input.fields.service}` };
    case 'popup':
      return { name: input.fields.name, service: optionLabel(popupServices, input.fields.service), message: input.fields.message };
    case 'cta':
      return { name: input.fields.name, service: leadForms.cta.storedService, message: leadForms.cta.storedMessage };
    case 'contact':
      return { name: input.fields.name, service: input.fields.service, message: input.fields.message };
    case 'corporate': {
      const { fields } = input;
      const projectType = optionLabel(corporateProjectTypes, fields.projectType) ?? fields.projectType;
      const budget = optionLabel(corporateBudgets, fields.budget) ?? '';
      const timeline = optionLabel(corporateTimelines, fields.timeline) ?? '';
      const message = [
        `Company: ${fields.companyName}`,
        `Project type: ${projectType}`,
        `Budget: ${budget || 'Not specified'}`,
        `Timeline: ${timeline || 'Not specified'}`,
        `Project details: ${fields.message ?? 'Not provided'}`,
      ].join('\n');
      return {
        name: fields.contactPerson,
        service: projectType,
        location: fields.location,
        message,
        details: { companyName: fields.companyName, budget, timeline },
      };
    }
  }
}

const localityPage = /^\/locations\/([a-z0-9-]+)\/?$/;

/** The locality whose page a form was sent from (/locations/koramangala: Koramangala), if any. */
export function localityOfPage(pagePath: string | null): string | undefined {
  const slug = pagePath ? localityPage.exec(pagePath)?.[1] : undefined;
  return slug ? localities.find((locality) => locality.slug === slug)?.name : undefined;
}

/**
 * The row of a validated form; `id` is made before anything is stored. `pagePath` is the page
 * the form was sent from: a form that does not ask where records the locality of its page. A calculator lead with
 * the calculator's inputs gets its estimate from them and `rateCard`, the rates in force.
 */
export function prepareLead(
  input: AnyLeadFields,
  attribution: Attribution,
  id: string,
  receivedAt: Date,
  notification: PreparedLead['notification'] = 'pending',
  rateCard?: RateCard,
  pagePath: string | null = null,
): PreparedLead {
  const composed = compose(input);
  const form = leadForms[input.kind];
  const location = composed.location || (form.asksLocation ? undefined : localityOfPage(pagePath));
  const estimateInput = input.kind === 'calculator' ? input.fields.estimateInput : undefined;
  const priced = estimateInput && rateCard ? leadEstimate(estimateInput, rateCard) : null;
  const lead: LeadToStore = {
    id,
    name: composed.name,
    email: input.fields.email,
    phone: input.fields.phone,
    service: orNull(composed.service),
    location: orNull(location),
    source: form.source,
    form: input.kind,
    pagePath,
    message: orNull(composed.message),
    status: 'new',
    stage: 'new',
    stageChangedAt: null,
    lostReason: null,
    lostReasonText: null,
    ...toAttributionColumns(attribution),
    details: composed.details ? leadFormDetails(composed.details) : null,
    estimate: priced,
    valuePaise: priced ? estimateMiddlePaise(priced) : null,
    createdAt: receivedAt,
    // New leads are unassigned, with no follow-up and no contact yet; the lead store stamps the
    // first response's due time as it stores them (insertLeads).
    assignedTo: null,
    nextFollowUpAt: null,
    firstContactAt: null,
    responseDueAt: null,
  };
  return { lead, notification };
}

// Every column of the lead the code writes, in the table's order, as the table defines it (its
// person is found by the database's insert trigger).
const leadColumns = (Object.entries(getTableColumns(contactSubmissions)) as Array<[keyof Lead, PgColumn]>).filter(
  (entry): entry is [keyof LeadToStore, PgColumn] => entry[0] !== 'personId' && entry[0] !== 'possibleDuplicateOf',
);
const leadColumnNames = sql.join(
  leadColumns.map(([, column]) => sql.identifier(column.name)),
  sql`, `,
);
const id = sql.identifier(contactSubmissions.id.name);
const assignedTo = sql.identifier(contactSubmissions.assignedTo.name);

/**
 * The input rows' shape for `jsonb_to_recordset`: every lead column with its type, then what the
 * statement needs besides. Made once: the whole batch travels as one JSON parameter, so building
 * the statement costs the same for one lead as for two hundred (a parameter per value made the
 * query builder the lead endpoint's largest cost).
 */
const inputShape = sql.raw(
  [
    ...leadColumns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`),
    'job_status text',
    'created_details jsonb',
    'skipped_details jsonb',
    'entered_by uuid',
  ].join(', '),
);

/** A value as its JSON field: a moment as its ISO text, JSON columns as they are, the rest as the driver would send it. */
function jsonField(value: unknown, column: PgColumn): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const type = column.getSQLType();
  return type === 'jsonb' || type === 'json' ? value : column.mapToDriverValue(value);
}

const event = {
  lead: sql.identifier(leadEvents.leadId.name),
  kind: sql.identifier(leadEvents.kind.name),
  details: sql.identifier(leadEvents.details.name),
  at: sql.identifier(leadEvents.createdAt.name),
  actor: sql.identifier(leadEvents.actorId.name),
};

/**
 * Inserts leads, their 'created' events and their notification jobs (on the job engine's table)
 * in one statement (one transaction). The database assigns each new lead as it is inserted
 * (decision 110); a lead it assigned gets an 'assigned' event with no actor (automatic). A lead whose id is stored already is left alone, event and job included:
 * replaying a spooled lead stores it once. Returns the ids this call stored.
 */
export async function insertLeads(db: Database, leads: readonly PreparedLead[]): Promise<Set<string>> {
  return db.transaction(async (tx) => {
    // The first-response clock (decision 113): each new lead's due time from 'Respond within' and
    // the working hours in force as it is stored, counted from when it arrived (a spooled lead
    // replayed later counts from its arrival too).
    const settings = await readResponseSettings(tx);
    return insertStamped(
      tx,
      leads.map((prepared) => ({
        ...prepared,
        lead: {
          ...prepared.lead,
          responseDueAt: prepared.lead.responseDueAt
            ? new Date(prepared.lead.responseDueAt)
            : responseDueAt(prepared.lead.createdAt, settings),
        },
      })),
    );
  });
}

async function insertStamped(db: Transaction, leads: readonly PreparedLead[]): Promise<Set<string>> {
  // One JSON array of rows, in the order given: the database takes each lead's turn of assignment in that order.
  const rows = leads.map(({ lead, notification, enteredBy }) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of leadColumns) row[column.name] = jsonField(lead[key], column);
    const created = leadEvent(lead.id, 'created', { form: lead.form });
    const skipped = notification === 'skipped' ? leadEvent(lead.id, 'notification_skipped', {}) : null;
    row.job_status = notification;
    row.created_details = created.details;
    row.skipped_details = skipped ? skipped.details : null;
    row.entered_by = enteredBy ?? null;
    return row;
  });
  // Raw SQL: Drizzle's builder cannot insert the events and jobs of only the leads a data-modifying
  // CTE stored (on conflict do nothing).
  const { rows: stored } = await db.execute<{ leadId: string }>(
    sql`with input as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${inputShape})),
        inserted as (
          insert into ${contactSubmissions} (${leadColumnNames})
          select ${leadColumnNames} from input
          on conflict (${id}) do nothing
          returning ${id}, ${assignedTo}
        ),
        events as (
          insert into ${leadEvents} (${event.lead}, ${event.kind}, ${event.details}, ${event.at}, ${event.actor})
          select input.${id}, 'created', input.created_details, input.created_at, input.entered_by
          from inserted join input on input.${id} = inserted.${id}
          union all
          select input.${id}, 'notification_skipped', input.skipped_details, input.created_at, null
          from inserted join input on input.${id} = inserted.${id} where input.skipped_details is not null
          union all
          select input.${id}, 'assigned', jsonb_build_object('from', null, 'to', inserted.${assignedTo}, 'automatic', true), input.created_at, null
          from inserted join input on input.${id} = inserted.${id} where inserted.${assignedTo} is not null
        ),
        jobs as (
          ${insertNotificationJobs(sql`select input.${id} as id from inserted join input on input.${id} = inserted.${id} where input.job_status = 'pending'`)}
        )
        select ${id} as "leadId" from inserted`,
  );
  return new Set(stored.map((row) => row.leadId));
}

/** One lead; true when this call stored it. */
export async function insertLead(db: Database, prepared: PreparedLead): Promise<boolean> {
  return (await insertLeads(db, [prepared])).has(prepared.lead.id);
}

type Waiting = { prepared: PreparedLead; resolve: (stored: boolean) => void; reject: (error: unknown) => void };

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Group commit: leads that arrive close together go to the database in one statement, so a burst
 * costs one commit (one disk flush) per batch instead of one per lead. The embedded database
 * flushes synchronously, blocking the process for the flush: the writer waits a moment for the
 * requests already in progress to reach it (while more keep arriving, up to `maxLingerMs`)
 * before writing. Each caller still hears back only once its own lead is committed.
 */
export class LeadWriter {
  readonly #db: Database;
  readonly #maxBatch: number;
  readonly #maxLingerMs: number;
  #queue: Waiting[] = [];
  #writing = false;

  constructor(db: Database, { maxBatch = 200, maxLingerMs = 8 }: { maxBatch?: number; maxLingerMs?: number } = {}) {
    this.#db = db;
    this.#maxBatch = maxBatch;
    this.#maxLingerMs = maxLingerMs;
  }

  /** Resolves with true when stored by this write, false when a lead with its id was stored already. */
  write(prepared: PreparedLead): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.#queue.push({ prepared, resolve, reject });
      void this.#drain();
    });
  }

  async #gather(): Promise<void> {
    const started = performance.now();
    let seen = this.#queue.length;
    for (;;) {
      await tick(1);
      const now = this.#queue.length;
      if (now === seen || now >= this.#maxBatch || performance.now() - started >= this.#maxLingerMs) return;
      seen = now;
    }
  }

  async #oneByOne(batch: Waiting[]): Promise<void> {
    const outcomes = new Map<string, Promise<boolean>>();
    for (const { prepared } of batch) {
      if (!outcomes.has(prepared.lead.id)) outcomes.set(prepared.lead.id, insertLead(this.#db, prepared));
      // One at a time: each waits for the previous, so the batch costs no more connections than before.
      await outcomes.get(prepared.lead.id)!.catch(() => undefined);
    }
    const answered = new Set<string>();
    for (const waiting of batch) {
      const id = waiting.prepared.lead.id;
      // A retry of the same submission in this batch hears "stored already" (false), as before.
      await outcomes
        .get(id)!
        .then((stored) => waiting.resolve(stored && !answered.has(id)))
        .catch((error: unknown) => waiting.reject(error));
      answered.add(id);
    }
  }

  async #drain(): Promise<void> {
    if (this.#writing) return;
    this.#writing = true;
    try {
      while (this.#queue.length > 0) {
        await this.#gather();
        const batch = this.#queue.splice(0, this.#maxBatch);
        // The same submission twice in one batch (a browser retry) is written once.
        const unique = new Map<string, PreparedLead>();
        for (const { prepared } of batch) if (!unique.has(prepared.lead.id)) unique.set(prepared.lead.id, prepared);
        try {
          const stored = await insertLeads(this.#db, [...unique.values()]);
          for (const waiting of batch) waiting.resolve(stored.delete(waiting.prepared.lead.id));
        } catch (error) {
          // The database refused what one lead holds: the others are stored one by one, so
          // only that lead goes the way of a failed write (the spool). Unreachable: all of them do.
          if (unique.size > 1 && refusedData(error)) await this.#oneByOne(batch);
          else for (const waiting of batch) waiting.reject(error);
        }
      }
    } finally {
      this.#writing = false;
    }
  }
}

/** Whether the database refused the data itself (SQLSTATE classes 22 and 23), not the connection. */
function refusedData(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^(22|23)[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// One writer per database handle in this process.
const writers = new WeakMap<Database, LeadWriter>();

export function leadWriter(db: Database): LeadWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new LeadWriter(db);
    writers.set(db, writer);
  }
  return writer;
}
