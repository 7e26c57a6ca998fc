import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { company } from '#content/company.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (128 MiB, ~0.3 s here).
const PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

function maxmem(N: number, r: number): number {
  return 128 * N * r + 1024 * 1024;
}

/** Too many password checks are running and waiting: the request is answered 429 at once. */
export class HashBusyError extends Error {
  override name = 'HashBusyError';
}

// Each scrypt run takes 128 MiB and one of libuv's four worker threads (which also serve the
// file reads and compression of every page) for about 0.3 s. At most two run at once and six
// wait their turn; beyond that a check is refused at once (decision 063). A burst of sign-ins
// then costs 256 MiB and half the threads, and pages keep being served.
export const HASH_LIMITS = { running: 2, waiting: 6 };
let running = 0;
let checks = 0;

/** How many passwords this process has checked (verified) so far: a figure for tests and benchmarks. */
export function passwordChecksSoFar(): number {
  return checks;
}
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASH_LIMITS.running) {
    running += 1;
  } else if (waiting.length < HASH_LIMITS.waiting) {
    // Woken by a finishing check, which hands its slot over (running stays the same).
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    throw new HashBusyError('Too many password checks at once');
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64; the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await withHashSlot(() =>
    scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, { ...PARAMS, maxmem: maxmem(PARAMS.N, PARAMS.r) }),
  );
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const N = Number(n);
  const R = Number(r);
  const expected = Buffer.from(hashB64, 'base64');
  const key = await withHashSlot(() => {
    checks += 1;
    return scryptAsync(password.normalize('NFKC'), Buffer.from(saltB64, 'base64'), expected.length, {
      N,
      r: R,
      p: Number(p),
      maxmem: maxmem(N, R),
    });
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A password that verifies nothing, to spend the same time when an e-mail is unknown. */
export const DUMMY_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;

export const MIN_PASSWORD_LENGTH = 10;

// Common passwords of ten or more characters, and the words everyone tries first.
const COMMON = new Set([
  '1q2w3e4r5t',
  '1qaz2wsx3edc',
  'qwerty12345',
  'qwerty123456',
  'iloveyou123',
  'administrator',
  'football123',
  'baseball123',
  'princess123',
  'sunshine123',
  'superman123',
  'monkey12345',
  'abcd123456',
  'abc1234567',
  '1234qwerty',
  'qwertyqwerty',
  'starwars123',
  'dragon12345',
  'trustno1234',
  'india12345',
  'bangalore123',
  'bengaluru123',
  'interior123',
  'interiors123',
  'changeme123',
]);
// The passwords our documentation shows or has shown in its examples: copied as they are,
// anyone who read the README could sign in (server/lifecycle.ts prints the current one).
const DOCUMENTED_EXAMPLES = new Set(['a long passphrase', '<your own passphrase>']);
const OBVIOUS_WORDS = /^(password|passw0rd|admin|welcome|letmein|qwerty|iloveyou|changeme)[\d!@#$%^&*.]*$/;
const RUNS = ['01234567890123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiopasdfghjklzxcvbnm'];

/** "1234567890", "abcdefghij", "qwertyuiop" and the same backwards. */
function isRun(text: string): boolean {
  return RUNS.some((run) => run.includes(text) || [...run].reverse().join('').includes(text));
}

/** Null when the password is acceptable, otherwise the reason in one sentence. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  }
  if (password.length > 200) return 'The password must be at most 200 characters long.';
  const lower = password.toLowerCase();
  if (DOCUMENTED_EXAMPLES.has(lower.trim().replace(/\s+/g, ' '))) {
    return 'That is the example password from the documentation. Choose a passphrase of your own.';
  }
  const letters = lower.replace(/[^a-z]/g, '');
  const emailLetters = (email?.split('@')[0] ?? '').toLowerCase().replace(/[^a-z]/g, '');
  const brandLetters = company.name.toLowerCase().replace(/[^a-z]/g, '');
  const guessable =
    COMMON.has(lower) ||
    OBVIOUS_WORDS.test(lower) ||
    isRun(lower) ||
    new Set(lower).size < 4 ||
    (emailLetters.length >= 3 && letters === emailLetters) ||
    [brandLetters, brandLetters.replace(/interiors$/, '')].includes(letters);
  return guessable ? 'The password is too easy to guess. Choose a longer phrase that is not a common password.' : null;
}
