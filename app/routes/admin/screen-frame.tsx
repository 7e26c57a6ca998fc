import { useEffect } from 'react';
import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { roleLabels } from '#app/features/accounts/permissions.ts';
import { pageTitle } from '#app/lib/seo.ts';
import type { StaffRole } from '#db/enums.ts';
import { firstScreen, firstScreenPath, tabAt, tabOwning } from '#app/routes/admin/admin-tabs.ts';
import { ScreenStatus } from '#app/routes/admin/screen-status.tsx';
import type { loader as layoutLoader } from '#app/routes/admin/layout.tsx';
import type { Route } from './+types/screen-frame';

/**
 * Between the admin layout and its pages: what a page could not show is shown here, inside the
 * frame (header and tabs stay): a screen the member's role does not open (403), or data that
 * failed to load (decision 085).
 */
export default function ScreenFrame() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const frame = useRouteLoaderData<typeof layoutLoader>('routes/admin/layout');
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 403 && frame) return <NoAccess role={frame.user.role} pathname={pathname} />;
  if (isRouteErrorResponse(error) && error.status < 500) {
    return (
      <>
        <title>{pageTitle('Error')}</title>
        <ScreenStatus text={`${error.status} ${error.statusText}`.trim()} loading={false} />
      </>
    );
  }
  return <LoadFailed pathname={pathname} />;
}

/** The screen's data could not be loaded: the error toast and the screen's words for it. */
function LoadFailed({ pathname }: { pathname: string }) {
  const tab = tabAt(pathname);
  const failed = tab?.failed ?? 'Failed to load this page. Please try again.';
  useEffect(() => {
    toast({ title: 'Error', description: failed, variant: 'destructive' });
  }, [failed]);
  return (
    <>
      <title>{pageTitle('Error')}</title>
      <ScreenStatus text={tab?.unavailable ?? 'This page could not be loaded.'} loading={false} />
    </>
  );
}

/** A screen the member's role does not open (say an Editor following a lead's link from an e-mail). */
function NoAccess({ role, pathname }: { role: StaffRole; pathname: string }) {
  const screen = tabOwning(pathname);
  const first = firstScreen(role);
  const firstPath = firstScreenPath(role);
  return (
    <section aria-labelledby="no-access-heading" className="rounded-lg border border-line bg-surface p-8 text-center shadow-soft">
      <title>{pageTitle('No access')}</title>
      <ShieldAlert aria-hidden="true" className="mx-auto size-8 text-brass-700" />
      <h2 id="no-access-heading" className="mt-3 font-display text-2xl">
        You have no access to {screen ? screen.label : 'this screen'}
      </h2>
      <p className="mx-auto mt-2 max-w-prose text-ink-muted">
        Your role ({roleLabels[role]}) does not include this screen. If you need it, ask an Admin to change your role.
      </p>
      <Link to={firstPath} className={buttonClasses({ variant: 'outline', className: 'mt-5' })}>
        Go to {first ? first.label : 'your account'}
      </Link>
    </section>
  );
}
