// What the lead tests share: a valid submission of every form, and the receiving ends of the
// notifications (a real SMTP server in-process, a real HTTP server for the webhook).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export const formKinds = ['calculator', 'quick-quote', 'service-card', 'popup', 'cta', 'contact', 'corporate'] as const;
export type Kind = (typeof formKinds)[number];

const person = { name: 'Priya Sharma', email: 'priya@example.com', phone: '+91 98765 43210' };

/** The calculator's fields for a 12 ft straight kitchen, Premium, in a 2 BHK of 1,100 sq ft, as the form posts them. */
export const kitchenEstimateFields = {
  service: 'modular-kitchen',
  property: '2bhk',
  area: '1100',
  package: 'premium',
  layout: 'straight',
  length: '12',
};

/** A complete, valid submission of each form, as its fields post it. */
export const goodLeads: Record<Kind, Record<string, string>> = {
  calculator: { form: 'calculator', ...person, location: 'Whitefield', service: 'modular-kitchen' },
  'quick-quote': { form: 'quick-quote', ...person },
  'service-card': { form: 'service-card', ...person, service: 'Modular Kitchens' },
  popup: { form: 'popup', ...person, service: 'kitchen', message: 'Two-bedroom flat, move-in in March.' },
  cta: { form: 'cta', ...person },
  contact: { form: 'contact', ...person, service: 'Modular Wardrobe', message: 'Please call after 6 pm.' },
  corporate: {
    form: 'corporate',
    companyName: 'Nimbus Labs',
    contactPerson: 'Arjun Rao',
    email: 'arjun@nimbus.example',
    phone: '080 4123 4567',
    projectType: 'complete-office',
    budget: '25-50L',
    timeline: '1-3months',
    location: 'Koramangala',
    message: '60 seats and two meeting rooms.',
  },
};

/** What staff are told about `goodLeads.corporate`, besides the visitor's name, e-mail and phone (docs/product.md, 'The lead flow'). */
export const corporateNotice = {
  formType: 'Corporate Contact Form',
  source: 'Website Corporate Form',
  service: 'Complete Office Interior',
  message:
    'Company: Nimbus Labs\nProject type: Complete Office Interior\nBudget: ₹25 - 50 Lakhs\nTimeline: 1 - 3 months\nProject details: 60 seats and two meeting rooms.',
  location: 'Koramangala',
  companyName: 'Nimbus Labs',
  contactPerson: 'Arjun Rao',
  projectType: 'Complete Office Interior',
  budget: '₹25 - 50 Lakhs',
  timeline: '1 - 3 months',
};

// --- e-mail ---------------------------------------------------------------------------------

export type ReceivedMail = {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** The whole message as received (for parts the fields above do not read, such as a calendar invitation). */
  raw: string;
};

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const text = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Just enough MIME for the notification e-mails: headers, and a text and an HTML part. */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const at = chunk.search(/\r?\n\r?\n/);
      const partHeaders = parseHeaders(chunk.slice(0, at));
      const type = (partHeaders['content-type'] ?? '').split(';')[0]!.trim();
      parts[type] = decodeBody(
        partHeaders,
        chunk
          .slice(at)
          .replace(/^\r?\n\r?\n/, '')
          .replace(/\r?\n$/, ''),
      );
    }
  } else {
    parts[(headers['content-type'] ?? 'text/plain').split(';')[0]!.trim()] = decodeBody(headers, body);
  }
  return {
    from: envelope.from,
    to: envelope.to,
    headers,
    subject: decodeWords(headers.subject ?? ''),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
    raw,
  };
}

export type MailServer = {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** The messages read and then refused (`refusals`), in order. */
  refused: ReceivedMail[];
  close(): Promise<void>;
};

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
export async function startSmtpServer(
  port = 0,
  {
    delayMs = 0,
    onMessage,
    refusals = 0,
  }: {
    delayMs?: number;
    /** Runs after each message is taken (with how many so far), before the server answers. */
    onMessage?: (count: number) => Promise<void> | void;
    /** The first this many messages are read, then refused ('451 Mailbox busy, try later'). */
    refusals?: number;
  } = {},
): Promise<MailServer> {
  const messages: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        setTimeout(() => {
          const mail = parseMail(Buffer.concat(chunks).toString('utf8'), envelope);
          if (refused.length < refusals) {
            refused.push(mail);
            return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          }
          messages.push(mail);
          void Promise.resolve(onMessage?.(messages.length)).finally(() => callback());
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    // This test server offers no STARTTLS: the URL says so, as an operator's would (decision 062).
    url: `smtp://127.0.0.1:${actual}?requireTLS=false`,
    messages,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// --- webhook --------------------------------------------------------------------------------

export type WebhookServer = {
  url: string;
  /** Every request received, whatever was answered. */
  requests: Array<{ headers: http.IncomingHttpHeaders; body: Record<string, unknown>; raw: string }>;
  /** Statuses to answer with, in order; then 200. */
  answers: number[];
  close(): Promise<void>;
};

/** The secret the test webhooks are configured with (NOTIFY_WEBHOOK_SECRET). */
export const WEBHOOK_SECRET = 'test-webhook-secret-of-at-least-32-characters';

export async function startWebhookServer(answers: number[] = []): Promise<WebhookServer> {
  const hook: Omit<WebhookServer, 'url' | 'close'> = { requests: [], answers: [...answers] };
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      hook.requests.push({ headers: req.headers, body: JSON.parse(data) as Record<string, unknown>, raw: data });
      res.writeHead(hook.answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...hook,
    get requests() {
      return hook.requests;
    },
    url: `http://127.0.0.1:${port}/hooks/lead`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } as WebhookServer;
}
