// A calculator lead carries the estimate made from its inputs with the rates in force, on the
// embedded database and on PostgreSQL; wrong inputs are refused and nothing is stored.
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions, users } from '#db/schema.ts';
import { defaultRateCard } from '#content/rate-card.ts';
import { createTestDatabase, drivers } from '../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../tests/support/databases.ts';
import { installJobQueues } from '../../../tests/support/jobs.ts';
import { goodLeads, kitchenEstimateFields } from '../../../tests/support/leads.ts';
import { receiveLead } from '#app/features/intake/leads.server.ts';
import type { ReceiveOptions } from '#app/features/intake/leads.server.ts';
import { composeEmail } from '#app/features/intake/notifications/email.ts';
import { notificationPayload } from '#app/features/intake/notifications/payload.ts';
import { LeadSpool } from '#app/features/intake/spool.server.ts';
import { parseLeadEstimate } from '#app/features/pricing/stored-estimate.server.ts';
import { currentRateCard, RATE_CARD_TTL_MS, saveRateCard } from '#app/features/pricing/rate-card.server.ts';

const logger = pino({ level: 'silent' });
let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

describe.each(drivers)('a calculator lead and its estimate on %s', (driver) => {
  let database: TestDatabase;
  let spool: LeadSpool;
  const options = (): ReceiveOptions => ({ db: database.db, spool, rateLimit: null, clientIp: '203.0.113.20', logger });

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await installJobQueues(database);
    spool = new LeadSpool(database.dataDir, logger);
    const [staff] = await database.db.insert(users).values({ email: 'pricing@example.com', passwordHash: 'x' }).returning({ id: users.id });
    // Staff have changed a rate: the lead uses the version in force, not the defaults.
    const rates = { ...defaultRateCard.rates, kitchen: { ...defaultRateCard.rates.kitchen, premium: 8200 } };
    await saveRateCard(database.db, { rates, rangePercent: 10, basedOn: 0, actorId: staff!.id });
  });
  afterAll(async () => database?.cleanup());

  it('stores a calculator lead with the estimate made from its inputs and the rates in force', async () => {
    const card = await currentRateCard(database.db, logger, Date.now() + RATE_CARD_TTL_MS + 1);
    expect(card).toMatchObject({ version: 1, rates: { kitchen: { premium: 8200 } } });
    const email = uniqueEmail('estimate');
    const outcome = await receiveLead(
      {
        ...goodLeads.calculator,
        email,
        ...kitchenEstimateFields,
        // Amounts a browser sends are not trusted: the server computes its own.
        total: '1',
      },
      options(),
    );
    expect(outcome).toMatchObject({ status: 'stored' });
    const [lead] = await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
    const estimate = parseLeadEstimate(lead!.estimate);
    const rate = card.rates.kitchen.premium;
    expect(estimate).toMatchObject({
      input: { service: 'modular-kitchen', property: '2bhk', area: 1100, package: 'premium', layout: 'straight', length: 12 },
      items: [{ item: 'Modular kitchen, Straight', quantity: 12, unit: 'ft', rate, amount: 12 * rate }],
      subtotal: 12 * rate,
      total: 12 * rate - Math.round(1.2 * rate),
      rateCardVersion: card.version,
    });
    expect(lead!.source).toBe('price calculator');
    // Its value on the pipeline is the middle of the range, in paise.
    expect(lead!.valuePaise).toBe(Math.round(((estimate!.range.low + estimate!.range.high) / 2) * 100));
    expect(lead!.stage).toBe('new');

    // Staff are told the estimate with the lead.
    const mail = composeEmail(notificationPayload(lead!), 'https://aangan.example');
    expect(mail.text).toContain('Estimate:');
    // Which rates, in staff's words rather than a bare version number.
    expect(mail.text).toContain("rates saved in 'Pricing' (version 1)");
    expect(mail.text).not.toContain('rate card version');
    expect(mail.text).toContain(`Modular kitchen, Straight (12 ft x ₹${rate.toLocaleString('en-IN')})`);
    expect(mail.html).toContain('Estimate: ₹');
  });

  it('refuses a calculator lead whose inputs are wrong, storing nothing', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ area: '0' }, 'area', 'Carpet area must be between 100 and 1,00,000 sq ft.'],
      [{ area: '10000000' }, 'area', 'Carpet area must be between 100 and 1,00,000 sq ft.'],
      [{ area: 'lots' }, 'area', 'Carpet area must be a number (sq ft).'],
      [{ package: 'platinum' }, 'package', 'Please choose a package: Essential, Premium or Luxury.'],
    ];
    for (const [change, field, message] of cases) {
      const email = uniqueEmail('bad-estimate');
      const outcome = await receiveLead(
        { ...goodLeads.calculator, email, property: '2bhk', area: '1100', package: 'premium', ...change },
        options(),
      );
      expect(outcome).toMatchObject({ status: 'invalid', errors: { [field]: message } });
      expect(await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email))).toEqual([]);
    }
  });

  it('stores a calculator lead without inputs (an older page) without an estimate', async () => {
    const email = uniqueEmail('no-estimate');
    expect(await receiveLead({ ...goodLeads.calculator, email }, options())).toMatchObject({ status: 'stored' });
    const [lead] = await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
    expect(lead!.estimate).toBeNull();
  });
});
