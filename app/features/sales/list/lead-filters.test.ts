import { describe, expect, it } from 'vitest';
import { describeNotification } from '#app/features/sales/lead/lead-view.tsx';
import { displayStatus, leadFilterParams, parseLeadFilters, personSearch } from '#app/features/sales/list/lead-filters.ts';

describe('lead filters from the URL', () => {
  it('reads search, status and page, falling back to the defaults', () => {
    expect(parseLeadFilters(new URLSearchParams('q=%20priya%20&status=contacted&page=3&due=1&mine=1&overdue=1'))).toEqual({
      q: 'priya',
      status: 'contacted',
      due: true,
      mine: true,
      overdue: true,
      page: 3,
    });
    expect(parseLeadFilters(new URLSearchParams('status=archived&page=-2&due=yes'))).toEqual({
      q: '',
      status: 'all',
      due: false,
      mine: false,
      overdue: false,
      page: 1,
    });
    expect(parseLeadFilters(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toBe('');
  });

  it('writes the filters back as the parameters the list and the export carry', () => {
    expect(leadFilterParams({ q: 'priya', status: 'new', due: true, mine: false }).toString()).toBe('q=priya&status=new&due=1');
    expect(leadFilterParams({ q: '', status: 'all', due: false, mine: true }).toString()).toBe('mine=1');
    expect(leadFilterParams({ q: '', status: 'all', due: false, mine: false, overdue: true }).toString()).toBe('overdue=1');
  });

  it('searches for a person by a whole e-mail address or a phone number of ten digits or more, written any way', () => {
    for (const written of ['+919845012345', '098450 12345', '+91-98450-12345', '919845012345', '98450 12345', '(+91) 98450 12345']) {
      expect(personSearch(written)).toEqual({ kind: 'phone', value: written });
    }
    expect(personSearch(' Priya@Example.com ')).toEqual({ kind: 'email', value: 'Priya@Example.com' });
    // Part of a number, a name, part of an address: the ordinary search.
    for (const other of ['98450', '12345 67', 'priya', 'priya@', 'gmail.com', 'HSR 2nd sector 1']) expect(personSearch(other)).toBeNull();
  });

  it('shows a missing or unknown status as New', () => {
    expect(displayStatus(null)).toBe('new');
    expect(displayStatus('archived')).toBe('new');
    expect(displayStatus('lost')).toBe('lost');
  });
});

describe('the notification line of a lead', () => {
  it('says whether the staff were told, and why not', () => {
    expect(describeNotification({ state: 'sent' })).toBe('Notification: sent');
    expect(describeNotification({ state: 'failed', attempts: 5, error: 'SMTP 550' })).toBe(
      'Notification: failed after 5 attempts: SMTP 550',
    );
    expect(describeNotification({ state: 'pending' })).toBe('Notification: pending');
    expect(describeNotification({ state: 'none' })).toBe('Notification: none recorded');
    expect(describeNotification({ state: 'retrying', attempts: 2, error: 'timeout' })).toBe(
      'Notification: pending, retrying after 2 failed attempts: timeout',
    );
    expect(describeNotification({ state: 'skipped' })).toBe('Notification: skipped (no e-mail or webhook is configured)');
  });
});
