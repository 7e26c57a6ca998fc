import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { NextFunction, Request, Response, Router } from 'express';
import { contentSecurityPolicy } from '#server/security.ts';

/**
 * A hashed asset (script, style sheet, font, image) answers with the headers that matter to a
 * subresource: nosniff, the resource policy and, but for scripts, the referrer policy (a style
 * sheet's own fetches follow it). The document headers (CSP, framing, permissions, opener) and
 * the request id do nothing on a script and cost about 700 bytes on each of a page's requests.
 */
function assetHeaders(req: Request, res: Response, next: NextFunction): void {
  for (const header of ['Content-Security-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy', 'Permissions-Policy', 'X-Request-Id']) {
    res.removeHeader(header);
  }
  // A module script's own imports follow the page's referrer policy when the script names none
  // (the page's answer carries the same one): ~50 bytes less on each of a page's scripts.
  if (req.path.endsWith('.js')) res.removeHeader('Referrer-Policy');
  next();
}

type PrerenderedPage = { html: Buffer; etag: string; scriptHashes: string[] };

/** Hashes of a page's inline scripts, so its CSP can allow exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(
      createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64'),
    );
  }
  return [...hashes];
}

function findPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (entry.name === 'index.html') {
        const html = fs.readFileSync(full);
        const relative = path.relative(clientDir, dir).split(path.sep).join('/');
        pages.set(`/${relative}`.replace(/\/$/, '') || '/', {
          html,
          etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
          scriptHashes: inlineScriptHashes(html.toString('utf8')),
        });
      }
    }
  };
  walk(clientDir);
  return pages;
}

/**
 * Serves the build's files: hashed assets cached for a year, other public files for an hour,
 * and prerendered pages at their own path (/about, never a redirect to /about/) with
 * revalidation, each with a CSP naming its inline scripts by hash.
 */
export function staticFiles(clientDir: string): { router: Router; prerenderedPaths: string[] } {
  const pages = findPrerenderedPages(clientDir);
  const router = express.Router();

  // Hashed assets: the copies compressed at build time (brotli, else gzip) when the browser takes
  // them, sent as they are (compression() leaves an encoded answer alone), with only the headers
  // a script or style sheet uses (decision 060).
  router.use(
    '/assets',
    assetHeaders,
    expressStaticGzip(path.join(clientDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      // The name changes with the content: nothing to revalidate, so no ETag or Last-Modified.
      // Nor ranges: nothing under /assets is fetched in parts.
      serveStatic: {
        immutable: true,
        maxAge: '1y',
        index: false,
        redirect: false,
        fallthrough: true,
        etag: false,
        lastModified: false,
        acceptRanges: false,
      },
    }),
  );

  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const page = pages.get(key);
    if (!page) return next();
    res.setHeader('Content-Security-Policy', contentSecurityPolicy({ hashes: page.scriptHashes }, req.secure));
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.setHeader('ETag', page.etag);
    res.type('html');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.status(200).send(page.html);
  });

  const publicFiles = express.static(clientDir, { maxAge: '1h', index: false, redirect: false });
  router.use((req: Request, res: Response, next: NextFunction) => {
    // Prerendered loader data is rendered by the server on request instead (correct content type).
    if (req.path.endsWith('.data') || req.path.endsWith('/index.html')) return next();
    return publicFiles(req, res, next);
  });

  return { router, prerenderedPaths: [...pages.keys()] };
}
