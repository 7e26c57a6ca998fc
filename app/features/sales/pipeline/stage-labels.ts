// The pipeline's stages as staff read them (the board's columns, the timeline). Browser-safe.
import type { LeadStage } from '#db/enums.ts';

export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  site_visit: 'Site visit',
  design: 'Design',
  quotation_sent: 'Quotation sent',
  won: 'Won',
  lost: 'Lost',
};
