// How the Team screen's controls post a change to /admin/team and say how it went (a toast).
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { toast } from '#app/components/ui/toast-store.ts';

export type TeamAnswer = { ok: true } | { ok: false; error: string };
/** The answer to 'Create invite' and 'Resend invite': the link, or why there is none. */
export type InviteAnswer =
  | { ok: true; invite: { link: string; emailed: boolean; expiresAt: string } }
  | { ok: false; result?: SubmissionResult<string[]>; error?: string };

/** A team change posted to /admin/team, with a toast when it is done. */
export function useTeamAction(key: string, done: string) {
  const fetcher = useFetcher<TeamAnswer>({ key });
  const sent = useRef(false);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || !sent.current) return;
    sent.current = false;
    if (fetcher.data.ok) toast({ title: 'Team updated', description: done });
    else toast({ title: 'Error', description: fetcher.data.error, variant: 'destructive' });
  }, [fetcher.state, fetcher.data, done]);
  return {
    fetcher,
    submit(values: Record<string, string>) {
      sent.current = true;
      void fetcher.submit(values, { method: 'post', action: '/admin/team' });
    },
  };
}
