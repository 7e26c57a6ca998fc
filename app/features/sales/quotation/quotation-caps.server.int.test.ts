// What the customer accepted holds, and one link cannot wear out the studio, on both drivers: an
// accepted quotation is neither revoked nor replaced and stays readable; codes issued and wrong
// codes tried are capped per quotation by the hour and the day, whatever the addresses asking
// (decision 151).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStaffUser } from '../../../../tests/support/users.ts';
import { createTestDatabase, drivers } from '../../../../tests/support/databases.ts';
import type { TestDatabase } from '../../../../tests/support/databases.ts';
import { installJobQueues } from '../../../../tests/support/jobs.ts';
import { contactSubmissions, quotationVersions } from '#db/schema.ts';
import { createQuotation, revokeLink, saveDraft, sendDraft } from '#app/features/sales/quotation/quotation.server.ts';
import { acceptQuotation, issueAcceptanceCode, openByToken } from '#app/features/sales/quotation/quotation-acceptance.server.ts';
import { editableVersion, readLeadQuotation } from '#app/features/sales/quotation/quotation-versions.server.ts';

describe.each(drivers)('a quotation’s caps on %s', (driver) => {
  let database: TestDatabase;
  let asha: string;
  const db = () => database.db;
  const who = { name: 'Meera Rao', ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (iPhone)' };

  /** A lead with quotation v1 sent; its link's token. */
  const sentQuotation = async (name: string) => {
    const [lead] = await db()
      .insert(contactSubmissions)
      .values({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, phone: '+91 90000 11111', location: 'HSR Layout' })
      .returning({ id: contactSubmissions.id });
    await createQuotation(db(), { leadId: lead!.id, from: 'blank', actorId: asha });
    const draft = await editableVersion(db(), lead!.id);
    draft!.content.sections[0]!.lines[0] = { item: 'Wardrobe', description: '', quantity: 40, unit: 'sq ft', ratePaise: 150_000 };
    await saveDraft(db(), { leadId: lead!.id, content: draft!.content, actorId: asha });
    const sent = await sendDraft(db(), { leadId: lead!.id, actorId: asha });
    if (!sent.ok) throw new Error('not sent');
    return { leadId: lead!.id, token: sent.token, versionId: sent.versionId };
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await installJobQueues(database);
    asha = (await insertStaffUser(db(), 'asha@example.com', 'admin')).id;
  });
  afterAll(async () => database?.cleanup());

  it('caps the codes one quotation is sent, per hour and per day, whatever the addresses asking', async () => {
    const { token } = await sentQuotation('Ravi Codes');
    const start = new Date();
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    // Four addresses asked five codes each within the hour: six were sent, each after the last.
    for (let minute = 0; minute < 6; minute++)
      expect(await issueAcceptanceCode(db(), { token, now: at(minute) })).toMatchObject({ ok: true });
    const refused = await issueAcceptanceCode(db(), { token, now: at(10) });
    expect(refused).toMatchObject({ ok: false, reason: 'too-many' });
    // Until the first of them is an hour old: 50 minutes on.
    expect(refused.ok === false && 'retryAfterSeconds' in refused ? refused.retryAfterSeconds : 0).toBe(50 * 60);
    // The next hour takes six more, then the day is full.
    for (let minute = 61; minute < 67; minute++)
      expect(await issueAcceptanceCode(db(), { token, now: at(minute) })).toMatchObject({ ok: true });
    expect(await issueAcceptanceCode(db(), { token, now: at(130) })).toMatchObject({ ok: false, reason: 'too-many' });
    expect(await issueAcceptanceCode(db(), { token, now: at(24 * 60 + 1) })).toMatchObject({ ok: true });
  });

  it('caps the wrong codes tried on one quotation: past ten in the hour not even the right code is taken', async () => {
    const { token } = await sentQuotation('Kiran Tries');
    const start = new Date();
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    for (const minute of [0, 5]) {
      const issued = await issueAcceptanceCode(db(), { token, now: at(minute) });
      if (!issued.ok) throw new Error('no code');
      const wrong = issued.code === '111111' ? '222222' : '111111';
      for (let i = 0; i < 5; i++) await acceptQuotation(db(), { token, code: wrong, ...who, now: at(minute + 1) });
    }
    const third = await issueAcceptanceCode(db(), { token, now: at(10) });
    if (!third.ok) throw new Error('no code');
    expect(await acceptQuotation(db(), { token, code: third.code, ...who, now: at(11) })).toEqual({
      ok: false,
      reason: 'too-many',
      retryAfterSeconds: 49 * 60,
    });
    // An hour after the first wrong code, a fresh code is taken.
    const later = await issueAcceptanceCode(db(), { token, now: at(61) });
    if (!later.ok) throw new Error('no code');
    expect(await acceptQuotation(db(), { token, code: later.code, ...who, now: at(62) })).toMatchObject({ ok: true });
  });

  it('keeps an accepted quotation: not revoked, no new version, still readable', async () => {
    const { leadId, token, versionId } = await sentQuotation('Meera Accepts');
    const code = await issueAcceptanceCode(db(), { token });
    if (!code.ok) throw new Error('no code');
    expect(await acceptQuotation(db(), { token, code: code.code, ...who })).toMatchObject({ ok: true, number: 1 });
    const value = (await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, leadId)))[0]!.valuePaise;

    expect(await revokeLink(db(), { leadId, number: 1, actorId: asha })).toBe('accepted');
    const draft = await editableVersion(db(), leadId);
    draft!.content.sections[0]!.lines[0]!.ratePaise = 1;
    expect(await saveDraft(db(), { leadId, content: draft!.content, actorId: asha })).toBe('accepted');
    expect(await sendDraft(db(), { leadId, actorId: asha })).toEqual({ ok: false, reason: 'accepted' });

    // Nothing changed: one version, its link working, the pipeline's value the accepted total.
    const quotation = await readLeadQuotation(db(), leadId);
    expect(quotation!.versions.map((version) => [version.number, version.linkRevokedAt, version.accepted?.name])).toEqual([
      [1, null, 'Meera Rao'],
    ]);
    expect((await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, leadId)))[0]!.valuePaise).toBe(value);
    const opened = await openByToken(db(), token);
    expect(opened!.blocked).toBe('accepted');
    expect(opened!.version.accepted).toMatchObject({ name: 'Meera Rao' });

    // A link revoked after acceptance before this rule (stored so) still opens the accepted version.
    await db().update(quotationVersions).set({ linkRevokedAt: new Date() }).where(eq(quotationVersions.id, versionId));
    expect((await openByToken(db(), token))!.blocked).toBe('accepted');
  });
});
