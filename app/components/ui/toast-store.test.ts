import { afterEach, describe, expect, it } from 'vitest';
import { dismiss, getSnapshot, subscribe, toast } from '#app/components/ui/toast-store.ts';

afterEach(() => {
  dismiss();
});

describe('toast store', () => {
  it('defaults the variant to "default"', () => {
    toast({ title: 'Saved' });
    expect(getSnapshot()).toEqual([{ id: expect.any(String), title: 'Saved', variant: 'default' }]);
  });

  it('keeps at most one toast: a second toast replaces the first', () => {
    const first = toast({ title: 'First' });
    const second = toast({ title: 'Second', description: 'Details', variant: 'destructive' });
    const snapshot = getSnapshot();
    expect(snapshot).toHaveLength(1);
    expect(snapshot[0]).toEqual({ id: second, title: 'Second', description: 'Details', variant: 'destructive' });
    expect(second).not.toBe(first);
  });

  it('gives every toast a different id', () => {
    const ids = new Set([toast({ title: 'a' }), toast({ title: 'b' }), toast({ title: 'c' })]);
    expect(ids.size).toBe(3);
  });

  it('dismiss removes the toast', () => {
    const id = toast({ title: 'Bye' });
    dismiss(id);
    expect(getSnapshot()).toHaveLength(0);
  });

  it('ignores dismissing a toast that was already replaced', () => {
    const old = toast({ title: 'Old' });
    const current = toast({ title: 'Current' });
    dismiss(old);
    expect(getSnapshot().map((t) => t.id)).toEqual([current]);
  });

  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    let calls = 0;
    const unsubscribe = subscribe(() => {
      calls += 1;
    });
    toast({ title: 'Hi' });
    const snapshot = getSnapshot();
    expect(getSnapshot()).toBe(snapshot);
    expect(calls).toBe(1);
    unsubscribe();
    toast({ title: 'Again' });
    expect(calls).toBe(1);
  });
});
