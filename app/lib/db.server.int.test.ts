import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, contactSubmissions, userRoles, users } from '#db/schema.ts';
import { createTestDatabase, drivers } from '../../tests/support/databases.ts';
import type { TestDatabase } from '../../tests/support/databases.ts';

describe.each(drivers)('data layer on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it('applies the migrations: every table and index exists', async () => {
    // Raw: the catalog's tables are not in our schema.
    const { rows: tables } = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual([
      'article_revisions',
      'articles',
      'audit_log',
      'billing_member_days',
      'billing_member_projects',
      'billing_settings',
      'change_order_codes',
      'change_orders',
      'contact_submissions',
      'customer_projects',
      'diary_entries',
      'document_mails',
      'document_pdfs',
      'document_series',
      'gateway_events',
      'lead_assignment_turn',
      'lead_daily_counts',
      'lead_events',
      'lead_status_counts',
      'media',
      'notification_jobs',
      'payments',
      'people',
      'person_contacts',
      'pipeline_member_stages',
      'pipeline_stages',
      'private_files',
      'project_balances',
      'project_milestones',
      'project_photos',
      'project_plans',
      'project_stages',
      'projects',
      'quotation_codes',
      'quotation_lines',
      'quotation_pdfs',
      'quotation_versions',
      'quotations',
      'rate_cards',
      'rate_limits',
      'recovery_codes',
      'redirects',
      'reminder_mails',
      'room_codes',
      'room_devices',
      'sessions',
      'sign_in_throttles',
      'site_visits',
      'staff_tokens',
      'studio_settings',
      'tax_documents',
      'team_settings',
      'unstored_leads',
      'user_roles',
      'users',
      'whatsapp_templates',
      'work_settings',
    ]);
    const { rows: indexes } = await database.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    expect(indexes.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'contact_submissions_created_at_idx',
        'customer_projects_created_idx',
        'customer_projects_room_key_key',
        'room_devices_token_hash_key',
        'payments_gateway_payment_id_key',
        'tax_documents_serial_key',
        'contact_submissions_status_created_at_idx',
        'contact_submissions_search_trgm_idx',
        'articles_published_created_at_idx',
        'articles_slug_key',
        'unstored_leads_key_unique',
        'user_roles_user_id_key',
        'staff_tokens_token_hash_unique',
        'contact_submissions_assigned_to_created_at_idx',
        'contact_submissions_assigned_to_status_created_at_idx',
        'contact_submissions_next_follow_up_at_idx',
        'contact_submissions_person_id_created_at_idx',
        'contact_submissions_phone_normalized_idx',
        'contact_submissions_email_normalized_idx',
        'lead_events_lead_id_created_at_idx',
        'person_contacts_person_id_idx',
        'contact_submissions_assigned_to_response_due_idx',
        'contact_submissions_assigned_to_next_follow_up_idx',
        'contact_submissions_new_unassigned_idx',
        'site_visits_booked_starts_at_idx',
        'whatsapp_templates_name_key',
      ]),
    );
  });

  it('writes and reads a lead with the same query code, defaulting its status to new', async () => {
    const [lead] = await database.db
      .insert(contactSubmissions)
      .values({ name: 'Priya S.', email: 'priya@example.in', phone: '+91 98450 00000', service: 'Modular Kitchen', source: 'popup form' })
      .returning();
    expect(lead!.status).toBe('new');
    expect(lead!.createdAt).toBeInstanceOf(Date);
    await database.db.update(contactSubmissions).set({ status: 'contacted' }).where(eq(contactSubmissions.id, lead!.id));
    const [stored] = await database.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, lead!.id));
    expect(stored).toMatchObject({ name: 'Priya S.', service: 'Modular Kitchen', status: 'contacted', location: null });
  });

  it('refuses a lead status outside new, contacted, converted, lost', async () => {
    // Raw: the schema's types would not let the builder write an unknown status; the check constraint must.
    await expect(
      database.db.execute(sql`insert into contact_submissions (name, email, phone, status) values ('A', 'a@example.in', '1', 'archived')`),
    ).rejects.toThrow();
    expect(await database.db.$count(contactSubmissions, eq(contactSubmissions.name, 'A'))).toBe(0);
  });

  it("stores articles with tags as a text array, the columns' defaults, and unique slugs", async () => {
    const base = { title: 'Compact kitchens', excerpt: '<p>Short.</p>', content: '<p>Body.</p>', category: 'Kitchen Design' };
    await database.db.insert(articles).values({ ...base, slug: 'compact-kitchens', tags: ['Modular Kitchen', 'Small Spaces'] });
    const [article] = await database.db.select().from(articles).where(eq(articles.slug, 'compact-kitchens'));
    expect(article).toMatchObject({
      tags: ['Modular Kitchen', 'Small Spaces'],
      readTime: 5,
      isFeatured: false,
      isPublished: false,
      metaTitle: null,
    });
    await expect(database.db.insert(articles).values({ ...base, slug: 'compact-kitchens' })).rejects.toThrow();
    const newest = await database.db.select({ slug: articles.slug }).from(articles).orderBy(desc(articles.createdAt)).limit(1);
    expect(newest[0]!.slug).toBe('compact-kitchens');
  });

  it('removes roles with their user', async () => {
    const [user] = await database.db.insert(users).values({ email: 'staff@example.in', passwordHash: 'x' }).returning();
    await database.db.insert(userRoles).values({ userId: user!.id, role: 'admin' });
    await database.db.delete(users).where(eq(users.id, user!.id));
    expect(await database.db.select().from(userRoles).where(eq(userRoles.userId, user!.id))).toEqual([]);
  });

  it.runIf(driver === 'postgres')(
    'fails a transaction whose connection the server ends, without ending the process, and the next statement works',
    async () => {
      // Decision 148: the client is checked out and between two statements when PostgreSQL ends its
      // session (57P01, as a restart does); nobody but the pool's own listener hears it.
      const ended = database.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        await database.db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(ended).rejects.toThrow();
      expect((await database.db.execute<{ one: number }>(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    },
  );

  it('migrating again changes nothing', async () => {
    const { openDatabase } = await import('#app/lib/db.server.ts');
    if (driver === 'postgres') {
      const again = await openDatabase({ databaseUrl: database.url!, dataDir: database.dataDir });
      await again.close();
    }
    expect(await database.db.$count(articles)).toBe(1);
  });
});
