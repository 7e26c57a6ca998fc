// The job engine's schema and the lead-notification queue on a test database, without a worker:
// leads can be stored with their jobs (decision 080), and the jobs stay where the test finds them.
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { startJobEngine } from '#app/lib/jobs.server.ts';
import type { DatabaseHandle } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { NOTIFICATION_QUEUE, notificationQueueOptions } from '#app/features/intake/notifications/queue.server.ts';

export async function installJobQueues(database: DatabaseHandle & { url?: string }): Promise<void> {
  const engine = await startJobEngine({
    logger: pino({ level: 'silent' }),
    database: database.pglite ? { pglite: database.pglite } : { url: database.url! },
    supervise: false,
  });
  try {
    await engine.defineQueue(NOTIFICATION_QUEUE, notificationQueueOptions());
  } finally {
    await engine.stop();
  }
}

/** A lead's notification job as the engine keeps it ('created' until a worker takes it), if it has one. */
export async function notificationJobsOf(
  db: Database,
  leadId: string,
): Promise<Array<{ state: string; lead_id: string; retry_count: number }>> {
  const { rows } = await db.execute<{ state: string; lead_id: string; retry_count: number }>(
    sql`select state, data ->> 'leadId' as lead_id, retry_count from pgboss.job where name = ${NOTIFICATION_QUEUE} and id = ${leadId}`,
  );
  return rows;
}
