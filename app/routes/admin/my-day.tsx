import { data } from 'react-router';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { getMyDay } from '#app/features/sales/my-day/my-day.server.ts';
import { MyDayScreen } from '#app/features/sales/my-day/my-day-screen.tsx';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/my-day';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('My day') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/**
 * GET /admin/my-day: 'My day', the member's overdue leads, follow-ups due today, today's site
 * visits and, for an Admin, 'New and unassigned' (decision 116). Sales land here. Its forms post
 * to the lead pages' actions.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'leads');
  const now = new Date();
  const day = await getMyDay(db(), {
    memberId: user.id,
    admin: user.role === 'admin',
    now,
  });
  return data({ ...day, now: now.toISOString() }, { headers: NO_STORE });
}

export default function MyDayRoute({ loaderData }: Route.ComponentProps) {
  return <MyDayScreen {...loaderData} />;
}
