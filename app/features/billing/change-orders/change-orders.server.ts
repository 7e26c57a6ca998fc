// Change orders to a project's contract (decision 166): staff send the new line list with a link
// (hash kept, token sealed, 90 days, as a quotation's); the customer reviews what changed and
// accepts with an e-mailed 6-digit code under the quotation's caps and tries; accepting changes
// the project's value and its milestones in one transaction.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, max } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import { leadEvent } from '#db/lead-events.ts';
import { changeOrderCodes, changeOrders, customerProjects, leadEvents, projectMilestones, quotationVersions } from '#db/schema.ts';
import type { ChangeOrderRow, CustomerProjectRow } from '#db/schema.ts';
import type { ChangeOrderSpread } from '#db/enums.ts';
import { audit } from '#app/lib/audit.server.ts';
import { seal } from '#app/lib/seal.server.ts';
import {
  applyChangeOrder,
  CHANGE_ORDER_TEXTS,
  changeOrderFormSchema,
  priceChangeOrder,
} from '#app/features/billing/change-orders/change-order.ts';
import type { ContractBasis, PricedChangeOrder } from '#app/features/billing/change-orders/change-order.ts';
import { contractSplit } from '#app/features/billing/milestone-split.ts';
import {
  capWaitOf,
  CODE_LIFETIME_MS,
  CODE_TRIES,
  codeDayWindow,
  codeMatches,
  codeUse,
  newAcceptanceCode,
  QUOTATION_CODE_CAPS,
} from '#app/features/sales/quotation/quotation-acceptance.server.ts';
import { formatPaise } from '#app/features/sales/quotation/quotation-format.ts';
import { LINK_LIFETIME_MS, sha256 } from '#app/features/sales/quotation/quotation.server.ts';
import { versionView } from '#app/features/sales/quotation/quotation-versions.server.ts';
import type { QuotationSection } from '#app/features/sales/quotation/quotation.ts';

export const CHANGE_LINK_SEAL = 'change-order-link';

/** Why a change order's page cannot take an acceptance, in the words it shows. */
export const CHANGE_NOT_ACCEPTABLE_TEXTS = {
  accepted: 'This change order has already been accepted.',
  revoked: 'This change order has been withdrawn by the studio. Please open the link in the latest e-mail from us.',
  expired: 'This link has expired. Please contact us for a fresh link to your change order.',
  stale: 'This change order no longer fits your project as it stands. Please contact us for a fresh one.',
} as const;
export type ChangeNotAcceptable = keyof typeof CHANGE_NOT_ACCEPTABLE_TEXTS;

/** The contract a change order starts from: the last accepted change order's lines, else the accepted version's. */
export async function contractBasis(
  db: Database | Transaction,
  project: CustomerProjectRow,
  before?: number,
): Promise<ContractBasis & { changeOrderNumber: number | null }> {
  const [version] = await db.select().from(quotationVersions).where(eq(quotationVersions.id, project.contractVersionId));
  const { content } = await versionView(db, version!);
  const [last] = await db
    .select({ number: changeOrders.number, lines: changeOrders.lines, totalPaise: changeOrders.totalPaise })
    .from(changeOrders)
    .where(
      and(
        eq(changeOrders.projectId, project.id),
        eq(changeOrders.status, 'accepted'),
        before === undefined ? undefined : lt(changeOrders.number, before),
      ),
    )
    .orderBy(desc(changeOrders.number))
    .limit(1);
  return {
    sections: (last?.lines ?? content.sections) as QuotationSection[],
    discount: content.discount,
    siteState: content.siteState,
    currentValuePaise: before === undefined ? project.currentValuePaise : (last?.totalPaise ?? project.originalValuePaise),
    changeOrderNumber: last?.number ?? null,
  };
}

export type ChangeOrderEditor = {
  project: CustomerProjectRow;
  basis: ContractBasis & { changeOrderNumber: number | null };
  changeOrders: ChangeOrderRow[];
};

/** What the editor and the project page need: the project, the contract now, and its change orders (oldest first). */
export async function changeOrderEditor(db: Database, projectId: string): Promise<ChangeOrderEditor | null> {
  if (!/^[0-9a-f-]{36}$/i.test(projectId)) return null;
  const [project] = await db.select().from(customerProjects).where(eq(customerProjects.id, projectId));
  if (!project) return null;
  return {
    project,
    basis: await contractBasis(db, project),
    changeOrders: await db.select().from(changeOrders).where(eq(changeOrders.projectId, projectId)).orderBy(changeOrders.number),
  };
}

export type SendChangeOrderResult =
  | { ok: true; changeOrder: ChangeOrderRow; token: string; email: string; name: string; leadId: string }
  | { ok: false; reason: 'not-found' }
  | { ok: false; fieldErrors: Record<string, string[]> };

async function lockedMilestones(tx: Transaction, projectId: string) {
  return tx
    .select()
    .from(projectMilestones)
    .where(eq(projectMilestones.projectId, projectId))
    .orderBy(projectMilestones.position)
    .for('update');
}

/**
 * 'Send to customer': the new line list priced against the contract, with the way its difference
 * is paid; any change order still waiting for the customer is withdrawn (it was priced against the
 * same contract). The token is returned once, for the e-mail.
 */
export async function sendChangeOrder(
  db: Database,
  {
    projectId,
    input,
    actorId,
    now = new Date(),
    linkSecrets,
  }: { projectId: string; input: unknown; actorId: string; now?: Date; linkSecrets?: readonly string[] },
): Promise<SendChangeOrderResult> {
  const parsed = changeOrderFormSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.') || 'form'] ??= []).push(issue.message);
    return { ok: false, fieldErrors };
  }
  const { sections, spread } = parsed.data;
  return db.transaction(async (tx): Promise<SendChangeOrderResult> => {
    const [project] = await tx.select().from(customerProjects).where(eq(customerProjects.id, projectId)).for('update');
    if (!project) return { ok: false, reason: 'not-found' };
    const basis = await contractBasis(tx, project);
    const priced = priceChangeOrder(basis, sections);
    if (priced.changes.length === 0) return { ok: false, fieldErrors: { sections: [CHANGE_ORDER_TEXTS.unchanged] } };
    const applied = applyChangeOrder(await lockedMilestones(tx, projectId), priced.contract, spread);
    if (!applied.ok) return { ok: false, fieldErrors: { spread: [CHANGE_ORDER_TEXTS[applied.problem]] } };
    await tx
      .update(changeOrders)
      .set({ status: 'withdrawn' })
      .where(and(eq(changeOrders.projectId, projectId), eq(changeOrders.status, 'sent')));
    const [last] = await tx
      .select({ number: max(changeOrders.number) })
      .from(changeOrders)
      .where(eq(changeOrders.projectId, projectId));
    const token = randomBytes(32).toString('base64url');
    const [changeOrder] = await tx
      .insert(changeOrders)
      .values({
        projectId,
        number: (last?.number ?? 0) + 1,
        status: 'sent',
        lines: sections,
        subtotalPaise: priced.totals.subtotalPaise,
        discountPaise: priced.totals.discountPaise,
        taxPaise: priced.totals.totalPaise - priced.totals.taxablePaise,
        totalPaise: priced.totals.totalPaise,
        deltaPaise: priced.deltaPaise,
        spread,
        linkHash: sha256(token),
        linkSealed: linkSecrets ? seal(token, linkSecrets, CHANGE_LINK_SEAL) : null,
        linkExpiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
        sentAt: now,
        sentBy: actorId,
        createdBy: actorId,
        createdAt: now,
      })
      .returning();
    await audit(tx, {
      actorId,
      action: 'change_order.send',
      entity: 'customer_project',
      entityId: projectId,
      details: { number: changeOrder!.number, deltaPaise: priced.deltaPaise, spread },
    });
    return { ok: true, changeOrder: changeOrder!, token, email: project.customerEmail, name: project.customerName, leadId: project.leadId };
  });
}

export type CustomerChangeOrder = {
  changeOrder: ChangeOrderRow;
  project: { customerName: string; originalValuePaise: number };
  /** The contract's value before this change. */
  previousValuePaise: number;
  priced: PricedChangeOrder;
  blocked: ChangeNotAcceptable | null;
};

async function findByToken(db: Database | Transaction, token: string, lock: boolean) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const query = db
    .select()
    .from(changeOrders)
    .where(eq(changeOrders.linkHash, sha256(token)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

function blockedReason(changeOrder: ChangeOrderRow, now: Date): ChangeNotAcceptable | null {
  if (changeOrder.status === 'accepted') return 'accepted';
  if (changeOrder.status !== 'sent') return 'revoked';
  if (!changeOrder.linkExpiresAt || changeOrder.linkExpiresAt <= now) return 'expired';
  return null;
}

/** The change order a customer's link opens, or null for a link that never was. */
export async function openChangeOrder(db: Database, token: string, now = new Date()): Promise<CustomerChangeOrder | null> {
  const changeOrder = await findByToken(db, token, false);
  if (!changeOrder) return null;
  const [project] = await db.select().from(customerProjects).where(eq(customerProjects.id, changeOrder.projectId));
  const basis = await contractBasis(db, project!, changeOrder.number);
  const previousValuePaise = changeOrder.totalPaise - changeOrder.deltaPaise;
  return {
    changeOrder,
    project: { customerName: project!.customerName, originalValuePaise: project!.originalValuePaise },
    previousValuePaise,
    priced: priceChangeOrder({ ...basis, currentValuePaise: previousValuePaise }, changeOrder.lines as QuotationSection[]),
    blocked: blockedReason(changeOrder, now),
  };
}

async function capWait(tx: Transaction, changeOrderId: string, now: Date, counted: 'codes' | 'wrongTries') {
  const [use] = await tx
    .select(codeUse(changeOrderCodes.createdAt, changeOrderCodes.wrongTries, now))
    .from(changeOrderCodes)
    .where(and(eq(changeOrderCodes.changeOrderId, changeOrderId), codeDayWindow(changeOrderCodes.createdAt, now)));
  return capWaitOf(use!, QUOTATION_CODE_CAPS, counted, now);
}

export type ChangeCodeRequest =
  | { ok: true; codeId: string; code: string; changeOrderId: string }
  | { ok: false; reason: ChangeNotAcceptable | 'not-found' }
  | { ok: false; reason: 'too-many'; retryAfterSeconds: number };

/** A new 6-digit code to accept the change order the link opens (earlier ones stop working). */
export async function issueChangeOrderCode(
  db: Database,
  { token, now = new Date() }: { token: string; now?: Date },
): Promise<ChangeCodeRequest> {
  return db.transaction(async (tx): Promise<ChangeCodeRequest> => {
    const changeOrder = await findByToken(tx, token, true);
    if (!changeOrder) return { ok: false, reason: 'not-found' };
    const blocked = blockedReason(changeOrder, now);
    if (blocked) return { ok: false, reason: blocked };
    const wait = await capWait(tx, changeOrder.id, now, 'codes');
    if (wait !== null) return { ok: false, reason: 'too-many', retryAfterSeconds: wait };
    await tx
      .update(changeOrderCodes)
      .set({ usedAt: now })
      .where(and(eq(changeOrderCodes.changeOrderId, changeOrder.id), isNull(changeOrderCodes.usedAt)));
    const code = newAcceptanceCode();
    const [issued] = await tx
      .insert(changeOrderCodes)
      .values({
        changeOrderId: changeOrder.id,
        codeHash: sha256(`${changeOrder.id}:${code}`),
        expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
        createdAt: now,
      })
      .returning({ id: changeOrderCodes.id });
    return { ok: true, codeId: issued!.id, code, changeOrderId: changeOrder.id };
  });
}

export type ChangeAcceptResult =
  | { ok: true; changeOrderId: string; projectId: string; currentValuePaise: number }
  | { ok: false; reason: ChangeNotAcceptable | 'not-found' | 'no-code' | 'code-ended' }
  | { ok: false; reason: 'wrong-code'; triesLeft: number }
  | { ok: false; reason: 'too-many'; retryAfterSeconds: number };

/**
 * Accepts the change order the link opens with the code e-mailed last, as a quotation is accepted;
 * in the same transaction the project's value becomes the change order's total and its milestones
 * take the difference (over the open ones, or one of its own), with the lead's timeline and the
 * audit log. A contract that moved since it was sent refuses it ('stale').
 */
export async function acceptChangeOrder(
  db: Database,
  input: { token: string; name: string; code: string; ip: string; now?: Date },
): Promise<ChangeAcceptResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<ChangeAcceptResult> => {
    const changeOrder = await findByToken(tx, input.token, true);
    if (!changeOrder) return { ok: false, reason: 'not-found' };
    const blocked = blockedReason(changeOrder, now);
    if (blocked) return { ok: false, reason: blocked };
    const [code] = await tx
      .select()
      .from(changeOrderCodes)
      .where(and(eq(changeOrderCodes.changeOrderId, changeOrder.id), isNull(changeOrderCodes.usedAt), gt(changeOrderCodes.expiresAt, now)))
      .orderBy(desc(changeOrderCodes.createdAt))
      .limit(1)
      .for('update');
    if (!code) return { ok: false, reason: 'no-code' };
    if (code.wrongTries >= CODE_TRIES) return { ok: false, reason: 'code-ended' };
    const wait = await capWait(tx, changeOrder.id, now, 'wrongTries');
    if (wait !== null) return { ok: false, reason: 'too-many', retryAfterSeconds: wait };
    if (!codeMatches(code.codeHash, changeOrder.id, input.code)) {
      const tries = code.wrongTries + 1;
      await tx
        .update(changeOrderCodes)
        .set({ wrongTries: tries, ...(tries >= CODE_TRIES ? { usedAt: now } : {}) })
        .where(eq(changeOrderCodes.id, code.id));
      return tries >= CODE_TRIES ? { ok: false, reason: 'code-ended' } : { ok: false, reason: 'wrong-code', triesLeft: CODE_TRIES - tries };
    }
    await tx.update(changeOrderCodes).set({ usedAt: now }).where(eq(changeOrderCodes.id, code.id));
    const [project] = await tx.select().from(customerProjects).where(eq(customerProjects.id, changeOrder.projectId)).for('update');
    const previousValue = changeOrder.totalPaise - changeOrder.deltaPaise;
    if (project!.currentValuePaise !== previousValue) return { ok: false, reason: 'stale' };
    const basis = await contractBasis(tx, project!);
    const contract = contractSplit(changeOrder.subtotalPaise - changeOrder.discountPaise, basis.siteState);
    const milestones = await lockedMilestones(tx, project!.id);
    const applied = applyChangeOrder(milestones, contract, changeOrder.spread);
    if (!applied.ok) return { ok: false, reason: 'stale' };
    for (const [index, milestone] of applied.milestones.entries()) {
      const was = milestones[index]!;
      if (milestone.amountPaise === was.amountPaise && milestone.taxablePaise === was.taxablePaise && milestone.cgstPaise === was.cgstPaise)
        continue;
      await tx
        .update(projectMilestones)
        .set({
          amountPaise: milestone.amountPaise,
          taxablePaise: milestone.taxablePaise,
          cgstPaise: milestone.cgstPaise,
          sgstPaise: milestone.sgstPaise,
          igstPaise: milestone.igstPaise,
        })
        .where(eq(projectMilestones.id, milestone.id));
    }
    if (applied.ownMilestone) {
      await tx.insert(projectMilestones).values({
        projectId: project!.id,
        position: Math.max(0, ...milestones.map((milestone) => milestone.position)) + 1,
        label: `Change order ${changeOrder.number}`,
        ...applied.ownMilestone,
        changeOrderId: changeOrder.id,
        createdAt: now,
      });
    }
    await tx.update(customerProjects).set({ currentValuePaise: changeOrder.totalPaise }).where(eq(customerProjects.id, project!.id));
    await tx
      .update(changeOrders)
      .set({ status: 'accepted', acceptedAt: now, acceptedName: input.name, acceptedIp: input.ip })
      .where(eq(changeOrders.id, changeOrder.id));
    // The timeline has no kind of its own for a change order yet (a new kind needs a migration):
    // the contract's value edited, in the customer's name, says what happened.
    await tx.insert(leadEvents).values({
      ...leadEvent(
        project!.leadId,
        'edited',
        {
          field: `Contract value (change order ${changeOrder.number}, accepted by ${input.name})`,
          from: formatPaise(previousValue),
          to: formatPaise(changeOrder.totalPaise),
        },
        null,
      ),
      createdAt: now,
    });
    await audit(tx, {
      actorId: null,
      action: 'change_order.accept',
      entity: 'customer_project',
      entityId: project!.id,
      details: { number: changeOrder.number, deltaPaise: changeOrder.deltaPaise, spread: changeOrder.spread, name: input.name },
    });
    return { ok: true, changeOrderId: changeOrder.id, projectId: project!.id, currentValuePaise: changeOrder.totalPaise };
  });
}

/** The staff words for how a sent change order's difference is paid. */
export const spreadWords = (spread: ChangeOrderSpread) =>
  spread === 'own_milestone' ? 'as a milestone of its own' : 'over the milestones not yet invoiced';

/** A change order with its project, for its e-mails. */
export async function changeOrderFacts(db: Database, changeOrderId: string) {
  const [row] = await db
    .select({ changeOrder: changeOrders, project: customerProjects })
    .from(changeOrders)
    .innerJoin(customerProjects, eq(customerProjects.id, changeOrders.projectId))
    .where(eq(changeOrders.id, changeOrderId));
  return row ?? null;
}

export type ChangeOrderListItem = Pick<ChangeOrderRow, 'id' | 'number' | 'status' | 'deltaPaise' | 'totalPaise' | 'spread'> & {
  sentAt: string | null;
  acceptedAt: string | null;
};

/** A project's change orders, oldest first, as its page lists them. */
export async function projectChangeOrders(db: Database, projectId: string): Promise<ChangeOrderListItem[]> {
  const rows = await db.select().from(changeOrders).where(eq(changeOrders.projectId, projectId)).orderBy(changeOrders.number);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    deltaPaise: row.deltaPaise,
    totalPaise: row.totalPaise,
    spread: row.spread,
    sentAt: row.sentAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  }));
}
