// GST documents on both drivers: a milestone's tax invoice prints everything, settles the receipt
// vouchers before it and is issued once; a credit note corrects it without changing it; nothing is
// issued (and no number taken) while the studio's details or the place of supply are missing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../tests/support/users.ts';
import { billingProject, setStudioDetails, STUDIO } from '../../../tests/support/billing.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { documentSeries, projectMilestones, studioSettings, taxDocuments } from '#db/schema.ts';
import { projectSummary } from '#app/features/billing/projects.server.ts';
import { recordPayment } from '#app/features/billing/payments.server.ts';
import { DOCUMENT_TEXTS, issueCreditNote, issueTaxInvoice } from '#app/features/billing/documents.server.ts';
import type { DocumentParticulars } from '#app/features/billing/documents.server.ts';
import type { ProjectMilestoneRow } from '#db/schema.ts';

describe.each(drivers)('GST documents on %s', (driver) => {
  let database: TestDatabase;
  let asha: string;
  const db = () => database.db;

  const project = (name: string, options: Parameters<typeof billingProject>[1] = {}) => billingProject(db(), { name, ...options });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    asha = (await insertStaffUser(db(), 'asha@example.com', 'admin')).id;
  });
  afterAll(async () => database?.cleanup());

  it('issues nothing, and takes no number, while the studio’s legal name, address and GSTIN are missing', async () => {
    const { milestones } = await project('Too Early');
    await expect(issueTaxInvoice(db(), milestones[0]!.id, asha)).rejects.toThrow(DOCUMENT_TEXTS.studioMissing);
    expect(await db().select().from(taxDocuments)).toEqual([]);
    expect(await db().select().from(documentSeries)).toEqual([]);
    const [milestone] = await db().select().from(projectMilestones).where(eq(projectMilestones.id, milestones[0]!.id));
    expect(milestone!.status).toBe('open');
    await setStudioDetails(db());
  });

  it('prints a tax invoice with every particular, settling the receipt vouchers before it, once per milestone', async () => {
    const { project: p, milestones } = await project('Meera Rao', { taxablePaise: 21_976_200 });
    const booking = milestones[0]!;
    const at = new Date('2026-12-01T05:00:00Z');
    const advance = await recordPayment(
      db(),
      { milestoneId: booking.id, amountPaise: 1_000_000, receivedOn: '2026-11-28', mode: 'bank_transfer', reference: 'UTR778899' },
      asha,
      { now: at },
    );
    if (!advance.ok) throw new Error('not recorded');
    const invoice = await issueTaxInvoice(db(), booking.id, asha, { now: at });
    expect(invoice).toMatchObject({
      kind: 'tax_invoice',
      number: 'INV/2026-27/0001',
      financialYear: '2026-27',
      serial: 1,
      issuedOn: '2026-12-01',
      totalPaise: booking.amountPaise,
    });
    const printed = invoice.particulars as DocumentParticulars;
    expect(printed).toMatchObject({
      title: 'Tax invoice',
      studio: STUDIO,
      customer: { name: 'Meera Rao', address: 'HSR Layout, Bengaluru', gstin: null },
      placeOfSupply: { code: '29', label: 'Karnataka (29)' },
      reverseCharge: 'No',
      settles: [{ number: advance.receiptVoucher!.number, issuedOn: '2026-12-01', totalPaise: 1_000_000 }],
    });
    expect(printed.lines).toEqual([
      {
        description: 'On booking',
        sac: '9954',
        taxablePaise: booking.taxablePaise,
        cgst: { ratePercent: 9, amountPaise: booking.cgstPaise },
        sgst: { ratePercent: 9, amountPaise: booking.sgstPaise },
        igst: null,
        totalPaise: booking.amountPaise,
      },
    ]);
    expect(printed.totalInWords).toBe('Rupees Twenty-Five Thousand Nine Hundred Thirty-One and Paise Ninety-Two Only');
    const [milestone] = await db().select().from(projectMilestones).where(eq(projectMilestones.id, booking.id));
    expect(milestone!.status).toBe('invoiced');
    await expect(issueTaxInvoice(db(), booking.id, asha)).rejects.toThrow(DOCUMENT_TEXTS.alreadyInvoiced);
    expect((await projectSummary(db(), p.id))!.invoicedPaise).toBe(booking.amountPaise);
    // Issued documents never change.
    await expect(db().update(taxDocuments).set({ totalPaise: 1 }).where(eq(taxDocuments.id, invoice.id))).rejects.toThrow();
  });

  it('corrects an invoice with credit notes up to what is left of it, the invoice itself unchanged', async () => {
    const { project: p, milestones } = await project('Credit Client', { taxablePaise: 1_000_000 });
    const invoice = await issueTaxInvoice(db(), milestones[1]!.id, asha);
    const part = await issueCreditNote(db(), invoice.id, { amountPaise: 118_000 }, 'Wardrobe shutters dropped', asha);
    expect(part).toMatchObject({
      kind: 'credit_note',
      correctsDocumentId: invoice.id,
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      totalPaise: 118_000,
    });
    expect(part.number).toMatch(/^CN\/\d{4}-\d{2}\/0001$/);
    expect((part.particulars as DocumentParticulars).corrects).toEqual({
      number: invoice.number,
      issuedOn: invoice.issuedOn,
      reason: 'Wardrobe shutters dropped',
    });
    await expect(issueCreditNote(db(), invoice.id, { amountPaise: 472_000 }, 'Too much', asha)).rejects.toThrow(
      DOCUMENT_TEXTS.creditTooLarge,
    );
    const rest = await issueCreditNote(db(), invoice.id, { whole: true }, 'Stage cancelled', asha);
    expect(rest.totalPaise).toBe(472_000 - 118_000);
    expect((await projectSummary(db(), p.id))!.invoicedPaise).toBe(0);
    const [kept] = await db().select().from(taxDocuments).where(eq(taxDocuments.id, invoice.id));
    expect(kept).toEqual(invoice);
  });

  it('waits for the place of supply of a site outside Karnataka before issuing', async () => {
    const { milestones } = await project('Far Away', { siteState: 'other', location: 'Near the old temple' });
    await expect(issueTaxInvoice(db(), milestones[0]!.id, asha)).rejects.toThrow(DOCUMENT_TEXTS.placeOfSupplyMissing);
    const { milestones: kerala } = await project('Kochi Home', { siteState: 'other', location: 'Fort Kochi, Kerala' });
    const invoice = await issueTaxInvoice(db(), kerala[0]!.id, asha);
    expect(invoice.particulars).toMatchObject({
      placeOfSupply: { label: 'Kerala (32)' },
      lines: [{ cgst: null, sgst: null, igst: { ratePercent: 18 } }],
    });
  });

  it('keeps the studio details a document was issued with', async () => {
    const [before] = await db().select().from(taxDocuments).where(eq(taxDocuments.kind, 'tax_invoice')).limit(1);
    await db().update(studioSettings).set({ legalName: 'Renamed Studio' }).where(eq(studioSettings.id, 1));
    const [after] = await db().select().from(taxDocuments).where(eq(taxDocuments.id, before!.id));
    expect((after!.particulars as DocumentParticulars).studio.legalName).toBe(STUDIO.legalName);
  });

  it('numbers 50 tax invoices issued at the same moment 0001 to 0050, one each', async () => {
    const at = new Date('2027-06-01T05:00:00Z');
    const schedule = Array.from({ length: 10 }, (_, index) => ({ label: `Stage ${index + 1}`, percent: 10 }));
    const milestones: ProjectMilestoneRow[] = [];
    for (const name of ['Batch One', 'Batch Two', 'Batch Three', 'Batch Four', 'Batch Five'])
      milestones.push(...(await project(name, { taxablePaise: 5_000_000, schedule })).milestones);
    const issueOne = (milestone: (typeof milestones)[number]) => issueTaxInvoice(db(), milestone.id, asha, { now: at });
    // PGlite has one connection: its transactions queue; PostgreSQL runs them side by side.
    const issued =
      driver === 'postgres'
        ? await Promise.all(milestones.map(issueOne))
        : await milestones.reduce<Promise<Awaited<ReturnType<typeof issueOne>>[]>>(
            async (done, m) => [...(await done), await issueOne(m)],
            Promise.resolve([]),
          );
    expect(issued.map((document) => document.number).sort()).toEqual(
      Array.from({ length: 50 }, (_, index) => `INV/2027-28/${String(index + 1).padStart(4, '0')}`),
    );
    expect(new Set(issued.map((document) => document.milestoneId)).size).toBe(50);
  });
});
