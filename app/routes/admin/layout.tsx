import { useEffect } from 'react';
import { data, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import type { Location, ShouldRevalidateFunctionArgs } from 'react-router';
import { toast } from '#app/components/ui/toast-store.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { welcomeToast } from '#app/features/accounts/sign-in-form.ts';
import { takeWelcome } from '#app/features/accounts/welcome.ts';
import type { StaffRole } from '#db/enums.ts';
import { AdminHeader } from '#app/routes/admin/admin-header.tsx';
import { AdminTabBar, tabElementId } from '#app/routes/admin/admin-tab-bar.tsx';
import { adminIndexTarget, tabAt, tabOwning, tabsFor } from '#app/routes/admin/admin-tabs.ts';
import type { AdminTabEntry } from '#app/routes/admin/admin-tabs.ts';
import { ScreenStatus } from '#app/routes/admin/screen-status.tsx';
import type { Route } from './+types/layout';

export const headers: Route.HeadersFunction = () => NO_STORE;

/** What a page under the layout may set with its `handle`: the header's title ('Admin Dashboard' unless set). */
export type AdminHandle = { headerTitle?: string };

const PANEL_ID = 'admin-screen';

/**
 * The admin frame's data: who is signed in. Every member may be here (their Account page is inside
 * the frame, and a member the team requires to set up two-step sign-in may open only that); each
 * screen's own loader checks its permission (decision 085).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'account');
  return data({ user }, { headers: NO_STORE });
}

/**
 * Read again after a form changes something (the member's own name, say), not on every move
 * between screens: each screen's loader checks the session and its permission itself, and a
 * screen's data request then carries that screen alone, so its failure stays inside the frame.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

/** The screen a navigation under way opens, when it opens another screen of the member's tabs. */
function pendingTab(next: Location | undefined, current: Location, role: StaffRole): AdminTabEntry | undefined {
  if (!next || next.pathname === current.pathname) return undefined;
  // `/admin?tab=<id>` (an old link) opens the screen it forwards to.
  const target = next.pathname.replace(/\/+$/, '') === '/admin' ? adminIndexTarget(next.search, role).split('?')[0]! : next.pathname;
  const tab = tabAt(target);
  return tab && tabsFor(role).includes(tab) ? tab : undefined;
}

/**
 * The frame of every admin screen, drawn once: the header (title, 'Welcome, ...', the role,
 * 'Account', 'Logout'), the tab bar with the tabs the member's role opens, and the screen. The tab
 * the member switches to shows selected at once, with its loading text until its data arrives.
 */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  const tabs = tabsFor(user.role);
  const switching = navigation.state === 'loading' ? pendingTab(navigation.location, location, user.role) : undefined;
  const here = tabOwning(location.pathname);
  const selected = switching ?? (here && tabs.includes(here) ? here : undefined);
  const title = matches.map((match) => (match.handle as AdminHandle | undefined)?.headerTitle).findLast(Boolean) ?? 'Admin Dashboard';

  // After signing in: 'Welcome back, admin!' for an Admin, the member's name for Sales and Editors (decision 093).
  const welcome = welcomeToast(user);
  useEffect(() => {
    if (takeWelcome()) toast(welcome);
    // Once, when the frame first shows after the sign-in form was sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="min-h-screen bg-canvas">
      <AdminHeader user={user} title={title} />
      <main className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8 lg:px-8">
        {tabs.length > 0 ? <AdminTabBar tabs={tabs} selected={selected?.id ?? null} panelId={PANEL_ID} /> : null}
        <div className="mt-6" {...(selected ? { id: PANEL_ID, role: 'tabpanel', 'aria-labelledby': tabElementId(selected.id) } : {})}>
          {switching ? <ScreenStatus text={switching.loading} loading /> : <Outlet />}
        </div>
      </main>
    </div>
  );
}
