// db/functions/ against the migrated schema, on both drivers (decision 134): the files hold every
// function and trigger of the public schema (extensions' functions aside; pg-boss keeps to its own
// schema) and nothing else, and running them on the migrated schema changes no definition. A
// difference names the function or trigger and its file, and says how to mend it.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#app/lib/db.server.ts';
import type { Database } from '#db/database.ts';
import { createTestDatabase, drivers } from '../../tests/support/databases.ts';
import type { TestDatabase } from '../../tests/support/databases.ts';

const FOLDER = import.meta.dirname;

/** One statement of a file: what it defines ('function name', 'trigger name on table') and its text. */
type FileStatement = { file: string; key: string | null; text: string };

const FUNCTION = /^CREATE OR REPLACE FUNCTION\s+(?:"?public"?\.)?"?(\w+)"?\s*\(/i;
const TRIGGER = /^CREATE OR REPLACE TRIGGER\s+"?(\w+)"?\s[\s\S]*?\sON\s+(?:"?public"?\.)?"?(\w+)"?/i;

/** Every statement of db/functions/*.sql, in file order; the comments before each are left out. */
function fileStatements(): FileStatement[] {
  const files = fs
    .readdirSync(FOLDER)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return files.flatMap((file) =>
    fs
      .readFileSync(path.join(FOLDER, file), 'utf8')
      .split(/^--> statement-breakpoint$/m)
      .map((chunk) => {
        const lines = chunk.split('\n');
        while (lines.length > 0 && (lines[0]!.trim() === '' || lines[0]!.trimStart().startsWith('--'))) lines.shift();
        return lines.join('\n').trim();
      })
      .filter((text) => text !== '')
      .map((text) => {
        const fn = FUNCTION.exec(text);
        const trigger = TRIGGER.exec(text);
        const key = fn ? `function ${fn[1]}` : trigger ? `trigger ${trigger[1]} on ${trigger[2]}` : null;
        return { file, key, text };
      }),
  );
}

/**
 * Every function and trigger of the public schema as PostgreSQL writes it back, by key. Functions
 * go by name (the schema overloads none); a disabled trigger says so.
 */
async function schemaDefinitions(db: Database): Promise<Map<string, string>> {
  const functions = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select p.proname as name,
               case when p.prokind = 'a' then 'aggregate ' || p.oid::regprocedure::text else pg_get_functiondef(p.oid) end as definition
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        order by p.proname, p.oid`,
  );
  const triggers = await queryRows<{ name: string; table: string; definition: string; enabled: string }>(
    db,
    sql`select t.tgname as name, c.relname as "table", pg_get_triggerdef(t.oid) as definition, t.tgenabled as enabled
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and not t.tgisinternal
        order by c.relname, t.tgname`,
  );
  const definitions = new Map<string, string>();
  for (const row of functions) {
    const key = `function ${row.name}`;
    if (definitions.has(key)) throw new Error(`${key} is overloaded: key db/functions/ and this test by name and arguments first.`);
    definitions.set(key, row.definition);
  }
  for (const row of triggers) {
    definitions.set(`trigger ${row.name} on ${row.table}`, row.enabled === 'D' ? `${row.definition}\n-- disabled` : row.definition);
  }
  return definitions;
}

/** The first line where the two definitions part, for the failure message. */
function firstDifference(migrated: string, file: string): string {
  const a = migrated.split('\n');
  const b = file.split('\n');
  const line = a.findIndex((text, index) => text !== b[index]);
  const at = line === -1 ? a.length : line;
  return `  line ${at + 1} as migrated: ${a[at] ?? '(none)'}\n  line ${at + 1} in the file:  ${b[at] ?? '(none)'}`;
}

class RollBack extends Error {}

describe.each(drivers)('db/functions/ on %s', (driver) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => database?.cleanup());

  it('holds every function and trigger of the migrated schema, each once, and no other', async () => {
    const inSchema = await schemaDefinitions(db());
    const statements = fileStatements();
    const problems: string[] = [];
    const fileOf = new Map<string, string>();
    for (const statement of statements) {
      if (!statement.key) {
        problems.push(
          `db/functions/${statement.file} holds a statement that is no CREATE OR REPLACE FUNCTION or TRIGGER (one per statement, ` +
            `between '--> statement-breakpoint' lines): ${statement.text.split('\n')[0]}`,
        );
      } else if (fileOf.has(statement.key)) {
        problems.push(
          `${statement.key} is in db/functions/${fileOf.get(statement.key)} and again in db/functions/${statement.file}: keep one.`,
        );
      } else {
        fileOf.set(statement.key, statement.file);
      }
    }
    for (const key of inSchema.keys()) {
      if (!fileOf.has(key)) {
        problems.push(
          `${key} is in the migrated schema but in no file of db/functions/: copy its current definition (from the last ` +
            `migration that made it) into the file of its subject, with a comment saying its rule and decision.`,
        );
      }
    }
    for (const [key, file] of fileOf) {
      if (!inSchema.has(key)) {
        problems.push(
          `${key} is in db/functions/${file} but no migration makes it: a migration must carry it (the same CREATE OR ` +
            `REPLACE), or take it out of the file.`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('holds the definitions the migrations left: running the files on the migrated schema changes none', async () => {
    const migrated = await schemaDefinitions(db());
    const statements = fileStatements().filter((statement) => statement.key !== null);
    const differences: string[] = [];
    // Run on the migrated copy in a transaction that is rolled back: the database stays as migrated.
    await db()
      .transaction(async (tx) => {
        for (const statement of statements) {
          try {
            // Its own savepoint: a statement the schema refuses does not stop the others.
            await tx.transaction((step) => step.execute(sql.raw(statement.text)));
          } catch (error) {
            differences.push(
              `${statement.key} in db/functions/${statement.file} cannot replace the migrated one (${(error as Error).message}): ` +
                `a migration must carry the change (a new return type or arguments need a DROP FUNCTION first).`,
            );
          }
        }
        const applied = await schemaDefinitions(tx);
        for (const statement of statements) {
          const key = statement.key!;
          const before = migrated.get(key);
          const after = applied.get(key);
          if (before === undefined || after === undefined || before === after) continue;
          differences.push(
            `${key} differs between the migrations and db/functions/${statement.file}. If the file is right, a migration must ` +
              `carry the change (the same CREATE OR REPLACE); if a migration changed it, copy the new definition into ` +
              `db/functions/${statement.file}.\n${firstDifference(before, after)}`,
          );
        }
        throw new RollBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) throw error;
      });
    expect(differences).toEqual([]);
    // The rollback left the migrated definitions in place.
    expect(await schemaDefinitions(db())).toEqual(migrated);
  });
});
