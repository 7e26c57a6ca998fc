// 'Add team member' and 'Resend invite' (decisions 066, 119): a one-time invite link shown once to
// copy, and e-mailed when the server can send mail.
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Check, Copy } from 'lucide-react';
import { useForm } from '@conform-to/react';
import { Button } from '#app/components/ui/button.tsx';
import { Dialog, DialogCancelFooter, DialogContent, DialogFooter, DialogHeading } from '#app/components/ui/dialog.tsx';
import { controlProps, formAttributes, FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { validateForm } from '#app/lib/parse-form.ts';
import { staffRoles } from '#db/enums.ts';
import type { StaffRole } from '#db/enums.ts';
import { inviteSchema } from '#app/features/accounts/account-forms.ts';
import { roleDescriptions, roleLabels } from '#app/features/accounts/permissions.ts';
import type { TeamMember } from '#app/features/accounts/team.server.ts';
import type { InviteAnswer } from '#app/features/accounts/components/team-action.ts';

/**
 * 'Resend invite': a new link at once (the old one stops working), e-mailed when the server can
 * send mail and shown to copy either way, as for a new member.
 */
export function ResendInviteDialog({ member, canEmail, onClose }: { member: TeamMember; canEmail: boolean; onClose: () => void }) {
  const who = member.name || member.email;
  // The fetcher 'Resend invite' posted with: its answer is the new link, or why there is none.
  const fetcher = useFetcher<InviteAnswer>({ key: `team-resend-${member.id}` });
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const invite = answer?.ok ? answer.invite : null;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeading
          title={`New invite for ${who}`}
          description={
            invite
              ? 'Send this link to them. It works once, for 72 hours, and is shown only now; the link sent before no longer works.'
              : answer && !answer.ok
                ? 'No new link was made.'
                : 'Making a new link…'
          }
        />
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

export function AddMemberDialog({ canEmail, onClose }: { canEmail: boolean; onClose: () => void }) {
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
        <DialogHeading
          title="Add team member"
          description={
            invite
              ? 'Send this link to the new member. It works once, for 72 hours, and is shown only now.'
              : 'They get a one-time link to choose their password.'
          }
        />
        {invite ? (
          <InviteLink link={invite.link} emailed={invite.emailed} canEmail={canEmail} onDone={onClose} />
        ) : (
          <form {...formAttributes(form)} method="post" action="/admin/team" className="mt-4 flex flex-col gap-4">
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
            <DialogCancelFooter onCancel={onClose}>
              <Button type="submit" disabled={fetcher.state !== 'idle'}>
                Create invite
              </Button>
            </DialogCancelFooter>
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
