// The sales side's tests on one driver: a test database with the job queues and two members to
// act as, Asha (Admin) and Ravi (Sales), made once for the file's tests and dropped after them.
import { afterAll, beforeAll } from 'vitest';
import { contactSubmissions } from '#db/schema.ts';
import { createTestDatabase } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';
import { installJobQueues } from './jobs.ts';
import { insertStaffUser } from './users.ts';

export function useSalesDatabase(driver: Driver) {
  let database: TestDatabase | undefined;
  /** The members' ids, set before the first test. */
  const team = { asha: '', ravi: '' };
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await installJobQueues(database);
    team.asha = (await insertStaffUser(database.db, 'asha@example.com', 'admin')).id;
    team.ravi = (await insertStaffUser(database.db, 'ravi@example.com', 'sales')).id;
  });
  afterAll(async () => database?.cleanup());
  const db = () => database!.db;

  /** A lead named `name`, with an e-mail made from the name, a phone, and the other columns given. */
  async function insertLead(values: Partial<typeof contactSubmissions.$inferInsert> & { name: string }): Promise<string> {
    const [row] = await db()
      .insert(contactSubmissions)
      .values({ email: `${values.name.toLowerCase().replace(/\W+/g, '.')}@example.com`, phone: '+91 90000 00000', ...values })
      .returning({ id: contactSubmissions.id });
    return row!.id;
  }

  return { db, team, insertLead };
}
