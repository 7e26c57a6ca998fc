import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { LoaderCircle, LogOut, UserRound } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { company } from '#content/company.ts';
import { SIGN_IN_TEXTS } from '#app/features/accounts/sign-in-form.ts';
import type { StaffUser } from '#app/features/accounts/auth.server.ts';
import { roleLabels } from '#app/features/accounts/permissions.ts';

/** The admin's header: the studio, the page's title, who is signed in (by name once they set one), 'Account' and 'Logout'. */
export function AdminHeader({ user, title = 'Admin Dashboard' }: { user: Pick<StaffUser, 'email' | 'name' | 'role'>; title?: string }) {
  const logout = useFetcher<{ ok: false }>();
  const busy = logout.state !== 'idle';

  // Success redirects to the sign-in page (which says 'Logged out'); only a failure answers here.
  useEffect(() => {
    if (logout.state === 'idle' && logout.data && !logout.data.ok) {
      toast({ title: 'Error', description: SIGN_IN_TEXTS.logoutFailed, variant: 'destructive' });
    }
  }, [logout.state, logout.data]);

  return (
    <header className="bg-charcoal text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4 sm:px-6 lg:px-8">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-widest text-brass-300 uppercase">
            <Link to="/" className="hover:text-white">
              {company.name}
            </Link>
          </p>
          <h1 className="font-display text-xl text-white sm:text-2xl">{title}</h1>
          <p className="truncate text-sm text-white/75">
            Welcome, <span className="font-medium text-white">{user.name || user.email}</span>
            <span className="ml-2 rounded-sm bg-white/10 px-1.5 py-0.5 text-xs text-white/85">{roleLabels[user.role]}</span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Link
            to="/admin/account"
            className="inline-flex min-h-9 items-center gap-2 rounded-md px-3 text-sm font-medium text-white underline-offset-4 hover:bg-white/10"
          >
            <UserRound aria-hidden="true" className="size-4" />
            Account
          </Link>
          <logout.Form method="post" action="/admin/logout">
            <Button
              type="submit"
              variant="outline"
              size="sm"
              disabled={busy}
              className="border-white/25 bg-transparent text-white hover:bg-white/10"
            >
              {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <LogOut aria-hidden="true" />}
              Logout
            </Button>
          </logout.Form>
        </div>
      </div>
    </header>
  );
}
