// A milestone's pay link (`/pay/{token}`): made by 'Request payment', opened by the customer without
// signing in. Only the token's SHA-256 is kept to find it, and the token sealed under the server's
// session key for a WhatsApp template's {payment_link}. A new request replaces the link (the old
// one stops working); revoking clears it.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { contactSubmissions, customerProjects, projectMilestones } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import { seal, unseal } from '#app/lib/seal.server.ts';
import { company } from '#content/company.ts';
import { projectSummary } from '#app/features/billing/projects.server.ts';
import { upiPayLink, upiReference } from '#app/features/billing/upi.ts';
import { readPaymentSettings } from '#app/features/billing/pay/payment-settings.server.ts';
import { sha256 } from '#app/features/sales/quotation/quotation.server.ts';

/** The purpose a pay link's token is sealed under (project_milestones.pay_link_sealed). */
export const PAY_LINK_SEAL = 'pay-link';

/** '/pay/<token>' under the site's address. */
export function payLink(siteUrl: string, token: string): string {
  return `${siteUrl}/pay/${token}`;
}

export const REQUEST_PAYMENT_TEXTS = {
  'not-found': 'This milestone was not found.',
  paid: 'This milestone is paid in full: there is nothing to ask for.',
} as const;

export type RequestPaymentResult =
  | { ok: true; token: string; milestoneId: string; projectId: string; leadId: string; duePaise: number }
  | { ok: false; reason: keyof typeof REQUEST_PAYMENT_TEXTS };

/**
 * 'Request payment': a new pay link for the milestone (the token is returned once, for the e-mail),
 * the milestone marked requested (an invoiced one stays invoiced), its reminders counted afresh.
 */
export async function requestPayment(
  db: Database,
  {
    milestoneId,
    actorId,
    secrets,
    now = new Date(),
  }: { milestoneId: string; actorId: string | null; secrets: readonly string[]; now?: Date },
): Promise<RequestPaymentResult> {
  const [milestone] = await db.select().from(projectMilestones).where(eq(projectMilestones.id, milestoneId));
  if (!milestone) return { ok: false, reason: 'not-found' };
  const summary = await projectSummary(db, milestone.projectId);
  const due = summary?.milestones.find((row) => row.id === milestoneId)?.duePaise ?? 0;
  if (!summary || due <= 0) return { ok: false, reason: 'paid' };
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(projectMilestones)
      .set({
        status: milestone.status === 'open' ? 'requested' : milestone.status,
        requestedAt: now,
        payLinkHash: sha256(token),
        payLinkSealed: seal(token, secrets, PAY_LINK_SEAL),
        remindersSent: 0,
        lastReminderAt: null,
      })
      .where(eq(projectMilestones.id, milestoneId));
    await audit(tx, {
      actorId,
      action: 'payment.request',
      entity: 'project_milestone',
      entityId: milestoneId,
      details: { projectId: milestone.projectId, position: milestone.position, duePaise: due },
    });
  });
  return { ok: true, token, milestoneId, projectId: milestone.projectId, leadId: summary.project.leadId, duePaise: due };
}

/** Stops a milestone's pay link from working (a link sent to the wrong address). */
export async function revokePayLink(
  db: Database,
  { milestoneId, actorId }: { milestoneId: string; actorId: string | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cleared = await tx
      .update(projectMilestones)
      .set({ payLinkHash: null, payLinkSealed: null })
      .where(eq(projectMilestones.id, milestoneId))
      .returning({ id: projectMilestones.id });
    if (cleared.length > 0)
      await audit(tx, { actorId, action: 'payment.link_revoked', entity: 'project_milestone', entityId: milestoneId });
    return cleared.length > 0;
  });
}

/** The live pay link of a requested milestone, for a WhatsApp template's {payment_link}; null when there is none. */
export async function revealPayLink(
  db: Database,
  { milestoneId, actorId, secrets, siteUrl }: { milestoneId: string; actorId: string; secrets: readonly string[]; siteUrl: string },
): Promise<string | null> {
  const [row] = await db
    .select({ sealed: projectMilestones.payLinkSealed })
    .from(projectMilestones)
    .where(eq(projectMilestones.id, milestoneId));
  const token = row?.sealed ? unseal(row.sealed, secrets, PAY_LINK_SEAL) : null;
  if (!token) return null;
  await audit(db, { actorId, action: 'payment.link_shown', entity: 'project_milestone', entityId: milestoneId });
  return payLink(siteUrl, token);
}

export type PayPage = {
  studioName: string;
  customerName: string;
  siteAddress: string;
  milestoneId: string;
  milestoneLabel: string;
  /** The milestone's amount with GST. */
  amountPaise: number;
  /** What is left to pay of it: what the UPI link, the bank transfer and 'Pay online' ask for. */
  duePaise: number;
  paid: boolean;
  /** Names the project (its lead) and the milestone: 'AANGAN-1A2B3C4D-M2'. */
  reference: string;
  upi: { upiId: string; payeeName: string; link: string } | null;
  bank: { accountName: string; accountNumber: string; ifsc: string } | null;
  customerEmail: string;
  leadId: string;
  requestedAt: Date | null;
};

/** What the customer's pay page shows for `token`; null for a link that is wrong, replaced or revoked. */
export async function openPayLink(db: Database, token: string): Promise<PayPage | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  const [row] = await db
    .select({ milestone: projectMilestones, leadId: customerProjects.leadId })
    .from(projectMilestones)
    .innerJoin(customerProjects, eq(customerProjects.id, projectMilestones.projectId))
    .where(eq(projectMilestones.payLinkHash, sha256(token)));
  if (!row) return null;
  const summary = await projectSummary(db, row.milestone.projectId);
  const milestone = summary?.milestones.find((one) => one.id === row.milestone.id);
  if (!summary || !milestone) return null;
  const settings = await readPaymentSettings(db);
  const reference = upiReference(summary.project.leadId, milestone.position);
  const paid = milestone.duePaise <= 0;
  return {
    studioName: company.name,
    customerName: summary.project.customerName,
    siteAddress: summary.project.siteAddress,
    milestoneId: milestone.id,
    milestoneLabel: milestone.label,
    amountPaise: milestone.amountPaise,
    duePaise: milestone.duePaise,
    paid,
    reference,
    upi:
      settings.upiId && settings.payeeName && !paid
        ? {
            upiId: settings.upiId,
            payeeName: settings.payeeName,
            link: upiPayLink({
              upiId: settings.upiId,
              payeeName: settings.payeeName,
              amountPaise: milestone.duePaise,
              reference,
              note: `${milestone.label} ${reference}`,
            }),
          }
        : null,
    bank:
      settings.bankAccountNumber && !paid
        ? { accountName: settings.bankAccountName, accountNumber: settings.bankAccountNumber, ifsc: settings.bankIfsc }
        : null,
    customerEmail: summary.project.customerEmail,
    leadId: summary.project.leadId,
    requestedAt: milestone.requestedAt,
  };
}

/**
 * Whether a member may ask for payment of this milestone: an Admin on any project, Sales only on
 * their own leads' projects. 'not-found' for a milestone that is not there or not of `projectId`.
 */
export async function milestoneAccess(
  db: Database,
  { projectId, milestoneId, user }: { projectId: string; milestoneId: string; user: { id: string; role: string } },
): Promise<'ok' | 'not-found' | 'forbidden'> {
  const [row] = await db
    .select({ assignedTo: contactSubmissions.assignedTo })
    .from(projectMilestones)
    .innerJoin(customerProjects, eq(customerProjects.id, projectMilestones.projectId))
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, customerProjects.leadId))
    .where(and(eq(projectMilestones.id, milestoneId), eq(projectMilestones.projectId, projectId)));
  if (!row) return 'not-found';
  return user.role === 'admin' || row.assignedTo === user.id ? 'ok' : 'forbidden';
}
