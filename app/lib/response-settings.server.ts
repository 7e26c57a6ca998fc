// The first-response settings in team_settings (decision 113): read by the lead store in the
// transaction that stores a lead (its due time), by the reminders, by 'Team'; saved by an Admin
// from 'Team', audited with the values before.
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/database.ts';
import { teamSettings } from '#db/schema.ts';
import { audit } from '#app/lib/audit.server.ts';
import { fromStored, RESPONSE_SETTINGS_KEY, toStored } from '#app/lib/response-settings.ts';
import type { ResponseSettings } from '#app/lib/response-settings.ts';
import { addWorkingMinutes } from '#app/lib/working-hours.ts';

export async function readResponseSettings(db: Database | Transaction): Promise<ResponseSettings> {
  const [row] = await db.select({ value: teamSettings.value }).from(teamSettings).where(eq(teamSettings.key, RESPONSE_SETTINGS_KEY));
  return fromStored(row?.value);
}

export async function saveResponseSettings(db: Database, { settings, actorId }: { settings: ResponseSettings; actorId: string }) {
  const value = toStored(settings);
  await db.transaction(async (tx) => {
    const before = await readResponseSettings(tx);
    await tx
      .insert(teamSettings)
      .values({ key: RESPONSE_SETTINGS_KEY, value, updatedBy: actorId })
      .onConflictDoUpdate({ target: teamSettings.key, set: { value, updatedBy: actorId, updatedAt: sql`now()` } });
    await audit(tx, { actorId, action: 'team.first_response', entity: 'team', details: { before: toStored(before), after: value } });
  });
}

/**
 * When a lead that arrived at `createdAt` is due its first response: 'Respond within' counted in
 * working hours. Null when the working hours have no day at all (the form refuses that; a stored
 * value cannot hold it either): no clock.
 */
export function responseDueAt(createdAt: Date, settings: ResponseSettings): Date | null {
  return addWorkingMinutes(createdAt, settings.respondWithinMinutes, settings.hours);
}

/** When it is escalated to the admins: twice 'Respond within', in working hours. */
export function escalationDueAt(createdAt: Date, settings: ResponseSettings): Date | null {
  return addWorkingMinutes(createdAt, 2 * settings.respondWithinMinutes, settings.hours);
}
