import frauncesFont from '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { ReactNode } from 'react';
import type { LinkDescriptor } from 'react-router';
import appCss from '#app/app.css?url';
import { LazyToaster } from '#app/components/ui/lazy-toaster.tsx';
import { AttributionCapture } from '#app/features/intake/components/attribution-capture.tsx';
import { useNonce } from '#app/lib/nonce.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { siteUrl } from '#app/lib/site-url.server.ts';
import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: frauncesFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // `precedence` makes React place the stylesheet ahead of the script preloads in <head>, so the
  // browser asks for it first (it blocks the first paint; the scripts do not).
  { rel: 'stylesheet', href: appCss, precedence: 'default' } as LinkDescriptor,
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function loader() {
  return { siteUrl: siteUrl() };
}

// The canonical origin never changes while the app runs.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f1d1b" />
        <Meta />
        <Links nonce={nonce || undefined} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <LazyToaster />
      <AttributionCapture />
    </>
  );
}

/** The router's failure screen (docs/product.md, 'Public pages'): the fixed heading plus the message or status. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let detail = 'Something went wrong.';
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    // A 503 (the database not ready yet) carries the words a visitor should read.
    const reason = error.status === 503 && typeof error.data === 'string' ? error.data : error.statusText;
    detail = `${error.status} ${reason}`.trim();
  } else if (error instanceof Error) {
    detail = error.message;
    if (import.meta.env.DEV) stack = error.stack;
  }
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center px-6 py-16">
      <title>{pageTitle('Error')}</title>
      <p className="text-sm font-semibold tracking-widest text-brass-700 uppercase">Error</p>
      <h1 className="mt-3 text-3xl sm:text-4xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-ink-muted">{detail}</p>
      {stack ? <pre className="mt-6 overflow-x-auto rounded-md bg-sand p-4 text-xs">{stack}</pre> : null}
      <p className="mt-8">
        <a href="/" className="font-semibold text-brass-700 underline underline-offset-4">
          Return to Home
        </a>
      </p>
    </main>
  );
}
