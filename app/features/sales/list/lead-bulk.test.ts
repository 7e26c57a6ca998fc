import { describe, expect, it } from 'vitest';
import { BULK_MAX, BULK_TEXTS, bulkDoneText, readBulkForm, UNASSIGNED } from '#app/features/sales/list/lead-bulk.ts';

const ravi = '6f1c2c4e-0000-4000-8000-0000000000a1';
const lead = (n: number) => `5d1c2c4e-0000-4000-8000-${String(n).padStart(12, '0')}`;

function form(entries: Array<[string, string]>) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('the bulk actions form', () => {
  it('reads the ticked leads, without repeats, and whom they go to', () => {
    const read = readBulkForm(
      form([
        ['intent', 'bulk-assign'],
        ['match', 'ids'],
        ['id', lead(1)],
        ['id', lead(2)],
        ['id', lead(1)],
        ['assignedTo', ravi],
      ]),
      [ravi],
    );
    expect(read).toEqual({
      ok: true,
      value: { intent: 'bulk-assign', selection: { kind: 'ids', ids: [lead(1), lead(2)] }, assignedTo: ravi },
    });
    expect(
      readBulkForm(
        form([
          ['intent', 'bulk-assign'],
          ['id', lead(1)],
          ['assignedTo', UNASSIGNED],
        ]),
        [ravi],
      ),
    ).toMatchObject({
      ok: true,
      value: { assignedTo: null },
    });
  });

  it("reads 'all that match' as the list's filters, without the page", () => {
    const read = readBulkForm(
      form([
        ['intent', 'bulk-status'],
        ['match', 'filters'],
        ['q', ' hebbal '],
        ['status', 'new'],
        ['mine', '1'],
        ['page', '4'],
        ['newStatus', 'contacted'],
      ]),
      [],
    );
    expect(read).toEqual({
      ok: true,
      value: {
        intent: 'bulk-status',
        selection: { kind: 'filters', filters: { q: 'hebbal', status: 'new', due: false, overdue: false, mine: true } },
        newStatus: 'contacted',
      },
    });
  });

  it('refuses no leads, more than 1,000, a stranger as assignee and an unknown status, in words', () => {
    expect(
      readBulkForm(
        form([
          ['intent', 'bulk-assign'],
          ['assignedTo', ravi],
        ]),
        [ravi],
      ),
    ).toEqual({
      ok: false,
      error: BULK_TEXTS.none,
      field: 'selection',
    });
    const many = Array.from({ length: BULK_MAX + 1 }, (_, n) => ['id', lead(n)] as [string, string]);
    const tooMany = readBulkForm(form([['intent', 'bulk-status'], ['newStatus', 'lost'], ...many]), []);
    expect(tooMany).toMatchObject({ ok: false, field: 'selection' });
    expect(tooMany.ok ? '' : tooMany.error).toBe(
      '1,001 leads are selected: a bulk action changes at most 1,000 at once. Narrow the filters, or select fewer.',
    );
    expect(
      readBulkForm(
        form([
          ['intent', 'bulk-assign'],
          ['id', lead(1)],
          ['assignedTo', lead(9)],
        ]),
        [ravi],
      ),
    ).toMatchObject({
      ok: false,
      error: BULK_TEXTS.member,
    });
    expect(
      readBulkForm(
        form([
          ['intent', 'bulk-assign'],
          ['id', lead(1)],
        ]),
        [ravi],
      ),
    ).toMatchObject({ ok: false, error: BULK_TEXTS.member });
    expect(
      readBulkForm(
        form([
          ['intent', 'bulk-status'],
          ['id', lead(1)],
          ['newStatus', 'archived'],
        ]),
        [],
      ),
    ).toMatchObject({
      ok: false,
      error: BULK_TEXTS.status,
    });
    expect(
      readBulkForm(
        form([
          ['intent', 'bulk-status'],
          ['id', 'not-a-lead'],
          ['newStatus', 'new'],
        ]),
        [],
      ),
    ).toMatchObject({
      ok: false,
      error: BULK_TEXTS.notLead,
    });
    expect(
      readBulkForm(
        form([
          ['intent', 'bulk-delete'],
          ['id', lead(1)],
        ]),
        [],
      ),
    ).toMatchObject({ ok: false });
  });

  it('says what was done', () => {
    expect(bulkDoneText({ intent: 'bulk-assign', assignee: 'Ravi' }, { selected: 12, changed: 9 })).toBe(
      '9 leads assigned to Ravi (3 already were).',
    );
    expect(bulkDoneText({ intent: 'bulk-assign', assignee: null }, { selected: 1, changed: 1 })).toBe('1 lead unassigned.');
    expect(bulkDoneText({ intent: 'bulk-status', status: 'contacted' }, { selected: 1000, changed: 1000 })).toBe(
      '1,000 leads set to Contacted.',
    );
  });
});
