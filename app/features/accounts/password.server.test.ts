import { describe, expect, it } from 'vitest';
import { HASH_LIMITS, HashBusyError, hashPassword, passwordProblem, verifyPassword } from '#app/features/accounts/password.server.ts';

describe('passwords', () => {
  it('hashes with salted scrypt and verifies only the right password', async () => {
    const hash = await hashPassword('terracotta-window-seat');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(hash).not.toContain('terracotta');
    expect(await hashPassword('terracotta-window-seat')).not.toBe(hash);
    expect(await verifyPassword('terracotta-window-seat', hash)).toBe(true);
    expect(await verifyPassword('terracotta-window-sea', hash)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });

  it.each([
    ['short1!', 'at least 10 characters'],
    ['password123', 'too easy to guess'],
    ['Password2024!', 'too easy to guess'],
    ['1234567890', 'too easy to guess'],
    ['qwertyuiop', 'too easy to guess'],
    ['aaaaaaaaaaaa', 'too easy to guess'],
    ['ababababab', 'too easy to guess'],
    ['priya.sharma', 'too easy to guess'],
    ['AanganInteriors2025', 'too easy to guess'],
  ])('refuses %s', (password, reason) => {
    expect(passwordProblem(password, 'priya.sharma@example.in')).toContain(reason);
  });

  it.each(['brass lamp on a teak shelf', 'Monsoon-Kitchen-42', 'x7#Lq9!vT2mP'])('accepts %s', (password) => {
    expect(passwordProblem(password, 'priya.sharma@example.in')).toBeNull();
  });
});

describe('password checks at once', () => {
  it(`runs ${HASH_LIMITS.running}, lets ${HASH_LIMITS.waiting} wait, and refuses the rest at once`, async () => {
    const stored = await hashPassword('a long enough passphrase');
    const burst = HASH_LIMITS.running + HASH_LIMITS.waiting + 3;
    const results = await Promise.allSettled(Array.from({ length: burst }, () => verifyPassword('a long enough passphrase', stored)));
    const checked = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(checked).toHaveLength(HASH_LIMITS.running + HASH_LIMITS.waiting);
    for (const result of checked) expect(result.value).toBe(true);
    expect(refused).toHaveLength(3);
    for (const result of refused) expect(result.reason).toBeInstanceOf(HashBusyError);
    // Afterwards every slot is free again.
    expect(await Promise.all([verifyPassword('a long enough passphrase', stored), verifyPassword('wrong', stored)])).toEqual([true, false]);
  }, 60_000);
});
