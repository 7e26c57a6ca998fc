// Who may do what in the admin (decision 065). Browser-safe: the admin shell reads it to show
// only the tabs a member may open; the server enforces the same table in every loader and action.
import type { StaffRole } from '#db/enums.ts';

/** Each area of the admin and the roles that may use it. */
export const permissions = {
  /** Lead data anywhere: the list, a lead's page, notes, exports, reports, 'Leads that could not be stored'. */
  leads: ['admin', 'sales'],
  /** Articles and image uploads. */
  articles: ['admin', 'editor'],
  /** The rate card behind the price calculator. */
  pricing: ['admin'],
  /** 'Redirects': the site's old addresses and where they lead (decision 121). */
  redirects: ['admin'],
  /** The pipeline's settings: after how many days in a stage a card is 'Idle'. */
  pipelineSettings: ['admin'],
  /** 'WhatsApp templates': the messages the team's 'WhatsApp' offers (decision 117). */
  whatsAppTemplates: ['admin'],
  /** Team members, invites, roles and team-wide settings. */
  team: ['admin'],
  /** 'Projects' and 'Payments': a project's milestones, payments and GST documents (Sales: their own leads' projects). */
  'billing.view': ['admin', 'sales'],
  /** 'Record payment', 'Request payment' and change orders on a project (Sales: their own leads' projects). */
  'billing.record': ['admin', 'sales'],
  /** Tax invoices, credit notes, 'Reverse payment', 'Payment settings' and 'Mark as accepted'. */
  'billing.admin': ['admin'],
  /**
   * 'Site diary': the diaries of the projects a member works on (decision 173): an Admin every
   * project's, Sales their own leads' (to read) and those they design, Site those they supervise.
   */
  'diary.view': ['admin', 'sales', 'site'],
  /** A project's stages, their dates and milestones, its move-in date, designer and site supervisor, and 'Stage settings'. */
  'stages.admin': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof permissions;

export function may(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role != null && (permissions[permission] as readonly StaffRole[]).includes(role);
}

export const roleLabels: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor', sales: 'Sales', site: 'Site' };

/** What each role is for, in the words the 'Team' tab shows beside the choice. */
export const roleDescriptions: Record<StaffRole, string> = {
  admin: 'Everything, including the team and pricing',
  editor: 'Articles and images only; no lead data',
  sales: 'Leads only',
  site: 'The site diary of the projects they supervise',
};
