// Whether a project keeps its dates (decision 172): 'On track' or 'Delayed by N days'. Pure and
// browser-safe; every date is a day of India's calendar, 'YYYY-MM-DD', and `today` is India's.
//
// - A stage with a planned date is late by (actual − planned) days once reached, and by (today −
//   planned) while not reached after its planned day; early or on time, or without a planned
//   date, it is late by 0.
// - The 'Committed move-in date' is late by (actual − committed) once the last stage is reached;
//   before that, by the larger of (today − committed) and (the last stage's planned date −
//   committed): a plan that ends after the promise is a delay already.
// - The project is late by the largest of these: 0 is 'On track'.

/** India Standard Time is UTC+05:30 all year. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

export type StageDates = { plannedOn: string | null; actualOn: string | null };

export type Delay = { kind: 'on-track' } | { kind: 'delayed'; days: number };

/** The day in India at the instant `now`: '2026-11-29'. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether `value` is a real day written 'YYYY-MM-DD'. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  if (!isCalendarDay(from) || !isCalendarDay(to)) throw new RangeError(`Not a day: ${isCalendarDay(from) ? to : from}`);
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Days a stage is behind its planned date (0: on time, early, not due yet, or no plan). */
export function stageLateness(stage: StageDates, today: string): number {
  if (!stage.plannedOn) return 0;
  return Math.max(0, daysBetween(stage.plannedOn, stage.actualOn ?? today));
}

/** Days the move-in is behind the committed date, by the last stage's dates (0 without a committed date). */
export function moveInLateness(stages: readonly StageDates[], moveInOn: string | null, today: string): number {
  if (!moveInOn) return 0;
  const last = stages.at(-1);
  if (last?.actualOn) return Math.max(0, daysBetween(moveInOn, last.actualOn));
  const planned = last?.plannedOn ? daysBetween(moveInOn, last.plannedOn) : 0;
  return Math.max(0, daysBetween(moveInOn, today), planned);
}

/** The project's delay: the largest lateness of its stages and of its move-in. */
export function projectDelay({
  stages,
  moveInOn,
  today,
}: {
  stages: readonly StageDates[];
  moveInOn: string | null;
  today: string;
}): Delay {
  const days = Math.max(0, moveInLateness(stages, moveInOn, today), ...stages.map((stage) => stageLateness(stage, today)));
  return days === 0 ? { kind: 'on-track' } : { kind: 'delayed', days };
}

/** 'On track', 'Delayed by 1 day', 'Delayed by 12 days'. */
export function delayLabel(delay: Delay | number): string {
  const days = typeof delay === 'number' ? delay : delay.kind === 'on-track' ? 0 : delay.days;
  if (days <= 0) return 'On track';
  return `Delayed by ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The stage being worked on: the first not reached (null when every stage is). */
export function currentStage<T extends StageDates>(stages: readonly T[]): T | null {
  return stages.find((stage) => !stage.actualOn) ?? null;
}
