// 'Deactivate' on the Team screen, and who takes the member's open leads (decision 119).
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { Dialog, DialogCancelFooter, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { deactivateSchema } from '#app/features/accounts/account-forms.ts';
import { may } from '#app/features/accounts/permissions.ts';
import type { TeamMember } from '#app/features/accounts/team.server.ts';
import { useTeamAction } from '#app/features/accounts/components/team-action.ts';

/**
 * Deactivating a member asks who takes their open leads (decision 119): 'Share among the team'
 * (in turn among the members who take new leads, as new enquiries are), one member, or nobody.
 */
export function DeactivateDialog({ member, team, onClose }: { member: TeamMember; team: TeamMember[]; onClose: () => void }) {
  const who = member.name || member.email;
  const { fetcher, submit } = useTeamAction(`team-deactivate-${member.id}`, `${who} is deactivated and signed out.`);
  const sent = useRef(false);
  const [choice, setChoice] = useState<string>('');
  const [memberId, setMemberId] = useState('');
  const [errors, setErrors] = useState<{ leadsTo?: string; memberId?: string }>({});
  const ids = { legend: useId(), choiceError: useId(), member: useId(), memberError: useId() };
  useEffect(() => {
    if (sent.current && fetcher.state === 'idle' && fetcher.data) onClose();
  }, [fetcher.state, fetcher.data, onClose]);
  const open = member.openLeads;
  // Who may take them: active Admin and Sales members (an invited one too, as for one lead), not the one leaving.
  const takers = team.filter((one) => one.id !== member.id && may(one.role, 'leads') && one.status !== 'deactivated');
  const sharers = team.filter((one) => one.id !== member.id && may(one.role, 'leads') && one.status === 'active' && one.takesLeads);
  const leads = `${open} open ${open === 1 ? 'lead' : 'leads'}`;

  function deactivate() {
    const values = { intent: 'deactivate', userId: member.id, leadsTo: open > 0 ? choice : 'unassigned', memberId };
    const parsed = deactivateSchema.safeParse(values);
    if (!parsed.success) {
      const found: { leadsTo?: string; memberId?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'leadsTo' || field === 'memberId') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    sent.current = true;
    submit({ ...values, ...(values.leadsTo === 'member' ? {} : { memberId: '' }) });
  }

  const radio = (value: string, label: string, hint?: string, disabled = false) => (
    <label
      className={cn(
        'flex min-h-11 items-start gap-3 rounded-md border border-line p-3 text-sm',
        disabled ? 'opacity-60' : 'cursor-pointer hover:bg-sand/60',
      )}
    >
      <input
        type="radio"
        name="leadsTo"
        value={value}
        checked={choice === value}
        disabled={disabled}
        onChange={() => {
          setChoice(value);
          setErrors({});
        }}
        aria-describedby={errors.leadsTo ? ids.choiceError : undefined}
        className="mt-0.5 size-4 accent-brass-700"
      />
      <span className="flex flex-col gap-0.5">
        <span className="font-medium">{label}</span>
        {hint ? <span className="text-ink-muted">{hint}</span> : null}
      </span>
    </label>
  );

  return (
    <Dialog open onOpenChange={(isOpen) => (isOpen ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Deactivate {who}?</DialogTitle>
          <DialogDescription>
            They are signed out at once and cannot sign in until an Admin reactivates them. Their notes and articles stay, and so do the
            leads they converted or lost.
          </DialogDescription>
        </DialogHeader>
        {open > 0 ? (
          <fieldset className="flex flex-col gap-2">
            <legend id={ids.legend} className="mb-2 text-sm font-semibold">
              Who takes their {leads}?
            </legend>
            {radio(
              'share',
              'Share among the team',
              sharers.length > 0
                ? `In turn among the ${sharers.length === 1 ? 'member' : `${sharers.length} members`} who take new leads, as new enquiries are.`
                : 'Nobody else takes new leads: turn it on for someone first.',
              sharers.length === 0,
            )}
            {radio('member', 'One member')}
            {choice === 'member' ? (
              <div className="flex flex-col gap-1 pl-7">
                <label htmlFor={ids.member} className="text-sm font-medium">
                  Member
                </label>
                <NativeSelect
                  id={ids.member}
                  value={memberId}
                  onChange={(event) => {
                    setMemberId(event.target.value);
                    setErrors({});
                  }}
                  aria-invalid={errors.memberId ? true : undefined}
                  aria-describedby={errors.memberId ? ids.memberError : undefined}
                >
                  <option value="" disabled>
                    Choose a member
                  </option>
                  {takers.map((one) => (
                    <option key={one.id} value={one.id}>
                      {one.name || one.email}
                    </option>
                  ))}
                </NativeSelect>
                {errors.memberId ? (
                  <p id={ids.memberError} className="text-sm text-danger">
                    {errors.memberId}
                  </p>
                ) : null}
              </div>
            ) : null}
            {radio('unassigned', 'Leave them unassigned')}
            {errors.leadsTo ? (
              <p id={ids.choiceError} className="text-sm text-danger">
                {errors.leadsTo}
              </p>
            ) : null}
          </fieldset>
        ) : (
          <p className="text-sm text-ink-muted">They have no open leads.</p>
        )}
        <DialogCancelFooter onCancel={onClose}>
          <Button variant="danger" disabled={fetcher.state !== 'idle'} onClick={deactivate}>
            Deactivate
          </Button>
        </DialogCancelFooter>
      </DialogContent>
    </Dialog>
  );
}
