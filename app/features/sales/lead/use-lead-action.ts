// How a form of a lead's page talks to the page's action: posted by a fetcher once the page's
// script runs (a plain form post before that), its answer read from the fetcher or from the page's
// own action, and a toast when an answer arrives.
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { toast } from '#app/components/ui/toast-store.ts';
import type { LeadIntent } from '#app/features/sales/lead/lead-work-forms.ts';
import type { PersonView } from '#app/features/sales/people/people.server.ts';

/** The page action's answer to one of its forms. */
export type LeadActionAnswer =
  | { intent: LeadIntent; ok: true; result?: SubmissionResult<string[]>; candidate?: PersonView }
  | { intent: LeadIntent | null; ok: false; result?: SubmissionResult<string[]>; error?: string };

const SUCCESS: Partial<Record<LeadIntent, { title: string; description: string }>> = {
  note: { title: 'Note added', description: 'Your note is in the lead’s activity.' },
  'follow-up': { title: 'Follow-up saved', description: 'The lead shows under ‘Follow-ups due’ from that time.' },
  'follow-up-done': { title: 'Follow-up done', description: 'The follow-up is marked done.' },
  assign: { title: 'Assignment saved', description: 'The lead’s ‘Assigned to’ is updated.' },
  'log-call': { title: 'Call logged', description: 'The call is in the lead’s activity.' },
  edit: { title: 'Lead updated', description: 'The corrections and the old values are in the lead’s activity.' },
  merge: { title: 'People merged', description: 'Every enquiry, note and follow-up of both is now under one person.' },
};

export function useLeadAction(intent: LeadIntent, leadId: string, actionAnswer: LeadActionAnswer | undefined) {
  const fetcher = useFetcher<LeadActionAnswer>({ key: `lead-${intent}-${leadId}` });
  const sent = useRef(false);
  const answer = fetcher.data ?? (actionAnswer?.intent === intent ? actionAnswer : undefined);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || !sent.current) return;
    sent.current = false;
    const success = SUCCESS[intent];
    if (fetcher.data.ok) {
      if (success) toast(success);
    } else if (!fetcher.data.result) {
      toast({ title: 'Error', description: fetcher.data.error ?? 'That did not work. Please try again.', variant: 'destructive' });
    }
  }, [fetcher.state, fetcher.data, intent]);

  return {
    fetcher,
    answer,
    lastResult: answer?.result,
    busy: fetcher.state !== 'idle',
    submit(formData: FormData) {
      sent.current = true;
      formData.set('intent', intent);
      void fetcher.submit(formData, { method: 'post', action: `/admin/leads/${leadId}` });
    },
  };
}
