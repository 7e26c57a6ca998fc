import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { NextFunction, Request, Response, Router } from 'express';
import { contentSecurityPolicy } from '#server/security.ts';

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

  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, redirect: false, fallthrough: true }),
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
