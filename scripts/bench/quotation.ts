// The quotation figures of `npm run bench`: how long the server takes to render the PDF of a
// 60-line quotation (in this process, the renderer the server runs), and a customer's link on
// the bench server for Lighthouse (a quotation made and sent there as an admin would).
import { PDFDocument } from 'pdf-lib';
import { hashPassword } from '#app/features/accounts/password.server.ts';
import { renderQuotationPdf } from '#app/features/sales/quotation/quotation-pdf.server.ts';
import { sampleVersion } from '#app/features/sales/quotation/sample-quotation.ts';
import { sql } from 'drizzle-orm';
import { loadEnv, withDatabase } from '../cli-db.ts';

const PDF_RUNS = 15;

export async function quotationPdfLine(): Promise<string> {
  const version = sampleVersion(60);
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < PDF_RUNS; run++) {
    const started = performance.now();
    const pdf = await renderQuotationPdf(version, { name: 'Bench Customer' });
    times.push(performance.now() - started);
    bytes = pdf.byteLength;
  }
  const pages = (await PDFDocument.load(await renderQuotationPdf(version, { name: 'Bench Customer' }))).getPageCount();
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  return (
    `quotation PDF, 60 lines: median ${median.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms of ${PDF_RUNS} ` +
    `(${pages} pages, ${Math.round(bytes / 1024)} KB; target < 1000 ms)`
  );
}

/** A sent 60-line quotation on the server at `url` (data folder `dataDir`): its customer's path, '/quote/<token>'. */
export async function benchQuotePath(url: string, dataDir: string): Promise<string> {
  const password = 'bench password for quotations';
  process.env.DATA_DIR = dataDir;
  const leadId = await withDatabase(loadEnv(), async (db) => {
    const hash = await hashPassword(password);
    await db.execute(sql`with u as (insert into users (email, password_hash, name) values ('quotes@example.com', ${hash}, 'Quotes') returning id)
      insert into user_roles (user_id, role) select id, 'admin' from u`);
    const { rows } = await db.execute<{ id: string }>(
      sql`insert into contact_submissions (name, email, phone, location) values ('Bench Customer', 'customer@example.com', '+91 90000 22222', 'Koramangala, Bengaluru') returning id`,
    );
    return rows[0]!.id;
  });
  const signIn = await fetch(`${url}/admin-login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: url },
    body: new URLSearchParams({ email: 'quotes@example.com', password }),
  });
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`Bench sign-in failed with ${signIn.status}`);
  const post = (body: Record<string, string>) =>
    fetch(`${url}/admin/leads/${leadId}/quotation`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: url, cookie },
      body: new URLSearchParams(body),
    });
  await post({ intent: 'create', from: 'blank' });
  const sent = await post({ intent: 'send', content: JSON.stringify({ ...sampleVersion(60).content, validUntil: '2099-12-31' }) });
  const token = /\/quote\/([A-Za-z0-9_-]{43})/.exec(await sent.text())?.[1];
  if (!token) throw new Error(`Sending the bench quotation failed with ${sent.status}`);
  return `/quote/${token}`;
}
