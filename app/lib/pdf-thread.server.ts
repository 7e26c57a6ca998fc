// A thread that draws PDFs (decision 151), so a long document never holds up the server's other
// requests: one per worker file, started on first use, one request at a time answered by its id,
// restarted when a render takes too long or the thread stops. The quotation's and the GST
// documents' PDFs are drawn on one each.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';

/** What a worker file receives: the request's id and what to draw. */
export type PdfThreadRequest<T> = { id: number; input: T };
export type PdfThreadAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

/** A render that takes longer than this is given up (the thread is restarted): the largest takes well under a second. */
const RENDER_TIMEOUT_MS = 30_000;

/**
 * The worker's source, `workerFile` relative to the project (app/features/…): in the sources, and
 * in the project's folder above the built server's chunk (build/server/assets) in production,
 * where the server always runs.
 */
function locate(workerFile: string): string {
  const here = import.meta.dirname ?? process.cwd();
  for (let dir = here; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const candidate = path.join(dir, workerFile);
    if (fs.existsSync(candidate)) return candidate;
  }
  return path.resolve(workerFile);
}

export type PdfThread<T> = { render(input: T): Promise<Uint8Array> };

/** A thread running `workerFile` (which answers each PdfThreadRequest with a PdfThreadAnswer); `what` names it in errors. */
export function pdfThread<T>(workerFile: string, what: string): PdfThread<T> {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve(bytes: Uint8Array): void; reject(error: Error): void; timer: NodeJS.Timeout }>();

  const failAll = (error: Error) => {
    for (const [id, waiting] of pending) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
      pending.delete(id);
    }
  };

  const start = (): Worker => {
    if (worker) return worker;
    const started = new Worker(pathToFileURL(locate(workerFile)));
    // Idle, it keeps no process alive; a render waited for keeps it referenced.
    started.unref();
    started.on('message', (answer: PdfThreadAnswer) => {
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      clearTimeout(waiting.timer);
      if (pending.size === 0) started.unref();
      if ('bytes' in answer) waiting.resolve(answer.bytes);
      else waiting.reject(new Error(`The ${what} could not be drawn: ${answer.error}`));
    });
    const gone = (error: Error) => {
      if (worker === started) worker = null;
      failAll(error);
    };
    started.on('error', gone);
    started.on('exit', (code) => gone(new Error(`The PDF thread stopped (${code})`)));
    worker = started;
    return started;
  };

  return {
    render(input) {
      const thread = start();
      const id = nextId++;
      return new Promise<Uint8Array>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`The ${what} took too long to draw`));
          if (worker === thread) worker = null;
          void thread.terminate();
        }, RENDER_TIMEOUT_MS);
        pending.set(id, { resolve, reject, timer });
        thread.ref();
        thread.postMessage({ id, input } satisfies PdfThreadRequest<T>);
      });
    },
  };
}

/** The body of a worker file: answers each request with `render`'s bytes or its error. */
export function answerPdfRequests<T>(port: MessagePort, render: (input: T) => Promise<Uint8Array>): void {
  port.on('message', (request: PdfThreadRequest<T>) => {
    render(request.input).then(
      (bytes) => port.postMessage({ id: request.id, bytes } satisfies PdfThreadAnswer, [bytes.buffer as ArrayBuffer]),
      (error: unknown) => port.postMessage({ id: request.id, error: (error as Error).message ?? String(error) } satisfies PdfThreadAnswer),
    );
  });
}
