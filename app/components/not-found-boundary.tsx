import { isRouteErrorResponse } from 'react-router';
import { NotFoundContent } from '#app/components/not-found-content.tsx';

/** A route's ErrorBoundary: the not-found page for 404s, the root failure screen otherwise. */
export function NotFoundBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  throw error;
}
