// Change orders on both drivers: sent against the contract's lines, accepted with the e-mailed code
// under the quotation's caps; accepting moves the project's value and its milestones at once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { setStudioDetails } from '../../../../tests/support/billing.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { installJobQueues } from '../../../../tests/support/jobs.ts';
import { auditLog, changeOrders, contactSubmissions, customerProjects, leadEvents, projectMilestones } from '#db/schema.ts';
import {
  acceptChangeOrder,
  issueChangeOrderCode,
  openChangeOrder,
  sendChangeOrder,
} from '#app/features/billing/change-orders/change-orders.server.ts';
import { CHANGE_ORDER_TEXTS } from '#app/features/billing/change-orders/change-order.ts';
import { composeChangeOrderMail } from '#app/features/billing/change-orders/change-order-mail.server.ts';
import { issueTaxInvoice } from '#app/features/billing/documents.server.ts';
import { createQuotation, saveDraft, sendDraft } from '#app/features/sales/quotation/quotation.server.ts';
import { acceptQuotation, issueAcceptanceCode, QUOTATION_CODE_CAPS } from '#app/features/sales/quotation/quotation-acceptance.server.ts';
import { editableVersion } from '#app/features/sales/quotation/quotation-versions.server.ts';
import type { QuotationSection } from '#app/features/sales/quotation/quotation.ts';

const wardrobe = { item: 'Wardrobe', description: '', quantity: 40, unit: 'sq ft', ratePaise: 150_000 };
const MAIL_CONTEXT = { siteUrl: 'https://aangan.example', secrets: ['a session secret of at least thirty-two characters'] };
const loft = { item: 'Loft', description: 'BWP plywood', quantity: 1, unit: 'nos', ratePaise: 2_000_000 };

describe.each(drivers)('change orders on %s', (driver) => {
  let database: TestDatabase;
  let asha: string;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await installJobQueues(database);
    asha = (await insertStaffUser(db(), 'asha-co@example.com', 'admin')).id;
    await setStudioDetails(db());
  });
  afterAll(async () => database?.cleanup());

  /** A project from a quotation accepted online: one wardrobe, ₹60,000 + GST, three milestones. */
  async function project(email: string) {
    const [lead] = await db()
      .insert(contactSubmissions)
      .values({ name: 'Kavya Iyer', email, phone: '+91 90000 22222', location: 'Koramangala' })
      .returning({ id: contactSubmissions.id });
    await createQuotation(db(), { leadId: lead!.id, from: 'blank', actorId: asha });
    const draft = await editableVersion(db(), lead!.id);
    draft!.content.sections = [{ title: 'Bedroom', lines: [wardrobe] }];
    draft!.content.paymentSchedule = [
      { label: 'On booking', percent: 10 },
      { label: 'On design sign-off', percent: 40 },
      { label: 'Before installation', percent: 50 },
    ];
    await saveDraft(db(), { leadId: lead!.id, content: draft!.content, actorId: asha });
    const sent = await sendDraft(db(), { leadId: lead!.id, actorId: asha });
    if (!sent.ok) throw new Error('not sent');
    const code = await issueAcceptanceCode(db(), { token: sent.token });
    if (!code.ok) throw new Error('no code');
    const accepted = await acceptQuotation(db(), {
      token: sent.token,
      name: 'Kavya Iyer',
      code: code.code,
      ip: '203.0.113.9',
      userAgent: null,
    });
    if (!accepted.ok) throw new Error('not accepted');
    const [row] = await db().select().from(customerProjects).where(eq(customerProjects.leadId, lead!.id));
    return row!;
  }

  const milestonesOf = (projectId: string) =>
    db().select().from(projectMilestones).where(eq(projectMilestones.projectId, projectId)).orderBy(projectMilestones.position);

  const withLoft: QuotationSection[] = [{ title: 'Bedroom', lines: [wardrobe, loft] }];

  it('sends the new lines priced with GST, and the customer accepts with the e-mailed code: value and open milestones rise', async () => {
    const p = await project('co-1@example.com');
    // The first milestone is invoiced: it must not move.
    const before = await milestonesOf(p.id);
    await issueTaxInvoice(db(), before[0]!.id, asha);
    const sent = await sendChangeOrder(db(), { projectId: p.id, input: { sections: withLoft, spread: 'open_milestones' }, actorId: asha });
    if (!sent.ok || !('token' in sent)) throw new Error(JSON.stringify(sent));
    // ₹20,000 + 18% GST.
    expect(sent.changeOrder).toMatchObject({ number: 1, status: 'sent', totalPaise: 9_440_000, deltaPaise: 2_360_000 });
    const opened = await openChangeOrder(db(), sent.token);
    expect(opened?.priced.changes).toEqual([{ kind: 'added', section: 'Bedroom', item: 'Loft', amountPaise: 2_000_000 }]);
    expect(opened).toMatchObject({ previousValuePaise: 7_080_000, blocked: null, project: { originalValuePaise: 7_080_000 } });
    // Nothing moves before the customer accepts.
    const [unchanged] = await db().select().from(customerProjects).where(eq(customerProjects.id, p.id));
    expect(unchanged!.currentValuePaise).toBe(7_080_000);

    const code = await issueChangeOrderCode(db(), { token: sent.token });
    if (!code.ok) throw new Error('no code');
    const wrong = await acceptChangeOrder(db(), {
      token: sent.token,
      name: 'Kavya Iyer',
      code: code.code === '000000' ? '111111' : '000000',
      ip: '203.0.113.9',
    });
    expect(wrong).toEqual({ ok: false, reason: 'wrong-code', triesLeft: 4 });
    expect((await db().select().from(customerProjects).where(eq(customerProjects.id, p.id)))[0]!.currentValuePaise).toBe(7_080_000);

    const accepted = await acceptChangeOrder(db(), { token: sent.token, name: 'Kavya Iyer', code: code.code, ip: '203.0.113.9' });
    expect(accepted).toMatchObject({ ok: true, currentValuePaise: 9_440_000 });
    const [after] = await db().select().from(customerProjects).where(eq(customerProjects.id, p.id));
    expect(after).toMatchObject({ originalValuePaise: 7_080_000, currentValuePaise: 9_440_000 });
    const milestones = await milestonesOf(p.id);
    expect(milestones).toHaveLength(3);
    expect(milestones.reduce((sum, m) => sum + m.amountPaise, 0)).toBe(9_440_000);
    // Its amounts stand; only what the database keeps of its invoice moved (decision 168).
    expect(milestones[0]).toEqual({
      ...before[0],
      status: 'invoiced',
      invoicedPaise: before[0]!.amountPaise,
      invoicedAt: expect.any(Date),
      askedOn: expect.any(String),
      owingPaise: before[0]!.amountPaise,
    });
    expect(milestones[1]!.amountPaise).toBeGreaterThan(before[1]!.amountPaise);
    expect(milestones[2]!.amountPaise).toBeGreaterThan(before[2]!.amountPaise);
    const [row] = await db().select().from(changeOrders).where(eq(changeOrders.id, sent.changeOrder.id));
    expect(row).toMatchObject({ status: 'accepted', acceptedName: 'Kavya Iyer', acceptedIp: '203.0.113.9' });
    const events = await db()
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, p.leadId), eq(leadEvents.kind, 'edited')));
    expect(events.map((event) => event.details)).toEqual([
      { field: 'Contract value (change order 1, accepted by Kavya Iyer)', from: '₹70,800', to: '₹94,400' },
    ]);
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, p.id));
    expect(audits.map((entry) => entry.action)).toEqual(expect.arrayContaining(['change_order.send', 'change_order.accept']));
    // The customer's confirmation, and word to the admins (this lead has no assignee).
    const confirmation = await composeChangeOrderMail(db(), { kind: 'confirmation', changeOrderId: sent.changeOrder.id }, MAIL_CONTEXT);
    expect(confirmation).toMatchObject({ to: ['co-1@example.com'], subject: expect.stringContaining('Change order 1 accepted') });
    expect(confirmation!.text).toContain('+₹23,600');
    expect(confirmation!.text).toContain('₹94,400');
    const news = await composeChangeOrderMail(db(), { kind: 'accepted', changeOrderId: sent.changeOrder.id }, MAIL_CONTEXT);
    expect(news).toMatchObject({ to: ['asha-co@example.com'], subject: 'Change order 1 accepted by Kavya Iyer' });
    expect(news!.text).toContain(`https://aangan.example/admin/customer-projects/${p.id}`);
    // Once accepted, the link shows it and accepts nothing more.
    expect(await issueChangeOrderCode(db(), { token: sent.token })).toEqual({ ok: false, reason: 'accepted' });

    // The next change order starts from this one's lines.
    const next = await sendChangeOrder(db(), { projectId: p.id, input: { sections: withLoft, spread: 'open_milestones' }, actorId: asha });
    expect(next).toEqual({ ok: false, fieldErrors: { sections: [CHANGE_ORDER_TEXTS.unchanged] } });
  });

  it('adds the difference as a milestone of its own, and a newer change order withdraws the one waiting', async () => {
    const p = await project('co-2@example.com');
    const first = await sendChangeOrder(db(), { projectId: p.id, input: { sections: withLoft, spread: 'open_milestones' }, actorId: asha });
    const second = await sendChangeOrder(db(), { projectId: p.id, input: { sections: withLoft, spread: 'own_milestone' }, actorId: asha });
    if (!first.ok || !('token' in first) || !second.ok || !('token' in second)) throw new Error('not sent');
    expect(second.changeOrder.number).toBe(2);
    expect((await openChangeOrder(db(), first.token))?.blocked).toBe('revoked');
    expect(await issueChangeOrderCode(db(), { token: first.token })).toEqual({ ok: false, reason: 'revoked' });

    const code = await issueChangeOrderCode(db(), { token: second.token });
    if (!code.ok) throw new Error('no code');
    expect(await acceptChangeOrder(db(), { token: second.token, name: 'Kavya Iyer', code: code.code, ip: '203.0.113.9' })).toMatchObject({
      ok: true,
    });
    const milestones = await milestonesOf(p.id);
    expect(milestones.map((m) => [m.label, m.amountPaise, m.changeOrderId])).toEqual([
      ['On booking', 708_000, null],
      ['On design sign-off', 2_832_000, null],
      ['Before installation', 3_540_000, null],
      ['Change order 2', 2_360_000, second.changeOrder.id],
    ]);
    expect(milestones[3]).toMatchObject({ taxablePaise: 2_000_000, cgstPaise: 180_000, sgstPaise: 180_000, igstPaise: 0 });
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const p = await project('co-3@example.com');
    const bad = await sendChangeOrder(db(), {
      projectId: p.id,
      input: { sections: [{ title: 'Bedroom', lines: [{ ...loft, quantity: -1 }] }], spread: 'sometime' },
      actorId: asha,
    });
    expect(bad.ok).toBe(false);
    expect(Object.keys('fieldErrors' in bad ? bad.fieldErrors : {})).toEqual(
      expect.arrayContaining(['spread', 'sections.0.lines.0.quantity']),
    );
    expect(await db().select().from(changeOrders).where(eq(changeOrders.projectId, p.id))).toEqual([]);
    expect(await openChangeOrder(db(), 'A'.repeat(43))).toBeNull();
  });

  it('keeps the quotation’s caps: codes per hour, and five wrong tries end a code', async () => {
    const p = await project('co-4@example.com');
    const sent = await sendChangeOrder(db(), { projectId: p.id, input: { sections: withLoft, spread: 'open_milestones' }, actorId: asha });
    if (!sent.ok || !('token' in sent)) throw new Error('not sent');
    let code = await issueChangeOrderCode(db(), { token: sent.token });
    if (!code.ok) throw new Error('no code');
    const wrongCode = code.code === '000000' ? '111111' : '000000';
    for (let tries = 4; tries >= 1; tries--)
      expect(await acceptChangeOrder(db(), { token: sent.token, name: 'Kavya Iyer', code: wrongCode, ip: '203.0.113.9' })).toEqual({
        ok: false,
        reason: 'wrong-code',
        triesLeft: tries,
      });
    expect(await acceptChangeOrder(db(), { token: sent.token, name: 'Kavya Iyer', code: wrongCode, ip: '203.0.113.9' })).toEqual({
      ok: false,
      reason: 'code-ended',
    });
    expect(await acceptChangeOrder(db(), { token: sent.token, name: 'Kavya Iyer', code: code.code, ip: '203.0.113.9' })).toEqual({
      ok: false,
      reason: 'no-code',
    });
    for (let issued = 1; issued < QUOTATION_CODE_CAPS.codes.hour; issued++) {
      code = await issueChangeOrderCode(db(), { token: sent.token });
      expect(code.ok).toBe(true);
    }
    expect(await issueChangeOrderCode(db(), { token: sent.token })).toMatchObject({ ok: false, reason: 'too-many' });
    const [still] = await db().select().from(customerProjects).where(eq(customerProjects.id, p.id));
    expect(still!.currentValuePaise).toBe(7_080_000);
  });
});
