// The admin dashboard's tabs (`/admin?tab=<id>`), each behind one permission (decision 065).
// Browser-safe: the shell shows a member only the tabs their role opens; the loader serves the
// same list, so a tab the member may not open is never loaded.
import { may } from '#app/features/accounts/permissions.ts';
import type { Permission } from '#app/features/accounts/permissions.ts';
import type { StaffRole } from '#db/enums.ts';

export type AdminTab = {
  id: string;
  /** The tab's name (the spec's, or the that added it). */
  label: string;
  permission: Permission;
  /** What the tab says while its data is on its way, and when it could not be loaded. */
  loading: string;
  failed: string;
  unavailable: string;
};

export const adminTabs = [
  {
    id: 'leads',
    label: 'Lead Management',
    permission: 'leads',
    loading: 'Loading leads...',
    failed: 'Failed to load leads. Please try again.',
    unavailable: 'Leads could not be loaded.',
  },
  {
    id: 'reports',
    label: 'Reports',
    permission: 'leads',
    loading: 'Loading reports...',
    failed: 'Failed to load reports. Please try again.',
    unavailable: 'Reports could not be loaded.',
  },
  {
    id: 'articles',
    label: 'Article Management',
    permission: 'articles',
    loading: 'Loading articles...',
    failed: 'Failed to load articles. Please try again.',
    unavailable: 'Articles could not be loaded.',
  },
  {
    id: 'pricing',
    label: 'Pricing',
    permission: 'pricing',
    loading: 'Loading the rate card...',
    failed: 'Failed to load the rate card. Please try again.',
    unavailable: 'The rate card could not be loaded.',
  },
  {
    id: 'team',
    label: 'Team',
    permission: 'team',
    loading: 'Loading the team...',
    failed: 'Failed to load the team. Please try again.',
    unavailable: 'The team could not be loaded.',
  },
] as const satisfies readonly AdminTab[];

export type DashboardTab = (typeof adminTabs)[number]['id'];

/** The tabs a role opens, in the dashboard's order. */
export function tabsFor(role: StaffRole): Array<(typeof adminTabs)[number]> {
  return adminTabs.filter((tab) => may(role, tab.permission));
}

/** The tab `?tab=` names when the role opens it, else the role's first tab. */
export function tabOf(search: string, role: StaffRole): DashboardTab {
  const requested = new URLSearchParams(search).get('tab');
  const open = tabsFor(role);
  return (open.find((tab) => tab.id === requested) ?? open[0] ?? adminTabs[0]).id;
}

export function tabById(id: DashboardTab): (typeof adminTabs)[number] {
  return adminTabs.find((tab) => tab.id === id)!;
}
