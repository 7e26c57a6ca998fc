import { describe, expect, it } from 'vitest';
import { describeNotification } from '#app/features/sales/lead/lead-details-dialog.tsx';
import { displayStatus, leadFilterParams, parseLeadFilters } from '#app/features/sales/list/lead-filters.ts';

describe('lead filters from the URL', () => {
  it('reads search, status and page, falling back to the defaults', () => {
    expect(parseLeadFilters(new URLSearchParams('q=%20priya%20&status=contacted&page=3&due=1&mine=1'))).toEqual({
      q: 'priya',
      status: 'contacted',
      due: true,
      mine: true,
      page: 3,
    });
    expect(parseLeadFilters(new URLSearchParams('status=archived&page=-2&due=yes'))).toEqual({
      q: '',
      status: 'all',
      due: false,
      mine: false,
      page: 1,
    });
    expect(parseLeadFilters(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toBe('');
  });

  it('writes the filters back as the parameters the list and the export carry', () => {
    expect(leadFilterParams({ q: 'priya', status: 'new', due: true, mine: false }).toString()).toBe('q=priya&status=new&due=1');
    expect(leadFilterParams({ q: '', status: 'all', due: false, mine: true }).toString()).toBe('mine=1');
  });

  it('shows a missing or unknown status as New', () => {
    expect(displayStatus(null)).toBe('new');
    expect(displayStatus('archived')).toBe('new');
    expect(displayStatus('lost')).toBe('lost');
  });
});

describe('the notification line of a lead', () => {
  it('says whether the staff were told, and why not', () => {
    expect(describeNotification({ status: 'sent', attempts: 1, lastError: null })).toBe('Notification: sent');
    expect(describeNotification({ status: 'failed', attempts: 5, lastError: 'SMTP 550' })).toBe(
      'Notification: failed after 5 attempts: SMTP 550',
    );
    expect(describeNotification({ status: 'pending', attempts: 0, lastError: null })).toBe('Notification: pending');
    expect(describeNotification({ status: 'pending', attempts: 2, lastError: 'timeout' })).toBe(
      'Notification: pending, retrying after 2 failed attempts: timeout',
    );
    expect(describeNotification({ status: 'skipped', attempts: 0, lastError: null })).toBe(
      'Notification: skipped (no e-mail or webhook is configured)',
    );
    expect(describeNotification(null)).toBe('Notification: none recorded');
  });
});
