// The admin's 'Team' tab (decision 066): who is on the team, 'Add team member' (an invite link
// shown once to copy, and e-mailed when the server can send mail), 'Resend invite' for a member
// who has not joined, each member's role, deactivation (asking who takes their open leads,
// decision 119) and reactivation, and whether the team must use two-step sign-in.
import { useState } from 'react';
import { Plus, UserRound } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { TabSection } from '#app/components/ui/tab-heading.tsx';
import { TableHeader } from '#app/components/ui/table-header.tsx';
import { formatDateTime } from '#app/lib/format.ts';
import type { TeamMember } from '#app/features/accounts/team.server.ts';
import { useTeamAction } from '#app/features/accounts/components/team-action.ts';
import { DeactivateDialog } from '#app/features/accounts/components/deactivate-dialog.tsx';
import { AddMemberDialog, ResendInviteDialog } from '#app/features/accounts/components/team-invite-dialogs.tsx';
import {
  EmailText,
  LeadIntake,
  MemberActions,
  MemberName,
  RoleSelect,
  StatusBadge,
} from '#app/features/accounts/components/team-member-controls.tsx';

export type TeamTabData = { members: TeamMember[]; requireTwoStep: boolean; canEmail: boolean; currentUserId: string };

export function TeamManagement({ data }: { data: TeamTabData }) {
  const [adding, setAdding] = useState(false);
  const [deactivating, setDeactivating] = useState<TeamMember | null>(null);
  const [reinviting, setReinviting] = useState<TeamMember | null>(null);
  return (
    <TabSection
      id="team-heading"
      title="Team"
      intro="Admins do everything; Editors write articles; Sales work the leads; Site members keep the site diary of the projects they supervise."
      action={
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add team member
        </Button>
      }
      className="mt-6 flex flex-col gap-6"
    >
      {/* One table at every width, each member a card on a phone: one copy of every control, so each id is
          the page's only one (a hidden copy of the table took the phone's taps on 'Takes new leads'). */}
      <div className="rounded-lg border border-line bg-surface shadow-soft md:overflow-x-auto">
        <table className="w-full text-left text-sm max-md:block md:min-w-[1180px]">
          <TableHeader
            columns={['Name', 'E-mail', 'Role', 'Last sign-in', 'Status', 'New leads', 'Actions']}
            cellClassName="px-4"
            className="max-md:hidden"
          />
          <tbody className="divide-y divide-line max-md:block">
            {data.members.map((member) => (
              <tr key={member.id} className="align-middle max-md:flex max-md:flex-col max-md:gap-3 max-md:p-4">
                <td className="px-4 py-3 font-medium max-md:p-0">
                  <MemberName member={member} />
                  {member.id === data.currentUserId ? <span className="ml-2 text-xs font-normal text-ink-muted">(you)</span> : null}
                </td>
                <td className="px-4 py-3 break-words max-md:-mt-2 max-md:p-0 max-md:text-ink-muted">
                  <EmailText email={member.email} />
                </td>
                <td className="px-4 py-3 max-md:p-0">
                  <RoleSelect member={member} />
                </td>
                <td className="px-4 py-3 text-ink-muted max-md:p-0">
                  <span className="md:hidden">Last sign-in: </span>
                  {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}
                </td>
                <td className="px-4 py-3 max-md:p-0">
                  <StatusBadge member={member} />
                </td>
                <td className="px-4 py-3 max-md:p-0">
                  <LeadIntake member={member} />
                </td>
                <td className="px-4 py-3 max-md:p-0 max-md:empty:hidden">
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
      <TwoStepSetting required={data.requireTwoStep} />
      {adding ? <AddMemberDialog canEmail={data.canEmail} onClose={() => setAdding(false)} /> : null}
      {deactivating ? <DeactivateDialog member={deactivating} team={data.members} onClose={() => setDeactivating(null)} /> : null}
      {reinviting ? <ResendInviteDialog member={reinviting} canEmail={data.canEmail} onClose={() => setReinviting(null)} /> : null}
    </TabSection>
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
