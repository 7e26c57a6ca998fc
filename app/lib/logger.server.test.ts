import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createLogger, errorSerializer, isOneTimeLinkPath, loggedUrl, redactLinkTokens } from '#app/lib/logger.server.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: createLogger({ LOG_LEVEL: 'info' }, stream), lines };
}

describe('the log', () => {
  it('keeps a failed query and its database error but never the values a visitor sent', () => {
    const { logger, lines } = capture();
    const refused = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const error = new DrizzleQueryError(
      'insert into "contact_submissions" ("name", "email") values ($1, $2)',
      ['Priya Sharma', 'priya@example.com'],
      refused,
    );
    logger.warn({ err: error, leadId: 'b0c4' }, 'The database could not take a lead');
    const text = lines.join('');
    expect(text).not.toContain('Priya');
    expect(text).not.toContain('priya@example.com');
    const entry = JSON.parse(text) as { err: { message: string; query: string; stack: string }; leadId: string };
    expect(entry.err.message).toBe('Failed query: insert into "contact_submissions" ("name", "email") values ($1, $2)\nparams: [redacted]');
    expect(entry.err.query).toContain('insert into');
    expect(entry.err.stack).toContain('caused by: Error: invalid byte sequence for encoding "UTF8": 0x00');
    expect(entry.leadId).toBe('b0c4');
  });

  it("leaves out PostgreSQL's detail, which can quote a row", () => {
    const { logger, lines } = capture();
    const duplicate = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(priya@example.com) already exists.',
    });
    logger.error({ err: duplicate }, 'Could not save');
    expect(lines.join('')).not.toContain('priya@example.com');
    expect(JSON.parse(lines.join('')).err).toMatchObject({ code: '23505', detail: '[redacted]' });
  });
  it("keeps a one-time link's token out of an error's message and stack, as it does from the address", () => {
    const { logger, lines } = capture();
    const token = 'Qm9va2luZy1hdC10aGUtbGFrZS1ob3VzZS0yMDI2LXgxeQ';
    const error = new Error(`You made a POST request to "/quote/${token}/pdf" but did not provide an \`action\``);
    logger.error({ err: error }, 'Failed');
    expect(redactLinkTokens(`GET /Invite%2F${token} failed; then /reset-password/${token}?x=1`)).toBe(
      'GET /Invite%2F[redacted] failed; then /reset-password/[redacted]?x=1',
    );
    const text = lines.join('');
    expect(text).not.toContain(token);
    const entry = JSON.parse(text) as { err: { message: string; stack: string } };
    expect(entry.err.message).toBe('You made a POST request to "/quote/[redacted]/pdf" but did not provide an `action`');
    expect(entry.err.stack).toContain('/quote/[redacted]/pdf');
  });
});

describe("the request loggers' error serializer", () => {
  it('redacts an error that pino already serialized (as pino-http hands it over)', () => {
    const error = new DrizzleQueryError('update "lead_notes" set "body" = $1 where "id" = $2', ['call after 6', 'a1b2'], new Error('0x00'));
    const twice = JSON.stringify(errorSerializer(pino.stdSerializers.err(error)));
    expect(twice).not.toContain('call after 6');
    expect(twice).not.toContain('a1b2');
    expect(twice).toContain('params: [redacted]');
  });
});

describe('addresses in the log', () => {
  it('keeps the path and the plain parameters, and redacts searches and anything else a person typed', () => {
    expect(loggedUrl('/admin?tab=leads&q=priya%40example.com&status=new&page=2')).toBe('/admin?tab=leads&q=[redacted]&status=new&page=2');
    expect(loggedUrl('/articles?q=vastu+for+my+flat&category=Vastu+Design')).toBe('/articles?q=[redacted]&category=Vastu+Design');
    expect(loggedUrl('http://localhost/enquiry?form=contact&result=sent&back=%2Fcontact')).toBe(
      'http://localhost/enquiry?form=contact&result=sent&back=[redacted]',
    );
    expect(loggedUrl('/about')).toBe('/about');
  });

  it('redacts the token of a one-time invite or password reset link', () => {
    expect(loggedUrl('/invite/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg')).toBe('/invite/[redacted]');
    expect(loggedUrl('/reset-password/abc123.data?x=1')).toBe('/reset-password/[redacted]?x=[redacted]');
    expect(loggedUrl('/quote/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg/pdf')).toBe('/quote/[redacted]');
    expect(loggedUrl('/room/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg/documents/1')).toBe('/room/[redacted]');
    expect(redactLinkTokens('GET "/room/Zm9vYmFy.data" failed')).toBe('GET "/room/[redacted]" failed');
    expect(isOneTimeLinkPath('/room/Zm9vYmFy')).toBe(true);
  });

  it('redacts the token in any capitals, percent-encoded, and in an absolute address', () => {
    expect(loggedUrl('/Invite/abc123')).toBe('/invite/[redacted]');
    expect(loggedUrl('/RESET-PASSWORD/abc123.data')).toBe('/reset-password/[redacted]');
    expect(loggedUrl('/%69nvite/abc123')).toBe('/invite/[redacted]');
    expect(loggedUrl('//invite%2Fabc123')).toBe('/invite/[redacted]');
    expect(loggedUrl('http://localhost:3000/invite/abc123?status=x')).toBe('http://localhost:3000/invite/[redacted]?status=x');
    expect(isOneTimeLinkPath('/Invite/abc123')).toBe(true);
    expect(isOneTimeLinkPath('/invitations')).toBe(false);
  });
});
