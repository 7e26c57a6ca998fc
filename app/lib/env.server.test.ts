import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '#app/lib/env.server.ts';

describe('configuration', () => {
  it('starts with sensible defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.DATA_DIR).toMatch(/\/data$/);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LEAD_RATE_LIMIT).toEqual({ max: 10, windowMs: 600_000 });
    expect(env.TRUST_PROXY).toBeUndefined();
  });

  it('reads every documented variable', () => {
    const env = parseEnv({
      PORT: '8080',
      SITE_URL: 'https://www.example.in/',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/app',
      SESSION_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.internal:587',
      NOTIFY_EMAIL_TO: 'leads@example.in, owner@example.in',
      NOTIFY_EMAIL_FROM: 'site@example.in',
      NOTIFY_WEBHOOK_URL: 'https://hooks.example.in/lead',
      NOTIFY_WEBHOOK_SECRET: 's'.repeat(32),
      TRUST_PROXY: 'loopback',
      LEAD_RATE_LIMIT: 'off',
      S3_URL: 's3://AKIAEXAMPLE:secret@s3.ap-south-1.amazonaws.com/aangan-private?region=ap-south-1',
    });
    expect(env.S3_URL).toBe('s3://AKIAEXAMPLE:secret@s3.ap-south-1.amazonaws.com/aangan-private?region=ap-south-1');
    expect(env.SITE_URL).toBe('https://www.example.in');
    expect(env.NOTIFY_EMAIL_TO).toEqual(['leads@example.in', 'owner@example.in']);
    expect(env.TRUST_PROXY).toEqual(['loopback']);
    expect(env.LEAD_RATE_LIMIT).toBeNull();
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ LEAD_RATE_LIMIT: '5/30s' }).LEAD_RATE_LIMIT).toEqual({ max: 5, windowMs: 30_000 });
  });

  it.each([
    [{ PORT: 'abc' }, 'Configuration error: PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'Configuration error: PORT must be a whole number from 1 to 65535 (got "70000")'],
    [
      { DATABASE_URL: 'mysql://localhost/app' },
      'Configuration error: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://localhost/app")',
    ],
    [{ SITE_URL: 'www.example.in' }, 'Configuration error: SITE_URL must be an http:// or https:// URL (got "www.example.in")'],
    [
      { NOTIFY_EMAIL_TO: 'leads@example.in, nobody' },
      'Configuration error: NOTIFY_EMAIL_TO "nobody" is not an e-mail address (got "leads@example.in, nobody")',
    ],
    [
      { LEAD_RATE_LIMIT: 'ten per minute' },
      'Configuration error: LEAD_RATE_LIMIT must look like 10/10m (count/window with s, m or h) or be off (got "ten per minute")',
    ],
    [
      { TRUST_PROXY: 'everyone' },
      'Configuration error: TRUST_PROXY must be a hop count, loopback, linklocal, uniquelocal or IP addresses/CIDRs (got "everyone")',
    ],
    [{ LOG_LEVEL: 'loud' }, 'Configuration error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [
      { SESSION_SECRET: 'short' },
      'Configuration error: SESSION_SECRET must be at least 32 characters (comma-separate several to rotate) (got a value of 5 characters, not shown)',
    ],
    [
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app' },
      'Configuration error: SESSION_SECRET is required when NODE_ENV=production and DATABASE_URL is set (at least 32 random characters)',
    ],
    [{ SMTP_URL: 'smtp://localhost:25' }, 'Configuration error: NOTIFY_EMAIL_TO is required when SMTP_URL is set'],
    [
      { DATABASE_URL: 'mysql://app:hunter2-secret@localhost/app' },
      'Configuration error: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://app:***@localhost/app")',
    ],
    [
      { NOTIFY_WEBHOOK_URL: 'http://hooks.example.in/lead', NOTIFY_WEBHOOK_SECRET: 's'.repeat(32) },
      'Configuration error: NOTIFY_WEBHOOK_URL must be an https:// URL (http:// only to localhost, 127.0.0.1 or [::1]) (got "http://hooks.example.in/lead")',
    ],
    [
      { NOTIFY_WEBHOOK_URL: 'https://hooks.example.in/lead' },
      'Configuration error: NOTIFY_WEBHOOK_SECRET is required when NOTIFY_WEBHOOK_URL is set (the requests are signed with it)',
    ],
    [
      { NOTIFY_WEBHOOK_URL: 'https://hooks.example.in/lead', NOTIFY_WEBHOOK_SECRET: 'too-short-a-secret' },
      'Configuration error: NOTIFY_WEBHOOK_SECRET must be at least 32 characters (got a value of 18 characters, not shown)',
    ],
    [
      { RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'key-secret-value' },
      'Configuration error: RAZORPAY_WEBHOOK_SECRET is required with the other RAZORPAY_ keys (online payments need all three)',
    ],
    [
      { S3_URL: 's3://KEY:hunter2-secret@s3.example.in' },
      'Configuration error: S3_URL must name the bucket after the host (s3://KEY:SECRET@host/bucket) (got "s3://KEY:***@s3.example.in")',
    ],
    [
      { RAZORPAY_API_URL: 'http://api.razorpay.example' },
      'Configuration error: RAZORPAY_API_URL must be an https:// URL (http:// only to localhost, 127.0.0.1 or [::1]) (got "http://api.razorpay.example")',
    ],
  ])('stops with one clear line for %o', (source, message) => {
    let thrown: unknown;
    try {
      parseEnv(source);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toBe(message);
    expect((thrown as Error).message).not.toContain('\n');
  });
});

describe('the online payment gateway', () => {
  it('is off without keys, and reads Razorpay’s address with all three', () => {
    expect(parseEnv({}).RAZORPAY_API_URL).toBe('https://api.razorpay.com');
    const env = parseEnv({
      RAZORPAY_KEY_ID: 'rzp_test_abc',
      RAZORPAY_KEY_SECRET: 'key-secret-value',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-value',
      RAZORPAY_API_URL: 'http://127.0.0.1:4010',
    });
    expect(env).toMatchObject({ RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_API_URL: 'http://127.0.0.1:4010' });
  });
});
