import path from 'node:path';
import { z } from 'zod';
import { parseS3Url, S3UrlError } from '#app/lib/private-files/s3-url.ts';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const emailList = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const emails = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    for (const email of emails) {
      if (!z.email().safeParse(email).success) {
        ctx.addIssue({ code: 'custom', message: `"${email}" is not an e-mail address` });
        return z.NEVER;
      }
    }
    return emails;
  });

const httpUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), {
    message: 'must be an http:// or https:// URL',
  });

/** An https:// URL, or http:// to this machine only (a receiver in a test): lead data never leaves in clear text. */
const webhookUrl = z
  .string()
  .trim()
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      if (url.protocol === 'https:') return true;
      return url.protocol === 'http:' && /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/.test(url.hostname);
    },
    { message: 'must be an https:// URL (http:// only to localhost, 127.0.0.1 or [::1])' },
  );

/** `10/10m` means 10 requests per 10 minutes; `off` disables the limit (benchmarks). */
const rateLimit = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === 'off') return null;
    const match = /^(\d+)\/(\d+)(s|m|h)$/.exec(value);
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
      ctx.addIssue({ code: 'custom', message: 'must look like 10/10m (count/window with s, m or h) or be off' });
      return z.NEVER;
    }
    const unitMs = { s: 1000, m: 60_000, h: 3_600_000 }[match[3] as 's' | 'm' | 'h'];
    return { max: Number(match[1]), windowMs: Number(match[2]) * unitMs };
  });

/** Express `trust proxy`: a hop count, or names/addresses such as `loopback` or `10.0.0.0/8`. */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (/^\d+$/.test(value)) return Number(value);
    const parts = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const valid = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/;
    if (parts.length === 0 || !parts.every((part) => valid.test(part))) {
      ctx.addIssue({ code: 'custom', message: 'must be a hop count, loopback, linklocal, uniquelocal or IP addresses/CIDRs' });
      return z.NEVER;
    }
    return parts;
  });

/** S3_URL: s3://KEY:SECRET@host/bucket?region=... (app/lib/private-files/s3-url.ts). */
const s3Url = z.string().superRefine((value, ctx) => {
  try {
    parseS3Url(value);
  } catch (error) {
    if (!(error instanceof S3UrlError)) throw error;
    ctx.addIssue({ code: 'custom', message: error.message });
  }
});

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('production'),
    PORT: z
      .string()
      .trim()
      .default('3000')
      .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535, {
        message: 'must be a whole number from 1 to 65535',
      })
      .transform(Number),
    HOST: z.string().trim().min(1, { message: 'must not be empty' }).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1, { message: 'must not be empty' }).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .refine((value) => /^postgres(ql)?:\/\//.test(value) && URL.canParse(value), {
          message: 'must be a postgres:// or postgresql:// URL',
        })
        .optional(),
    ),
    SITE_URL: optionalText.pipe(httpUrl.optional()),
    SESSION_SECRET: optionalText.pipe(
      z
        .string()
        .refine((value) => value.split(',').every((secret) => secret.trim().length >= 32), {
          message: 'must be at least 32 characters (comma-separate several to rotate)',
        })
        .optional(),
    ),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), {
          message: 'must be an smtp:// or smtps:// URL',
        })
        .optional(),
    ),
    NOTIFY_EMAIL_TO: optionalText.pipe(emailList.optional()),
    NOTIFY_EMAIL_FROM: optionalText.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
    NOTIFY_WEBHOOK_URL: optionalText.pipe(webhookUrl.optional()),
    NOTIFY_WEBHOOK_SECRET: optionalText.pipe(z.string().min(32, { message: 'must be at least 32 characters' }).optional()),
    TRUST_PROXY: optionalText.pipe(trustProxy.optional()),
    // Private files (payment proofs) in S3-compatible object storage instead of the data folder (decision 169).
    S3_URL: optionalText.pipe(s3Url.optional()),
    // The online payment gateway (Razorpay's Payment Links): 'Pay online' is offered only with all three.
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    RAZORPAY_API_URL: z.string().trim().default('https://api.razorpay.com').pipe(webhookUrl),
    LEAD_RATE_LIMIT: z.string().default('10/10m').pipe(rateLimit),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.SMTP_URL && !env.NOTIFY_EMAIL_TO) {
      ctx.addIssue({ code: 'custom', path: ['NOTIFY_EMAIL_TO'], message: 'is required when SMTP_URL is set' });
    }
    const razorpay = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
    if (razorpay.some(Boolean) && !razorpay.every(Boolean)) {
      const missing = (['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const).find((name) => !env[name])!;
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required with the other RAZORPAY_ keys (online payments need all three)',
      });
    }
    if (env.NOTIFY_WEBHOOK_URL && !env.NOTIFY_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['NOTIFY_WEBHOOK_SECRET'],
        message: 'is required when NOTIFY_WEBHOOK_URL is set (the requests are signed with it)',
      });
    }
  });

/** What only the web server needs (command-line tools skip these checks). */
const serverSchema = envSchema.superRefine((env, ctx) => {
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SESSION_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['SESSION_SECRET'],
      message: 'is required when NODE_ENV=production and DATABASE_URL is set (at least 32 random characters)',
    });
  }
});

export type Env = Omit<z.output<typeof envSchema>, 'SITE_URL' | 'DATA_DIR'> & {
  /** Canonical origin without a trailing slash, e.g. https://www.example.in */
  SITE_URL: string;
  /** Absolute path of the data folder. */
  DATA_DIR: string;
};

// Variables whose value is a secret, or may carry one (a password inside a URL).
const SECRET_VARIABLES = new Set(['SESSION_SECRET', 'NOTIFY_WEBHOOK_SECRET', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']);
const URLS_WITH_PASSWORDS = new Set(['DATABASE_URL', 'SMTP_URL', 'NOTIFY_WEBHOOK_URL', 'S3_URL']);

/**
 * A refused value as the error shows it: a secret never (only its length), a URL with its
 * password masked, anything else quoted (cut at 60 characters).
 */
function shownValue(name: string, raw: string): string {
  if (SECRET_VARIABLES.has(name)) return `a value of ${raw.length} characters, not shown`;
  let value = raw;
  if (URLS_WITH_PASSWORDS.has(name)) {
    if (!URL.canParse(raw)) return 'a value that is not a URL, not shown';
    const url = new URL(raw);
    if (url.password) {
      url.password = '***';
      value = url.toString();
    }
  }
  return `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses and checks the environment once at start. A bad value throws a ConfigError whose
 * message is one line naming the variable, so the process can print it and stop.
 */
export function parseEnv(
  source: Record<string, string | undefined> = process.env,
  { purpose = 'server' }: { purpose?: 'server' | 'cli' } = {},
): Env {
  const result = (purpose === 'server' ? serverSchema : envSchema).safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const raw = source[name];
    const value = raw === undefined ? undefined : shownValue(name, raw);
    const shown = value === undefined ? '' : ` (got ${value})`;
    throw new ConfigError(`Configuration error: ${name} ${issue.message}${shown}`);
  }
  const env = result.data;
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return { ...env, SITE_URL: new URL(siteUrl).origin, DATA_DIR: path.resolve(env.DATA_DIR) };
}
