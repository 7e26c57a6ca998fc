import { SetPasswordPage } from '#app/features/accounts/components/set-password-page.tsx';
import { pageTitle } from '#app/lib/seo.ts';
import { LINK_PAGE_HEADERS, loadLink, submitPassword } from '#app/routes/admin/set-password.server.ts';
import type { Route } from './+types/invite';

export const headers: Route.HeadersFunction = () => LINK_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Join the team') }, { name: 'robots', content: 'noindex' }];

/** GET /invite/{token}: the page where an invited member chooses their password. */
export function loader({ params }: Route.LoaderArgs) {
  return loadLink('invite', params.token);
}

export function action({ params, request }: Route.ActionArgs) {
  return submitPassword('invite', params.token, request);
}

export default function InviteRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SetPasswordPage purpose="invite" member={loaderData.member} lastResult={actionData?.result} error={actionData?.error} />;
}
