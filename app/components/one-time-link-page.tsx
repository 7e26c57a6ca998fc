// The frame of a page a customer opens from a link e-mailed to them, a link that carries its own
// secret: a quotation (/quote/<token>), a change order (/change/<token>), a pay link
// (/pay/<token>). Such a page is never indexed nor cached and sends no Referer (server/security.ts),
// is headed by the studio and how to reach it, and says so when the link cannot be shown.
import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { MetaDescriptor } from 'react-router';
import { company } from '#content/company.ts';

/** Never indexed, never cached: the headers of every answer such a page gives. */
export const ONE_TIME_LINK_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;

/** The page's title, kept out of search engines, and no Referer sent from it. */
export function oneTimeLinkMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }, { name: 'referrer', content: 'no-referrer' }];
}

/** The route's `headers`: ONE_TIME_LINK_HEADERS, with the `Retry-After` of a 429 its loader threw. */
export function oneTimeLinkHeaders({ errorHeaders }: { errorHeaders?: Headers }): HeadersInit {
  const retryAfter = errorHeaders?.get('Retry-After');
  return retryAfter ? { ...ONE_TIME_LINK_HEADERS, 'Retry-After': retryAfter } : ONE_TIME_LINK_HEADERS;
}

/** The studio's name over its phone and e-mail; `children` stand between them (its legal name, its address). */
export function StudioHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="border-b border-line pb-4">
      <p className="font-display text-2xl text-brass-700">{company.name}</p>
      {children}
      <p className="mt-1 text-sm">
        <a className="underline" href={`tel:${company.phone.e164}`}>
          {company.phone.display}
        </a>{' '}
        ·{' '}
        <a className="underline" href={`mailto:${company.email}`}>
          {company.email}
        </a>
      </p>
    </header>
  );
}

/** The route's ErrorBoundary page: `busy` for a 429 (opened too often from here), `otherwise` for the rest. */
export function OneTimeLinkError({
  title,
  busy,
  otherwise,
  narrow = false,
}: {
  title: string;
  busy: string;
  otherwise: string;
  narrow?: boolean;
}) {
  const error = useRouteError();
  const tooOften = isRouteErrorResponse(error) && error.status === 429;
  return (
    <main className={narrow ? 'mx-auto max-w-md px-4 py-10' : 'mx-auto max-w-xl px-4 py-10'}>
      <h1 className="font-display text-2xl">{title}</h1>
      <p className="mt-2">{tooOften ? busy : otherwise}</p>
    </main>
  );
}
