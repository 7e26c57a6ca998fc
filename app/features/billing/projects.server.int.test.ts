// A project for every accepted quotation, on both drivers: the customer's acceptance creates it
// with one milestone per stage adding up to the contract; the same version twice is one project;
// 'Projects' lists it with the amounts invoiced, received and due and the next milestone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../tests/support/users.ts';
import { acceptedVersion, setStudioDetails } from '../../../tests/support/billing.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { installJobQueues } from '../../../tests/support/jobs.ts';
import { auditLog, contactSubmissions, customerProjects, leadEvents, media, projectMilestones } from '#db/schema.ts';
import { GSTIN_TEXTS } from '#app/features/billing/gstin.ts';
import {
  createProjectForAcceptedVersion,
  listProjects,
  markAcceptedOffline,
  PLACE_OF_SUPPLY_TEXTS,
  projectSummary,
  setCustomerGstin,
  setPlaceOfSupply,
} from '#app/features/billing/projects.server.ts';
import { recordPayment } from '#app/features/billing/payments.server.ts';
import { issueTaxInvoice } from '#app/features/billing/documents.server.ts';
import { createQuotation, saveDraft, sendDraft } from '#app/features/sales/quotation/quotation.server.ts';
import { acceptQuotation, issueAcceptanceCode } from '#app/features/sales/quotation/quotation-acceptance.server.ts';
import { editableVersion } from '#app/features/sales/quotation/quotation-versions.server.ts';

describe.each(drivers)('projects on %s', (driver) => {
  let database: TestDatabase;
  let asha: string;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await installJobQueues(database);
    asha = (await insertStaffUser(db(), 'asha@example.com', 'admin')).id;
    await setStudioDetails(db());
  });
  afterAll(async () => database?.cleanup());

  it('creates the project when the customer accepts online, its milestones adding up to the contract', async () => {
    const [lead] = await db()
      .insert(contactSubmissions)
      .values({ name: 'Kavya Iyer', email: 'kavya@example.com', phone: '+91 90000 22222', location: 'Koramangala' })
      .returning({ id: contactSubmissions.id });
    await createQuotation(db(), { leadId: lead!.id, from: 'blank', actorId: asha });
    const draft = await editableVersion(db(), lead!.id);
    draft!.content.sections[0]!.lines[0] = { item: 'Wardrobe', description: '', quantity: 40, unit: 'sq ft', ratePaise: 150_000 };
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
    expect(accepted.ok).toBe(true);

    const [project] = await db().select().from(customerProjects).where(eq(customerProjects.leadId, lead!.id));
    expect(project).toMatchObject({
      customerName: 'Kavya Iyer',
      placeOfSupply: '29',
      contractVersionId: sent.versionId,
      acceptedOffline: false,
    });
    // 40 sq ft at ₹1,500: ₹60,000 plus 18% GST.
    expect(project!.currentValuePaise).toBe(7_080_000);
    const milestones = await db()
      .select()
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, project!.id))
      .orderBy(projectMilestones.position);
    expect(milestones.map((m) => m.label)).toEqual(draft!.content.paymentSchedule.map((stage) => stage.label));
    expect(milestones.reduce((sum, m) => sum + m.amountPaise, 0)).toBe(7_080_000);
    expect(milestones.reduce((sum, m) => sum + m.taxablePaise, 0)).toBe(6_000_000);
    expect(milestones.every((m) => m.igstPaise === 0 && m.cgstPaise === m.sgstPaise && m.status === 'open')).toBe(true);
    const events = await db().select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id));
    expect(events.find((event) => event.kind === 'project_created')?.details).toMatchObject({
      projectId: project!.id,
      valuePaise: 7_080_000,
      milestones: milestones.length,
    });
  });

  it('makes one project of the same version however often it is asked', async () => {
    const { versionId } = await acceptedVersion(db(), { name: 'Twice Accepted' });
    const first = await db().transaction((tx) => createProjectForAcceptedVersion(tx, versionId, { offline: true, by: asha }));
    const second = await db().transaction((tx) => createProjectForAcceptedVersion(tx, versionId, { offline: true, by: asha }));
    expect(first.created).toBe(true);
    expect(second).toEqual({ project: first.project, created: false });
    expect(await db().select().from(customerProjects).where(eq(customerProjects.contractVersionId, versionId))).toHaveLength(1);
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, first.project.id));
    expect(audits.map((entry) => entry.action)).toEqual(['project.create']);
  });

  it('takes the place of supply of a site outside Karnataka from its address, or waits for it', async () => {
    const kerala = await acceptedVersion(db(), { name: 'Kochi Client', siteState: 'other', location: 'Marine Drive, Kochi, Kerala' });
    const unknown = await acceptedVersion(db(), { name: 'Far Client', siteState: 'other', location: 'Near the old temple' });
    const a = await db().transaction((tx) => createProjectForAcceptedVersion(tx, kerala.versionId));
    const b = await db().transaction((tx) => createProjectForAcceptedVersion(tx, unknown.versionId));
    expect(a.project.placeOfSupply).toBe('32');
    expect(b.project.placeOfSupply).toBeNull();
    const milestones = await db().select().from(projectMilestones).where(eq(projectMilestones.projectId, a.project.id));
    expect(milestones.every((m) => m.cgstPaise === 0 && m.sgstPaise === 0 && m.igstPaise > 0)).toBe(true);
    expect(milestones.reduce((sum, m) => sum + m.amountPaise, 0)).toBe(kerala.totalPaise);

    expect(await setPlaceOfSupply(db(), b.project.id, '29', asha)).toEqual({
      ok: false,
      fieldErrors: { placeOfSupply: [PLACE_OF_SUPPLY_TEXTS.karnataka] },
    });
    expect(await setPlaceOfSupply(db(), b.project.id, '99', asha)).toEqual({
      ok: false,
      fieldErrors: { placeOfSupply: [PLACE_OF_SUPPLY_TEXTS.state] },
    });
    expect(await setPlaceOfSupply(db(), b.project.id, '33', asha)).toEqual({ ok: true });
    const [named] = await db().select().from(customerProjects).where(eq(customerProjects.id, b.project.id));
    expect(named!.placeOfSupply).toBe('33');
  });

  it('sums what is invoiced, received and due, and names the next milestone, in the summary and the list', async () => {
    const sales = (await insertStaffUser(db(), 'ravi@example.com', 'sales')).id;
    const { leadId, versionId } = await acceptedVersion(db(), { name: 'Listed Client', taxablePaise: 1_000_000 });
    await db().update(contactSubmissions).set({ assignedTo: sales }).where(eq(contactSubmissions.id, leadId));
    const { project } = await db().transaction((tx) => createProjectForAcceptedVersion(tx, versionId));
    const [booking, design] = await db()
      .select()
      .from(projectMilestones)
      .where(eq(projectMilestones.projectId, project.id))
      .orderBy(projectMilestones.position);
    // ₹11,800 in all: 10% booking is ₹1,180, paid; design (40%, ₹4,720) invoiced, ₹1,000 of it paid.
    await recordPayment(
      db(),
      { milestoneId: booking!.id, amountPaise: booking!.amountPaise, receivedOn: '2026-11-20', mode: 'cash' },
      asha,
    );
    await issueTaxInvoice(db(), design!.id, asha);
    await recordPayment(
      db(),
      { milestoneId: design!.id, amountPaise: 100_000, receivedOn: '2026-11-21', mode: 'upi', reference: 'UTR123' },
      asha,
    );

    const summary = await projectSummary(db(), project.id);
    expect(summary).toMatchObject({ invoicedPaise: 472_000, receivedPaise: 118_000 + 100_000, duePaise: 372_000 });
    expect(summary!.nextMilestone).toMatchObject({ id: design!.id, receivedPaise: 100_000, invoicedDuePaise: 372_000, status: 'invoiced' });

    const mine = await listProjects(db(), { assignedTo: sales, page: 1 });
    expect(mine.total).toBe(1);
    expect(mine.rows[0]).toMatchObject({
      id: project.id,
      customerName: 'Listed Client',
      currentValuePaise: 1_180_000,
      invoicedPaise: 472_000,
      receivedPaise: 218_000,
      duePaise: 372_000,
      nextMilestone: { id: design!.id, label: 'On design sign-off', amountPaise: 472_000, status: 'invoiced' },
    });
    const all = await listProjects(db(), { page: 1 });
    expect(all.rows[0]!.id).toBe(project.id);
    expect(all.total).toBeGreaterThanOrEqual(4);
  });

  it('marks a sent version accepted from a signed copy: the lead is won and its project is offline, with the scan', async () => {
    const { leadId, versionId } = await acceptedVersion(db(), { name: 'Paper Signer', acceptedAt: null });
    const [scan] = await db()
      .insert(media)
      .values({
        fileName: 'signed-copy.webp',
        contentType: 'image/webp',
        width: 40,
        height: 30,
        bytes: 4,
        data: new Uint8Array([1, 2, 3, 4]),
      })
      .returning({ id: media.id });
    expect(await markAcceptedOffline(db(), { versionId, scanMediaId: '00000000-0000-4000-8000-000000000009', by: asha })).toEqual({
      ok: false,
      reason: 'scan',
    });
    const marked = await markAcceptedOffline(db(), { versionId, scanMediaId: scan!.id, by: asha });
    expect(marked.ok && marked.project).toMatchObject({ leadId, acceptedOffline: true, acceptanceScanMediaId: scan!.id, createdBy: asha });
    const [lead] = await db().select({ stage: contactSubmissions.stage }).from(contactSubmissions).where(eq(contactSubmissions.id, leadId));
    expect(lead!.stage).toBe('won');
    expect(await markAcceptedOffline(db(), { versionId, scanMediaId: scan!.id, by: asha })).toEqual({ ok: false, reason: 'accepted' });
  });

  it('keeps a customer’s GSTIN only when its format and check character hold', async () => {
    const { versionId } = await acceptedVersion(db(), { name: 'Company Client' });
    const { project } = await db().transaction((tx) => createProjectForAcceptedVersion(tx, versionId));
    expect(await setCustomerGstin(db(), project.id, '27AAPFU0939F1ZW', asha)).toEqual({
      ok: false,
      fieldErrors: { customerGstin: [GSTIN_TEXTS.checksum] },
    });
    expect(await setCustomerGstin(db(), project.id, '27 aapfu0939f1zv', asha)).toEqual({ ok: true });
    const [stored] = await db().select().from(customerProjects).where(eq(customerProjects.id, project.id));
    expect(stored!.customerGstin).toBe('27AAPFU0939F1ZV');
  });
});
