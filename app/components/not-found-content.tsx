import { Link } from 'react-router';

/** The not-found page's content (docs/product.md, 'Public pages'): also shown for unknown service or area slugs. */
export function NotFoundContent() {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-canvas px-6 text-center">
      <p className="font-display text-7xl font-semibold text-brass-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl">Oops! Page not found</h1>
      <Link to="/" className="mt-8 inline-flex min-h-11 items-center font-semibold text-brass-700 underline underline-offset-4">
        Return to Home
      </Link>
    </div>
  );
}
