import { data, redirect } from 'react-router';
import { signOut } from '#app/features/accounts/auth.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { postOnly } from '#app/lib/post-only.server.ts';
import type { Route } from './+types/logout';

/** A GET of this POST-only address: 405 (decision 091). */
export const loader = postOnly;

/** Deletes the session row and the cookie, then shows the sign-in page with 'Logged out'. */
export async function action({ request, context }: Route.ActionArgs) {
  let setCookie: string;
  try {
    setCookie = await signOut(request);
  } catch (error) {
    getRequestInfo(context).logger.error({ err: error }, 'Logout failed');
    return data({ ok: false as const }, { status: 500 });
  }
  throw redirect('/admin-login?status=logged-out', { headers: { 'Set-Cookie': setCookie, 'Cache-Control': 'no-store' } });
}
