// Migration 0032 on both drivers, from a database as the previous version left it: a customer
// project made before it gets its plan and the default stages, and a member may then be 'site'.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase, queryRows } from '#app/lib/db.server.ts';
import type { DatabaseHandle } from '#app/lib/db.server.ts';
import { createPostgresDatabase, drivers, tempDir } from '../tests/support/databases.ts';
import { acceptedVersion } from '../tests/support/billing.ts';

/** The committed migrations up to `last`, in a folder of their own. */
function migrationsUpTo(last: number): string {
  const folder = tempDir('aangan-migrations-');
  fs.mkdirSync(path.join(folder, 'meta'));
  for (const file of fs.readdirSync(MIGRATIONS_FOLDER)) {
    const index = /^(\d{4})_.*\.sql$/.exec(file)?.[1];
    if (index !== undefined && Number(index) <= last) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, file), path.join(folder, file));
  }
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ idx: number }>;
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return folder;
}

describe.each(drivers)('migration 0032 (project stages, the site diary, the Site role) on %s', (driver) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  let projectId: string;

  beforeAll(async () => {
    const dataDir = tempDir();
    const postgres = driver === 'postgres' ? await createPostgresDatabase() : null;
    const previous = await openDatabase({ databaseUrl: postgres?.url, dataDir, migrationsFolder: migrationsUpTo(29) });
    const { leadId, versionId } = await acceptedVersion(previous.db, { name: 'Earlier Project' });
    const [project] = await queryRows<{ id: string }>(
      previous.db,
      sql`insert into customer_projects (lead_id, contract_version_id, customer_name, customer_email, site_address, place_of_supply, original_value_paise, current_value_paise)
          values (${leadId}, ${versionId}, 'Earlier Project', 'earlier@example.com', 'HSR Layout', '29', 118000, 118000) returning id`,
    );
    projectId = project!.id;
    await previous.close();
    handle = await openDatabase({ databaseUrl: postgres?.url, dataDir });
    cleanup = async () => {
      await handle.close();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => cleanup?.());

  it('gives a project made before it its plan and the default stages, none dated', async () => {
    const stages = await queryRows<{ position: number; label: string; planned: string | null; actual: string | null }>(
      handle.db,
      sql`select position, label, planned_on::text as planned, actual_on::text as actual from project_stages where project_id = ${projectId} order by position`,
    );
    expect(stages).toEqual(
      ['Design sign-off', 'Production', 'Delivery', 'Installation', 'Handover'].map((label, index) => ({
        position: index + 1,
        label,
        planned: null,
        actual: null,
      })),
    );
    expect(
      await queryRows(
        handle.db,
        sql`select move_in_on, designer_id, site_supervisor_id from project_plans where project_id = ${projectId}`,
      ),
    ).toEqual([{ move_in_on: null, designer_id: null, site_supervisor_id: null }]);
  });

  it("lets a member's role be 'site', and still no other", async () => {
    const [user] = await queryRows<{ id: string }>(
      handle.db,
      sql`insert into users (email, password_hash) values ('site@example.com', 'x') returning id`,
    );
    await handle.db.execute(sql`insert into user_roles (user_id, role) values (${user!.id}, 'site')`);
    await expect(handle.db.execute(sql`update user_roles set role = 'foreman' where user_id = ${user!.id}`)).rejects.toThrow();
  });
});
