// Whose projects a member sees in the site diary and whose diary they may write (decision 173):
// an Admin every project; a Sales member the projects of the leads assigned to them (read-only)
// and those they are the designer of (read and write); a Site member only the projects they
// supervise (read and write). Editors none. A project a member may not see is not found.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { StaffRole } from '#db/enums.ts';

export type WorkMember = { id: string; role: StaffRole };

/**
 * The condition on a project `p` (customer_projects) with its plan `pl` (project_plans, left
 * joined) and its lead `l` (contact_submissions) under which `member` sees it.
 */
export function seesProject(member: WorkMember): SQL {
  switch (member.role) {
    case 'admin':
      return sql`true`;
    case 'sales':
      return sql`(l.assigned_to = ${member.id} or pl.designer_id = ${member.id})`;
    case 'site':
      return sql`pl.site_supervisor_id = ${member.id}`;
    default:
      return sql`false`;
  }
}

/** The condition under which `member` writes the diary of a project they see. */
export function writesDiary(member: WorkMember): SQL {
  if (member.role === 'admin') return sql`true`;
  if (member.role === 'editor') return sql`false`;
  return sql`(pl.designer_id = ${member.id} or pl.site_supervisor_id = ${member.id})`;
}

/** The roles a project's designer may have, and a site supervisor's. */
export const DESIGNER_ROLES: readonly StaffRole[] = ['admin', 'sales'];
export const SUPERVISOR_ROLES: readonly StaffRole[] = ['site'];
