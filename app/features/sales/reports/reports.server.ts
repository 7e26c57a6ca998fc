// 'Reports' (decision 072): leads per week by source, conversion and win rate by source and by
// campaign, leads by locality and by service, the median time to first contact and the median
// days from enquiry to 'Won', for a range of days in India time, and the pipeline's value by stage
// today (decision 103), and how far accepted quotations are from the first estimate. The counts come from lead_daily_counts (a few rows per day, kept by triggers: decision
// 072); only the median reads the leads of the range, through the created_at index.
import { and, between, count, eq, gte, isNotNull, lt, lte, or, sql, sum } from 'drizzle-orm';
import type { SubmissionResult } from '@conform-to/react';
import type { Database } from '#db/database.ts';
import { leadStages } from '#db/enums.ts';
import type { LeadReportDimension, LeadStage } from '#db/enums.ts';
import { contactSubmissions, leadDailyCounts, pipelineStages, users } from '#db/schema.ts';
import { acceptedVsEstimateMedian } from '#app/features/sales/quotation/quotation-acceptance.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { TIME_ZONE } from '#app/lib/format.ts';
import { defaultReportRange, reportRangeSchema, weeksOf } from '#app/features/sales/reports/report-range.ts';
import type { ReportRange } from '#app/features/sales/reports/report-range.ts';
import { localityOf, sourceWords } from '#app/features/intake/lead-words.ts';

/** One value of a dimension in the range: how many leads, how many of them converted ('Won') and how many are lost. */
export type ReportRow = { label: string; leads: number; converted: number; lost: number };

/** A pipeline stage now: its leads and their value in paise (pipeline_stages). */
export type PipelineStageRow = { stage: LeadStage; leads: number; valuePaise: number };

export type WeeklyBySource = {
  /** The Monday of each week ('yyyy-MM-dd'), oldest first. */
  weeks: string[];
  /** The sources shown, busiest first; the rest are summed as 'Other sources'. */
  sources: string[];
  /** counts[week][source] */
  counts: number[][];
};

export type LeadReport = {
  range: ReportRange;
  totals: { leads: number; converted: number };
  weekly: WeeklyBySource;
  bySource: ReportRow[];
  byCampaign: ReportRow[];
  byLocality: ReportRow[];
  byService: ReportRow[];
  firstContact: { medianMinutes: number | null; contacted: number; leads: number };
  /** 'First response by member': answered in time and the median time to first contact, per assignee. */
  byMember: MemberResponseRow[];
  /** 'Pipeline value by stage': every open lead's value today, whatever the range. */
  pipeline: PipelineStageRow[];
  /** 'Days from enquiry to Won': the median over the range's leads that are in 'Won'. */
  toWon: { medianDays: number | null; won: number };
  /** How far quotations accepted in the range are from their lead's first estimate (median percent). */
  acceptedVsEstimate: { medianPercent: number | null; quotations: number };
};

export type ReportsTabData =
  | { ok: true; range: ReportRange; report: LeadReport }
  /** The range in the URL was refused: the form shows why, and no report is read. */
  | { ok: false; range: Partial<ReportRange>; result: SubmissionResult<string[]> };

/** How many sources the weekly chart keeps apart. */
export const WEEKLY_SOURCES = 6;
/** How many localities and services the tables list before summing the rest. */
export const TOP_ROWS = 12;

export const NO_VALUE_LABELS: Record<LeadReportDimension, string> = {
  source: 'Website',
  campaign: 'No campaign',
  locality: 'Not specified',
  service: 'Not specified',
};
export const OTHER_SOURCES = 'Other sources';

/**
 * Rows that differ only in case or spacing are one ('HSR Layout', 'hsr layout'), shown as the
 * spelling most leads used; an empty value is the dimension's 'none' label.
 */
const keyOf = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A stored value as the report names it (decision 159): a source in staff's words ('contact_page'
 * is 'Contact page'), an address under the locality it names, anything else as written.
 */
function wordsOf(dimension: LeadReportDimension, value: string): string {
  if (value.trim() === '') return '';
  if (dimension === 'source') return sourceWords(value);
  if (dimension === 'locality') return localityOf(value) ?? value;
  return value;
}

function mergeRows(
  dimension: LeadReportDimension,
  rows: Array<{ value: string; leads: number; converted: number; lost: number }>,
): Array<ReportRow & { key: string }> {
  const merged = new Map<string, { key: string; label: string; best: number; leads: number; converted: number; lost: number }>();
  for (const row of rows) {
    const words = wordsOf(dimension, row.value);
    const key = keyOf(words);
    const label = words === '' ? NO_VALUE_LABELS[dimension] : words;
    const entry = merged.get(key);
    if (!entry) merged.set(key, { key, label, best: row.leads, leads: row.leads, converted: row.converted, lost: row.lost });
    else {
      if (row.leads > entry.best) Object.assign(entry, { label, best: row.leads });
      entry.leads += row.leads;
      entry.converted += row.converted;
      entry.lost += row.lost;
    }
  }
  return [...merged.values()]
    .filter((row) => row.leads > 0)
    .map(({ key, label, leads, converted, lost }) => ({ key, label, leads, converted, lost }))
    .sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label));
}

/** The busiest `limit` rows, and the rest summed as one ('Other (n)'). */
export function topRows(rows: ReportRow[], limit = TOP_ROWS): ReportRow[] {
  if (rows.length <= limit + 1) return rows;
  const rest = rows.slice(limit);
  return [
    ...rows.slice(0, limit),
    {
      label: `Other (${rest.length})`,
      leads: rest.reduce((total, row) => total + row.leads, 0),
      converted: rest.reduce((total, row) => total + row.converted, 0),
      lost: rest.reduce((total, row) => total + row.lost, 0),
    },
  ];
}

/** The first moment of `day` in India time, as the database reads it. */
const startOfDay = (day: string) => sql`(${day}::date)::timestamp at time zone ${TIME_ZONE}`;

export async function leadReport(db: Database, range: ReportRange): Promise<LeadReport> {
  const inRange = between(leadDailyCounts.day, range.from, range.to);
  const week = sql<string>`date_trunc('week', ${leadDailyCounts.day}::timestamp)::date::text`;
  const leads = contactSubmissions;
  const inLeadRange = and(
    gte(leads.createdAt, startOfDay(range.from)),
    lt(leads.createdAt, sql`${startOfDay(range.to)} + interval '1 day'`),
  );
  const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);
  const rangeEnd = new Date(indiaMidnight(range.to).getTime() + 86_400_000);
  const [values, weekly, [contact], pipeline, [won], acceptedVsEstimate, byMember] = await Promise.all([
    db
      .select({
        dimension: leadDailyCounts.dimension,
        value: leadDailyCounts.value,
        leads: sum(leadDailyCounts.leads).mapWith(Number),
        converted: sum(leadDailyCounts.converted).mapWith(Number),
        lost: sum(leadDailyCounts.lost).mapWith(Number),
      })
      .from(leadDailyCounts)
      .where(inRange)
      .groupBy(leadDailyCounts.dimension, leadDailyCounts.value),
    db
      .select({ week, value: leadDailyCounts.value, leads: sum(leadDailyCounts.leads).mapWith(Number) })
      .from(leadDailyCounts)
      .where(and(eq(leadDailyCounts.dimension, 'source'), inRange))
      .groupBy(week, leadDailyCounts.value),
    db
      .select({
        // Raw: an ordered-set aggregate (the median) has no builder function. date_part gives a
        // float to sort; extract gives a numeric, which sorts at half the speed (decision 075).
        medianSeconds: sql<
          number | null
        >`percentile_cont(0.5) within group (order by date_part('epoch', ${leads.firstContactAt} - ${leads.createdAt}))`,
        contacted: count(leads.firstContactAt),
        leads: count(),
      })
      .from(leads)
      .where(inLeadRange),
    db.select({ stage: pipelineStages.stage, leads: pipelineStages.leads, valuePaise: pipelineStages.valuePaise }).from(pipelineStages),
    db
      .select({
        medianSeconds: sql<
          number | null
        >`percentile_cont(0.5) within group (order by date_part('epoch', coalesce(${leads.stageChangedAt}, ${leads.createdAt}) - ${leads.createdAt}))`,
        won: count(),
      })
      .from(leads)
      .where(and(inLeadRange, eq(leads.stage, 'won'))),
    acceptedVsEstimateMedian(db, { from: indiaMidnight(range.from), to: rangeEnd }),
    responseByMember(db, range),
  ]);

  const rowsOf = (dimension: LeadReportDimension) =>
    mergeRows(
      dimension,
      values.filter((row) => row.dimension === dimension),
    );
  const withoutKeys = (rows: Array<ReportRow & { key: string }>): ReportRow[] =>
    rows.map(({ label, leads: total, converted, lost }) => ({ label, leads: total, converted, lost }));

  // The weekly chart keeps the busiest sources apart (all of them when there are few).
  const sourceRows = rowsOf('source');
  const shown = sourceRows.slice(0, sourceRows.length > WEEKLY_SOURCES + 1 ? WEEKLY_SOURCES : WEEKLY_SOURCES + 1);
  const sources = [...shown.map((row) => row.label), ...(sourceRows.length > shown.length ? [OTHER_SOURCES] : [])];
  const seriesOf = new Map(shown.map((row, index) => [row.key, index]));
  const weeks = weeksOf(range);
  const counts = weeks.map(() => sources.map(() => 0));
  for (const row of weekly) {
    const weekIndex = weeks.indexOf(row.week);
    const series = seriesOf.get(keyOf(wordsOf('source', row.value))) ?? sources.length - 1;
    if (weekIndex >= 0 && row.leads !== 0) counts[weekIndex]![series]! += row.leads;
  }
  const bySource = withoutKeys(sourceRows);

  const medianSeconds = contact?.medianSeconds === null || contact?.medianSeconds === undefined ? null : Number(contact.medianSeconds);
  return {
    range,
    totals: {
      leads: bySource.reduce((total, row) => total + row.leads, 0),
      converted: bySource.reduce((total, row) => total + row.converted, 0),
    },
    weekly: { weeks, sources, counts },
    bySource,
    byCampaign: withoutKeys(rowsOf('campaign')),
    byLocality: topRows(withoutKeys(rowsOf('locality'))),
    byService: topRows(withoutKeys(rowsOf('service'))),
    firstContact: {
      medianMinutes: medianSeconds === null ? null : Math.round(medianSeconds / 60),
      contacted: contact?.contacted ?? 0,
      leads: contact?.leads ?? 0,
    },
    pipeline: leadStages.map((stage) => {
      const row = pipeline.find((entry) => entry.stage === stage);
      return { stage, leads: row?.leads ?? 0, valuePaise: row?.valuePaise ?? 0 };
    }),
    toWon: {
      medianDays:
        won?.medianSeconds === null || won?.medianSeconds === undefined ? null : Math.round((Number(won.medianSeconds) / 86_400) * 10) / 10,
      won: won?.won ?? 0,
    },
    acceptedVsEstimate,
    byMember,
  };
}

/** 'First response by member': one member's leads of the range that had a first-response clock. */
export type MemberResponseRow = {
  /** Null: leads nobody was assigned. */
  member: { id: string; email: string; name: string } | null;
  /** Leads whose first response is decided: contacted, or their time passed. */
  leads: number;
  /** Of those, contacted by their due time ('Respond within' in working hours). */
  answeredInTime: number;
  contacted: number;
  /** The median time from enquiry to first contact over the contacted ones (minutes, on the clock), or null. */
  medianMinutes: number | null;
};

/**
 * 'First response by member' (decision 113): per assignee, the range's leads with a first-response
 * clock whose answer is decided, how many were contacted by their due time, and the median time
 * to first contact. Reads the range's leads through the created_at index, as the team's median does.
 */
export async function responseByMember(db: Database, range: ReportRange): Promise<MemberResponseRow[]> {
  const leads = contactSubmissions;
  const rows = await db
    .select({
      memberId: leads.assignedTo,
      email: users.email,
      name: users.name,
      leads: count(),
      answeredInTime: count(sql`case when ${leads.firstContactAt} <= ${leads.responseDueAt} then 1 end`),
      contacted: count(leads.firstContactAt),
      // Raw: an ordered-set aggregate (the median) has no builder function.
      medianSeconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by date_part('epoch', ${leads.firstContactAt} - ${leads.createdAt}))`,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.assignedTo))
    .where(
      and(
        gte(leads.createdAt, startOfDay(range.from)),
        lt(leads.createdAt, sql`${startOfDay(range.to)} + interval '1 day'`),
        isNotNull(leads.responseDueAt),
        or(isNotNull(leads.firstContactAt), lte(leads.responseDueAt, sql`now()`)),
      ),
    )
    .groupBy(leads.assignedTo, users.email, users.name);
  return rows
    .map((row) => ({
      member: row.memberId && row.email ? { id: row.memberId, email: row.email, name: row.name ?? '' } : null,
      leads: row.leads,
      answeredInTime: row.answeredInTime,
      contacted: row.contacted,
      medianMinutes: row.medianSeconds === null ? null : Math.round(Number(row.medianSeconds) / 60),
    }))
    .sort((a, b) => (a.member === null ? 1 : b.member === null ? -1 : b.leads - a.leads || a.member.email.localeCompare(b.member.email)));
}

/**
 * The 'Reports' tab for the dashboard URL (`from`, `to`): the default range when neither is
 * given, the report when the range is good, or the form's messages when it is not.
 */
/** The range a request asks for: the default one without `from` and `to`; the form's messages when it refuses them. */
export function reportRangeOf(params: URLSearchParams): { ok: true; range: ReportRange } | Extract<ReportsTabData, { ok: false }> {
  if (!params.has('from') && !params.has('to')) return { ok: true, range: defaultReportRange() };
  const form = new FormData();
  for (const name of ['from', 'to'] as const) form.set(name, params.get(name) ?? '');
  const submission = parseForm(form, reportRangeSchema);
  if (submission.status !== 'success') {
    return { ok: false, range: { from: params.get('from') ?? '', to: params.get('to') ?? '' }, result: submission.reply() };
  }
  return { ok: true, range: submission.value };
}

export async function loadReports(db: Database, params: URLSearchParams): Promise<ReportsTabData> {
  const asked = reportRangeOf(params);
  return asked.ok ? { ok: true, range: asked.range, report: await leadReport(db, asked.range) } : asked;
}
