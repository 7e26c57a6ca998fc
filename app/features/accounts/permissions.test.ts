import { describe, expect, it } from 'vitest';

import { may } from '#app/features/accounts/permissions.ts';

describe('billing permissions', () => {
  it('lets Admin and Sales see projects and record payments, but only Admin issue documents', () => {
    expect([may('admin', 'billing.view'), may('sales', 'billing.view'), may('editor', 'billing.view')]).toEqual([true, true, false]);
    expect([may('admin', 'billing.record'), may('sales', 'billing.record'), may('editor', 'billing.record')]).toEqual([true, true, false]);
    expect([may('admin', 'billing.admin'), may('sales', 'billing.admin'), may('editor', 'billing.admin')]).toEqual([true, false, false]);
  });

  it('gives a visitor who is not signed in none of them', () => {
    expect([may(null, 'billing.view'), may(undefined, 'billing.record'), may(null, 'billing.admin')]).toEqual([false, false, false]);
  });
});

describe('the Site role', () => {
  it("opens only the 'Site diary' and gives the stages to Admins alone", () => {
    const roles = ['admin', 'sales', 'editor', 'site'] as const;
    expect(roles.map((role) => may(role, 'diary.view'))).toEqual([true, true, false, true]);
    expect(roles.map((role) => may(role, 'stages.admin'))).toEqual([true, false, false, false]);
    for (const permission of ['leads', 'articles', 'billing.view', 'billing.record', 'team'] as const)
      expect(may('site', permission)).toBe(false);
  });
});
