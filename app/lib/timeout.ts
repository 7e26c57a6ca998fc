// Waiting for something with a limit: a database that does not answer must not hold a visitor.

export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** Resolves as `promise` does, or rejects with a TimeoutError ('<what> took longer than <ms> ms') once `ms` have passed. */
export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TimeoutError(`${what} took longer than ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
