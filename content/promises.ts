/**
 * The studio's working hours and what it promises a visitor about time, in one place (decision
 * 160): every page, form and message that states them reads them from here, so no two disagree.
 * The hours are the specification's (Mon-Fri 09:00-18:00, Sat 10:00-16:00); calls are answered in
 * them. The popup's thanks keeps its own words ('We'll get back to you shortly.').
 */
import { company } from '#content/company.ts';

/** 'Monday - Friday: 09:00 - 18:00', one line per group of days. */
export const workingHoursLines: readonly string[] = company.hours.map((slot) => `${slot.days}: ${slot.opens} - ${slot.closes}`);

export type TimePromise = {
  /** How many hours. */
  hours: number;
  /** 'within 24 hours', as it reads inside a sentence. */
  within: string;
};

const promise = (hours: number): TimePromise => ({ hours, within: `within ${hours} hours` });

/** How soon the studio answers an enquiry, a call-back or an e-mail. */
export const replyPromise = promise(24);

/** How soon a detailed, itemised quote follows the agreed design or site visit. */
export const quotePromise = promise(12);
