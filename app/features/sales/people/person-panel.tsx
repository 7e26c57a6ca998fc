// The person behind a lead, on its page: their name, e-mails and phones, their other enquiries,
// a 'Possible duplicate' with the other person, and 'Merge' (decision 077).
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { GitMerge, LoaderCircle, Search } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/form-field.tsx';
import { LocalTime } from '#app/components/ui/local-time.tsx';
import { LEAD_STATUS_LABELS } from '#app/features/sales/list/lead-filters.ts';
import { mergeFindSchema } from '#app/features/sales/lead/lead-work-forms.ts';
import { LeadActionForm, LeadSubmit, useLeadActionForm } from '#app/features/sales/lead/lead-action-form.tsx';
import { useLeadAction } from '#app/features/sales/lead/use-lead-action.ts';
import type { LeadActionAnswer } from '#app/features/sales/lead/use-lead-action.ts';
import type { PersonView, RelatedLead } from '#app/features/sales/people/people.server.ts';

type Props = {
  leadId: string;
  person: PersonView;
  duplicateOf: PersonView | null;
  actionAnswer: LeadActionAnswer | undefined;
  Panel: (props: { title: string; children: ReactNode }) => ReactNode;
};

const enquiriesText = (count: number) => `${count} ${count === 1 ? 'enquiry' : 'enquiries'}`;

function Contacts({ person }: { person: PersonView }) {
  return (
    <ul className="flex flex-col gap-0.5 text-sm text-ink">
      {[...person.emails, ...person.phones].map((value) => (
        <li key={value} className="[overflow-wrap:anywhere]">
          {value}
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Merge' with one named person: a button that posts their id. Once merged, the person 'Find' found
 * is forgotten: they are this person now, or no longer anyone.
 */
function MergeButton({ leadId, other, actionAnswer }: { leadId: string; other: PersonView; actionAnswer: LeadActionAnswer | undefined }) {
  const merge = useLeadAction('merge', leadId, actionAnswer);
  const found = useFetcher<LeadActionAnswer>({ key: `lead-merge-find-${leadId}` });
  const answered = merge.fetcher.state === 'idle' ? merge.fetcher.data : undefined;
  const forgotten = useRef<LeadActionAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answered?.ok || forgotten.current === answered) return;
    forgotten.current = answered;
    found.reset();
  });
  return (
    <merge.fetcher.Form
      method="post"
      action={`/admin/leads/${leadId}`}
      onSubmit={(event) => {
        event.preventDefault();
        merge.submit(new FormData(event.currentTarget));
      }}
    >
      <input type="hidden" name="intent" value="merge" />
      <input type="hidden" name="personId" value={other.id} />
      <Button type="submit" size="sm" disabled={merge.busy} aria-label={`Merge ${other.name} into this person`}>
        {merge.busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <GitMerge aria-hidden="true" />}
        Merge
      </Button>
    </merge.fetcher.Form>
  );
}

function OtherPerson({
  leadId,
  other,
  actionAnswer,
  children,
}: {
  leadId: string;
  other: PersonView;
  actionAnswer: LeadActionAnswer | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-md border border-line bg-canvas p-3">
      {children}
      <p className="font-medium text-ink">
        {other.name} <span className="font-normal text-ink-muted">· {enquiriesText(other.enquiries)}</span>
      </p>
      <Contacts person={other} />
      <div>
        <MergeButton leadId={leadId} other={other} actionAnswer={actionAnswer} />
      </div>
    </div>
  );
}

/** 'Find' the other person by e-mail or phone, then 'Merge' them. */
function MergeFinder({ leadId, personId, actionAnswer }: { leadId: string; personId: string; actionAnswer: LeadActionAnswer | undefined }) {
  const find = useLeadActionForm('merge-find', leadId, actionAnswer, mergeFindSchema);
  const candidate = find.answer?.ok && find.answer.candidate && find.answer.candidate.id !== personId ? find.answer.candidate : null;
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      <LeadActionForm form={find.form} intent="merge-find">
        <TextField
          field={find.fields.contact}
          label="Same person as"
          description="The e-mail address or phone number of another person, to merge them into this one."
          autoComplete="off"
        />
        <LeadSubmit busy={find.busy} icon={<Search aria-hidden="true" />} className="self-start">
          Find
        </LeadSubmit>
      </LeadActionForm>
      {candidate ? (
        <OtherPerson leadId={leadId} other={candidate} actionAnswer={actionAnswer}>
          <p className="text-sm text-ink-muted">Merge this person into the one above? Their enquiries, notes and follow-ups move here.</p>
        </OtherPerson>
      ) : null}
    </div>
  );
}

export function PersonPanel({ leadId, person, duplicateOf, actionAnswer, Panel }: Props) {
  return (
    <Panel title="Person">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <p className="font-medium text-ink">
            {person.name} <span className="font-normal text-ink-muted">· {enquiriesText(person.enquiries)}</span>
          </p>
          <Contacts person={person} />
        </div>
        {duplicateOf ? (
          <OtherPerson leadId={leadId} other={duplicateOf} actionAnswer={actionAnswer}>
            <p className="text-sm font-semibold text-danger">Possible duplicate</p>
            <p className="text-sm text-ink-muted">This enquiry’s e-mail belongs to one person and its phone to another:</p>
          </OtherPerson>
        ) : null}
        <MergeFinder leadId={leadId} personId={person.id} actionAnswer={actionAnswer} />
      </div>
    </Panel>
  );
}

export function RelatedList({ leads }: { leads: RelatedLead[] }) {
  return (
    <ul className="flex flex-col divide-y divide-line">
      {leads.map((related) => (
        <li key={related.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
          <Link to={`/admin/leads/${related.id}`} className="font-medium text-brass-800 underline-offset-2 hover:underline">
            {related.name}
          </Link>
          <p className="text-sm text-ink-muted">
            <LocalTime iso={related.createdAt} /> · {related.service?.trim() || 'No service named'} · {LEAD_STATUS_LABELS[related.status]}
          </p>
        </li>
      ))}
    </ul>
  );
}
