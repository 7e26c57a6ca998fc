import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { isOneTimeLinkPath } from '#app/lib/logger.server.ts';
import { PHOTO_MAX_BYTES } from '#app/lib/private-files/photo-rules.ts';

export type CspSources = { nonce: string } | { hashes: string[] };

/**
 * The Content-Security-Policy of a page: scripts only from this origin plus the page's own inline
 * scripts, named by a per-response nonce (rendered pages) or by their hashes (prerendered files).
 */
export function contentSecurityPolicy(scripts: CspSources, https: boolean): string {
  const inline = 'nonce' in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'sha256-${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${inline.join(' ')}`.trim(),
    // Inline style attributes come from React props (element sizes, positions); no script runs from CSS.
    "style-src 'self' 'unsafe-inline'",
    // Article bodies may show images from any https address (decision 041).
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Headers every response carries; pages get their CSP from the renderer or the static server. */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  const nonce = randomBytes(16).toString('base64');
  res.locals.nonce = nonce;
  res.setHeader('Content-Security-Policy', contentSecurityPolicy({ nonce }, req.secure));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  // A one-time link's page and a customer's quotation keep their token out of every Referer header (decisions 066, 106).
  res.setHeader('Referrer-Policy', isOneTimeLinkPath(req.path) ? 'no-referrer' : 'strict-origin-when-cross-origin');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  // Only over HTTPS (directly, or behind a proxy that TRUST_PROXY lets us believe).
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
}

// Control characters (C0 and DEL), once the address is decoded.
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * Refuses an address whose path or query, decoded, holds a control character (`%00`, `%0A`, ...)
 * or cannot be decoded at all: no page, search or slug has one, and passed on, a NUL would reach
 * the database, which refuses it with an error (a 500 for what a client sent).
 */
export function refuseControlCharacters(req: Request, res: Response, next: NextFunction): void {
  const address = req.originalUrl || req.url;
  let decoded: string;
  try {
    decoded = decodeURIComponent(address.replace(/\+/g, ' '));
  } catch {
    res.status(400).type('text/plain').send('Bad request: the address is not valid.');
    return;
  }
  if (CONTROL_CHARACTERS.test(decoded)) {
    res.status(400).type('text/plain').send('Bad request: the address contains control characters.');
    return;
  }
  next();
}

/** What the site answers: pages and files (GET, HEAD) and forms (POST). */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST']);

/**
 * 405 with `Allow` for any other method (TRACE, PUT, DELETE, OPTIONS …), before the app: Node's
 * fetch Request cannot even hold a TRACE, which made it a 500 in the error log (decision 155).
 * Logged as any 4xx, at info.
 */
export function onlyKnownMethods(req: Request, res: Response, next: NextFunction): void {
  if (KNOWN_METHODS.has(req.method)) return next();
  res.setHeader('Allow', 'GET, HEAD, POST');
  res.status(405).type('text/plain').send('Method Not Allowed');
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers always send
 * Origin (and Sec-Fetch-Site) with such requests; clients without them are not browsers and
 * cannot carry a visitor's cookies against their will.
 */
export function sameOriginOnly(siteUrl: string) {
  const siteOrigin = new URL(siteUrl).origin;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!UNSAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const requestOrigin = `${req.protocol}://${req.host}`;
    const crossSite = fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
    const foreignOrigin = origin !== undefined && origin !== siteOrigin && origin !== requestOrigin;
    if (crossSite || foreignOrigin) {
      res.status(403).type('text/plain').send('Cross-origin request refused.');
      return;
    }
    next();
  };
}

/** Longest request body accepted per path prefix; the first match wins. */
export type BodyLimit = { prefix: string; bytes: number };

export const DEFAULT_BODY_LIMITS: BodyLimit[] = [
  // Editor image uploads: 5 MB of image plus the multipart envelope (decision 034).
  { prefix: '/admin/media', bytes: 6 * 1024 * 1024 },
  // A project's forms: 'Record payment' carries a photo of the proof (PHOTO_MAX_BYTES) and its envelope.
  { prefix: '/admin/customer-projects/', bytes: PHOTO_MAX_BYTES + 1024 * 1024 },
  // The sign-in form is as small as the public forms.
  { prefix: '/admin-login', bytes: 64 * 1024 },
  // Article HTML from the editor.
  { prefix: '/admin', bytes: 2 * 1024 * 1024 },
  { prefix: '/', bytes: 64 * 1024 },
];

/**
 * 413 for bodies over the limit, judged by Content-Length before anything is read (Node stops
 * reading a body at its declared length). Bodies without a length are refused with 411.
 */
export function bodyLimits(limits: BodyLimit[] = DEFAULT_BODY_LIMITS) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const hasBody = req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;
    if (!hasBody) return next();
    const length = req.headers['content-length'];
    if (length === undefined) {
      res.status(411).type('text/plain').send('Length Required: send the request body with a Content-Length.');
      return;
    }
    const limit = limits.find((entry) => req.path.startsWith(entry.prefix))?.bytes ?? 64 * 1024;
    if (Number(length) > limit) {
      res.setHeader('Connection', 'close');
      res
        .status(413)
        .type('text/plain')
        .send(`Payload Too Large: the limit is ${Math.round(limit / 1024)} KB.`);
      return;
    }
    next();
  };
}
