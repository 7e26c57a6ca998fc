// Every admin route and action, called as a visitor, as a signed-in user without a role, as an
// Editor, as a Sales member, as a Site member and as an Admin, against the production app in the test's process
// (tests/support/in-process.ts; decisions 065, 085). A visitor and a user without a role are
// turned away (3xx to the sign-in page, 401 or 403); a member whose role does not include the
// route's permission gets 403 (a screen: the 'no access' page inside the admin frame, with a link
// to their own first screen; an old `/admin?tab=` link: their own first screen), and neither gets
// a byte of its data nor changes anything; a member whose role includes it gets what the admin
// gets.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectToSocket, queryRows } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { createAdminUser } from '#app/features/accounts/accounts.server.ts';
import { rateCardFormValues } from '#app/features/pricing/admin/rate-card-form.ts';
import { may } from '#app/features/accounts/permissions.ts';
import type { Permission } from '#app/features/accounts/permissions.ts';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { adminRoutes } from '#app/routes/admin/admin-routes.ts';
import { firstScreenPath } from '#app/routes/admin/admin-tabs.ts';
import type { StaffRole } from '#db/enums.ts';
import { projects as sampleProjects } from '#content/projects.ts';
import { defaultRateCard } from '#content/rate-card.ts';
import { multipartImage, pngImage, signInCookie } from '../support/admin-http.ts';
import { startInProcess } from '../support/in-process.ts';
import { acceptedVersion, STUDIO } from '../support/billing.ts';
import { projectMilestones, taxDocuments } from '#db/schema.ts';
import { createProjectForAcceptedVersion } from '#app/features/billing/projects.server.ts';
import { documentParticulars } from '#app/features/billing/documents.server.ts';
import type { InProcessServer } from '../support/in-process.ts';
import { cameraJpeg } from '../support/photos.ts';
import { storePrivatePhoto } from '#app/lib/private-files/private-files.server.ts';
import { privateStoresFor } from '#app/lib/private-files/storage.server.ts';

// Each sign-in verifies a slow password hash; on a busy machine these tests need minutes, not seconds.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const PASSWORD = 'carved teak doors and brass handles';
// What a refused answer must never contain.
const SECRETS = [
  'Kavitha Secretlead',
  'kavitha.secret@example.com',
  '98450 31337',
  'Hidden draft body',
  'admin-owner@example.com',
  'Kavitha wants teak, budget 12 lakh',
];
// What a member whose role does not open a route must not see of it (lead data, drafts, the rate card, the team).
const AREA_SECRETS: Record<Permission | 'account', string[]> = {
  leads: ['Kavitha Secretlead', 'kavitha.secret@example.com', '98450 31337', 'Kavitha wants teak, budget 12 lakh'],
  articles: ['Hidden draft body'],
  pricing: ['kitchenIsland'],
  redirects: ['/old-site/secret-address'],
  pipelineSettings: [],
  whatsAppTemplates: ['Secret template body'],
  team: ['target.member@example.com', 'requireTwoStep'],
  'billing.view': ['Priya Billingsecret', 'RV/2026-27/0042', '%PDF-', 'WEBP'],
  'billing.record': ['Priya Billingsecret'],
  'billing.admin': ['Priya Billingsecret', 'pay-settings-secret@okaxis'],
  'diary.view': ['Priya Billingsecret', 'Diary secret note'],
  'stages.admin': ['Priya Billingsecret', 'Secret stage name'],
  account: [],
};

// An image the Media probes describe and delete.
const DOOMED_IMAGE = '0123456789abcdef0123456789abcdef.webp';

// Routes of admin-routes.ts that anyone may open: signing in and out, and the one-time link pages.
const PUBLIC_ROUTES = new Set(['admin-login', 'admin/logout', 'invite/:token', 'reset-password/:token', 'forgot-password']);

type Probe = {
  name: string;
  /** The permission the route needs ('account': any member). */
  permission: Permission | 'account';
  method: 'GET' | 'POST';
  path: string;
  body?: () => Promise<BodyInit> | BodyInit;
  /** The admin's answer. */
  adminStatus: number;
  /** Text the admin's answer carries (proof the data is really there for an admin). */
  adminSees?: string;
  /** A redirect's target for a member of this role (the answer is then a redirect for every member). */
  redirectsTo?: (role: StaffRole) => string;
  /** A screen inside the admin frame: a member whose role does not open it gets the 'no access' page. */
  screen?: true;
  /** The Sales member's answer where it is not the admin's: a project of a lead not assigned to them is not found. */
  salesStatus?: number;
  /** The Site member's answer where it is not the admin's: a project they do not supervise is not found. */
  siteStatus?: number;
};

/** Every path of the route tree, children joined to their parents ('admin/leads/:leadId'). */
function routePaths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : [parent, entry.path ?? ''].filter(Boolean).join('/');
    const children = entry.children ? routePaths(entry.children, own) : [];
    // A layout without a path of its own is no address: its children are.
    return entry.path !== undefined || entry.index ? [own, ...children] : children;
  });
}

describe('admin routes, as a visitor, a member without a role, an Editor, a Sales member, a Site member and an Admin', () => {
  let server: InProcessServer;
  let socket: { db: Database; close(): Promise<void> };
  let leadId: string;
  /** A second lead, whose site visit the admin books (the first one's status is checked at the end). */
  let visitLeadId: string;
  /** The person of a second enquiry, whom the admin merges into the first one's. */
  let otherPersonId: string;
  let articleId: string;
  let doomedId: string;
  let adminCookie: string;
  let targetId: string;
  /** A member invited and not joined yet, whose invite the admin resends. */
  let invitedId: string;
  /** A lead the bulk probes assign and give a status. */
  let bulkLeadId: string;
  /** WhatsApp templates the admin changes and deletes. */
  let templateId: string;
  let doomedTemplateId: string;
  const roleCookies = {} as Record<StaffRole, string>;
  let adminId: string;
  /** A customer project (of a lead no Sales member is assigned) and its receipt voucher. */
  let customerProjectId: string;
  let milestoneId: string;
  let documentId: string;
  /** A photo of a payment's proof on that project (a private file in the server's data folder). */
  let proofFileId: string;

  const probes = (): Probe[] => [
    {
      name: 'admin index',
      permission: 'account',
      method: 'GET',
      path: '/admin',
      adminStatus: 302,
      redirectsTo: (role) => firstScreenPath(role),
    },
    {
      name: 'admin index (data)',
      permission: 'account',
      method: 'GET',
      path: '/admin.data',
      adminStatus: 202,
      redirectsTo: (role) => firstScreenPath(role),
    },
    {
      name: 'old link to a lead in the list',
      permission: 'leads',
      method: 'GET',
      path: `/admin?tab=leads&lead=${leadId}`,
      adminStatus: 302,
      redirectsTo: () => `/admin/leads?lead=${leadId}`,
    },
    {
      name: 'old link to the articles',
      permission: 'articles',
      method: 'GET',
      path: '/admin?tab=articles',
      adminStatus: 302,
      redirectsTo: () => '/admin/articles',
    },
    {
      name: 'my day',
      permission: 'leads',
      method: 'GET',
      path: '/admin/my-day',
      adminStatus: 200,
      adminSees: 'Follow-ups due today',
      screen: true,
    },
    {
      name: 'my day (data)',
      permission: 'leads',
      method: 'GET',
      path: '/admin/my-day.data',
      adminStatus: 200,
      adminSees: 'followUps',
    },
    {
      name: 'whatsapp templates',
      permission: 'whatsAppTemplates',
      method: 'GET',
      path: '/admin/whatsapp-templates',
      adminStatus: 200,
      adminSees: 'Secret template body',
      screen: true,
    },
    {
      name: 'whatsapp templates (data)',
      permission: 'whatsAppTemplates',
      method: 'GET',
      path: '/admin/whatsapp-templates.data',
      adminStatus: 200,
      adminSees: 'Secret template body',
    },
    {
      name: 'add a whatsapp template',
      permission: 'whatsAppTemplates',
      method: 'POST',
      path: '/admin/whatsapp-templates',
      body: () => new URLSearchParams({ intent: 'create', name: 'Probe template', body: 'Hello {first_name}, about {service}.' }),
      adminStatus: 200,
    },
    {
      name: 'add a whatsapp template with an unknown placeholder',
      permission: 'whatsAppTemplates',
      method: 'POST',
      path: '/admin/whatsapp-templates.data',
      body: () => new URLSearchParams({ intent: 'create', name: 'Probe unknown', body: 'Hello {name}' }),
      adminStatus: 400,
      adminSees: 'Unknown placeholder {name}',
    },
    {
      name: 'add a whatsapp template whose name is taken',
      permission: 'whatsAppTemplates',
      method: 'POST',
      path: '/admin/whatsapp-templates',
      body: () => new URLSearchParams({ intent: 'create', name: 'PROBE TEMPLATE', body: 'Hello again' }),
      adminStatus: 409,
    },
    {
      name: 'change a whatsapp template',
      permission: 'whatsAppTemplates',
      method: 'POST',
      path: '/admin/whatsapp-templates',
      body: () =>
        new URLSearchParams({ intent: 'update', id: templateId, name: 'Probe greeting', body: 'Secret template body, {first_name}!' }),
      adminStatus: 200,
    },
    {
      name: 'delete a whatsapp template',
      permission: 'whatsAppTemplates',
      method: 'POST',
      path: '/admin/whatsapp-templates',
      body: () => new URLSearchParams({ intent: 'delete', id: doomedTemplateId }),
      adminStatus: 200,
    },
    {
      name: 'old link to my day',
      permission: 'leads',
      method: 'GET',
      path: '/admin?tab=my-day',
      adminStatus: 302,
      redirectsTo: () => '/admin/my-day',
    },
    {
      name: 'lead management, a lead open',
      permission: 'leads',
      method: 'GET',
      path: `/admin/leads?lead=${leadId}`,
      adminStatus: 200,
      adminSees: 'kavitha.secret@example.com',
      screen: true,
    },
    {
      name: 'lead management (data)',
      permission: 'leads',
      method: 'GET',
      path: `/admin/leads.data?lead=${leadId}`,
      adminStatus: 200,
      adminSees: 'Kavitha Secretlead',
    },
    {
      name: 'article management',
      permission: 'articles',
      method: 'GET',
      path: '/admin/articles',
      adminStatus: 200,
      adminSees: 'Draft about lofts',
      screen: true,
    },
    {
      name: 'article management (data)',
      permission: 'articles',
      method: 'GET',
      path: '/admin/articles.data',
      adminStatus: 200,
      adminSees: 'Draft about lofts',
    },
    {
      name: 'article for editing',
      permission: 'articles',
      method: 'GET',
      path: `/admin/articles/${articleId}`,
      adminStatus: 200,
      adminSees: 'Hidden draft body',
    },
    {
      name: 'article for editing (data)',
      permission: 'articles',
      method: 'GET',
      path: `/admin/articles/${articleId}.data`,
      adminStatus: 200,
      adminSees: 'Hidden draft body',
    },
    {
      name: 'lead status',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}/status`,
      body: () => new URLSearchParams({ status: 'contacted' }),
      adminStatus: 200,
    },
    {
      name: 'lead status (data)',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}/status.data`,
      body: () => new URLSearchParams({ status: 'converted' }),
      adminStatus: 200,
    },
    {
      name: 'create article',
      permission: 'articles',
      method: 'POST',
      path: '/admin/articles',
      body: () =>
        new URLSearchParams({
          title: 'Made by the probe',
          slug: 'made-by-the-probe',
          category: 'Interior Tips',
          readTime: '3',
          authorName: '',
          featuredImageUrl: '',
          metaTitle: '',
          metaDescription: '',
          tags: 'probe',
          excerpt: '<p>Probe</p>',
          content: '<p>Probe content</p>',
          isFeatured: 'false',
          isPublished: 'false',
        }),
      adminStatus: 201,
    },
    {
      name: 'article history',
      permission: 'articles',
      method: 'GET',
      path: `/admin/articles/${articleId}/revisions`,
      adminStatus: 200,
      adminSees: 'Draft about lofts',
    },
    {
      name: 'article revision to compare',
      permission: 'articles',
      method: 'GET',
      path: `/admin/articles/${articleId}/revisions?revision=1`,
      adminStatus: 200,
      adminSees: 'Hidden draft body',
    },
    {
      name: 'restore article revision',
      permission: 'articles',
      method: 'POST',
      path: `/admin/articles/${articleId}/revisions`,
      body: () => new URLSearchParams({ revision: '1' }),
      adminStatus: 200,
    },
    {
      name: 'update article',
      permission: 'articles',
      method: 'POST',
      path: `/admin/articles/${articleId}`,
      body: () =>
        new URLSearchParams({
          intent: 'update',
          title: 'Draft about lofts',
          slug: 'draft-about-lofts',
          category: 'Bedroom Design',
          readTime: '4',
          authorName: 'Aangan Design Team',
          featuredImageUrl: '',
          metaTitle: '',
          metaDescription: '',
          tags: '',
          excerpt: '<p>Lofts</p>',
          content: '<p>Hidden draft body, revised</p>',
          isFeatured: 'false',
          isPublished: 'false',
        }),
      adminStatus: 200,
    },
    {
      name: 'publish article',
      permission: 'articles',
      method: 'POST',
      path: `/admin/articles/${articleId}`,
      body: () => new URLSearchParams({ intent: 'toggle-published' }),
      adminStatus: 200,
    },
    {
      name: 'feature article',
      permission: 'articles',
      method: 'POST',
      path: `/admin/articles/${articleId}`,
      body: () => new URLSearchParams({ intent: 'toggle-featured' }),
      adminStatus: 200,
    },
    {
      name: 'redirects',
      permission: 'redirects',
      method: 'GET',
      path: '/admin/redirects',
      adminStatus: 200,
      adminSees: '/old-site/secret-address',
      screen: true,
    },
    {
      name: 'redirects (data)',
      permission: 'redirects',
      method: 'GET',
      path: '/admin/redirects.data',
      adminStatus: 200,
      adminSees: '/old-site/secret-address',
    },
    {
      name: 'add redirect',
      permission: 'redirects',
      method: 'POST',
      path: '/admin/redirects',
      body: () => new URLSearchParams({ intent: 'add', fromPath: '/old-site/probe', toPath: '/articles' }),
      adminStatus: 200,
    },
    {
      name: 'pricing',
      permission: 'pricing',
      method: 'GET',
      path: '/admin/pricing',
      adminStatus: 200,
      adminSees: 'Rate card',
      screen: true,
    },
    {
      name: 'pricing (data)',
      permission: 'pricing',
      method: 'GET',
      path: '/admin/pricing.data',
      adminStatus: 200,
      adminSees: 'kitchenIsland',
    },
    {
      // As the browser asks when it follows sign-in's redirect to /admin: the route list in the query is no part of the target.
      name: 'old link to reports (data, as the browser asks)',
      permission: 'leads',
      method: 'GET',
      path: '/admin.data?tab=reports&from=2026-11-01&to=2026-11-20&_routes=routes%2Fadmin%2Flayout%2Croutes%2Fadmin%2Fhome',
      adminStatus: 202,
      redirectsTo: () => '/admin/reports?from=2026-11-01&to=2026-11-20',
    },
    {
      name: 'old link to pricing',
      permission: 'pricing',
      method: 'GET',
      path: '/admin.data?tab=pricing',
      adminStatus: 202,
      redirectsTo: () => '/admin/pricing',
    },
    {
      name: 'save rate card',
      permission: 'pricing',
      method: 'POST',
      path: '/admin/pricing',
      body: () => new URLSearchParams({ ...rateCardFormValues(defaultRateCard), 'kitchen-premium': '7800' }),
      adminStatus: 200,
    },
    {
      name: 'upload image',
      permission: 'articles',
      method: 'POST',
      path: '/admin/media',
      body: async () => multipartImage(await pngImage()),
      adminStatus: 201,
    },
    {
      name: 'media',
      permission: 'articles',
      method: 'GET',
      path: '/admin/media-library',
      adminStatus: 200,
      adminSees: 'Probe loft photo',
      screen: true,
    },
    {
      name: 'media (data)',
      permission: 'articles',
      method: 'GET',
      path: '/admin/media-library.data',
      adminStatus: 200,
      adminSees: 'Probe loft photo',
    },
    {
      name: 'projects',
      permission: 'articles',
      method: 'GET',
      path: '/admin/projects',
      adminStatus: 200,
      adminSees: 'A Calm 3BHK for a Growing Family',
      screen: true,
    },
    {
      name: 'a new project (form)',
      permission: 'articles',
      method: 'GET',
      path: '/admin/projects/new',
      adminStatus: 200,
      adminSees: 'Save Project',
      screen: true,
    },
    {
      name: 'save a new project (refused: no photo)',
      permission: 'articles',
      method: 'POST',
      path: '/admin/projects/new.data',
      body: () => new URLSearchParams({ intent: 'save', title: 'Probe project' }),
      adminStatus: 400,
    },
    {
      name: 'describe an image',
      permission: 'articles',
      method: 'POST',
      path: '/admin/media-library',
      body: () => new URLSearchParams({ intent: 'describe', fileName: DOOMED_IMAGE, alt: 'Probe loft photo, described' }),
      adminStatus: 200,
    },
    {
      name: 'delete an unused image',
      permission: 'articles',
      method: 'POST',
      path: '/admin/media-library',
      body: () => new URLSearchParams({ intent: 'delete', fileName: DOOMED_IMAGE }),
      adminStatus: 200,
    },
    {
      name: 'delete article',
      permission: 'articles',
      method: 'POST',
      path: `/admin/articles/${doomedId}`,
      body: () => new URLSearchParams({ intent: 'delete' }),
      adminStatus: 200,
    },
    {
      name: 'team',
      permission: 'team',
      method: 'GET',
      path: '/admin/team',
      adminStatus: 200,
      adminSees: 'target.member@example.com',
      screen: true,
    },
    { name: 'team (data)', permission: 'team', method: 'GET', path: '/admin/team.data', adminStatus: 200, adminSees: 'requireTwoStep' },
    {
      name: 'old link to the team',
      permission: 'team',
      method: 'GET',
      path: '/admin?tab=team',
      adminStatus: 302,
      redirectsTo: () => '/admin/team',
    },
    {
      name: 'invite a member',
      permission: 'team',
      method: 'POST',
      path: '/admin/team',
      body: () => new URLSearchParams({ intent: 'invite', name: 'Probe Invite', email: 'probe.invite@example.com', role: 'sales' }),
      adminStatus: 200,
      adminSees: '/invite/',
    },
    {
      name: 'new leads for a member',
      permission: 'team',
      method: 'POST',
      path: '/admin/team',
      body: () => new URLSearchParams({ intent: 'lead-intake', userId: targetId, takesLeads: 'on', dailyLimit: '5' }),
      adminStatus: 200,
    },
    {
      name: 'change a role',
      permission: 'team',
      method: 'POST',
      path: '/admin/team',
      body: () => new URLSearchParams({ intent: 'change-role', userId: targetId, role: 'editor' }),
      adminStatus: 200,
    },
    {
      name: 'deactivate a member without saying who takes their leads',
      permission: 'team',
      method: 'POST',
      path: '/admin/team.data',
      body: () => new URLSearchParams({ intent: 'deactivate', userId: targetId }),
      adminStatus: 400,
    },
    {
      name: 'resend an invite',
      permission: 'team',
      method: 'POST',
      path: '/admin/team',
      body: () => new URLSearchParams({ intent: 'resend-invite', userId: invitedId }),
      adminStatus: 200,
      adminSees: '/invite/',
    },
    {
      name: 'deactivate a member',
      permission: 'team',
      method: 'POST',
      path: '/admin/team.data',
      body: () => new URLSearchParams({ intent: 'deactivate', userId: targetId, leadsTo: 'unassigned' }),
      adminStatus: 200,
    },
    {
      name: 'require two-step sign-in (off)',
      permission: 'team',
      method: 'POST',
      path: '/admin/team',
      body: () => new URLSearchParams({ intent: 'require-two-step', required: 'off' }),
      adminStatus: 200,
    },
    {
      name: "'First response' without a working day (refused)",
      permission: 'team',
      method: 'POST',
      path: '/admin/team',
      body: () => new URLSearchParams({ intent: 'first-response', respondWithin: '15', start: '10:00', end: '19:00' }),
      adminStatus: 400,
      adminSees: 'Choose at least one working day.',
    },
    {
      name: "'First response'",
      permission: 'team',
      method: 'POST',
      path: '/admin/team',
      body: () =>
        new URLSearchParams([
          ['intent', 'first-response'],
          ['respondWithin', '20'],
          ...['1', '2', '3', '4', '5'].map((day) => ['days', day]),
          ['start', '09:30'],
          ['end', '18:30'],
        ]),
      adminStatus: 200,
    },
    {
      name: 'account page',
      permission: 'account',
      method: 'GET',
      path: '/admin/account',
      adminStatus: 200,
      adminSees: 'Active sessions',
      screen: true,
    },
    { name: 'account data', permission: 'account', method: 'GET', path: '/admin/account.data', adminStatus: 200, adminSees: 'sessions' },
    {
      name: 'own name',
      permission: 'account',
      method: 'POST',
      path: '/admin/account',
      body: () => new URLSearchParams({ intent: 'change-name', name: 'Probe Name' }),
      adminStatus: 200,
    },
    {
      name: 'sign out other sessions',
      permission: 'account',
      method: 'POST',
      path: '/admin/account',
      body: () => new URLSearchParams({ intent: 'sign-out-others' }),
      adminStatus: 200,
    },
    {
      name: 'e-mail reminders',
      permission: 'account',
      method: 'POST',
      path: '/admin/account',
      body: () => new URLSearchParams({ intent: 'reminders', followUpReminders: 'on' }),
      adminStatus: 200,
    },
    ...leadWorkProbes(),
    // 'Change order' (decision 166), on a project no one has: a member who may send one is told it
    // is not there (tests/integration/change-orders.test.ts walks a real project, role by role).
    {
      name: 'change order editor',
      permission: 'billing.record',
      method: 'GET',
      path: '/admin/customer-projects/00000000-0000-4000-8000-00000000c0de/change-orders/new',
      adminStatus: 404,
      screen: true,
    },
    {
      name: 'send change order',
      permission: 'billing.record',
      method: 'POST',
      path: '/admin/customer-projects/00000000-0000-4000-8000-00000000c0de/change-orders/new',
      body: () => new URLSearchParams({ payload: '{"sections":[],"spread":"open_milestones"}' }),
      adminStatus: 404,
    },
  ];

  /** The lead page and its forms (merge included), 'Export CSV' and 'Reports' (bad input answers 400, never 500). */
  const leadWorkProbes = (): Probe[] => [
    {
      name: 'lead page',
      permission: 'leads',
      method: 'GET',
      path: `/admin/leads/${leadId}`,
      adminStatus: 200,
      adminSees: 'kavitha.secret@example.com',
      screen: true,
    },
    {
      name: 'lead page (data)',
      permission: 'leads',
      method: 'GET',
      path: `/admin/leads/${leadId}.data`,
      adminStatus: 200,
      adminSees: 'Kavitha wants teak, budget 12 lakh',
    },
    {
      name: 'add a note',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}`,
      body: () => new URLSearchParams({ intent: 'note', note: 'Called back, sending the catalogue.' }),
      adminStatus: 200,
    },
    {
      name: 'edit a lead',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}`,
      body: () =>
        new URLSearchParams({
          intent: 'edit',
          name: 'Kavitha Secretlead',
          phone: '+91 98450 31337',
          email: 'kavitha.secret@example.com',
          location: 'Jayanagar',
        }),
      adminStatus: 200,
    },
    {
      name: 'edit a lead with a broken phone',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}.data`,
      body: () => new URLSearchParams({ intent: 'edit', name: 'Kavitha Secretlead', phone: 'call me' }),
      adminStatus: 400,
    },
    {
      name: 'add a lead',
      permission: 'leads',
      method: 'POST',
      path: '/admin/leads',
      // Kavitha's number: the lead joins her person, so the people count only follows the merge.
      body: () => new URLSearchParams({ intent: 'add-lead', name: 'Probe Walkin', phone: '98450 31337', reachedUs: 'Walk-in' }),
      adminStatus: 302,
    },
    {
      name: 'assign ticked leads in bulk',
      permission: 'leads',
      method: 'POST',
      path: '/admin/leads',
      body: () => new URLSearchParams({ intent: 'bulk-assign', match: 'ids', id: bulkLeadId, assignedTo: adminId }),
      adminStatus: 200,
    },
    {
      name: 'change the status of all leads that match in bulk',
      permission: 'leads',
      method: 'POST',
      path: '/admin/leads.data',
      body: () => new URLSearchParams({ intent: 'bulk-status', match: 'filters', q: 'Bulk Probe', newStatus: 'contacted' }),
      adminStatus: 200,
    },
    {
      name: 'change the status of no leads in bulk',
      permission: 'leads',
      method: 'POST',
      path: '/admin/leads',
      body: () => new URLSearchParams({ intent: 'bulk-status', newStatus: 'lost' }),
      adminStatus: 400,
    },
    {
      name: 'add a lead without a phone',
      permission: 'leads',
      method: 'POST',
      path: '/admin/leads.data',
      body: () => new URLSearchParams({ intent: 'add-lead', name: 'Probe Walkin', reachedUs: 'Walk-in' }),
      adminStatus: 400,
    },
    {
      name: 'add an empty note',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}.data`,
      body: () => new URLSearchParams({ intent: 'note', note: '   ' }),
      adminStatus: 400,
    },
    {
      name: 'set a follow-up',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}`,
      body: () => new URLSearchParams({ intent: 'follow-up', followUpAt: '2026-12-01T10:30' }),
      adminStatus: 200,
    },
    {
      name: 'set a follow-up that is no date',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}`,
      body: () => new URLSearchParams({ intent: 'follow-up', followUpAt: '2026-02-30T99:99' }),
      adminStatus: 400,
    },
    {
      name: 'mark the follow-up done',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}.data`,
      body: () => new URLSearchParams({ intent: 'follow-up-done' }),
      adminStatus: 200,
    },
    {
      name: 'assign the lead',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}`,
      body: () => new URLSearchParams({ intent: 'assign', assignedTo: adminId }),
      adminStatus: 200,
    },
    {
      name: 'assign the lead to a stranger',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}`,
      body: () => new URLSearchParams({ intent: 'assign', assignedTo: '00000000-0000-4000-8000-000000000000' }),
      adminStatus: 400,
    },
    {
      name: 'find the other person to merge',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}`,
      body: () => new URLSearchParams({ intent: 'merge-find', contact: '+91 98450 40404' }),
      adminStatus: 200,
      adminSees: 'Anil Otherperson',
    },
    {
      name: 'find nobody to merge',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}`,
      body: () => new URLSearchParams({ intent: 'merge-find', contact: 'nobody.at.all@example.com' }),
      adminStatus: 400,
    },
    {
      name: 'merge two people',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}`,
      body: () => new URLSearchParams({ intent: 'merge', personId: otherPersonId }),
      adminStatus: 200,
    },
    {
      name: 'merge with a person who is no id',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}`,
      body: () => new URLSearchParams({ intent: 'merge', personId: 'not-a-person' }),
      adminStatus: 400,
    },
    {
      name: 'open a whatsapp chat with a template',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}`,
      body: () => new URLSearchParams({ intent: 'whatsapp', template: templateId }),
      adminStatus: 200,
    },
    {
      name: 'open a plain whatsapp chat',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}.data`,
      body: () => new URLSearchParams({ intent: 'whatsapp', template: '' }),
      adminStatus: 200,
    },
    {
      name: 'open a whatsapp chat with a template that is not one',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}`,
      body: () => new URLSearchParams({ intent: 'whatsapp', template: 'not-a-template' }),
      adminStatus: 400,
    },
    {
      name: 'an unknown lead action',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}`,
      body: () => new URLSearchParams({ intent: 'delete' }),
      adminStatus: 400,
    },
    {
      name: 'quotation editor of a lead without one',
      permission: 'leads',
      method: 'GET',
      path: '/admin/leads/00000000-0000-4000-8000-000000000000/quotation',
      adminStatus: 404,
      screen: true,
    },
    {
      name: 'the customer link of a lead without a quotation',
      permission: 'leads',
      method: 'POST',
      path: '/admin/leads/00000000-0000-4000-8000-000000000000/quotation/link',
      adminStatus: 200,
      adminSees: '{"link":null}',
    },
    {
      name: 'a quotation PDF that does not exist',
      permission: 'leads',
      method: 'GET',
      path: '/admin/leads/00000000-0000-4000-8000-000000000000/quotation/v/1/pdf',
      adminStatus: 404,
    },
    {
      name: 'a GST document PDF that does not exist',
      permission: 'billing.view',
      method: 'GET',
      path: '/admin/documents/00000000-0000-4000-8000-000000000000/pdf',
      adminStatus: 404,
    },
    {
      name: 'quotation settings',
      permission: 'pricing',
      method: 'GET',
      path: '/admin/quotation-settings',
      adminStatus: 200,
      adminSees: 'Quotation settings',
      screen: true,
    },
    {
      name: 'payment settings',
      permission: 'billing.admin',
      method: 'GET',
      path: '/admin/payment-settings',
      adminStatus: 200,
      adminSees: 'Online payment is off',
      screen: true,
    },
    {
      name: 'save payment settings',
      permission: 'billing.admin',
      method: 'POST',
      path: '/admin/payment-settings',
      body: () =>
        new URLSearchParams({
          upiId: 'pay-settings-secret@okaxis',
          payeeName: 'Aangan Interiors',
          bankAccountName: 'Aangan Interiors LLP',
          bankAccountNumber: '50200012345678',
          bankIfsc: 'hdfc0001234',
          sacDesign: '998391',
          sacWorks: '9954',
          reminderAfterDays: '3',
        }),
      adminStatus: 200,
    },
    {
      name: 'payment settings with a UPI ID that is not one',
      permission: 'billing.admin',
      method: 'POST',
      path: '/admin/payment-settings',
      body: () =>
        new URLSearchParams({ upiId: 'not a upi id', payeeName: 'X', sacDesign: '998391', sacWorks: '9954', reminderAfterDays: '3' }),
      adminStatus: 400,
      adminSees: 'Enter a UPI ID such as aangan@okaxis.',
    },
    {
      name: 'request payment of a milestone that does not exist',
      permission: 'billing.record',
      method: 'POST',
      path: '/admin/customer-projects/00000000-0000-4000-8000-000000000000/milestones/00000000-0000-4000-8000-000000000001/request-payment',
      adminStatus: 404,
      adminSees: 'This milestone was not found.',
    },
    {
      name: 'export CSV',
      permission: 'leads',
      method: 'GET',
      path: '/admin/leads/export?q=kavitha',
      adminStatus: 200,
      adminSees: 'kavitha.secret@example.com',
    },
    {
      name: 'payments',
      permission: 'billing.view',
      method: 'GET',
      path: '/admin/payments',
      adminStatus: 200,
      adminSees: 'Outstanding by project',
      screen: true,
    },
    {
      name: 'payments (data)',
      permission: 'billing.view',
      method: 'GET',
      path: '/admin/payments.data?page=2',
      adminStatus: 200,
      adminSees: 'collectedThisMonthPaise',
    },
    {
      name: 'export for accounts',
      permission: 'billing.view',
      method: 'GET',
      path: '/admin/payments/export?from=2026-11-01&to=2026-11-30',
      adminStatus: 200,
      adminSees: 'Taxable value,CGST',
    },
    {
      name: 'export for accounts, a backwards range',
      permission: 'billing.view',
      method: 'GET',
      path: '/admin/payments/export?from=2026-11-30&to=2026-11-01',
      adminStatus: 400,
    },
    {
      name: 'reports',
      permission: 'leads',
      method: 'GET',
      path: '/admin/reports',
      adminStatus: 200,
      adminSees: 'Leads per week by source',
      screen: true,
    },
    {
      name: 'reports (data)',
      permission: 'leads',
      method: 'GET',
      path: '/admin/reports.data',
      adminStatus: 200,
      adminSees: 'firstContact',
    },
    {
      name: 'reports, a backwards range',
      permission: 'leads',
      method: 'GET',
      path: '/admin/reports?from=2026-11-20&to=2026-11-01',
      adminStatus: 400,
      screen: true,
    },
    {
      name: 'pipeline',
      permission: 'leads',
      method: 'GET',
      path: '/admin/pipeline',
      adminStatus: 200,
      adminSees: 'Kavitha Secretlead',
      screen: true,
    },
    {
      name: 'pipeline, assigned to me (data)',
      permission: 'leads',
      method: 'GET',
      path: '/admin/pipeline.data?mine=1&new=40',
      adminStatus: 200,
      adminSees: 'columns',
    },
    {
      name: 'pipeline idle limits',
      permission: 'pipelineSettings',
      method: 'POST',
      path: '/admin/pipeline',
      body: () =>
        new URLSearchParams(
          ['new', 'contacted', 'site_visit', 'design', 'quotation_sent', 'won', 'lost'].map((stage) => [`idle_${stage}`, '7']),
        ),
      adminStatus: 200,
    },
    {
      name: 'pipeline idle limits that are no number',
      permission: 'pipelineSettings',
      method: 'POST',
      path: '/admin/pipeline.data',
      body: () => new URLSearchParams({ idle_new: 'soon' }),
      adminStatus: 400,
    },
    {
      name: 'move a card to the stage it is in',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}/stage`,
      body: () => new URLSearchParams({ stage: 'won' }),
      adminStatus: 200,
    },
    {
      name: 'move a card to Lost without a reason',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}/stage.data`,
      body: () => new URLSearchParams({ stage: 'lost' }),
      adminStatus: 400,
    },
    {
      name: 'move a card to no stage',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${leadId}/stage`,
      body: () => new URLSearchParams({ stage: 'somewhere' }),
      adminStatus: 400,
    },
    {
      name: 'book a site visit',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${visitLeadId}/visits`,
      body: () =>
        new URLSearchParams({
          intent: 'book',
          date: '2026-12-02',
          time: '11:30',
          address: '12 Main Road, HSR Layout',
          designerId: adminId,
        }),
      adminStatus: 200,
    },
    {
      name: 'book a site visit with no date',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${visitLeadId}/visits.data`,
      body: () => new URLSearchParams({ intent: 'book', date: '', time: '11:30', address: 'HSR Layout', designerId: adminId }),
      adminStatus: 400,
    },
    {
      name: 'cancel a visit that is not booked',
      permission: 'leads',
      method: 'POST',
      path: `/admin/leads/${visitLeadId}/visits`,
      body: () => new URLSearchParams({ intent: 'cancel', visitId: '00000000-0000-4000-8000-000000000000' }),
      adminStatus: 409,
    },
    {
      name: 'old link to reports with a range',
      permission: 'leads',
      method: 'GET',
      path: '/admin?tab=reports&from=2026-11-01&to=2026-11-20',
      adminStatus: 302,
      redirectsTo: () => '/admin/reports?from=2026-11-01&to=2026-11-20',
    },
    {
      name: 'customer projects',
      permission: 'billing.view',
      method: 'GET',
      path: '/admin/customer-projects',
      adminStatus: 200,
      adminSees: 'Priya Billingsecret',
      salesStatus: 200,
      screen: true,
    },
    {
      name: 'customer projects (data)',
      permission: 'billing.view',
      method: 'GET',
      path: '/admin/customer-projects.data?page=1',
      adminStatus: 200,
      adminSees: 'Priya Billingsecret',
      salesStatus: 200,
    },
    {
      name: 'a customer project',
      permission: 'billing.view',
      method: 'GET',
      path: `/admin/customer-projects/${customerProjectId}`,
      adminStatus: 200,
      adminSees: 'RV/2026-27/0042',
      salesStatus: 404,
      screen: true,
    },
    {
      name: 'a customer project that does not exist',
      permission: 'billing.view',
      method: 'GET',
      path: '/admin/customer-projects/not-a-project',
      adminStatus: 404,
      salesStatus: 404,
    },
    {
      name: "'Copy room link' of a customer project",
      permission: 'billing.record',
      method: 'POST',
      path: `/admin/customer-projects/${customerProjectId}/room-link`,
      body: () => new URLSearchParams({ intent: 'copy' }),
      adminStatus: 200,
      adminSees: '/room/',
      salesStatus: 404,
    },
    {
      name: 'record a UPI payment without its UTR',
      permission: 'billing.record',
      method: 'POST',
      path: `/admin/customer-projects/${customerProjectId}`,
      body: () => new URLSearchParams({ intent: 'record-payment', milestoneId, amount: '1,000', receivedOn: '2026-11-20', mode: 'upi' }),
      adminStatus: 400,
    },
    {
      name: 'issue an invoice for a milestone of no project',
      permission: 'billing.admin',
      method: 'POST',
      path: `/admin/customer-projects/${customerProjectId}`,
      body: () => new URLSearchParams({ intent: 'issue-invoice', milestoneId: '00000000-0000-4000-8000-000000000000' }),
      adminStatus: 404,
    },
    {
      name: 'reverse a payment without a reason',
      permission: 'billing.admin',
      method: 'POST',
      path: `/admin/customer-projects/${customerProjectId}.data`,
      body: () => new URLSearchParams({ intent: 'reverse-payment', paymentId: '00000000-0000-4000-8000-000000000000', reason: '' }),
      adminStatus: 400,
    },
    {
      name: 'a credit note without a reason',
      permission: 'billing.admin',
      method: 'POST',
      path: `/admin/customer-projects/${customerProjectId}`,
      body: () => new URLSearchParams({ intent: 'credit-note', invoiceId: documentId, whole: 'yes' }),
      adminStatus: 400,
    },
    {
      name: "'Mark as accepted' without the scan",
      permission: 'billing.admin',
      method: 'POST',
      path: `/admin/leads/${leadId}/quotation/mark-accepted`,
      body: () => new URLSearchParams({ versionId: '00000000-0000-4000-8000-000000000000', name: 'Kavitha', signedOn: '2026-11-20' }),
      adminStatus: 400,
    },
    {
      name: 'site diary',
      permission: 'diary.view',
      method: 'GET',
      path: '/admin/site-diary',
      adminStatus: 200,
      adminSees: 'Priya Billingsecret',
      salesStatus: 200,
      siteStatus: 200,
      screen: true,
    },
    {
      name: 'site diary (data)',
      permission: 'diary.view',
      method: 'GET',
      path: '/admin/site-diary.data',
      adminStatus: 200,
      adminSees: 'Priya Billingsecret',
      salesStatus: 200,
      siteStatus: 200,
    },
    {
      name: "a project's site diary",
      permission: 'diary.view',
      method: 'GET',
      path: `/admin/site-diary/${customerProjectId}`,
      adminStatus: 200,
      adminSees: 'Diary secret note',
      salesStatus: 404,
      siteStatus: 404,
      screen: true,
    },
    {
      name: "a project's site diary (data)",
      permission: 'diary.view',
      method: 'GET',
      path: `/admin/site-diary/${customerProjectId}.data`,
      adminStatus: 200,
      adminSees: 'Diary secret note',
      salesStatus: 404,
      siteStatus: 404,
    },
    {
      name: 'the site diary of no project',
      permission: 'diary.view',
      method: 'GET',
      path: '/admin/site-diary/not-a-project',
      adminStatus: 404,
      salesStatus: 404,
      siteStatus: 404,
    },
    {
      name: 'a diary entry without a note',
      permission: 'diary.view',
      method: 'POST',
      path: `/admin/site-diary/${customerProjectId}`,
      body: () => new URLSearchParams({ idempotencyKey: '00000000-0000-4000-8000-0000000000d1', note: '', progressPercent: '10' }),
      adminStatus: 400,
    },
    {
      name: 'stage settings',
      permission: 'stages.admin',
      method: 'GET',
      path: '/admin/stage-settings',
      adminStatus: 200,
      adminSees: 'Secret stage name',
      screen: true,
    },
    {
      name: 'stage settings (data)',
      permission: 'stages.admin',
      method: 'GET',
      path: '/admin/stage-settings.data',
      adminStatus: 200,
      adminSees: 'Secret stage name',
    },
    {
      name: 'stage settings without a stage',
      permission: 'stages.admin',
      method: 'POST',
      path: '/admin/stage-settings',
      body: () => new URLSearchParams({ stages: '' }),
      adminStatus: 400,
    },
    {
      name: "a project's plan with a day that is not one",
      permission: 'stages.admin',
      method: 'POST',
      path: `/admin/customer-projects/${customerProjectId}/work`,
      body: () => new URLSearchParams({ intent: 'plan', moveInOn: '2026-02-30' }),
      adminStatus: 400,
    },
    {
      name: 'dates of a stage of no project',
      permission: 'stages.admin',
      method: 'POST',
      path: `/admin/customer-projects/${customerProjectId}/work`,
      body: () => new URLSearchParams({ intent: 'stage', stageId: '00000000-0000-4000-8000-000000000000', plannedOn: '2026-12-01' }),
      adminStatus: 404,
    },
    {
      name: 'a GST document',
      permission: 'billing.view',
      method: 'GET',
      path: `/admin/documents/${documentId}`,
      adminStatus: 200,
      adminSees: 'Karnataka (29)',
      salesStatus: 404,
      screen: true,
    },
    {
      name: 'a payment proof photo',
      permission: 'billing.view',
      method: 'GET',
      path: `/admin/private-files/${proofFileId}/480.webp`,
      adminStatus: 200,
      adminSees: 'WEBP',
      salesStatus: 404,
    },
    {
      name: 'a private file that does not exist',
      permission: 'billing.view',
      method: 'GET',
      path: '/admin/private-files/00000000-0000-4000-8000-000000000000/1600.webp',
      adminStatus: 404,
      salesStatus: 404,
    },
    {
      name: 'a GST document’s PDF',
      permission: 'billing.view',
      method: 'GET',
      path: `/admin/documents/${documentId}/pdf`,
      adminStatus: 200,
      adminSees: '%PDF-',
      salesStatus: 404,
    },
  ];

  async function call(probe: Probe, cookie?: string) {
    const response = await fetch(`${server.url}${probe.path}`, {
      method: probe.method,
      redirect: 'manual',
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...(probe.method === 'POST' ? { Origin: server.url } : {}) },
      body: probe.body ? await probe.body() : undefined,
    });
    return {
      status: response.status,
      location: response.headers.get('location'),
      setCookie: response.headers.get('set-cookie'),
      body: await response.text(),
    };
  }

  /**
   * Turned away: a redirect to the sign-in page, 401 or 403. Single-fetch requests (`.data`) get
   * React Router's encoding of that redirect (status 202, the target in the body) so the browser
   * can follow it; it carries no data either.
   */
  function expectTurnedAway(answer: Awaited<ReturnType<typeof call>>, probe: Probe, reason: string) {
    const label = `${probe.name} as ${reason}`;
    if (probe.path.includes('.data')) {
      expect(answer.status, label).toBe(202);
      expect(answer.body, label).toContain('/admin-login');
    } else if ([401, 403].includes(answer.status)) {
      expect(answer.status, label).toBeGreaterThanOrEqual(401);
    } else {
      expect(answer.status, label).toBe(302);
      expect(answer.location, label).toMatch(/^\/admin-login(\?|$)/);
    }
    for (const secret of SECRETS) expect(answer.body, `${label} leaks "${secret}"`).not.toContain(secret);
  }

  /** A redirect to `target`: a 302 with its Location, or (a `.data` request) React Router's 202 naming it. */
  function expectRedirect(answer: Awaited<ReturnType<typeof call>>, target: string, label: string) {
    if (answer.status === 202) {
      expect(answer.body, label).toContain(`"${target}"`);
    } else {
      expect(answer.status, label).toBe(302);
      expect(answer.location, label).toBe(target);
    }
  }

  async function state() {
    const [row] = await queryRows<{
      status: string;
      published: boolean;
      featured: boolean;
      content: string;
      articles: number;
      media: number;
      rateCards: number;
      redirects: number;
      members: number;
      targetRole: string;
      targetActive: boolean;
      targetTakesLeads: boolean;
      teamSettings: number;
      templates: number;
      chats: number;
      notes: number;
      people: number;
      assignedTo: string | null;
      followUp: string | null;
      leadWork: number;
      bulk: string | null;
      leads: number;
      billingUpi: string | null;
      work: string;
    }>(
      socket.db,
      sql`select (select status from contact_submissions where id = ${leadId}) as status,
                 (select is_published from articles where id = ${articleId}) as published,
                 (select is_featured from articles where id = ${articleId}) as featured,
                 (select content from articles where id = ${articleId}) as content,
                 (select count(*)::int from articles) as articles,
                 (select count(*)::int from media) as media,
                 (select count(*)::int from rate_cards) as "rateCards",
                 (select count(*)::int from redirects) as redirects,
                 (select count(*)::int from users) as members,
                 (select role from user_roles where user_id = ${targetId}) as "targetRole",
                 (select deactivated_at is null from users where id = ${targetId}) as "targetActive",
                 (select takes_leads from users where id = ${targetId}) as "targetTakesLeads",
                 (select count(*)::int from team_settings) as "teamSettings",
                 (select count(*)::int from whatsapp_templates) as templates,
                 (select count(*)::int from lead_events where kind = 'whatsapp_sent') as chats,
                 (select count(*)::int from lead_events where kind = 'note_added') as notes,
                 (select count(*)::int from people) as people,
                 (select assigned_to from contact_submissions where id = ${leadId}) as "assignedTo",
                 (select next_follow_up_at::text from contact_submissions where id = ${leadId}) as "followUp",
                 (select count(*)::int from contact_submissions) as leads,
                 (select upi_id from billing_settings where id = 1) as "billingUpi",
                 (select count(*) from diary_entries) || ' entries, ' || (select count(*) from work_settings) || ' settings, '
                   || (select count(*) from project_stages where planned_on is not null or actual_on is not null) || ' dated stages, '
                   || (select count(*) from project_plans where move_in_on is not null) || ' plans' as work,
                 (select status || ' ' || coalesce(assigned_to::text, 'nobody') from contact_submissions where email = 'bulk.probe@example.com') as bulk,
                 (select count(*)::int from lead_events where kind in ('follow_up_set', 'follow_up_done', 'assigned', 'merged', 'edited'))
                   + (select count(*)::int from audit_log where action in ('lead.export', 'person.merge', 'lead.bulk_assign', 'lead.bulk_status', 'team.invite_resent'))
                   + (select count(*)::int from staff_tokens) as "leadWork"`,
    );
    return row!;
  }

  async function insertedId(db: Database, query: ReturnType<typeof sql>): Promise<string> {
    const rows = await queryRows<{ id: string }>(db, query);
    return rows[0]!.id;
  }

  /** A user whose admin role was withdrawn after signing in (sign-in itself refuses non-admins). */
  async function nonAdminCookie(): Promise<string> {
    await socket.db.execute(
      sql`insert into user_roles (user_id, role) select id, 'admin' from users where email = 'writer@example.com' on conflict do nothing`,
    );
    const cookie = await signInCookie(server.url, 'writer@example.com', PASSWORD);
    await socket.db.execute(sql`delete from user_roles where user_id = (select id from users where email = 'writer@example.com')`);
    return cookie;
  }

  beforeAll(async () => {
    server = await startInProcess();
    // The accounts as `npm run admin:create` makes them while the server runs: createAdminUser over
    // the embedded database's socket.
    socket = connectToSocket(server.dataDir);
    for (const email of ['admin-owner@example.com', 'writer@example.com']) await createAdminUser(socket.db, email, PASSWORD);
    await socket.db.execute(sql`delete from user_roles where user_id = (select id from users where email = 'writer@example.com')`);
    adminCookie = await signInCookie(server.url, 'admin-owner@example.com', PASSWORD);
    // An Editor and a Sales member, and a member the Team probes change.
    for (const role of ['editor', 'sales', 'site'] as const) {
      const email = `${role}@example.com`;
      await createAdminUser(socket.db, email, PASSWORD);
      await socket.db.execute(sql`update user_roles set role = ${role} where user_id = (select id from users where email = ${email})`);
      roleCookies[role] = await signInCookie(server.url, email, PASSWORD);
    }
    roleCookies.admin = adminCookie;
    await createAdminUser(socket.db, 'target.member@example.com', PASSWORD);
    targetId = await insertedId(
      socket.db,
      sql`update user_roles set role = 'sales' where user_id = (select id from users where email = 'target.member@example.com') returning user_id as id`,
    );
    adminId = await insertedId(socket.db, sql`select id from users where email = 'admin-owner@example.com'`);
    invitedId = await insertedId(
      socket.db,
      sql`with invited as (insert into users (email, name, password_hash) values ('invited.member@example.com', 'Invited Member', '!invited') returning id)
          insert into user_roles (user_id, role) select id, 'sales' from invited returning user_id as id`,
    );
  }, 180_000);
  afterAll(async () => {
    await socket?.close();
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('shows an admin the empty lead list before any enquiry arrives', async () => {
    const response = await fetch(`${server.url}/admin/leads`, { headers: { Cookie: adminCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('No leads found. Form submissions will appear here.');
  });

  it('lists a lead that could not be stored for an admin, with its reason, and counts it in /healthz', async () => {
    // As an earlier version left it: a spooled line the database refused, in rejected.jsonl.
    const spoolDir = path.join(server.dataDir, 'lead-spool');
    fs.mkdirSync(spoolDir, { recursive: true });
    const line = JSON.stringify({
      v: 2,
      lead: {
        id: '5d1c2c4e-0000-4000-8000-00000000c0de',
        name: 'Meera Unstored',
        email: 'meera.unstored@example.com',
        phone: '+91 99000 11122',
      },
    });
    fs.writeFileSync(path.join(spoolDir, 'rejected.jsonl'), `${line}\n`);
    await expect
      .poll(async () => ((await (await fetch(`${server.url}/healthz`)).json()) as { unstoredLeads?: number }).unstoredLeads, {
        timeout: 15_000,
      })
      .toBe(1);
    const html = await (await fetch(`${server.url}/admin/leads`, { headers: { Cookie: adminCookie } })).text();
    expect(html).toContain('Leads that could not be stored (<!-- -->1<!-- -->)');
    expect(html).toContain('meera.unstored@example.com');
    expect(html).toContain('The database refused it (set aside by an earlier version; the server log of that time has the error)');
    const anonymous = await fetch(`${server.url}/admin/leads`, { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(await anonymous.text()).not.toContain('meera.unstored@example.com');
  });

  describe('with a lead and two articles', () => {
    beforeAll(async () => {
      leadId = await insertedId(
        socket.db,
        sql`insert into contact_submissions (name, email, phone, message) values ('Kavitha Secretlead', 'kavitha.secret@example.com', '+91 98450 31337', 'Call me') returning id`,
      );
      articleId = await insertedId(
        socket.db,
        sql`insert into articles (title, slug, excerpt, content, category) values ('Draft about lofts', 'draft-about-lofts', '<p>Lofts</p>', '<p>Hidden draft body</p>', 'Bedroom Design') returning id`,
      );
      // An unused image the Media probes describe, then delete.
      await socket.db.execute(
        sql`insert into media (file_name, content_type, width, height, bytes, data, alt_text) values (${DOOMED_IMAGE}, 'image/webp', 1, 1, 1, '\\x00'::bytea, 'Probe loft photo')`,
      );
      // The article's first revision, as the migration gives articles stored before it.
      await socket.db.execute(
        sql`insert into article_revisions (article_id, number, title, slug, excerpt, content, category, read_time)
            select id, 1, title, slug, excerpt, content, category, read_time from articles where id = ${articleId}`,
      );
      doomedId = await insertedId(
        socket.db,
        sql`insert into articles (title, slug, excerpt, content, category) values ('Doomed', 'doomed', '<p>x</p>', '<p>x</p>', 'Interior Tips') returning id`,
      );
      await socket.db.execute(
        sql`insert into lead_events (lead_id, kind, details) values (${leadId}, 'note_added', '{"body":"Kavitha wants teak, budget 12 lakh"}')`,
      );
      await socket.db.execute(sql`insert into redirects (from_path, to_path) values ('/old-site/secret-address', '/articles')`);
      templateId = await insertedId(
        socket.db,
        sql`insert into whatsapp_templates (name, body) values ('Probe greeting', 'Secret template body {first_name}') returning id`,
      );
      doomedTemplateId = await insertedId(
        socket.db,
        sql`insert into whatsapp_templates (name, body) values ('Probe doomed', 'Going soon') returning id`,
      );
      const [other] = await queryRows<{ person: string }>(
        socket.db,
        sql`insert into contact_submissions (name, email, phone) values ('Anil Otherperson', 'anil.other@example.com', '+91 98450 40404') returning person_id as person`,
      );
      otherPersonId = other!.person;
      bulkLeadId = await insertedId(
        socket.db,
        sql`insert into contact_submissions (name, email, phone) values ('Bulk Probe Lead', 'bulk.probe@example.com', '+91 98450 60606') returning id`,
      );
      visitLeadId = await insertedId(
        socket.db,
        sql`insert into contact_submissions (name, email, phone, location) values ('Visit Lead', 'visit.lead@example.com', '+91 98450 50505', 'HSR Layout') returning id`,
      );
      // A customer's project, of a lead no Sales member is assigned, with a receipt voucher as issued
      // (written directly: the quotation probes below need the studio's details still missing).
      const accepted = await acceptedVersion(socket.db, { name: 'Priya Billingsecret' });
      const { project } = await socket.db.transaction((tx) => createProjectForAcceptedVersion(tx, accepted.versionId));
      customerProjectId = project.id;
      const [milestone] = await socket.db.select().from(projectMilestones).where(eq(projectMilestones.projectId, project.id)).limit(1);
      milestoneId = milestone!.id;
      const line = { taxablePaise: 100_000, cgstPaise: 9_000, sgstPaise: 9_000, igstPaise: 0 };
      const particulars = documentParticulars({
        kind: 'receipt_voucher',
        number: 'RV/2026-27/0042',
        issuedOn: '2026-11-20',
        studio: STUDIO,
        customer: { name: 'Priya Billingsecret', address: 'HSR Layout, Bengaluru', gstin: null },
        placeOfSupply: '29',
        line: { description: 'Advance', sac: '998391', ...line },
      });
      const [voucher] = await socket.db
        .insert(taxDocuments)
        .values({
          kind: 'receipt_voucher',
          number: 'RV/2026-27/0042',
          financialYear: '2026-27',
          serial: 42,
          issuedOn: '2026-11-20',
          projectId: project.id,
          milestoneId: milestone!.id,
          ...line,
          totalPaise: 118_000,
          particulars,
        })
        .returning({ id: taxDocuments.id });
      documentId = voucher!.id;
      // The project's diary has an entry by the admin, and 'Stage settings' a stage of the admin's own.
      await socket.db.execute(
        sql`insert into diary_entries (project_id, author_id, entry_on, note, progress_percent, idempotency_key)
            values (${project.id}, ${adminId}, '2026-11-20', 'Diary secret note', 30, '00000000-0000-4000-8000-0000000000d0')`,
      );
      await socket.db.execute(sql`insert into work_settings (id, stage_labels) values (1, '["Secret stage name", "Handover"]'::jsonb)`);
      const proof = await storePrivatePhoto(socket.db, privateStoresFor({ DATA_DIR: server.dataDir }).current, {
        bytes: await cameraJpeg({ width: 400, height: 300 }),
        owner: { kind: 'customer_project', id: project.id },
        purpose: 'payment_proof',
        createdBy: null,
      });
      proofFileId = proof.id;
    });

    it('turns a visitor away from every route, and a non-admin too, changing nothing', async () => {
      const before = await state();

      for (const probe of probes()) expectTurnedAway(await call(probe), probe, 'a visitor');
      // A cookie that is not ours (or was forged) counts for nothing, and is cleared.
      for (const probe of probes()) {
        const answer = await call(probe, '__Host-aangan_session=AAAAAAAAAAAAAAAAAAAAAA.forged');
        expectTurnedAway(answer, probe, 'a forged cookie');
      }
      for (const probe of probes()) {
        const answer = await call(probe, await nonAdminCookie());
        expectTurnedAway(answer, probe, 'a non-admin');
        if (!probe.path.includes('.data')) {
          expect(answer.location, probe.name).toBe('/admin-login?status=denied');
          expect(answer.setCookie, probe.name).toMatch(/^__Host-aangan_session=; Path=\/; Max-Age=0;/);
        }
      }

      expect(await state()).toEqual(before);
      // The withdrawn user's sessions were ended on the spot.
      const sessions = await queryRows(
        socket.db,
        sql`select 1 from sessions s join users u on u.id = s.user_id where u.email = 'writer@example.com'`,
      );
      expect(sessions).toEqual([]);
    }, 600_000);

    it('gives an Editor, a Sales member and a Site member only what their role opens, changing nothing else', async () => {
      const before = await state();
      for (const role of ['editor', 'sales', 'site'] as const) {
        for (const probe of probes()) {
          const label = `${probe.name} as ${role}`;
          if (probe.permission === 'account' || may(role, probe.permission)) {
            // Allowed: read it as the admin would (changes are the admin run's, below).
            if (probe.method === 'POST') continue;
            const answer = await call(probe, roleCookies[role]);
            const ownStatus = role === 'sales' ? probe.salesStatus : role === 'site' ? probe.siteStatus : undefined;
            if (ownStatus !== undefined) {
              expect(answer.status, `${label}: ${answer.body.slice(0, 200)}`).toBe(ownStatus);
              for (const secret of AREA_SECRETS[probe.permission]) expect(answer.body, `${label} leaks "${secret}"`).not.toContain(secret);
              continue;
            }
            expect(answer.status, `${label}: ${answer.body.slice(0, 200)}`).toBe(probe.adminStatus);
            if (probe.adminSees) expect(answer.body, label).toContain(probe.adminSees);
            if (probe.redirectsTo) expectRedirect(answer, probe.redirectsTo(role), label);
            continue;
          }
          const answer = await call(probe, roleCookies[role]);
          if (probe.redirectsTo) {
            // An old `/admin?tab=` link to a screen the role does not open: the role's own first screen.
            expectRedirect(answer, firstScreenPath(role), label);
          } else {
            expect(answer.status, `${label}: ${answer.body.slice(0, 200)}`).toBe(403);
          }
          if (probe.screen) {
            // Inside the admin frame: the header and the member's own tabs, and a way on.
            expect(answer.body, label).toContain('You have no access to');
            expect(answer.body, label).toContain(`href="${firstScreenPath(role)}"`);
            expect(answer.body, label).toContain('role="tablist" aria-label="Dashboard sections"');
            expect(answer.body, label).not.toContain('Unexpected Application Error');
          }
          for (const secret of AREA_SECRETS[probe.permission]) expect(answer.body, `${label} leaks "${secret}"`).not.toContain(secret);
        }
      }
      // Nothing changed but the audit row of the export Sales made (exports are recorded).
      expect(await state()).toEqual({ ...before, leadWork: before.leadWork + 1 });
      // Their sessions still work: a refusal is not a sign-out.
      for (const role of ['editor', 'sales', 'site'] as const) {
        expect((await fetch(`${server.url}/admin/account`, { headers: { Cookie: roleCookies[role] } })).status).toBe(200);
      }
    }, 300_000);

    it('shows a customer their quotation by its link, and refuses a wrong, old or revoked one', async () => {
      const post = (path: string, body: Record<string, string>, cookie?: string) =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { ...(cookie ? { Cookie: cookie } : {}), Origin: server.url },
          body: new URLSearchParams(body),
        });
      const content = (rate: number, change: { rooms?: number; validUntil?: string } = {}) =>
        JSON.stringify({
          sections: Array.from({ length: change.rooms ?? 1 }, () => ({
            title: 'Kitchen',
            lines: [{ item: 'Modular kitchen', description: '', quantity: 10, unit: 'ft', ratePaise: rate }],
          })),
          discount: { kind: 'none' },
          siteState: 'karnataka',
          paymentSchedule: [{ label: 'On booking', percent: 100 }],
          validUntil: change.validUntil ?? '2099-12-31',
          exclusions: '',
          terms: '',
        });
      const send = async (rate: number) => {
        const answer = await post(`/admin/leads/${quoted}/quotation`, { intent: 'send', content: content(rate) }, adminCookie);
        expect(answer.status).toBe(200);
        return /\/quote\/([A-Za-z0-9_-]{43})/.exec(await answer.text())![1]!;
      };
      // A lead of its own: the other tests count what happens to theirs.
      const quoted = await insertedId(
        socket.db,
        sql`insert into contact_submissions (name, email, phone, location) values ('Meera Quoted', 'meera.quoted@example.com', '+91 90000 11111', 'Whitefield, Bengaluru') returning id`,
      );
      expect((await post(`/admin/leads/${quoted}/quotation`, { intent: 'create', from: 'blank' }, roleCookies.editor)).status).toBe(403);
      expect((await post(`/admin/leads/${quoted}/quotation`, { intent: 'create', from: 'blank' }, adminCookie)).status).toBe(302);
      // What does not add up, or a settings form with a wrong GSTIN: 400 with the fields' messages.
      const bad = await post(`/admin/leads/${quoted}/quotation`, { intent: 'save', content: '{"sections":[]}' }, roleCookies.sales);
      expect(bad.status).toBe(400);
      expect(await bad.text()).toContain('Add at least one line.');
      // More than the database stores and the PDF draws in time, a day that does not exist or has passed: 400 at the field.
      const big = await post(`/admin/leads/${quoted}/quotation`, { intent: 'save', content: content(100, { rooms: 21 }) }, adminCookie);
      expect(big.status).toBe(400);
      expect(await big.text()).toContain('A quotation has at most 300 lines in all, in at most 20 rooms or sections.');
      for (const [validUntil, message] of [
        ['2026-02-31', 'Choose the date the quotation is valid until.'],
        ['2020-01-01', 'Choose a date from today on: a quotation cannot be valid until a day that has passed.'],
      ]) {
        const dated = await post(
          `/admin/leads/${quoted}/quotation`,
          { intent: 'save', content: content(100, { validUntil }) },
          adminCookie,
        );
        expect(dated.status).toBe(400);
        expect(await dated.text()).toContain(message);
      }
      const settings = {
        legalName: 'Aangan Interiors LLP',
        gstin: 'NOT-A-GSTIN',
        validityDays: '15',
        paymentSchedule: '[{"label":"All","percent":100}]',
      };
      expect((await post('/admin/quotation-settings', settings, roleCookies.sales)).status).toBe(403);
      expect((await post('/admin/quotation-settings', settings, adminCookie)).status).toBe(400);
      // Not sent while 'Quotation settings' lacks the studio's legal name, address or GSTIN: 409, the draft kept.
      const unsent = await post(`/admin/leads/${quoted}/quotation`, { intent: 'send', content: content(1_850_000) }, adminCookie);
      expect(unsent.status).toBe(409);
      expect(await unsent.text()).toContain('saved, not sent. Fill in the studio');
      const filled = { ...settings, gstin: '29ABCDE1234F1Z5', address: '12 CMH Road, Indiranagar, Bengaluru' };
      expect((await post('/admin/quotation-settings', filled, adminCookie)).status).toBe(200);
      const first = await send(1_850_000);
      const page = await fetch(`${server.url}/quote/${first}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('x-robots-tag')).toContain('noindex');
      const html = await page.text();
      expect(html).toContain('CGST 9%');
      expect(html).toContain('Accept quotation');
      expect(html).not.toContain('/admin');
      expect((await fetch(`${server.url}/quote/${first}/pdf`)).headers.get('content-type')).toBe('application/pdf');
      // A wrong token: nothing.
      expect((await fetch(`${server.url}/quote/${'A'.repeat(43)}`)).status).toBe(404);
      expect((await fetch(`${server.url}/quote/${'A'.repeat(43)}/pdf`)).status).toBe(404);
      expect((await post(`/quote/${'A'.repeat(43)}`, { intent: 'code' })).status).toBe(404);
      // One address downloads a link's PDF 20 times an hour; then 429 with when to come back.
      for (let i = 1; i < 20; i++) expect((await fetch(`${server.url}/quote/${first}/pdf`)).status).toBe(200);
      const tooMany = await fetch(`${server.url}/quote/${first}/pdf`);
      expect(tooMany.status).toBe(429);
      expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);
      // 'Accept quotation' starts with the name and the tick: without them, no code is e-mailed.
      const untyped = await post(`/quote/${first}`, { intent: 'accept' });
      expect(untyped.status).toBe(400);
      expect(await untyped.text()).toContain('Type your full name.');
      // An old version: shown, not accepted.
      const second = await send(1_900_000);
      // The lead's page carries no link; a member asking for it gets the newest one.
      const leadPage = await (await fetch(`${server.url}/admin/leads/${quoted}`, { headers: { Cookie: adminCookie } })).text();
      expect(leadPage).toContain('Copy link');
      expect(leadPage).not.toContain(first);
      expect(leadPage).not.toContain(second);
      const asked = (await (await post(`/admin/leads/${quoted}/quotation/link`, {}, roleCookies.sales)).json()) as { link: string };
      expect(asked.link).toMatch(new RegExp(`/quote/${second}$`));
      const old = await fetch(`${server.url}/quote/${first}`);
      expect(await old.text()).toContain('replaced by a newer one');
      expect((await post(`/quote/${first}`, { intent: 'code' })).status).toBe(409);
      expect((await post(`/quote/${first}`, { intent: 'accept', name: 'Kavitha', agree: 'on', code: '123456' })).status).toBe(409);
      // A revoked link: said plainly, nothing accepted, no PDF.
      expect((await post(`/admin/leads/${quoted}/quotation`, { intent: 'revoke', number: '2' }, roleCookies.editor)).status).toBe(403);
      expect((await post(`/admin/leads/${quoted}/quotation`, { intent: 'revoke', number: '2' }, adminCookie)).status).toBe(302);
      expect(await (await fetch(`${server.url}/quote/${second}`)).text()).toContain('withdrawn by the studio');
      expect((await post(`/quote/${second}`, { intent: 'code' })).status).toBe(409);
      expect((await fetch(`${server.url}/quote/${second}/pdf`)).status).toBe(404);
      // One address views a link's page 120 times an hour; then 429 with when to come back, in words.
      let views = 0;
      let busy: Response | undefined;
      while (!busy && views < 130) {
        const view = await fetch(`${server.url}/quote/${first}`);
        views += 1;
        if (view.status === 429) busy = view;
        else await view.text();
      }
      expect(busy?.status).toBe(429);
      expect(Number(busy!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await busy!.text()).toContain('This link has been opened too often from here.');
    }, 180_000);

    it('covers every admin route but the public ones', () => {
      const probed = probes().map((probe) => probe.path.split('?')[0]!.replace(/\.data$/, ''));
      const paths = routePaths(adminRoutes);
      // The screens of the tab list are in the tree (and so below).
      expect(paths).toEqual(
        expect.arrayContaining([
          'admin',
          'admin/my-day',
          'admin/whatsapp-templates',
          'admin/leads',
          'admin/articles',
          'admin/redirects',
          'admin/media-library',
          'admin/reports',
          'admin/pipeline',
          'admin/site-diary',
          'admin/pricing',
          'admin/team',
        ]),
      );
      for (const routePath of paths) {
        if (PUBLIC_ROUTES.has(routePath)) continue;
        const pattern = new RegExp(`^/${routePath.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
        expect(
          probed.some((path) => pattern.test(path)),
          `no probe for /${routePath}`,
        ).toBe(true);
      }
    });

    it('answers an admin on every route', async () => {
      const before = await state();
      for (const probe of probes()) {
        const answer = await call(probe, adminCookie);
        expect(answer.status, `${probe.name}: ${answer.body.slice(0, 300)}`).toBe(probe.adminStatus);
        if (probe.adminSees) expect(answer.body, probe.name).toContain(probe.adminSees);
        if (probe.redirectsTo) expectRedirect(answer, probe.redirectsTo('admin'), probe.name);
      }
      expect(await state()).toMatchObject({
        status: 'converted',
        published: true,
        featured: true,
        content: '<p>Hidden draft body, revised</p>',
        // The admin's upload, and the sample projects' photos moved in at start.
        media: 1 + sampleProjects.length,
        rateCards: 1,
        redirects: 2,
        targetRole: 'editor',
        targetActive: false,
        targetTakesLeads: true,
        // 'Require two-step sign-in' and 'First response'.
        teamSettings: 2,
        // 'Probe template' added, 'Probe doomed' deleted; a chat with a template and a plain one.
        templates: 2,
        chats: 2,
        notes: 2,
        assignedTo: adminId,
        followUp: null,
        // The bulk probes: assigned to the admin, then contacted as the one lead their search matches.
        bulk: `contacted ${adminId}`,
        billingUpi: 'pay-settings-secret@okaxis',
        // The diary entry and the stage settings of the set-up; the admin's refused work changed nothing.
        work: '1 entries, 1 settings, 0 dated stages, 0 plans',
      });
      // The two people are one now.
      expect((await state()).people).toBe(before.people - 1);
      const work = await queryRows<{ kind: string }>(
        socket.db,
        sql`select kind from lead_events where kind in ('follow_up_set', 'follow_up_done', 'assigned', 'status_changed', 'merged')
            and actor_id = ${adminId} and lead_id = ${leadId} order by id`,
      );
      expect(work.map((row) => row.kind)).toEqual([
        'status_changed',
        'status_changed',
        'follow_up_set',
        'follow_up_done',
        'assigned',
        'merged',
      ]);
      const audit = await queryRows<{ action: string }>(
        socket.db,
        sql`select action from audit_log where action in ('lead.export', 'person.merge') and actor_user_id = ${adminId} order by id`,
      );
      expect(audit.map((row) => row.action)).toEqual(['person.merge', 'lead.export']);
      // The site visit the admin booked moved its lead to 'Site visit', on its timeline and in the audit log.
      const [visited] = await queryRows<{ stage: string; visits: number; audits: number }>(
        socket.db,
        sql`select (select stage from contact_submissions where id = ${visitLeadId}) as stage,
                   (select count(*)::int from site_visits where lead_id = ${visitLeadId}) as visits,
                   (select count(*)::int from audit_log where action in ('site_visit.book', 'pipeline.idle_limits') and actor_user_id = ${adminId}) as audits`,
      );
      expect(visited).toEqual({ stage: 'site_visit', visits: 1, audits: 2 });
    });

    it('logs anyone out without needing a session, and tells visitors nothing', async () => {
      const response = await fetch(`${server.url}/admin/logout`, { method: 'POST', redirect: 'manual', headers: { Origin: server.url } });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/admin-login?status=logged-out');
      expect(await response.text()).toBe('');
    });
  });
});
