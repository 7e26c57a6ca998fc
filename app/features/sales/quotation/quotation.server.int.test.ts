// Quotations on both drivers: made from a lead's estimate, totalled, taxed and rounded in whole
// paise as stored; versions frozen when sent and a new draft after; the customer's link and
// acceptance by e-mailed code (wrong codes, an older version, an expired or revoked link).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { installJobQueues } from '../../../../tests/support/jobs.ts';
import { kitchenEstimateFields } from '../../../../tests/support/leads.ts';
import { auditLog, contactSubmissions, leadEvents, quotationLines, quotationVersions } from '#db/schema.ts';
import { leadEstimate } from '#app/features/pricing/lead-estimate.ts';
import { parseEstimateInput } from '#app/features/pricing/estimate-input.ts';
import { defaultRateCard } from '#content/rate-card.ts';
import { createQuotation, revokeLink, saveDraft, sendDraft } from '#app/features/sales/quotation/quotation.server.ts';
import {
  acceptQuotation,
  acceptedVsEstimateMedian,
  issueAcceptanceCode,
  openByToken,
} from '#app/features/sales/quotation/quotation-acceptance.server.ts';
import { readStudioSettings, saveStudioSettings } from '#app/features/sales/quotation/quotation-settings.server.ts';
import { editableVersion, readLeadQuotation } from '#app/features/sales/quotation/quotation-versions.server.ts';
import { totalQuotation } from '#app/features/sales/quotation/quotation.ts';

const DAY = 24 * 3_600_000;

describe.each(drivers)('quotations on %s', (driver) => {
  let database: TestDatabase;
  let asha: string;
  const db = () => database.db;

  const insertLead = async (name: string, withEstimate: boolean, location = 'HSR Layout, Bengaluru') => {
    const input = parseEstimateInput(kitchenEstimateFields);
    const [row] = await db()
      .insert(contactSubmissions)
      .values({
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        phone: '+91 90000 00000',
        location,
        estimate: withEstimate && input.ok ? leadEstimate(input.input, defaultRateCard) : null,
      })
      .returning({ id: contactSubmissions.id });
    return row!.id;
  };
  const lead = async (id: string) => (await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0]!;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await installJobQueues(database);
    asha = (await insertStaffUser(db(), 'asha@example.com', 'admin')).id;
  });
  afterAll(async () => database?.cleanup());

  it("is not sent before 'Quotation settings' has the studio's legal name, address and GSTIN", async () => {
    const id = await insertLead('Kiran Early', false);
    await createQuotation(db(), { leadId: id, from: 'blank', actorId: asha });
    expect(await sendDraft(db(), { leadId: id, actorId: asha })).toEqual({
      ok: false,
      reason: 'no-studio-details',
      missing: ['legal name', 'address', 'GSTIN'],
    });
    expect((await lead(id)).stage).toBe('new');
    const settings = await readStudioSettings(db());
    await saveStudioSettings(db(), { settings: { ...settings, legalName: 'Aangan Interiors LLP', address: 'Indiranagar' }, actorId: asha });
    expect(await sendDraft(db(), { leadId: id, actorId: asha })).toMatchObject({ ok: false, missing: ['GSTIN'] });
    await saveStudioSettings(db(), { settings: { ...settings, legalName: '', address: '', gstin: '' }, actorId: asha });
  });

  it("carries the site's extra 5% for booking within 24 hours when the quotation is made within 24 hours of the enquiry", async () => {
    const today = await insertLead('Divya Today', true);
    const earlier = await insertLead('Gopal Earlier', true);
    const now = new Date();
    await db()
      .update(contactSubmissions)
      .set({ createdAt: new Date(now.getTime() - 25 * 3_600_000) })
      .where(eq(contactSubmissions.id, earlier));
    await createQuotation(db(), { leadId: today, from: 'estimate', actorId: asha, now });
    await createQuotation(db(), { leadId: earlier, from: 'estimate', actorId: asha, now });
    // 10% off, then 5% off what is left: 14.5% off, the estimate's 'If you book within 24 hours'.
    const fresh = (await editableVersion(db(), today))!;
    expect(fresh.content.discount).toEqual({ kind: 'percent', basisPoints: 1450 });
    const estimate = (await lead(today)).estimate!;
    const totals = totalQuotation(fresh.content);
    expect(Math.abs(totals.taxablePaise - estimate.earlyBooking.total * 100)).toBeLessThanOrEqual(100);
    expect(totals.discountLabel).toBe('Discount 14.5%');
    expect((await editableVersion(db(), earlier))!.content.discount).toEqual({ kind: 'percent', basisPoints: 1000 });
  });

  it('starts from the estimate, stores its totals, taxes and rounding, and versions what is sent', async () => {
    await saveStudioSettings(db(), {
      settings: {
        ...(await readStudioSettings(db())),
        legalName: 'Aangan Interiors LLP',
        gstin: '29ABCDE1234F1Z5',
        address: 'Indiranagar, Bengaluru',
      },
      actorId: asha,
    });
    const id = await insertLead('Priya Kitchen', true);
    const estimate = (await lead(id)).estimate!;
    expect(
      await createQuotation(db(), { leadId: id, from: 'estimate', actorId: asha, now: new Date('2026-11-26T06:00:00Z') }),
    ).toMatchObject({ created: true });
    const first = await editableVersion(db(), id);
    expect(first!.number).toBe(1);
    // The estimate's lines, at its rates, in paise; the site's 10% offer as the discount; Karnataka taxes.
    expect(first!.content.sections[0]!.lines.map((line) => [line.item, line.quantity, line.ratePaise])).toEqual(
      estimate.items.map((item) => [item.item, item.quantity, item.rate * 100]),
    );
    expect(first!.content.discount).toEqual({ kind: 'percent', basisPoints: 1000 });
    expect(first!.content.validUntil).toBe('2026-12-11');
    expect(totalQuotation(first!.content).taxablePaise).toBe(estimate.total * 100);

    // A line changed (a quantity with a fraction) and one added: rounding to the paisa shows.
    const content = structuredClone(first!.content);
    content.sections[0]!.lines[0]!.quantity = 12.75;
    content.sections.push({
      title: 'Utility',
      lines: [{ item: 'Loft', description: 'BWP ply', quantity: 1, unit: 'unit', ratePaise: 1_234_567 }],
    });
    const saved = await saveDraft(db(), { leadId: id, content, actorId: asha });
    if (saved === 'accepted') throw new Error('not saved');
    const totals = totalQuotation(content);
    expect(saved).toMatchObject({ number: 1, totalPaise: totals.totalPaise });
    expect(totals.taxes.map((tax) => tax.label)).toEqual(['CGST 9%', 'SGST 9%']);
    const [stored] = await db().select().from(quotationVersions).where(eq(quotationVersions.id, saved!.versionId));
    expect(stored).toMatchObject({
      subtotalPaise: totals.subtotalPaise,
      discountPaise: totals.discountPaise,
      taxPaise: totals.taxes[0]!.amountPaise * 2,
      totalPaise: totals.subtotalPaise - totals.discountPaise + totals.taxes[0]!.amountPaise * 2,
    });
    const lines = await db().select().from(quotationLines).where(eq(quotationLines.versionId, saved!.versionId));
    expect(lines.map((line) => line.amountPaise).reduce((a, b) => a + b, 0)).toBe(totals.subtotalPaise);
    expect((await lead(id)).valuePaise).toBe(totals.totalPaise);

    // 'Send to customer' freezes v1, moves the lead to 'Quotation sent', records it.
    const sent = await sendDraft(db(), { leadId: id, actorId: asha });
    expect(sent).toMatchObject({ ok: true, number: 1, email: 'priya.kitchen@example.com' });
    expect(await lead(id)).toMatchObject({ stage: 'quotation_sent', status: 'contacted' });
    const opened = await openByToken(db(), sent.ok ? sent.token : '');
    expect(opened!.blocked).toBeNull();
    expect(opened!.version.studio).toEqual({
      legalName: 'Aangan Interiors LLP',
      address: 'Indiranagar, Bengaluru',
      gstin: '29ABCDE1234F1Z5',
    });
    expect(opened!.version.totals.totalPaise).toBe(totals.totalPaise);
    // Only the link's hash is stored.
    const [frozen] = await db().select().from(quotationVersions).where(eq(quotationVersions.id, saved!.versionId));
    expect(frozen!.linkHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(frozen)).not.toContain(sent.ok ? sent.token : 'x');

    // Editing after sending makes draft v2; v1 stays as sent.
    const next = await editableVersion(db(), id);
    expect(next).toMatchObject({ number: 2, sent: true });
    next!.content.sections[1]!.lines[0]!.ratePaise = 1_000_000;
    expect(await saveDraft(db(), { leadId: id, content: next!.content, actorId: asha })).toMatchObject({ number: 2 });
    const quotation = await readLeadQuotation(db(), id);
    expect(quotation!.versions.map((version) => [version.number, Boolean(version.sentAt)])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(quotation!.versions[0]!.changesFromPrevious).toEqual([
      { kind: 'changed', section: 'Utility', item: 'Loft', fields: ['rate'], fromPaise: 1_234_567, toPaise: 1_000_000 },
    ]);
    expect(quotation!.versions[1]!.changesFromEstimate).toEqual([
      expect.objectContaining({ kind: 'changed', item: estimate.items[0]!.item, fields: ['quantity'] }),
      { kind: 'added', section: 'Utility', item: 'Loft', amountPaise: 1_234_567 },
    ]);
    const events = await db()
      .select({ kind: leadEvents.kind })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, id), eq(leadEvents.kind, 'quotation_sent')));
    expect(events).toHaveLength(1);
    const audits = await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id));
    // Sending moved the lead to 'Quotation sent': that move is audited as the member's too.
    expect(audits.map((row) => row.action)).toEqual([
      'quotation.create',
      'quotation.save',
      'lead.stage',
      'quotation.send',
      'quotation.save',
    ]);
  });

  it('charges IGST for a site outside Karnataka and starts blank without an estimate', async () => {
    const id = await insertLead('Chennai Flat', false, 'Anna Nagar, Chennai 600040');
    await createQuotation(db(), { leadId: id, from: 'estimate', actorId: asha });
    const draft = await editableVersion(db(), id);
    expect(draft!.content.siteState).toBe('other');
    expect(draft!.content.sections[0]!.lines).toHaveLength(1);
    draft!.content.sections[0]!.lines[0] = { item: 'Wardrobe', description: '', quantity: 33.33, unit: 'sq ft', ratePaise: 150_001 };
    await saveDraft(db(), { leadId: id, content: draft!.content, actorId: asha });
    const totals = totalQuotation((await editableVersion(db(), id))!.content);
    // 33.33 x ₹1,500.01 = 4,999,533.33 paise, rounded to 4,999,533; IGST 18% of it 899,915.94 → 899,916.
    expect(totals.subtotalPaise).toBe(4_999_533);
    expect(totals.taxes).toEqual([{ label: 'IGST 18%', percent: 18, exactPaise: 899_915.94, amountPaise: 899_916, roundingPaise: 0.06 }]);
  });

  it('is accepted online with the e-mailed code, once, and never on an older version, an expired or a revoked link', async () => {
    const id = await insertLead('Arjun Accepts', true);
    await createQuotation(db(), { leadId: id, from: 'estimate', actorId: asha });
    const v1 = await sendDraft(db(), { leadId: id, actorId: asha });
    if (!v1.ok) throw new Error('not sent');
    const who = { name: 'Arjun Rao', ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (iPhone)' };

    // No code asked for yet.
    expect(await acceptQuotation(db(), { token: v1.token, code: '000000', ...who })).toEqual({ ok: false, reason: 'no-code' });
    const issued = await issueAcceptanceCode(db(), { token: v1.token });
    if (!issued.ok) throw new Error('no code');
    expect(issued.code).toMatch(/^\d{6}$/);
    expect(issued.email).toBe('arjun.accepts@example.com');
    const wrong = issued.code === '111111' ? '222222' : '111111';
    // Five wrong codes end that code: the right one no longer works.
    for (const left of [4, 3, 2, 1])
      expect(await acceptQuotation(db(), { token: v1.token, code: wrong, ...who })).toEqual({
        ok: false,
        reason: 'wrong-code',
        triesLeft: left,
      });
    expect(await acceptQuotation(db(), { token: v1.token, code: wrong, ...who })).toEqual({ ok: false, reason: 'code-ended' });
    expect(await acceptQuotation(db(), { token: v1.token, code: issued.code, ...who })).toEqual({ ok: false, reason: 'no-code' });

    // v2 sent: v1 can no longer be accepted and says so.
    const draft = await editableVersion(db(), id);
    await saveDraft(db(), { leadId: id, content: draft!.content, actorId: asha });
    const v2 = await sendDraft(db(), { leadId: id, actorId: asha });
    if (!v2.ok) throw new Error('not sent');
    expect((await openByToken(db(), v1.token))!.blocked).toBe('superseded');
    expect(await issueAcceptanceCode(db(), { token: v1.token })).toEqual({ ok: false, reason: 'superseded' });

    // v2 with a fresh code: accepted, recorded, the lead won.
    const code = await issueAcceptanceCode(db(), { token: v2.token });
    if (!code.ok) throw new Error('no code');
    const accepted = await acceptQuotation(db(), { token: v2.token, code: code.code, ...who });
    expect(accepted).toMatchObject({ ok: true, number: 2 });
    const [row] = await db().select().from(quotationVersions).where(eq(quotationVersions.id, v2.versionId));
    expect(row).toMatchObject({ acceptedName: 'Arjun Rao', acceptedIp: '203.0.113.9', acceptedUserAgent: 'Mozilla/5.0 (iPhone)' });
    expect(row!.acceptedHash).toBe(row!.contentHash);
    expect(row!.acceptedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await lead(id)).toMatchObject({ stage: 'won', status: 'converted' });
    expect((await openByToken(db(), v2.token))!.version.accepted).toMatchObject({ name: 'Arjun Rao' });
    expect(await issueAcceptanceCode(db(), { token: v2.token })).toEqual({ ok: false, reason: 'accepted' });
    const events = await db()
      .select({ kind: leadEvents.kind, actorId: leadEvents.actorId })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, id), eq(leadEvents.kind, 'quotation_accepted')));
    expect(events).toEqual([{ kind: 'quotation_accepted', actorId: null }]);

    // Revoked and expired links.
    const other = await insertLead('Revoked Link', true);
    await createQuotation(db(), { leadId: other, from: 'estimate', actorId: asha });
    const sent = await sendDraft(db(), { leadId: other, actorId: asha });
    if (!sent.ok) throw new Error('not sent');
    expect((await openByToken(db(), sent.token, new Date(Date.now() + 91 * DAY)))!.blocked).toBe('expired');
    expect((await openByToken(db(), sent.token, new Date(Date.now() + 16 * DAY)))!.blocked).toBe('validity');
    expect(await revokeLink(db(), { leadId: other, number: 1, actorId: asha })).toBe(true);
    expect((await openByToken(db(), sent.token))!.blocked).toBe('revoked');
    expect(await issueAcceptanceCode(db(), { token: sent.token })).toEqual({ ok: false, reason: 'revoked' });
    expect(await openByToken(db(), 'x'.repeat(43))).toBeNull();

    // The figure for 'Reports': accepted totals against the first estimate; made within 24 hours of
    // the enquiry, the quotation carried the extra 5% for booking early.
    const figure = await acceptedVsEstimateMedian(db(), { from: new Date(Date.now() - DAY), to: new Date(Date.now() + DAY) });
    expect(figure).toEqual({ medianPercent: -5, quotations: 1 });
  });
});
