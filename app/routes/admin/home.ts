import { replace } from 'react-router';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { adminIndexTarget } from '#app/routes/admin/admin-tabs.ts';
import type { Route } from './+types/home';

/**
 * GET /admin: on to the member's first screen ('My day' for Sales, Lead Management for an Admin,
 * Article Management for an Editor, 'Site diary' for Site). `/admin?tab=<id>` (links in e-mails and bookmarks from before the
 * screens had their own addresses) goes to that screen with the rest of the query, or to the
 * member's first screen when their role does not open it (decision 085).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireStaff(request);
  const params = new URL(request.url).searchParams;
  // A data request (the browser following sign-in's redirect) names the routes it wants: no part of the target.
  params.delete('_routes');
  throw replace(adminIndexTarget(`?${params}`, user.role), { headers: NO_STORE });
}
