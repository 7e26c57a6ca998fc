// The admin's 'Team' tab (decision 066): who is on the team, 'Add team member' (an invite link
// shown once to copy, and e-mailed when the server can send mail), 'Resend invite' for a member
// who has not joined, each member's role, deactivation (asking who takes their open leads,
// decision 119) and reactivation, and whether the team must use two-step sign-in.
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Check, Copy, Plus, ShieldCheck, UserRound } from 'lucide-react';
import { useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import { controlProps, FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { TabHeading } from '#app/components/ui/tab-heading.tsx';
import { TableHeader } from '#app/components/ui/table-header.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { formatDateTime } from '#app/lib/format.ts';
import { validateForm } from '#app/lib/parse-form.ts';
import { staffRoles } from '#db/enums.ts';
import type { StaffRole } from '#db/enums.ts';
import { deactivateSchema, inviteSchema } from '#app/features/accounts/account-forms.ts';
import { roleDescriptions, roleLabels } from '#app/features/accounts/permissions.ts';
import type { MemberStatus, TeamMember } from '#app/features/accounts/team.server.ts';

export type TeamTabData = { members: TeamMember[]; requireTwoStep: boolean; canEmail: boolean; currentUserId: string };

type Answer = { ok: true } | { ok: false; error: string };
type InviteAnswer =
  | { ok: true; invite: { link: string; emailed: boolean; expiresAt: string } }
  | { ok: false; result?: SubmissionResult<string[]>; error?: string };

const STATUS_LABELS: Record<MemberStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  'invite-expired': 'Invite expired',
  deactivated: 'Deactivated',
};

const STATUS_STYLES: Record<MemberStatus, string> = {
  active: 'bg-sage-100 text-sage-700 ring-sage-700/25',
  invited: 'bg-brass-50 text-brass-800 ring-brass-300/60',
  'invite-expired': 'bg-sand text-ink-muted ring-line',
  deactivated: 'bg-danger-50 text-danger ring-danger/25',
};

/** A team change posted to /admin/team, with a toast when it is done. */
function useTeamAction(key: string, done: string) {
  const fetcher = useFetcher<Answer>({ key });
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

export function TeamManagement({ data }: { data: TeamTabData }) {
  const [adding, setAdding] = useState(false);
  const [deactivating, setDeactivating] = useState<TeamMember | null>(null);
  const [reinviting, setReinviting] = useState<TeamMember | null>(null);
  return (
    <section aria-labelledby="team-heading" className="mt-6 flex flex-col gap-6">
      <TabHeading
        id="team-heading"
        title="Team"
        intro="Admins do everything; Editors write articles; Sales work the leads."
        action={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add team member
          </Button>
        }
      />
      <div className="rounded-lg border border-line bg-surface shadow-soft">
        <div className="hidden overflow-x-auto md:block">
          <table className="w-full min-w-[1180px] text-left text-sm">
            <TableHeader columns={['Name', 'E-mail', 'Role', 'Last sign-in', 'Status', 'New leads', 'Actions']} cellClassName="px-4" />
            <tbody className="divide-y divide-line">
              {data.members.map((member) => (
                <tr key={member.id} className="align-middle">
                  <td className="px-4 py-3 font-medium">
                    {member.name || '—'}
                    {member.id === data.currentUserId ? <span className="ml-2 text-xs font-normal text-ink-muted">(you)</span> : null}
                  </td>
                  <td className="px-4 py-3 break-all">{member.email}</td>
                  <td className="px-4 py-3">
                    <RoleSelect member={member} />
                  </td>
                  <td className="px-4 py-3 text-ink-muted">{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}</td>
                  <td className="px-4 py-3">
                    <StatusBadge member={member} />
                  </td>
                  <td className="px-4 py-3">
                    <LeadIntake member={member} />
                  </td>
                  <td className="px-4 py-3">
                    <MemberActions
                      member={member}
                      self={member.id === data.currentUserId}
                      onDeactivate={() => setDeactivating(member)}
                      onResend={() => setReinviting(member)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="divide-y divide-line md:hidden">
          {data.members.map((member) => (
            <li key={member.id} className="flex flex-col gap-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium">
                    {member.name || '—'}
                    {member.id === data.currentUserId ? <span className="ml-2 text-xs font-normal text-ink-muted">(you)</span> : null}
                  </p>
                  <p className="text-sm break-all text-ink-muted">{member.email}</p>
                </div>
                <StatusBadge member={member} />
              </div>
              <p className="text-sm text-ink-muted">Last sign-in: {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}</p>
              <LeadIntake member={member} />
              <div className="flex flex-wrap items-center gap-3">
                <RoleSelect member={member} />
                <MemberActions
                  member={member}
                  self={member.id === data.currentUserId}
                  onDeactivate={() => setDeactivating(member)}
                  onResend={() => setReinviting(member)}
                />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <TwoStepSetting required={data.requireTwoStep} />
      {adding ? <AddMemberDialog canEmail={data.canEmail} onClose={() => setAdding(false)} /> : null}
      {deactivating ? <DeactivateDialog member={deactivating} team={data.members} onClose={() => setDeactivating(null)} /> : null}
      {reinviting ? <ResendInviteDialog member={reinviting} canEmail={data.canEmail} onClose={() => setReinviting(null)} /> : null}
    </section>
  );
}

function StatusBadge({ member }: { member: TeamMember }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', STATUS_STYLES[member.status])}>
        {STATUS_LABELS[member.status]}
      </span>
      {member.twoStep ? (
        <span title="Two-step sign-in is on" className="inline-flex items-center gap-1 text-xs text-sage-700">
          <ShieldCheck aria-hidden="true" className="size-3.5" />
          Two-step
        </span>
      ) : null}
    </span>
  );
}

function RoleSelect({ member }: { member: TeamMember }) {
  const { fetcher, submit } = useTeamAction(`team-role-${member.id}`, `${member.name || member.email}'s role was changed.`);
  const pending = fetcher.formData?.get('role');
  // A refused change (the last Admin) shows the stored role again.
  const value = typeof pending === 'string' ? pending : member.role;
  return (
    <NativeSelect
      aria-label={`Role of ${member.name || member.email}`}
      value={value}
      disabled={member.status === 'deactivated'}
      onChange={(event) => submit({ intent: 'change-role', userId: member.id, role: event.target.value })}
      className="min-h-9 w-32 py-1 text-sm"
    >
      {staffRoles.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </NativeSelect>
  );
}

/**
 * 'Takes new leads' and 'Daily limit' (decision 110): Admin and Sales members who can work leads;
 * nothing for an Editor or a deactivated member.
 */
function LeadIntake({ member }: { member: TeamMember }) {
  const who = member.name || member.email;
  const { fetcher, submit } = useTeamAction(`team-intake-${member.id}`, `${who}'s new leads were updated.`);
  if (member.role === 'editor' || member.status === 'deactivated') return <span className="text-sm text-ink-muted">—</span>;
  const ids = { takes: `takes-leads-${member.id}`, limit: `daily-limit-${member.id}` };
  return (
    <form
      method="post"
      action="/admin/team"
      aria-label={`New leads for ${who}`}
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        submit({
          intent: 'lead-intake',
          userId: member.id,
          ...(form.get('takesLeads') === 'on' ? { takesLeads: 'on' } : {}),
          dailyLimit: String(form.get('dailyLimit') ?? ''),
        });
      }}
    >
      <input type="hidden" name="intent" value="lead-intake" />
      <input type="hidden" name="userId" value={member.id} />
      <label htmlFor={ids.takes} className="inline-flex items-center gap-1.5 text-sm whitespace-nowrap">
        <input id={ids.takes} type="checkbox" name="takesLeads" defaultChecked={member.takesLeads} className="size-4 accent-brass-700" />
        Takes new leads
      </label>
      <label htmlFor={ids.limit} className="inline-flex items-center gap-1.5 text-sm whitespace-nowrap">
        Daily limit
        <Input
          id={ids.limit}
          name="dailyLimit"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          placeholder="None"
          defaultValue={member.dailyLimit ?? ''}
          className="min-h-9 w-20 py-1 text-sm"
        />
      </label>
      <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== 'idle'} aria-label={`Save new leads for ${who}`}>
        Save
      </Button>
    </form>
  );
}

function MemberActions({
  member,
  self,
  onDeactivate,
  onResend,
}: {
  member: TeamMember;
  self: boolean;
  onDeactivate: () => void;
  onResend: () => void;
}) {
  const who = member.name || member.email;
  const { fetcher, submit } = useTeamAction(`team-reactivate-${member.id}`, `${who} can sign in again.`);
  const resend = useFetcher<InviteAnswer>({ key: `team-resend-${member.id}` });
  if (member.status === 'deactivated') {
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={fetcher.state !== 'idle'}
        onClick={() => submit({ intent: 'reactivate', userId: member.id })}
        aria-label={`Reactivate ${who}`}
      >
        Reactivate
      </Button>
    );
  }
  if (self) return null;
  const notJoined = member.status === 'invited' || member.status === 'invite-expired';
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {notJoined ? (
        <Button
          variant="outline"
          size="sm"
          disabled={resend.state !== 'idle'}
          onClick={() => {
            void resend.submit({ intent: 'resend-invite', userId: member.id }, { method: 'post', action: '/admin/team' });
            onResend();
          }}
          aria-label={`Resend invite to ${who}`}
        >
          Resend invite
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" onClick={onDeactivate} aria-label={`Deactivate ${who}`} className="text-danger">
        Deactivate
      </Button>
    </span>
  );
}

/**
 * 'Resend invite': a new link at once (the old one stops working), e-mailed when the server can
 * send mail and shown to copy either way, as for a new member.
 */
function ResendInviteDialog({ member, canEmail, onClose }: { member: TeamMember; canEmail: boolean; onClose: () => void }) {
  const who = member.name || member.email;
  // The fetcher 'Resend invite' posted with: its answer is the new link, or why there is none.
  const fetcher = useFetcher<InviteAnswer>({ key: `team-resend-${member.id}` });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const invite = answer?.ok ? answer.invite : null;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New invite for {who}</DialogTitle>
          <DialogDescription>
            {invite
              ? 'Send this link to them. It works once, for 72 hours, and is shown only now; the link sent before no longer works.'
              : answer && !answer.ok
                ? 'No new link was made.'
                : 'Making a new link…'}
          </DialogDescription>
        </DialogHeader>
        {invite ? (
          <InviteLink link={invite.link} emailed={invite.emailed} canEmail={canEmail} onDone={onClose} />
        ) : answer && !answer.ok ? (
          <>
            <p role="alert" className="text-sm text-danger">
              {answer.error}
            </p>
            <DialogFooter>
              <Button type="button" onClick={onClose}>
                Close
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Deactivating a member asks who takes their open leads (decision 119): 'Share among the team'
 * (in turn among the members who take new leads, as new enquiries are), one member, or nobody.
 */
function DeactivateDialog({ member, team, onClose }: { member: TeamMember; team: TeamMember[]; onClose: () => void }) {
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
  const takers = team.filter((one) => one.id !== member.id && one.role !== 'editor' && one.status !== 'deactivated');
  const sharers = team.filter((one) => one.id !== member.id && one.role !== 'editor' && one.status === 'active' && one.takesLeads);
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
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" disabled={fetcher.state !== 'idle'} onClick={deactivate}>
            Deactivate
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function AddMemberDialog({ canEmail, onClose }: { canEmail: boolean; onClose: () => void }) {
  const fetcher = useFetcher<InviteAnswer>({ key: 'team-invite' });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const [form, fields] = useForm({
    id: 'add-team-member',
    defaultValue: { role: 'sales' satisfies StaffRole },
    lastResult: answer && !answer.ok ? answer.result : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateForm(formData, inviteSchema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      void fetcher.submit(formData, { method: 'post', action: '/admin/team' });
    },
  });
  const invite = answer?.ok ? answer.invite : null;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add team member</DialogTitle>
          <DialogDescription>
            {invite
              ? 'Send this link to the new member. It works once, for 72 hours, and is shown only now.'
              : 'They get a one-time link to choose their password.'}
          </DialogDescription>
        </DialogHeader>
        {invite ? (
          <InviteLink link={invite.link} emailed={invite.emailed} canEmail={canEmail} onDone={onClose} />
        ) : (
          <form id={form.id} method="post" action="/admin/team" onSubmit={form.onSubmit} noValidate className="mt-4 flex flex-col gap-4">
            <input type="hidden" name="intent" value="invite" />
            <FormField field={fields.name} label="Name" required>
              <Input {...controlProps(fields.name)} autoComplete="off" required />
            </FormField>
            <FormField field={fields.email} label="Email" required>
              <Input {...controlProps(fields.email)} type="email" autoComplete="off" required />
            </FormField>
            <FormField
              field={fields.role}
              label="Role"
              required
              description={roleDescriptions[(fields.role.value as StaffRole) ?? 'sales']}
            >
              <NativeSelect {...controlProps(fields.role, { described: true })} defaultValue="sales" required>
                {staffRoles.map((role) => (
                  <option key={role} value={role}>
                    {roleLabels[role]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {answer && !answer.ok && answer.error && !answer.result ? (
              <p role="alert" className="text-sm text-danger">
                {answer.error}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={fetcher.state !== 'idle'}>
                Create invite
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function InviteLink({ link, emailed, canEmail, onDone }: { link: string; emailed: boolean; canEmail: boolean; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      toast({ title: 'Error', description: 'The link could not be copied. Select it and copy it by hand.', variant: 'destructive' });
    }
  }
  return (
    <div className="mt-4 flex flex-col gap-4">
      <label className="flex flex-col gap-2 text-sm font-medium" htmlFor="invite-link">
        Invite link
        <Input id="invite-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
      </label>
      <p className="text-sm text-ink-muted" role="status">
        {emailed
          ? 'We have also e-mailed it to them.'
          : canEmail
            ? 'The e-mail could not be sent: copy the link and send it yourself.'
            : 'This site does not send e-mail: copy the link and send it yourself.'}
      </p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}

function TwoStepSetting({ required }: { required: boolean }) {
  const { fetcher, submit } = useTeamAction(
    'team-two-step',
    required ? 'Two-step sign-in is no longer required.' : 'Everyone must now use two-step sign-in.',
  );
  const pending = fetcher.formData?.get('required');
  const on = typeof pending === 'string' ? pending === 'on' : required;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-5 shadow-soft sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <UserRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-700" />
        <div>
          <h3 className="font-semibold" id="two-step-setting">
            Require two-step sign-in
          </h3>
          <p className="text-sm text-ink-muted">
            {on
              ? 'On: members without an authenticator app are asked to set one up before they can do anything else.'
              : 'Off: each member chooses on their Account page.'}
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        aria-describedby="two-step-setting"
        disabled={fetcher.state !== 'idle'}
        onClick={() => submit({ intent: 'require-two-step', required: on ? 'off' : 'on' })}
      >
        {on ? 'Stop requiring it' : 'Require for everyone'}
      </Button>
    </div>
  );
}
