// One member's controls in the Team list: their status, role, 'Takes new leads' and 'Daily limit'
// (decision 110), and 'Resend invite', 'Deactivate' or 'Reactivate' (decision 119).
import { useFetcher } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { Input } from '#app/components/ui/input.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { staffRoles } from '#db/enums.ts';
import { may, roleLabels } from '#app/features/accounts/permissions.ts';
import type { MemberStatus, TeamMember } from '#app/features/accounts/team.server.ts';
import { useTeamAction } from '#app/features/accounts/components/team-action.ts';
import type { InviteAnswer } from '#app/features/accounts/components/team-action.ts';

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

/** A member as the list names them: their name, or their e-mail while they have none. */
export function MemberName({ member }: { member: TeamMember }) {
  return member.name ? member.name : <EmailText email={member.email} />;
}

/** An e-mail address that wraps after its '@' on a narrow screen, mid-word only when a part alone is too long. */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <span className="[overflow-wrap:anywhere]">{email}</span>;
  return (
    <span className="max-md:[overflow-wrap:anywhere]">
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}

export function StatusBadge({ member }: { member: TeamMember }) {
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

export function RoleSelect({ member }: { member: TeamMember }) {
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
      className="min-h-9 w-32 min-w-36 py-1 text-sm"
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
 * nothing for an Editor, a Site member or a deactivated member.
 */
export function LeadIntake({ member }: { member: TeamMember }) {
  const who = member.name || member.email;
  const { fetcher, submit } = useTeamAction(`team-intake-${member.id}`, `${who}'s new leads were updated.`);
  if (!may(member.role, 'leads') || member.status === 'deactivated') return <span className="text-sm text-ink-muted">—</span>;
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

export function MemberActions({
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
