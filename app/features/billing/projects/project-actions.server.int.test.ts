// The project screens' reads and actions on both drivers: Sales see only their own leads'
// projects; 'Record payment' reads the amount as typed ('1,45,000'), asks before recording more
// than is due, and refuses a bad form with field messages and nothing stored; 'Issue invoice',
// 'Reverse payment' and 'Credit note' answer 409 when the state forbids them. A photo of the
// proof is kept with the payment, and dropped when the payment is not recorded.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { acceptedVersion, setStudioDetails } from '../../../../tests/support/billing.ts';
import { createTestDatabase, drivers, tempDir } from '../../../../tests/support/databases.ts';
import { cameraJpeg } from '../../../../tests/support/photos.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { contactSubmissions, customerProjects, media, payments, privateFiles, quotationVersions, taxDocuments } from '#db/schema.ts';
import { PHOTO_TEXTS } from '#app/lib/private-files/photo-rules.ts';
import { LOCAL_FOLDER, privateStoresFor } from '#app/lib/private-files/storage.server.ts';
import { createProjectForAcceptedVersion, projectSummary } from '#app/features/billing/projects.server.ts';
import { indiaDate } from '#app/features/billing/financial-year.ts';
import { PAYMENT_TEXTS } from '#app/features/billing/payment-forms.ts';
import { projectAction } from '#app/features/billing/projects/project-actions.server.ts';
import { markAcceptedFromForm } from '#app/features/billing/projects/mark-accepted.server.ts';
import { MARK_ACCEPTED_TEXTS, OFFLINE_ACCEPTANCE_TEXTS } from '#app/features/billing/projects/mark-accepted-form.ts';
import { documentPageFor, leadProject, projectPageFor, projectsFor } from '#app/features/billing/projects/project-page.server.ts';

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

describe.each(drivers)('project screens on %s', (driver) => {
  let database: TestDatabase;
  const db = () => database.db;
  let admin: { id: string; seesEveryProject: true };
  let sales: { id: string; seesEveryProject: false };
  let projectId: string;
  let otherProjectId: string;
  let leadId: string;
  let milestones: Array<{ id: string; amountPaise: number }>;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    admin = { id: (await insertStaffUser(db(), 'asha@example.com', 'admin')).id, seesEveryProject: true };
    sales = { id: (await insertStaffUser(db(), 'ravi@example.com', 'sales')).id, seesEveryProject: false };
    await setStudioDetails(db());
    // Ravi's lead: ₹10,00,000 taxable, 10/40/50.
    const mine = await acceptedVersion(db(), { name: 'Meera Rao', taxablePaise: 100_000_000 });
    leadId = mine.leadId;
    await db().update(contactSubmissions).set({ assignedTo: sales.id }).where(eq(contactSubmissions.id, mine.leadId));
    const other = await acceptedVersion(db(), { name: 'Kiran Shah' });
    const [one, two] = await db().transaction(async (tx) => [
      await createProjectForAcceptedVersion(tx, mine.versionId),
      await createProjectForAcceptedVersion(tx, other.versionId),
    ]);
    projectId = one!.project.id;
    otherProjectId = two!.project.id;
    milestones = (await projectSummary(db(), projectId))!.milestones;
  });
  afterAll(async () => database?.cleanup());

  it('shows Sales only the projects of their own leads, and an Admin every one', async () => {
    const theirs = await projectsFor(db(), sales, 1);
    expect(theirs.rows.map((row) => row.customerName)).toEqual(['Meera Rao']);
    expect(theirs.rows[0]!.originalValuePaise).toBe(118_000_000);
    expect((await projectsFor(db(), admin, 1)).total).toBe(2);
    expect(await projectPageFor(db(), otherProjectId, sales)).toBeNull();
    expect((await projectPageFor(db(), projectId, sales))!.milestones).toHaveLength(3);
    const refused = await projectAction(db(), {
      projectId: otherProjectId,
      intent: 'record-payment',
      form: form({ milestoneId: milestones[0]!.id, amount: '100', receivedOn: indiaDate(new Date()), mode: 'cash' }),
      member: sales,
    });
    expect(refused.status).toBe(404);
  });

  it('refuses a UPI payment without its UTR with the field message, storing nothing', async () => {
    const answer = await projectAction(db(), {
      projectId,
      intent: 'record-payment',
      form: form({ milestoneId: milestones[0]!.id, amount: '1,000', receivedOn: indiaDate(new Date()), mode: 'upi', reference: '' }),
      member: sales,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ reference: [PAYMENT_TEXTS.reference] });
    expect(await db().select().from(payments)).toHaveLength(0);
  });

  it("records '1,18,000' by UPI as ₹1,18,000 with its receipt voucher, and asks before more than is due", async () => {
    const recorded = await projectAction(db(), {
      projectId,
      intent: 'record-payment',
      form: form({
        milestoneId: milestones[0]!.id,
        amount: '1,18,000',
        receivedOn: indiaDate(new Date()),
        mode: 'upi',
        reference: 'UTR123456',
      }),
      member: sales,
    });
    expect(recorded.status).toBe(201);
    expect(recorded.body.documentNumber).toMatch(/^RV\/\d{4}-\d{2}\/0001$/);
    const [payment] = await db().select().from(payments);
    expect(payment!.amountPaise).toBe(11_800_000);
    const more = form({ milestoneId: milestones[0]!.id, amount: '10', receivedOn: indiaDate(new Date()), mode: 'cash' });
    const asked = await projectAction(db(), { projectId, intent: 'record-payment', form: more, member: sales });
    expect(asked).toMatchObject({ status: 409, body: { needsConfirmation: true, duePaise: 0 } });
    more.append('confirmOverpayment', 'yes');
    expect((await projectAction(db(), { projectId, intent: 'record-payment', form: more, member: sales })).status).toBe(201);
  });

  it('keeps the photo of the proof with the payment, and drops it when the payment is not recorded', async () => {
    const folder = tempDir('aangan-proofs-');
    const stores = privateStoresFor({ DATA_DIR: folder });
    const photo = new File([new Uint8Array(await cameraJpeg({ width: 640, height: 480 }))], 'IMG_2041.jpg', { type: 'image/jpeg' });
    const proofForm = (amount: string) => {
      const body = form({ milestoneId: milestones[1]!.id, amount, receivedOn: indiaDate(new Date()), mode: 'cash' });
      body.append('proof', photo);
      return body;
    };
    const files = async () => (await db().select().from(privateFiles)).map((row) => row.id);
    const asked = await projectAction(db(), { projectId, intent: 'record-payment', form: proofForm('9,99,99,999'), member: sales, stores });
    expect(asked).toMatchObject({ status: 409, body: { needsConfirmation: true } });
    expect(await files()).toEqual([]);
    expect(fs.readdirSync(path.join(folder, LOCAL_FOLDER))).toEqual([]);

    const recorded = await projectAction(db(), { projectId, intent: 'record-payment', form: proofForm('5,000'), member: sales, stores });
    expect(recorded.status).toBe(201);
    const [payment] = await db().select().from(payments).where(eq(payments.milestoneId, milestones[1]!.id));
    expect(await files()).toEqual([payment!.proofFileId]);
    expect((await projectPageFor(db(), projectId, sales))!.payments.map((row) => row.proofFileId)).toContain(payment!.proofFileId);

    const notPhoto = form({ milestoneId: milestones[1]!.id, amount: '1', receivedOn: indiaDate(new Date()), mode: 'cash' });
    notPhoto.append('proof', new File(['not a photo'], 'proof.jpg', { type: 'image/jpeg' }));
    const refused = await projectAction(db(), { projectId, intent: 'record-payment', form: notPhoto, member: sales, stores });
    expect(refused).toMatchObject({ status: 415, body: { fieldErrors: { proof: [PHOTO_TEXTS.notPhoto] } } });
    expect(await files()).toEqual([payment!.proofFileId]);
  });

  it('issues the tax invoice once, reverses a payment once with a reason, and credits no more than the invoice', async () => {
    const issue = () =>
      projectAction(db(), { projectId, intent: 'issue-invoice', form: form({ milestoneId: milestones[0]!.id }), member: admin });
    const invoice = await issue();
    expect(invoice.status).toBe(201);
    expect(invoice.body.documentNumber).toMatch(/^INV\//);
    expect((await issue()).status).toBe(409);

    const [payment] = await db().select().from(payments).where(eq(payments.amountPaise, 1000));
    const reverse = (reason: string) =>
      projectAction(db(), { projectId, intent: 'reverse-payment', form: form({ paymentId: payment!.id, reason }), member: admin });
    expect((await reverse('')).status).toBe(400);
    expect((await reverse('Typed twice')).status).toBe(201);
    expect((await reverse('Again')).status).toBe(409);

    const [issued] = await db().select().from(taxDocuments).where(eq(taxDocuments.kind, 'tax_invoice'));
    const credit = (fields: Record<string, string>) =>
      projectAction(db(), {
        projectId,
        intent: 'credit-note',
        form: form({ invoiceId: issued!.id, reason: 'Rate corrected', ...fields }),
        member: admin,
      });
    expect((await credit({ amount: '1,18,001' })).status).toBe(409);
    expect((await credit({})).body.fieldErrors).toHaveProperty('amount');
    const note = await credit({ whole: 'yes' });
    expect(note.status).toBe(201);
    expect(note.body.documentNumber).toMatch(/^CN\//);
  });

  it("shows a document's particulars to whoever may see its project, and the lead's project with what is due", async () => {
    const [voucher] = await db().select().from(taxDocuments).where(eq(taxDocuments.kind, 'receipt_voucher'));
    const page = await documentPageFor(db(), voucher!.id, sales);
    expect(page!.particulars.placeOfSupply.label).toBe('Karnataka (29)');
    expect(page!.particulars.lines[0]!.cgst).toEqual({ ratePercent: 9, amountPaise: expect.any(Number) });
    expect(await documentPageFor(db(), voucher!.id, { id: admin.id, seesEveryProject: false })).toBeNull();
    const summary = await leadProject(db(), leadId);
    expect(summary).toMatchObject({ id: projectId, currentValuePaise: 118_000_000 });
  });

  it("'Mark as accepted' needs the scan, refuses another lead's version, accepts in the name signed once, and opens the project", async () => {
    const paper = await acceptedVersion(db(), { name: 'Lata Menon', acceptedAt: null });
    const elsewhere = await acceptedVersion(db(), { name: 'Other Lead', acceptedAt: null });
    await db()
      .insert(media)
      .values({
        fileName: 'signed-copy.webp',
        contentType: 'image/webp',
        width: 1,
        height: 1,
        bytes: 1,
        data: new Uint8Array([0]),
        altText: 'Signed copy',
      });
    const fields = { versionId: paper.versionId, name: 'Lata R. Menon', signedOn: '2026-11-20', scan: '/media/signed-copy.webp' };
    const mark = (leadId: string, changed: Record<string, string> = {}) =>
      markAcceptedFromForm(db(), { leadId, form: form({ ...fields, ...changed }), by: admin.id, now: new Date('2026-11-29T06:00:00Z') });

    const noScan = await mark(paper.leadId, { scan: '' });
    expect(noScan).toMatchObject({ status: 400, body: { fieldErrors: { scan: [MARK_ACCEPTED_TEXTS.scan] } } });
    expect((await mark(paper.leadId, { signedOn: '2026-12-01' })).status).toBe(400);
    expect((await mark(elsewhere.leadId)).status).toBe(404);
    expect(await db().select().from(customerProjects).where(eq(customerProjects.leadId, paper.leadId))).toHaveLength(0);

    const accepted = await mark(paper.leadId);
    expect(accepted.status).toBe(201);
    const [project] = await db().select().from(customerProjects).where(eq(customerProjects.leadId, paper.leadId));
    expect(project).toMatchObject({ acceptedOffline: true });
    const [version] = await db().select().from(quotationVersions).where(eq(quotationVersions.id, paper.versionId));
    expect(version).toMatchObject({ acceptedName: 'Lata R. Menon', acceptedAt: new Date('2026-11-20T06:30:00Z') });
    expect(await mark(paper.leadId)).toMatchObject({ status: 409, body: { error: OFFLINE_ACCEPTANCE_TEXTS.accepted } });
  });
});
