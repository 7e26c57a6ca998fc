// A version's PDF as staff and the customer download it (decision 151): drawn on a worker thread,
// never on the thread that answers requests, and kept in `quotation_pdfs`, so a second download of
// an unchanged version is a read. The customer's link is limited per link and address.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/database.ts';
import { quotationPdfs } from '#db/schema.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import type { RateLimit } from '#app/lib/rate-limit.server.ts';
import { openByToken } from '#app/features/sales/quotation/quotation-acceptance.server.ts';
import type { VersionView } from '#app/features/sales/quotation/quotation-versions.server.ts';

export type PdfRequest = { id: number; version: VersionView; customer: { name: string } };
export type PdfAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

/** A render that takes longer than this is given up (the thread is restarted): the capped maximum takes well under a second. */
const RENDER_TIMEOUT_MS = 30_000;
const WORKER_FILE = path.join('app', 'features', 'sales', 'quotation', 'quotation-pdf.worker.ts');

/**
 * The worker's source: beside this module in the sources, and in the project's folder above the
 * built server's chunk (build/server/assets) in production, where the server always runs.
 */
function workerFile(): string {
  const here = import.meta.dirname ?? process.cwd();
  const beside = path.join(here, path.basename(WORKER_FILE));
  if (fs.existsSync(beside)) return beside;
  for (let dir = here; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const candidate = path.join(dir, WORKER_FILE);
    if (fs.existsSync(candidate)) return candidate;
  }
  return path.resolve(WORKER_FILE);
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve(bytes: Uint8Array): void; reject(error: Error): void; timer: NodeJS.Timeout }>();

function failAll(error: Error) {
  for (const [id, waiting] of pending) {
    clearTimeout(waiting.timer);
    waiting.reject(error);
    pending.delete(id);
  }
}

function pdfWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(pathToFileURL(workerFile()));
  // Idle, it keeps no process alive; a render waited for keeps it referenced.
  started.unref();
  started.on('message', (answer: PdfAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    clearTimeout(waiting.timer);
    if (pending.size === 0) started.unref();
    if ('bytes' in answer) waiting.resolve(answer.bytes);
    else waiting.reject(new Error(`The quotation PDF could not be drawn: ${answer.error}`));
  });
  const gone = (error: Error) => {
    if (worker === started) worker = null;
    failAll(error);
  };
  started.on('error', gone);
  started.on('exit', (code) => gone(new Error(`The PDF thread stopped (${code})`)));
  worker = started;
  return started;
}

/** Draws a version's PDF on the worker thread. */
export function renderOffThread(version: VersionView, customer: { name: string }): Promise<Uint8Array> {
  const thread = pdfWorker();
  const id = nextId++;
  return new Promise<Uint8Array>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('The quotation PDF took too long to draw'));
      if (worker === thread) worker = null;
      void thread.terminate();
    }, RENDER_TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    thread.ref();
    thread.postMessage({ id, version, customer } satisfies PdfRequest);
  });
}

/** SHA-256 of everything the PDF draws: a change to any of it draws the PDF again. */
function sourceOf(version: VersionView, customer: { name: string }): string {
  const { linkExpiresAt: _expires, linkRevokedAt: _revoked, ...drawn } = version;
  return createHash('sha256')
    .update(JSON.stringify([drawn, customer.name]))
    .digest('hex');
}

/** The version's PDF: the one kept when it was drawn from the same source, else drawn now and kept. */
export async function quotationPdf(db: Database, version: VersionView, customer: { name: string }): Promise<Uint8Array> {
  const source = sourceOf(version, customer);
  const [kept] = await db
    .select({ data: quotationPdfs.data })
    .from(quotationPdfs)
    .where(and(eq(quotationPdfs.versionId, version.id), eq(quotationPdfs.source, source)));
  if (kept) return kept.data;
  const bytes = await renderOffThread(version, customer);
  await db
    .insert(quotationPdfs)
    .values({ versionId: version.id, source, data: bytes })
    .onConflictDoUpdate({ target: quotationPdfs.versionId, set: { source, data: bytes, renderedAt: new Date() } });
  return bytes;
}

/** Downloads of one link's PDF from one address, and views of its page (decision 151). */
export const QUOTE_PDF_LIMIT: RateLimit = { max: 20, windowMs: 60 * 60_000 };
export const QUOTE_PAGE_LIMIT: RateLimit = { max: 120, windowMs: 60 * 60_000 };

const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;
const plain = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

/**
 * Counts one request of `ip` on the link `token` ('page' or 'pdf'); the 429 to answer when it is
 * over the limit, else null. The key holds the token's first characters only, never the link.
 */
export async function quoteLinkLimited(
  db: Database,
  { token, ip, kind, now }: { token: string; ip: string; kind: 'page' | 'pdf'; now?: Date },
): Promise<Response | null> {
  const limit = kind === 'pdf' ? QUOTE_PDF_LIMIT : QUOTE_PAGE_LIMIT;
  const hit = await hitRateLimit(db, `quote-${kind}:${token.slice(0, 12)}:${ip}`, limit, now);
  if (hit.allowed) return null;
  return plain('Too many requests for this quotation. Please try again later.', 429, { 'Retry-After': String(hit.retryAfterSeconds) });
}

/** GET /quote/:token/pdf: the token holder's PDF (not after the link's 90 days, nor once revoked unless accepted). */
export async function customerPdfResponse(db: Database, { token, ip, now }: { token: string; ip: string; now?: Date }): Promise<Response> {
  const limited = await quoteLinkLimited(db, { token, ip, kind: 'pdf', now });
  if (limited) return limited;
  const opened = await openByToken(db, token, now);
  if (!opened || opened.blocked === 'expired' || opened.blocked === 'revoked') return plain('This quotation link is not valid.', 404);
  const bytes = await quotationPdf(db, opened.version, { name: opened.customer.name });
  return new Response(Buffer.from(bytes), {
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="quotation-v${opened.version.number}.pdf"`,
    },
  });
}
