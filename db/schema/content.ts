// The content's tables: articles, uploaded media and the pricing rate cards.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#db/schema/staff.ts';
import { createdAt, updatedAt } from '#db/schema/columns.ts';

/** Design articles (docs/product.md, 'The admin panel'). Excerpt and content are sanitized HTML. */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorName: text('author_name'),
    readTime: integer('read_time').notNull().default(5),
    /** True when the writer left the read time empty: it is counted from the content at every save. */
    readTimeAuto: boolean('read_time_auto').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    featuredImageUrl: text('featured_image_url'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    /** When a draft goes live by itself (the schedule's job, decision 120); null once it has. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When a published article goes back to draft by itself; null once it has. */
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    /** Raised by every save (a run of autosaves raises it each time): a save sent from an older one is a conflict (decision 125). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('articles_slug_key').on(table.slug),
    index('articles_published_created_at_idx').on(table.isPublished, table.createdAt.desc()),
    check('articles_read_time_check', sql`${table.readTime} >= 1`),
    index('articles_publish_at_idx')
      .on(table.publishAt)
      .where(sql`${table.publishAt} is not null`),
    index('articles_unpublish_at_idx')
      .on(table.unpublishAt)
      .where(sql`${table.unpublishAt} is not null`),
  ],
);

/**
 * Old addresses that answer 301 (decision 121): an article's earlier slug (`articleId` set: it
 * leads to the article's slug of the moment, so a chain of renames is one hop), or a path an
 * admin added (`toPath`), for the old site's addresses.
 */
export const redirects = pgTable(
  'redirects',
  {
    fromPath: text('from_path').primaryKey(),
    articleId: uuid('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    toPath: text('to_path'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('redirects_article_id_idx').on(table.articleId),
    check('redirects_one_target_check', sql`(${table.articleId} is null) <> (${table.toPath} is null)`),
  ],
);

/**
 * Every save of an article, as it was stored (decision 124): number 1 is the first, each save or
 * restore adds the next. `restoredFrom` names the revision a restore brought back; `autosaved`
 * marks a save the dialog made by itself (the next autosave by the same member replaces it).
 */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorName: text('author_name'),
    readTime: integer('read_time').notNull(),
    readTimeAuto: boolean('read_time_auto').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    featuredImageUrl: text('featured_image_url'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    restoredFrom: integer('restored_from'),
    autosaved: boolean('autosaved').notNull().default(false),
    /** Kept by the schedule's job (published or unpublished at its time), by no member (decision 130). */
    scheduled: boolean('scheduled').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('article_revisions_article_number_key').on(table.articleId, table.number)],
);

/** `bytea`: the bytes of a file, as both drivers hand them over. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Images uploaded from the editor, bytes included, so every app process serves them at
 * /media/<fileName>. `data` is null only for a row whose file has not been imported yet from a
 * data folder of an earlier version.
 */
export const media = pgTable('media', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull().unique(),
  originalName: text('original_name'),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  data: bytea('data'),
  /** What the image shows, for screen readers; null only on rows uploaded before the media library (or decorative ones). */
  altText: text('alt_text'),
  /** Marked 'Decorative' at upload: it says nothing a reader would miss, so it needs no alt text. */
  decorative: boolean('decorative').notNull().default(false),
  uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * The studio's projects (the 'Projects' screen; /projects and /projects/<slug>). Locality, service,
 * property type, package, budget band and style hold the values of their lists in content/ and
 * the calculator; the server checks them on save.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    locality: text('locality').notNull(),
    service: text('service').notNull(),
    propertyType: text('property_type').notNull(),
    carpetArea: integer('carpet_area').notNull(),
    package: text('package').notNull(),
    budget: text('budget').notNull(),
    style: text('style').notNull(),
    /** The /projects filter it shows under: residential, commercial, kitchen or bathroom. */
    category: text('category').notNull().default('residential'),
    description: text('description').notNull(),
    /** Who it was for, as the detail dialog names them ('The Menon family'); none when empty. */
    client: text('client'),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('projects_slug_key').on(table.slug),
    index('projects_published_locality_idx').on(table.isPublished, table.locality),
    check('projects_carpet_area_check', sql`${table.carpetArea} > 0`),
  ],
);

/** A project's photos, in order: images of the media library, which cannot be deleted while a project shows them. */
export const projectPhotos = pgTable(
  'project_photos',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.position] }), index('project_photos_media_id_idx').on(table.mediaId)],
);

/**
 * A saved version's rates: per rate key, the rupees of each package (`{ kitchen: { essential:
 * 5000, ... }, ... }`). The keys are the calculator's (content/rate-card.ts) when the version was
 * saved, so a rate added since is missing from older versions: whoever reads one fills it in from
 * the defaults (decision 135).
 */
export type StoredRates = Partial<Record<string, Record<string, number>>>;

/**
 * The price calculator's rate card as staff saved it, one row per version (the newest applies);
 * without any row the defaults in content/rate-card.ts apply (version 0).
 */
export const rateCards = pgTable('rate_cards', {
  version: integer('version').primaryKey(),
  rates: jsonb('rates').$type<StoredRates>().notNull(),
  rangePercent: integer('range_percent').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

// One row type per table, inferred from the definitions above: code that reads or writes rows
// uses these (or a Pick of them), never a hand-written copy.
export type Article = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;
export type MediaFile = typeof media.$inferSelect;
export type ArticleRevision = typeof articleRevisions.$inferSelect;
export type Redirect = typeof redirects.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type RateCardRow = typeof rateCards.$inferSelect;
