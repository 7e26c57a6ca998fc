// 'Project room' on the staff project page (decision 174): 'Copy room link' (the link, to copy and
// pass on), 'Send room link' (e-mailed to the customer again) and 'Forget devices' (every device
// the room remembers must enter a code again). Browser-safe.
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';

export type RoomLinkAnswer = { ok: true; message: string; link?: string; devices?: number } | { ok: false; message: string };

export function RoomLinkPanel({ projectId, devices }: { projectId: string; devices: number }) {
  const fetcher = useFetcher<RoomLinkAnswer>();
  const answer = fetcher.data;
  const link = answer?.ok ? answer.link : undefined;
  // Which link the clipboard took (a link copied before is not this one).
  const [copiedLink, setCopiedLink] = useState<string | null>(null);
  useEffect(() => {
    if (!link) return;
    navigator.clipboard?.writeText(link).then(
      () => setCopiedLink(link),
      () => setCopiedLink(null),
    );
  }, [link]);
  const copied = Boolean(link) && copiedLink === link;
  const shownDevices = answer?.ok && answer.devices !== undefined ? answer.devices : devices;
  const busy = fetcher.state !== 'idle';
  return (
    <section aria-labelledby="project-room" className="mt-6 rounded-lg border border-line p-4">
      <h3 id="project-room" className="font-semibold">
        Project room
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        The customer&rsquo;s own page of payments and documents, opened with a code e-mailed to them.{' '}
        {shownDevices === 1 ? '1 device remembered.' : `${shownDevices} devices remembered.`}
      </p>
      <fetcher.Form method="post" action={`/admin/customer-projects/${projectId}/room-link`} className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="copy" size="sm" variant="outline" disabled={busy}>
          Copy room link
        </Button>
        <Button type="submit" name="intent" value="send" size="sm" variant="outline" disabled={busy}>
          Send room link
        </Button>
        <Button type="submit" name="intent" value="forget-devices" size="sm" variant="ghost" disabled={busy || shownDevices === 0}>
          Forget devices
        </Button>
      </fetcher.Form>
      {answer ? (
        <p role={answer.ok ? 'status' : 'alert'} className={answer.ok ? 'mt-2 text-sm' : 'mt-2 text-sm text-danger'}>
          {link && copied ? 'Copied. ' : ''}
          {answer.message}
        </p>
      ) : null}
      {link ? (
        <input
          readOnly
          value={link}
          aria-label="Room link"
          onFocus={(event) => event.currentTarget.select()}
          className="mt-2 h-9 w-full rounded-md border border-line bg-surface px-2 font-mono text-xs"
        />
      ) : null}
    </section>
  );
}
