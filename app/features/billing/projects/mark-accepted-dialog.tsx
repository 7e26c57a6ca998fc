// 'Mark as accepted' on the lead's quotation panel (Admin), for a copy the customer signed on
// paper: the name signed, the day, and the scan (an image sent to the media library). Accepting
// wins the lead and opens its project's page.
import { useEffect, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '#app/components/ui/dialog.tsx';
import { FormField, TextField } from '#app/components/ui/form-field.tsx';
import type { FieldMeta } from '#app/components/ui/form-field.tsx';
import { UploadButton } from '#app/components/ui/upload-button.tsx';
import { parseForm } from '#app/lib/parse-form.ts';
import { uploadImage } from '#app/lib/upload-image.ts';
import { indiaDate } from '#app/features/billing/financial-year.ts';
import { markAcceptedSchema } from '#app/features/billing/projects/mark-accepted-form.ts';

type Answer = { ok: boolean; projectId?: string; fieldErrors?: Record<string, string[]>; error?: string };
type Errors = Record<string, string[] | undefined>;

const fieldOf = (form: string, name: string, errors: Errors): FieldMeta => ({
  id: `${form}-${name}`,
  name,
  errorId: `${form}-${name}-error`,
  descriptionId: `${form}-${name}-description`,
  errors: errors[name],
});

export function MarkAcceptedButton({
  leadId,
  versionId,
  number,
  customerName,
}: {
  leadId: string;
  versionId: string;
  number: number;
  customerName: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="text-brass-700 underline" onClick={() => setOpen(true)}>
        Mark as accepted
      </button>
      {open ? (
        <MarkAcceptedDialog leadId={leadId} versionId={versionId} number={number} customerName={customerName} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}

function MarkAcceptedDialog({
  leadId,
  versionId,
  number,
  customerName,
  onOpenChange,
}: {
  leadId: string;
  versionId: string;
  number: number;
  customerName: string;
  onOpenChange: (open: boolean) => void;
}) {
  const fetcher = useFetcher<Answer>();
  const navigate = useNavigate();
  const [clientErrors, setClientErrors] = useState<Errors>({});
  const [scan, setScan] = useState('');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok && answer.projectId) void navigate(`/admin/customer-projects/${answer.projectId}`);
  }, [answer, navigate]);
  const errors: Errors = { ...(answer && !answer.ok ? answer.fieldErrors : {}), ...clientErrors };
  const form = `mark-accepted-${number}`;
  const scanField = fieldOf(form, 'scan', { scan: uploadError ? [uploadError] : errors.scan });
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeading
          title={`Mark v${number} as accepted`}
          description="For a copy the customer signed on paper: the lead is won and its project starts."
        />
        <fetcher.Form
          method="post"
          action={`/admin/leads/${leadId}/quotation/mark-accepted`}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            const submission = parseForm(new FormData(event.currentTarget), markAcceptedSchema);
            if (submission.status !== 'success') {
              event.preventDefault();
              setClientErrors((submission.error ?? {}) as Errors);
            } else setClientErrors({});
          }}
        >
          <input type="hidden" name="versionId" value={versionId} />
          <input type="hidden" name="scan" value={scan} />
          <TextField field={fieldOf(form, 'name', errors)} label="Name as signed" required defaultValue={customerName} autoComplete="off" />
          <TextField
            field={fieldOf(form, 'signedOn', errors)}
            label="Date signed"
            type="date"
            required
            defaultValue={indiaDate(new Date())}
          />
          <FormField field={scanField} label="Scan of the signed copy" required labelAs="id">
            <div className="flex items-center gap-3">
              <UploadButton
                busy={uploading}
                label="Upload the scan"
                fileLabel="Scan of the signed copy"
                accept="image/png,image/jpeg,image/webp"
                upload={(file) => uploadImage(file, { alt: `Signed quotation v${number}`, decorative: false })}
                onUploaded={(image) => {
                  setScan(image.url);
                  setUploadError(null);
                }}
                onFailed={setUploadError}
                onBusyChange={setUploading}
              />
              <span className="text-sm text-ink-muted">{scan ? 'Scan attached' : 'No scan yet'}</span>
            </div>
          </FormField>
          {answer && !answer.ok && answer.error ? (
            <p role="alert" className="text-sm text-danger">
              {answer.error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={uploading || fetcher.state !== 'idle'}>
              Mark as accepted
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
