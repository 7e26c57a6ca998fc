// What the customer accepted holds, and one link cannot wear out the studio, on both drivers: an
// accepted quotation is neither revoked nor replaced and stays readable (decision 151).
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
