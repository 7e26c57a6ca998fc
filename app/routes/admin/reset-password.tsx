import { SetPasswordPage } from '#app/features/accounts/components/set-password-page.tsx';
import { pageTitle } from '#app/lib/seo.ts';
import { LINK_PAGE_HEADERS, loadLink, submitPassword } from '#app/routes/admin/set-password.server.ts';
import type { Route } from './+types/reset-password';

export const headers: Route.HeadersFunction = () => LINK_PAGE_HEADERS;

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Choose a new password') }, { name: 'robots', content: 'noindex' }];

/** GET /reset-password/{token}: the page where a member chooses a new password from an e-mailed link. */
export function loader({ params }: Route.LoaderArgs) {
  return loadLink('password-reset', params.token);
}

export function action({ params, request }: Route.ActionArgs) {
  return submitPassword('password-reset', params.token, request);
}

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SetPasswordPage purpose="password-reset" member={loaderData.member} lastResult={actionData?.result} error={actionData?.error} />;
}
