// The work on a customer's project after the signature (decisions 172, 173): its stages with
// planned and actual dates, the committed move-in date, its designer and site supervisor, and the
// site diary. The default list of stages is an Admin's setting. Dates are India's calendar days.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customerProjects, projectMilestones } from '#db/schema/billing.ts';
import { users } from '#db/schema/staff.ts';
import { createdAt, updatedAt } from '#db/schema/columns.ts';

/** The work's settings: one row, set by an Admin ('Stage settings'). */
export const workSettings = pgTable(
  'work_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** The labels of the stages a new project is given, in order. */
    stageLabels: jsonb('stage_labels').$type<string[]>().notNull(),
    updatedBy: uuid('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (table) => [check('work_settings_one_row', sql`${table.id} = 1`)],
);

/** A project's plan: the date the customer was promised they can move in, and who does the work. */
export const projectPlans = pgTable('project_plans', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => customerProjects.id, { onDelete: 'restrict' }),
  /** 'Committed move-in date'. */
  moveInOn: date('move_in_on', { mode: 'string' }),
  designerId: uuid('designer_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  /** 'Site supervisor': a member with the Site role. */
  siteSupervisorId: uuid('site_supervisor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  updatedBy: uuid('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** A stage of the work, with its planned and actual dates and, optionally, the milestone it reaches. */
export const projectStages = pgTable(
  'project_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => customerProjects.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    plannedOn: date('planned_on', { mode: 'string' }),
    /** The day the stage was reached; null while it is not. */
    actualOn: date('actual_on', { mode: 'string' }),
    /** The payment milestone whose invoice this stage's reaching may raise. */
    milestoneId: uuid('milestone_id').references(() => projectMilestones.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('project_stages_position_key').on(table.projectId, table.position)],
);

/** An entry of a project's site diary: the day's note, the current stage's progress and what blocks it. */
export const diaryEntries = pgTable(
  'diary_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => customerProjects.id, { onDelete: 'restrict' }),
    authorId: uuid('author_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'restrict' }),
    /** The day it is about (India). */
    entryOn: date('entry_on', { mode: 'string' }).notNull(),
    /** The stage its progress is of (the current stage when it was written). */
    stageId: uuid('stage_id').references(() => projectStages.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    progressPercent: integer('progress_percent').notNull(),
    blocking: text('blocking').notNull().default(''),
    /** Made by the device that wrote the entry: the same entry sent twice is stored once. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('diary_entries_idempotency_key').on(table.idempotencyKey),
    index('diary_entries_project_idx').on(table.projectId, table.entryOn, table.createdAt),
    check('diary_entries_progress_check', sql`${table.progressPercent} between 0 and 100`),
  ],
);

export type ProjectStageRow = typeof projectStages.$inferSelect;
export type ProjectPlanRow = typeof projectPlans.$inferSelect;
export type DiaryEntryRow = typeof diaryEntries.$inferSelect;
