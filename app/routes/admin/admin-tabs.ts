// The admin's screens, in the tab bar's order: the one list the tab bar, the route table
// (admin-routes.ts) and the `/admin?tab=<id>` links read (decision 085). A new screen is one entry
// here and its route module. Browser-safe: the layout shows a member only the tabs their role
// opens, and each screen's loader checks the same permission on the server (decision 065).
import { may } from '#app/features/accounts/permissions.ts';
import type { Permission } from '#app/features/accounts/permissions.ts';
import type { StaffRole } from '#db/enums.ts';

export type AdminTab = {
  /** The screen's name in `/admin?tab=<id>` (links from e-mails and bookmarks). */
  id: string;
  /** The tab's name, as docs/product.md ('The admin panel') calls the screen. */
  label: string;
  /** The screen's address; its route module is served there, inside the admin layout. */
  path: `/admin/${string}`;
  /** The route module, relative to app/ (as app/routes.ts names files). */
  file: `routes/admin/${string}`;
  permission: Permission;
  /** What the screen says while its data is on its way, and when it could not be loaded. */
  loading: string;
  failed: string;
  unavailable: string;
  /**
   * Roles that see the tab but do not land on it: their first screen is the next tab of theirs
   * ('My day' is the first screen for Sales, a tab for Admins; decision 116).
   */
  notFirstFor?: readonly StaffRole[];
};

export const adminTabs = [
  {
    id: 'my-day',
    label: 'My day',
    path: '/admin/my-day',
    file: 'routes/admin/my-day.tsx',
    permission: 'leads',
    loading: 'Loading your day...',
    failed: 'Failed to load your day. Please try again.',
    unavailable: 'Your day could not be loaded.',
    notFirstFor: ['admin'],
  },
  {
    id: 'leads',
    label: 'Lead Management',
    path: '/admin/leads',
    file: 'routes/admin/leads.tsx',
    permission: 'leads',
    loading: 'Loading leads...',
    failed: 'Failed to load leads. Please try again.',
    unavailable: 'Leads could not be loaded.',
  },
  {
    id: 'articles',
    label: 'Article Management',
    path: '/admin/articles',
    file: 'routes/admin/articles.tsx',
    permission: 'articles',
    loading: 'Loading articles...',
    failed: 'Failed to load articles. Please try again.',
    unavailable: 'Articles could not be loaded.',
  },
  {
    id: 'media',
    label: 'Media',
    path: '/admin/media-library',
    file: 'routes/admin/media-library.tsx',
    permission: 'articles',
    loading: 'Loading images...',
    failed: 'Failed to load images. Please try again.',
    unavailable: 'Images could not be loaded.',
  },
  {
    id: 'projects',
    label: 'Portfolio',
    path: '/admin/projects',
    file: 'routes/admin/projects.tsx',
    permission: 'articles',
    loading: 'Loading projects...',
    failed: 'Failed to load projects. Please try again.',
    unavailable: 'Projects could not be loaded.',
  },
  {
    id: 'redirects',
    label: 'Redirects',
    path: '/admin/redirects',
    file: 'routes/admin/redirects.tsx',
    permission: 'redirects',
    loading: 'Loading redirects...',
    failed: 'Failed to load redirects. Please try again.',
    unavailable: 'Redirects could not be loaded.',
  },
  {
    id: 'reports',
    label: 'Reports',
    path: '/admin/reports',
    file: 'routes/admin/reports.tsx',
    permission: 'leads',
    loading: 'Loading reports...',
    failed: 'Failed to load reports. Please try again.',
    unavailable: 'Reports could not be loaded.',
  },
  {
    id: 'pipeline',
    label: 'Pipeline',
    path: '/admin/pipeline',
    file: 'routes/admin/pipeline.tsx',
    permission: 'leads',
    loading: 'Loading the pipeline...',
    failed: 'Failed to load the pipeline. Please try again.',
    unavailable: 'The pipeline could not be loaded.',
  },
  {
    id: 'customer-projects',
    label: 'Projects',
    path: '/admin/customer-projects',
    file: 'routes/admin/customer-projects.tsx',
    permission: 'billing.view',
    loading: 'Loading customer projects...',
    failed: 'Failed to load customer projects. Please try again.',
    unavailable: 'Customer projects could not be loaded.',
  },
  {
    id: 'payments',
    label: 'Payments',
    path: '/admin/payments',
    file: 'routes/admin/payments.tsx',
    permission: 'billing.view',
    loading: 'Loading payments...',
    failed: 'Failed to load payments. Please try again.',
    unavailable: 'Payments could not be loaded.',
  },
  {
    id: 'site-diary',
    label: 'Site diary',
    path: '/admin/site-diary',
    file: 'routes/admin/site-diary.tsx',
    permission: 'diary.view',
    loading: 'Loading the site diary...',
    failed: 'Failed to load the site diary. Please try again.',
    unavailable: 'The site diary could not be loaded.',
  },
  {
    id: 'whatsapp-templates',
    label: 'WhatsApp templates',
    path: '/admin/whatsapp-templates',
    file: 'routes/admin/whatsapp-templates.tsx',
    permission: 'whatsAppTemplates',
    loading: 'Loading the templates...',
    failed: 'Failed to load the templates. Please try again.',
    unavailable: 'The templates could not be loaded.',
  },
  {
    id: 'pricing',
    label: 'Pricing',
    path: '/admin/pricing',
    file: 'routes/admin/pricing.tsx',
    permission: 'pricing',
    loading: 'Loading the rate card...',
    failed: 'Failed to load the rate card. Please try again.',
    unavailable: 'The rate card could not be loaded.',
  },
  {
    id: 'team',
    label: 'Team',
    path: '/admin/team',
    file: 'routes/admin/team.tsx',
    permission: 'team',
    loading: 'Loading the team...',
    failed: 'Failed to load the team. Please try again.',
    unavailable: 'The team could not be loaded.',
  },
] as const satisfies readonly AdminTab[];

export type AdminTabEntry = (typeof adminTabs)[number];
export type AdminTabId = AdminTabEntry['id'];

/** Where a member goes who opens no screen at all (no role opens none today). */
export const ACCOUNT_PATH = '/admin/account';

/** The tabs a role opens, in the tab bar's order. */
export function tabsFor(role: StaffRole): AdminTabEntry[] {
  return adminTabs.filter((tab) => may(role, tab.permission));
}

/**
 * The role's first screen, where signing in and `/admin` lead: 'My day' for Sales, Lead Management
 * for an Admin (who has 'My day' as a tab), Article Management for an Editor, 'Site diary' for Site.
 */
export function firstScreen(role: StaffRole): AdminTabEntry | undefined {
  return tabsFor(role).find((tab) => !(tab as AdminTab).notFirstFor?.includes(role));
}

export function firstScreenPath(role: StaffRole): string {
  return firstScreen(role)?.path ?? ACCOUNT_PATH;
}

export function tabById(id: string): AdminTabEntry | undefined {
  return adminTabs.find((tab) => tab.id === id);
}

/** The screen whose own address this is (`/admin/leads`), not a page under it. */
export function tabAt(pathname: string): AdminTabEntry | undefined {
  const path = pathname.replace(/\/+$/, '');
  return adminTabs.find((tab) => tab.path === path);
}

/** The screen this address belongs to: its own, or the one a page under it belongs to (a lead's page: Lead Management). */
export function tabOwning(pathname: string): AdminTabEntry | undefined {
  return tabAt(pathname) ?? adminTabs.find((tab) => pathname.startsWith(`${tab.path}/`));
}

/**
 * Where `/admin?<search>` leads the member: `?tab=<id>` to that screen when their role opens it,
 * with the other parameters (a search, a filter, a page, the open lead, a report range); a tab
 * their role does not open, to their first screen (without the other screen's parameters);
 * `/admin` alone (or with parameters but no tab) to their first screen, with the parameters.
 */
export function adminIndexTarget(search: string, role: StaffRole): string {
  const params = new URLSearchParams(search);
  const requested = params.get('tab');
  params.delete('tab');
  const rest = params.size > 0 ? `?${params}` : '';
  if (requested === null) return `${firstScreenPath(role)}${rest}`;
  const tab = tabsFor(role).find((entry) => entry.id === requested);
  return tab ? `${tab.path}${rest}` : firstScreenPath(role);
}
