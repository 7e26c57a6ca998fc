// The forms of the work on a project, as the browser and the server both check them (one zod
// schema each, read from posted strings by `parseForm`): 'Stage settings', a project's plan, a
// stage's dates and milestone, and a site diary entry. Dates are India's calendar days.
import { z } from 'zod';
import { printable } from '#app/lib/text-rules.ts';
import { indiaToday, isCalendarDay } from '#app/features/project-work/delay.ts';

/** The stages every new project starts with, in order, until an Admin sets others (decision 172). */
export const DEFAULT_STAGE_LABELS = ['Design sign-off', 'Production', 'Delivery', 'Installation', 'Handover'] as const;

export const STAGES_MAX = 12;
export const STAGE_LABEL_MAX = 60;
export const NOTE_MAX = 2000;
export const BLOCKING_MAX = 1000;
/** How many days back a diary entry may be dated (an entry kept on a phone without signal). */
export const ENTRY_DAYS_BACK = 30;

export const WORK_TEXTS = {
  stagesNone: 'Name at least one stage.',
  stagesMany: `At most ${STAGES_MAX} stages.`,
  stageLong: `A stage's name has at most ${STAGE_LABEL_MAX} characters.`,
  stagesTwice: 'Each stage once: a name is there twice.',
  day: 'Choose a day, or leave it empty.',
  reachedFuture: 'A stage cannot be reached after today.',
  member: 'Choose a member of the team.',
  stage: 'This stage does not exist.',
  milestone: 'Choose a milestone of this project.',
  note: 'Write what happened on site today.',
  noteLong: `At most ${NOTE_MAX} characters.`,
  progress: 'Enter the stage’s progress as a whole number from 0 to 100.',
  blockingLong: `At most ${BLOCKING_MAX} characters.`,
  entryOn: `Choose today or a day of the last ${ENTRY_DAYS_BACK} days.`,
  key: 'Send the entry again from its form.',
} as const;

/** An optional day: '' is none. */
const optionalDay = z
  .string()
  .trim()
  .default('')
  .refine((value) => value === '' || isCalendarDay(value), WORK_TEXTS.day)
  .transform((value) => (value === '' ? null : value));

/** An optional member or milestone: '' is none. */
const optionalId = (message: string) =>
  z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || z.uuid().safeParse(value).success, message)
    .transform((value) => (value === '' ? null : value));

/** 'Stage settings': the stages a new project is given, one a line. */
export const stageSettingsSchema = z.object({
  stages: z
    .string({ error: WORK_TEXTS.stagesNone })
    .check(printable({ multiline: true }))
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(STAGE_LABEL_MAX, WORK_TEXTS.stageLong))
        .min(1, WORK_TEXTS.stagesNone)
        .max(STAGES_MAX, WORK_TEXTS.stagesMany)
        .refine((labels) => new Set(labels.map((label) => label.toLowerCase())).size === labels.length, WORK_TEXTS.stagesTwice),
    ),
});

/** A project's plan: the committed move-in date, its designer and its site supervisor. */
export const projectPlanSchema = z.object({
  moveInOn: optionalDay,
  designerId: optionalId(WORK_TEXTS.member),
  siteSupervisorId: optionalId(WORK_TEXTS.member),
});
export type ProjectPlanInput = z.output<typeof projectPlanSchema>;

/** A stage's planned and actual dates and the milestone it reaches. */
export const stageDatesSchema = z.object({
  stageId: z.uuid({ error: WORK_TEXTS.stage }),
  plannedOn: optionalDay,
  actualOn: optionalDay.refine((value) => value === null || value <= indiaToday(new Date()), WORK_TEXTS.reachedFuture),
  milestoneId: optionalId(WORK_TEXTS.milestone),
});
export type StageDatesInput = z.output<typeof stageDatesSchema>;

/** Whether `day` may date an entry written `today`: today or up to ENTRY_DAYS_BACK days before. */
export function entryDayAllowed(day: string, today: string): boolean {
  if (!isCalendarDay(day) || day > today) return false;
  const earliest = new Date(Date.parse(`${today}T00:00:00Z`) - ENTRY_DAYS_BACK * 86_400_000).toISOString().slice(0, 10);
  return day >= earliest;
}

/** A site diary entry; `idempotencyKey` is made by the device once per entry, so a resend is stored once. */
export const diaryEntrySchema = z.object({
  idempotencyKey: z.uuid({ error: WORK_TEXTS.key }),
  entryOn: z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || entryDayAllowed(value, indiaToday(new Date())), WORK_TEXTS.entryOn)
    .transform((value) => (value === '' ? null : value)),
  note: z
    .string({ error: WORK_TEXTS.note })
    .check(printable({ multiline: true }))
    .trim()
    .min(1, WORK_TEXTS.note)
    .max(NOTE_MAX, WORK_TEXTS.noteLong),
  progressPercent: z
    .string({ error: WORK_TEXTS.progress })
    .trim()
    .regex(/^\d{1,3}$/, WORK_TEXTS.progress)
    .transform(Number)
    .pipe(z.number().int().min(0, WORK_TEXTS.progress).max(100, WORK_TEXTS.progress)),
  blocking: z
    .string()
    .check(printable({ multiline: true }))
    .trim()
    .max(BLOCKING_MAX, WORK_TEXTS.blockingLong)
    .default(''),
});
export type DiaryEntryInput = z.output<typeof diaryEntrySchema>;
