// The member's sessions and sign-in history on the 'Account' page (decision 066), with
// 'Sign out other sessions'.
import { Button } from '#app/components/ui/button.tsx';
import { formatDateTime } from '#app/lib/format.ts';
import { Panel, useAccountAction } from '#app/features/accounts/components/account-form.tsx';
import type { AccountData } from '#app/features/accounts/components/account-form.tsx';

const OUTCOMES = { 'signed-in': 'Signed in', failed: 'Failed sign-in', 'signed-out': 'Signed out' } as const;

export function SessionsPanel({ sessions }: { sessions: AccountData['sessions'] }) {
  const { fetcher, send } = useAccountAction('sign-out-others', (answer) =>
    answer.ended === 1 ? '1 other session was signed out.' : `${answer.ended ?? 0} other sessions were signed out.`,
  );
  const others = sessions.filter((session) => !session.current).length;
  return (
    <Panel id="sessions-heading" title="Active sessions" description="Where you are signed in now.">
      <ul aria-label="Sessions" className="divide-y divide-line rounded-md border border-line">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-col gap-1 px-4 py-3 text-sm">
            <p className="font-medium">
              {session.device}
              {session.current ? (
                <span className="ml-2 rounded-sm bg-sage-100 px-1.5 py-0.5 text-xs font-semibold text-sage-700">This device</span>
              ) : null}
            </p>
            <p className="text-ink-muted">
              {session.ipAddress ?? 'Unknown address'} · Signed in {formatDateTime(session.signedInAt)} · Last seen{' '}
              {formatDateTime(session.lastSeenAt)}
            </p>
          </li>
        ))}
      </ul>
      <form
        method="post"
        action="/admin/account"
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          send(new FormData(event.currentTarget));
        }}
      >
        <input type="hidden" name="intent" value="sign-out-others" />
        <Button type="submit" variant="outline" disabled={others === 0 || fetcher.state !== 'idle'}>
          Sign out other sessions
        </Button>
      </form>
    </Panel>
  );
}

export function HistoryPanel({ history }: { history: AccountData['history'] }) {
  return (
    <Panel id="history-heading" title="Sign-in history" description="Your latest sign-ins, failed attempts and sign-outs.">
      {history.length === 0 ? (
        <p className="text-sm text-ink-muted">Nothing yet.</p>
      ) : (
        <ul aria-label="Sign-ins" className="divide-y divide-line rounded-md border border-line">
          {history.map((event, index) => (
            <li key={`${event.at}-${index}`} className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-baseline sm:gap-4">
              <p className={event.outcome === 'failed' ? 'font-medium text-danger sm:w-32' : 'font-medium sm:w-32'}>
                {OUTCOMES[event.outcome]}
              </p>
              <p className="text-ink-muted sm:w-72">{formatDateTime(event.at)}</p>
              <p className="text-ink-muted">
                {event.device} · {event.ip ?? 'Unknown address'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
