// What 'Payments' shows, browser-safe: the ageing columns and the figures' shape (decision 167).

export const OUTSTANDING_PAGE_SIZE = 50;

/** The ageing columns, in days since the milestone was asked for. */
export const AGEING_BUCKETS = [
  { key: 'upTo30', label: '0–30 days' },
  { key: 'upTo60', label: '31–60 days' },
  { key: 'upTo90', label: '61–90 days' },
  { key: 'over90', label: 'Over 90 days' },
] as const;
export type AgeingKey = (typeof AGEING_BUCKETS)[number]['key'];
export type Ageing = Record<AgeingKey, number>;

export type OutstandingProject = {
  id: string;
  leadId: string;
  customerName: string;
  outstandingPaise: number;
  ageing: Ageing;
  /** Days since the oldest unpaid milestone was asked for. */
  oldestDays: number;
};

export type PaymentsOverview = {
  /** Asked for and not received, every project in scope. */
  duePaise: number;
  /** The part of it asked for longer ago than 'Remind after'. */
  overduePaise: number;
  /** Payments (less reversals) received this month, India's calendar. */
  collectedThisMonthPaise: number;
  remindAfterDays: number;
  /** India's calendar. */
  today: string;
  month: string;
  totals: Ageing;
  projects: OutstandingProject[];
  projectCount: number;
  page: number;
  pageSize: number;
};

/** What 'Reports' adds about money, over its range of days. */
export type BillingReport = {
  /** Each month the range touches ('2026-11'), oldest first. */
  byMonth: Array<{ month: string; invoicedPaise: number; collectedPaise: number }>;
  /** Outstanding now, by days since each milestone was asked for. */
  outstanding: Ageing;
  /** Over the projects paid in full whose last payment fell in the range; null: none. */
  medianDaysToLastPayment: number | null;
  projectsPaidInFull: number;
};
