// Turns a validated form into the lead row and its notification payload (spec section 7), and
// stores both with one statement, so a lead never exists without its notification job.
import { sql } from 'drizzle-orm';
import { queryRows } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import {
  calculatorServices,
  corporateBudgets,
  corporateProjectTypes,
  corporateTimelines,
  optionLabel,
  popupServices,
} from '#app/features/leads/lead-options.ts';
import type { Attribution } from '#app/features/leads/attribution.ts';
import type { FormKind } from '#app/features/leads/lead-options.ts';
import type { AnyLeadFields } from '#app/features/leads/lead-schema.ts';

/** The `source` column (spec section 7) and the labels of the notification (section 7 and ours). */
export const leadSources: Record<FormKind, { source: string; label: string; formType: string }> = {
  calculator: { source: 'price calculator', label: 'Website Price Calculator', formType: 'Price Calculator Request' },
  'quick-quote': { source: 'mobile price calculator', label: 'Website Mobile Quick Quote', formType: 'Mobile Quick Quote' },
  'service-card': { source: 'service card', label: 'Website Service Card', formType: 'Service Quote Request' },
  popup: { source: 'popup form', label: 'Website Popup Form', formType: 'Contact Form' },
  cta: { source: 'cta section', label: 'Website CTA Quick Form', formType: 'Quick Consultation Request' },
  contact: { source: 'contact_page', label: 'Website Contact Page', formType: 'Contact Page Form' },
  corporate: { source: 'Corporate Page', label: 'Website Corporate Form', formType: 'Corporate Contact Form' },
};

export const QUICK_QUOTE_SERVICE = 'Price Calculator Request';
export const QUICK_QUOTE_MESSAGE = 'Quick quote request from the mobile price calculator';
export const CTA_SERVICE = 'CTA Form Submission';
export const CTA_MESSAGE = 'Quick consultation request from CTA section';

/** A row of contact_submissions as this code writes it. */
export type LeadRecord = {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string | null;
  location: string | null;
  source: string;
  message: string | null;
  landingPath: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  /** ISO time the server received the lead (kept when a spooled lead is replayed later). */
  createdAt: string;
};

/** What staff are told (spec section 7), plus the lead's id, time and where the visit came from. */
export type NotificationPayload = {
  formType: string;
  source: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  location?: string;
  companyName?: string;
  contactPerson?: string;
  projectType?: string;
  budget?: string;
  timeline?: string;
  leadId: string;
  submittedAt: string;
  attribution: Attribution;
};

export type PreparedLead = {
  lead: LeadRecord;
  payload: NotificationPayload;
  /** 'skipped' when this server has no notification channel: the job is recorded as such at once. */
  notification?: 'pending' | 'skipped';
};

const orNull = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

type Composed = {
  name: string;
  service?: string;
  location?: string;
  message?: string;
  /** The notification says some things differently from the row (CTA, spec section 7). */
  notice?: Partial<NotificationPayload>;
};

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
      return { name: input.fields.name, service: QUICK_QUOTE_SERVICE, message: QUICK_QUOTE_MESSAGE };
    case 'service-card':
      return { name: input.fields.name, service: input.fields.service, message: `Quote request for ${input.fields.service}` };
    case 'popup':
      return { name: input.fields.name, service: optionLabel(popupServices, input.fields.service), message: input.fields.message };
    case 'cta':
      return {
        name: input.fields.name,
        service: CTA_SERVICE,
        message: CTA_MESSAGE,
        notice: { service: 'Quick Consultation', message: 'Request for free consultation from CTA section' },
      };
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
        notice: {
          location: fields.location ?? '',
          companyName: fields.companyName,
          contactPerson: fields.contactPerson,
          projectType,
          budget,
          timeline,
        },
      };
    }
  }
}

/** The row and the notification for a validated form; `id` is made before anything is stored. */
export function prepareLead(
  input: AnyLeadFields,
  attribution: Attribution,
  id: string,
  receivedAt: Date,
  notification: 'pending' | 'skipped' = 'pending',
): PreparedLead {
  const composed = compose(input);
  const labels = leadSources[input.kind];
  const createdAt = receivedAt.toISOString();
  const lead: LeadRecord = {
    id,
    name: composed.name,
    email: input.fields.email,
    phone: input.fields.phone,
    service: orNull(composed.service),
    location: orNull(composed.location),
    source: labels.source,
    message: orNull(composed.message),
    landingPath: orNull(attribution.landing_path),
    referrer: orNull(attribution.referrer),
    utmSource: orNull(attribution.utm_source),
    utmMedium: orNull(attribution.utm_medium),
    utmCampaign: orNull(attribution.utm_campaign),
    utmTerm: orNull(attribution.utm_term),
    utmContent: orNull(attribution.utm_content),
    createdAt,
  };
  const payload: NotificationPayload = {
    formType: labels.formType,
    source: labels.label,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    service: lead.service ?? '',
    message: lead.message ?? '',
    ...(input.kind === 'calculator' ? { location: lead.location ?? '' } : {}),
    ...composed.notice,
    leadId: id,
    submittedAt: createdAt,
    attribution,
  };
  return { lead, payload, notification };
}

const LEAD_COLUMNS = sql.raw(
  'id, name, email, phone, service, location, source, message, landing_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, created_at',
);

/**
 * Inserts leads and their notification jobs in one statement (one transaction). A lead whose id
 * is stored already is left alone, job included: replaying a spooled lead stores it once.
 * Returns the ids this call stored.
 */
export async function insertLeads(db: Database, leads: readonly PreparedLead[]): Promise<Set<string>> {
  const rows = leads.map(
    ({ lead, payload, notification = 'pending' }) =>
      sql`(${lead.id}::uuid, ${lead.name}, ${lead.email}, ${lead.phone}, ${lead.service}, ${lead.location}, ${lead.source},
           ${lead.message}, ${lead.landingPath}, ${lead.referrer}, ${lead.utmSource}, ${lead.utmMedium}, ${lead.utmCampaign},
           ${lead.utmTerm}, ${lead.utmContent}, ${lead.createdAt}::timestamptz, ${JSON.stringify(payload)}::jsonb, ${notification})`,
  );
  const stored = await queryRows<{ lead_id: string }>(
    db,
    sql`with input (${LEAD_COLUMNS}, payload, job_status) as (values ${sql.join(rows, sql`, `)}),
        inserted as (
          insert into contact_submissions (${LEAD_COLUMNS}, status)
          select ${LEAD_COLUMNS}, 'new' from input
          on conflict (id) do nothing
          returning id
        )
        insert into notification_jobs (lead_id, payload, status)
        select input.id, input.payload, input.job_status from inserted join input on input.id = inserted.id
        returning lead_id`,
  );
  return new Set(stored.map((row) => row.lead_id));
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
          for (const waiting of batch) waiting.reject(error);
        }
      }
    } finally {
      this.#writing = false;
    }
  }
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
