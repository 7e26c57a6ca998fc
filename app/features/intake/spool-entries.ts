// The lines of the lead spool (spool.server.ts): a lead's row as JSON, as this version writes it,
// and as earlier versions wrote it (read once, when a spool they left is replayed).
import type { LeadForm } from '#db/enums.ts';
import { leadFormDetails } from '#app/features/intake/lead-store.server.ts';
import type { LeadToStore, PreparedLead } from '#app/features/intake/lead-store.server.ts';
import { estimateMiddlePaise } from '#app/features/pricing/lead-estimate.ts';

type StoredLead = Omit<LeadToStore, 'createdAt'> & { createdAt: string };

/** The pipeline's columns (migration 0012 and later) and the response clock's (0019): a line written before them has none. */
type PipelineColumns = 'stage' | 'stageChangedAt' | 'valuePaise' | 'lostReason' | 'lostReasonText' | 'responseDueAt';

/** A spooled row from any version, with the pipeline's columns as a new lead has them when it lacks them. */
function withPipelineColumns<T extends Partial<Pick<LeadToStore, PipelineColumns>> & { estimate?: LeadToStore['estimate'] }>(
  lead: T,
): T & Pick<LeadToStore, PipelineColumns> {
  const range = lead.estimate?.range;
  return {
    ...lead,
    stage: lead.stage ?? 'new',
    stageChangedAt: lead.stageChangedAt ?? null,
    valuePaise: lead.valuePaise ?? (range ? estimateMiddlePaise({ range }) : null),
    lostReason: lead.lostReason ?? null,
    lostReasonText: lead.lostReasonText ?? null,
    responseDueAt: lead.responseDueAt ?? null,
  };
}

/**
 * A line of the spool: the lead's row, as JSON (a line of a version before the pipeline lacks its
 * columns).
 */
type SpoolEntry = {
  v: 3;
  lead: Omit<StoredLead, PipelineColumns> & Partial<Pick<StoredLead, PipelineColumns>>;
  notification: PreparedLead['notification'];
};

/** A line written before leads kept their form and page (decision 077): the form is told by the source it wrote. */
type SpoolEntryV2 = { v: 2; lead: Omit<StoredLead, 'form' | 'pagePath' | PipelineColumns>; notification: PreparedLead['notification'] };

const formOfLegacySource: Record<string, LeadForm> = {
  'price calculator': 'calculator',
  'mobile price calculator': 'quick-quote',
  'service card': 'service-card',
  'popup form': 'popup',
  'cta section': 'cta',
  contact_page: 'contact',
  'Corporate Page': 'corporate',
};
const legacyForm = (source: string | null): LeadForm | null => (source ? (formOfLegacySource[source] ?? null) : null);

/**
 * A line written before decision 048: the row without `status` and `details`, and the
 * notification payload, which alone held the corporate form's company, budget and timeline.
 */
type SpoolEntryV1 = {
  v: 1;
  lead: Omit<StoredLead, 'status' | 'details' | 'form' | 'pagePath' | PipelineColumns>;
  payload?: { companyName?: string; budget?: string; timeline?: string };
  notification?: PreparedLead['notification'];
};

export function fromSpool(entry: AnySpoolEntry): PreparedLead {
  if (entry.v === 3) {
    return { lead: withPipelineColumns({ ...entry.lead, createdAt: new Date(entry.lead.createdAt) }), notification: entry.notification };
  }
  if (entry.v === 2) {
    const lead = withPipelineColumns({
      ...entry.lead,
      form: legacyForm(entry.lead.source),
      pagePath: null,
      createdAt: new Date(entry.lead.createdAt),
    });
    return { lead, notification: entry.notification };
  }
  const { companyName, budget, timeline } = entry.payload ?? {};
  return {
    lead: withPipelineColumns({
      ...entry.lead,
      form: legacyForm(entry.lead.source),
      pagePath: null,
      status: 'new' as const,
      details: companyName ? leadFormDetails({ companyName, budget, timeline }) : null,
      createdAt: new Date(entry.lead.createdAt),
    }),
    notification: entry.notification ?? 'pending',
  };
}

export type AnySpoolEntry = SpoolEntry | SpoolEntryV2 | SpoolEntryV1;

/** The line a lead is appended as (with its newline). */
export function toSpoolLine(prepared: PreparedLead): string {
  const entry: SpoolEntry = {
    v: 3,
    lead: { ...prepared.lead, createdAt: prepared.lead.createdAt.toISOString() },
    notification: prepared.notification,
  };
  return `${JSON.stringify(entry)}\n`;
}
