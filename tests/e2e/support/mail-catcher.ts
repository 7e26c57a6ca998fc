// The admin server's mail during the end-to-end run: a real SMTP server (E2E_SMTP_PORT) that keeps
// every message, and a small HTTP server (E2E_MAIL_PORT) that lists them as JSON (`/mails`) for
// the specs that read an e-mail (the quotation's link and code, a site visit's calendar invitation).
// Started by playwright.config.ts.
import http from 'node:http';
import { calendarParts } from '../../support/calendar.ts';
import { startSmtpServer } from '../../support/leads.ts';

const smtp = await startSmtpServer(Number(process.env.E2E_SMTP_PORT));
const server = http.createServer((request, response) => {
  if (request.url === '/healthz') {
    response.end('ok');
    return;
  }
  if (request.url === '/mails') {
    response.setHeader('Content-Type', 'application/json');
    response.end(
      JSON.stringify(
        smtp.messages.map(({ to, subject, text, raw }) => ({
          to,
          subject,
          text,
          // Each calendar invitation the mail carries (its content type and the .ics text).
          calendars: calendarParts(raw),
          // The file names of its attachments (the accepted quotation's PDF).
          attachments: [...raw.matchAll(/filename="?([^";\r\n]+)"?/g)].map((match) => match[1]),
        })),
      ),
    );
    return;
  }
  response.statusCode = 404;
  response.end();
});
server.listen(Number(process.env.E2E_MAIL_PORT), '127.0.0.1');
const stop = () => void Promise.all([smtp.close(), new Promise((resolve) => server.close(resolve))]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
