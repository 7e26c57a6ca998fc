// 'Request payment', the customer's pay link and the gateway's webhook, on both drivers, with a
// local server speaking Razorpay's Payment Links API and signing its webhooks as Razorpay does.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { billingProject, setStudioDetails } from '../../../../tests/support/billing.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { startFakeRazorpay } from '../../../../tests/support/fake-razorpay.ts';
import type { FakeRazorpay } from '../../../../tests/support/fake-razorpay.ts';
import { auditLog, gatewayEvents, payments, projectMilestones, taxDocuments } from '#db/schema.ts';
import { recordPayment } from '#app/features/billing/payments.server.ts';
import { milestoneAccess, openPayLink, requestPayment, revealPayLink, revokePayLink } from '#app/features/billing/pay/pay-link.server.ts';
import { savePaymentSettings } from '#app/features/billing/pay/payment-settings.server.ts';
import { handleRazorpayWebhook } from '#app/features/billing/pay/gateway.server.ts';
import { GatewayError, paymentLinkFor, razorpayConfig } from '#app/features/billing/pay/razorpay.server.ts';
import { composePayMail } from '#app/features/billing/pay/pay-mail.server.ts';

const SECRETS = ['a-session-secret-of-at-least-32-characters!'];
const SITE = 'https://aangan.example';

describe.each(drivers)('pay links and the gateway on %s', (driver) => {
  let database: TestDatabase;
  let razorpay: FakeRazorpay;
  let admin: string;
  let sales: string;
  const db = () => database.db;

  /** A project of ₹11,800 (10/40/50) assigned to `sales`, and its milestones in order. */
  const project = (name: string) => billingProject(db(), { name, taxablePaise: 1_000_000, assignedTo: sales });
  const config = () =>
    razorpayConfig({
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
      RAZORPAY_API_URL: razorpay.url,
    })!;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    razorpay = await startFakeRazorpay();
    admin = (await insertStaffUser(db(), 'owner@example.com', 'admin')).id;
    sales = (await insertStaffUser(db(), 'ravi@example.com', 'sales')).id;
    await setStudioDetails(db());
    await savePaymentSettings(db(), {
      settings: {
        upiId: 'aangan@okaxis',
        payeeName: 'Aangan Interiors',
        bankAccountName: 'Aangan Interiors LLP',
        bankAccountNumber: '50200012345678',
        bankIfsc: 'HDFC0001234',
        sacDesign: '998391',
        sacWorks: '9954',
        reminderAfterDays: 3,
      },
      actorId: admin,
    });
  });
  afterAll(async () => {
    await razorpay?.stop();
    await database?.cleanup();
  });

  it('makes a pay link that shows the exact amount, the UPI link with the studio’s UPI ID and reference, and the bank details', async () => {
    const { project: p, milestones, leadId } = await project('Meera Payer');
    const booking = milestones[0]!;
    const requested = await requestPayment(db(), { milestoneId: booking.id, actorId: sales, secrets: SECRETS });
    expect(requested.ok).toBe(true);
    if (!requested.ok) return;
    expect(requested.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await db().select().from(projectMilestones).where(eq(projectMilestones.id, booking.id));
    expect(stored!.status).toBe('requested');
    expect(stored!.payLinkHash).not.toContain(requested.token);
    expect(stored!.payLinkSealed).not.toContain(requested.token);

    const page = await openPayLink(db(), requested.token);
    const reference = `AANGAN-${leadId.replace(/-/g, '').slice(0, 8).toUpperCase()}-M1`;
    expect(page).toMatchObject({ customerName: 'Meera Payer', milestoneLabel: 'On booking', duePaise: 118_000, paid: false, reference });
    expect(page!.upi!.link).toBe(
      `upi://pay?pa=aangan%40okaxis&pn=Aangan%20Interiors&am=1180.00&cu=INR&tn=${encodeURIComponent(`On booking ${reference}`)}&tr=${reference}`,
    );
    expect(page!.bank).toEqual({ accountName: 'Aangan Interiors LLP', accountNumber: '50200012345678', ifsc: 'HDFC0001234' });
    expect(await revealPayLink(db(), { milestoneId: booking.id, actorId: sales, secrets: SECRETS, siteUrl: SITE })).toBe(
      `${SITE}/pay/${requested.token}`,
    );
    const audited = await db().select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    expect(audited.map((row) => row.action).sort()).toEqual(['payment.link_shown', 'payment.request']);

    // Part paid: the page asks for the rest; paid in full: it says so and offers no way to pay.
    await recordPayment(db(), { milestoneId: booking.id, amountPaise: 18_000, receivedOn: '2026-11-20', mode: 'cash' }, admin);
    expect(await openPayLink(db(), requested.token)).toMatchObject({ duePaise: 100_000, amountPaise: 118_000 });
    await recordPayment(
      db(),
      { milestoneId: booking.id, amountPaise: 100_000, receivedOn: '2026-11-21', mode: 'upi', reference: 'UTR42' },
      admin,
    );
    expect(await openPayLink(db(), requested.token)).toMatchObject({ paid: true, upi: null, bank: null });
    expect(await requestPayment(db(), { milestoneId: booking.id, actorId: admin, secrets: SECRETS })).toEqual({
      ok: false,
      reason: 'paid',
    });
    expect(p.id).toBe(requested.projectId);
  });

  it('refuses a wrong, old or revoked link, and lets Sales ask only on their own leads’ projects', async () => {
    const { project: p, milestones } = await project('Old Link');
    const design = milestones[1]!;
    const first = await requestPayment(db(), { milestoneId: design.id, actorId: admin, secrets: SECRETS });
    const second = await requestPayment(db(), { milestoneId: design.id, actorId: admin, secrets: SECRETS });
    if (!first.ok || !second.ok) throw new Error('requested');
    expect(await openPayLink(db(), first.token)).toBeNull();
    // One character changed (never to itself): the link is another.
    expect(await openPayLink(db(), `${second.token.slice(0, -1)}${second.token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await openPayLink(db(), 'short')).toBeNull();
    expect(await openPayLink(db(), second.token)).not.toBeNull();
    expect(await revokePayLink(db(), { milestoneId: design.id, actorId: admin })).toBe(true);
    expect(await openPayLink(db(), second.token)).toBeNull();

    const other = (await insertStaffUser(db(), `other.${driver}@example.com`, 'sales')).id;
    expect(await milestoneAccess(db(), { projectId: p.id, milestoneId: design.id, user: { id: sales, role: 'sales' } })).toBe('ok');
    expect(await milestoneAccess(db(), { projectId: p.id, milestoneId: design.id, user: { id: other, role: 'sales' } })).toBe('forbidden');
    expect(await milestoneAccess(db(), { projectId: p.id, milestoneId: design.id, user: { id: admin, role: 'admin' } })).toBe('ok');
    expect(
      await milestoneAccess(db(), { projectId: crypto.randomUUID(), milestoneId: design.id, user: { id: admin, role: 'admin' } }),
    ).toBe('not-found');
  });

  it('makes one Razorpay payment link per request, with the key and secret, the amount in paise and the reference', async () => {
    const { milestones } = await project('Online Payer');
    const request = {
      amountPaise: 472_000,
      referenceId: `REF-${driver}-1`,
      description: 'On design sign-off',
      customer: { name: 'Online Payer', email: 'online.payer@example.com' },
      milestoneId: milestones[1]!.id,
    };
    const link = await paymentLinkFor(config(), request);
    const again = await paymentLinkFor(config(), request);
    expect(again).toEqual(link);
    const made = razorpay.links.filter((one) => one.reference_id === request.referenceId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: 472_000, currency: 'INR', notes: { milestone_id: milestones[1]!.id } });
    expect(link.shortUrl).toMatch(/^https:\/\/rzp\.io\/i\//);
    const refusedBefore = razorpay.refused;
    await expect(paymentLinkFor({ ...config(), keySecret: 'wrong' }, { ...request, referenceId: 'REF-wrong' })).rejects.toThrow(
      GatewayError,
    );
    expect(razorpay.refused).toBe(refusedBefore + 1);
  });

  it('records a paid link once however often the webhook is delivered, and nothing for a bad signature', async () => {
    const { milestones } = await project('Webhook Payer');
    const booking = milestones[0]!;
    const link = await paymentLinkFor(config(), {
      amountPaise: booking.amountPaise,
      referenceId: `REF-${driver}-webhook`,
      description: booking.label,
      customer: { name: 'Webhook Payer', email: 'webhook.payer@example.com' },
      milestoneId: booking.id,
    });
    const made = razorpay.links.find((one) => one.id === link.id)!;
    const forged = razorpay.paidDelivery(made, { secret: 'not-the-webhook-secret' });
    const refused = await handleRazorpayWebhook(db(), {
      rawBody: forged.body,
      signature: forged.headers['X-Razorpay-Signature']!,
      eventId: forged.headers['X-Razorpay-Event-Id']!,
      secret: razorpay.webhookSecret,
    });
    expect(refused).toEqual({ status: 401 });
    const unsigned = await handleRazorpayWebhook(db(), {
      rawBody: forged.body,
      signature: null,
      eventId: null,
      secret: razorpay.webhookSecret,
    });
    expect(unsigned).toEqual({ status: 401 });
    expect(await db().select().from(payments).where(eq(payments.milestoneId, booking.id))).toEqual([]);

    const delivery = razorpay.paidDelivery(made);
    const deliver = () =>
      handleRazorpayWebhook(db(), {
        rawBody: delivery.body,
        signature: delivery.headers['X-Razorpay-Signature']!,
        eventId: delivery.headers['X-Razorpay-Event-Id']!,
        secret: razorpay.webhookSecret,
      });
    const first = await deliver();
    const second = await deliver();
    expect(first).toMatchObject({ status: 200, outcome: 'recorded' });
    expect(second).toEqual({ status: 200, outcome: 'duplicate' });
    const recorded = await db().select().from(payments).where(eq(payments.milestoneId, booking.id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ amountPaise: booking.amountPaise, mode: 'online', source: 'gateway' });
    expect(recorded[0]!.gatewayPaymentId).toMatch(/^pay_/);
    const vouchers = await db().select().from(taxDocuments).where(eq(taxDocuments.paymentId, recorded[0]!.id));
    expect(vouchers.map((voucher) => voucher.number)).toEqual([expect.stringMatching(/^RV\//)]);
    const events = await db().select().from(gatewayEvents).where(eq(gatewayEvents.eventId, delivery.headers['X-Razorpay-Event-Id']!));
    expect(events).toHaveLength(1);

    // "Payment received" goes to the lead's assignee and the admins.
    const mail = await composePayMail(db(), { kind: 'received', paymentId: recorded[0]!.id }, { siteUrl: SITE, secrets: SECRETS });
    expect(mail?.subject).toBe('Payment received: ₹1,180 from Webhook Payer');
    expect(mail?.to.sort()).toEqual(expect.arrayContaining(['owner@example.com', 'ravi@example.com']));
  });
});
