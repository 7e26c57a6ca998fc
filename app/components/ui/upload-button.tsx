// Choosing a file and sending it: a hidden file input that the caller's button opens, the upload
// itself with its failure turned into a message, and the input emptied afterwards so the same
// file can be chosen again. The caller keeps the busy state: it disables more than the button
// (a dialog's submit button, for one).
import { useRef } from 'react';
import type * as React from 'react';
import { LoaderCircle, Upload } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';

export type FileUploadOptions<Result> = {
  /** Sends the file; the message of what it throws goes to onFailed. */
  upload: (file: File) => Promise<Result>;
  onUploaded: (result: Result, file: File) => void;
  onFailed: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
};

/** Opens the file picker (`choose`) and uploads what is picked; spread `inputProps` on a file input with its own aria-label and accept. */
export function useFileUpload<Result>({ upload, onUploaded, onFailed, onBusyChange }: FileUploadOptions<Result>) {
  const input = useRef<HTMLInputElement>(null);

  async function send(file: File | undefined) {
    if (!file) return;
    onBusyChange(true);
    try {
      onUploaded(await upload(file), file);
    } catch (problem) {
      onFailed((problem as Error).message);
    } finally {
      onBusyChange(false);
      if (input.current) input.current.value = '';
    }
  }

  return {
    choose: () => input.current?.click(),
    inputProps: {
      ref: input,
      type: 'file',
      className: 'sr-only',
      tabIndex: -1,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => void send(event.target.files?.[0]),
    },
  };
}

export type UploadButtonProps<Result> = FileUploadOptions<Result> & {
  busy: boolean;
  /** The button's accessible name ("Upload featured image"). */
  label: string;
  /** The hidden file input's accessible name. */
  fileLabel: string;
  /** The file types the picker offers. */
  accept: string;
};

/** An outline button beside a field: "Upload" (the icon alone on phones), a spinner and "Uploading..." while it runs. */
export function UploadButton<Result>({ busy, label, fileLabel, accept, ...options }: UploadButtonProps<Result>) {
  const { choose, inputProps } = useFileUpload(options);
  return (
    <>
      <Button variant="outline" onClick={choose} disabled={busy} aria-label={label}>
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
        <span className="hidden sm:inline">{busy ? 'Uploading...' : 'Upload'}</span>
      </Button>
      <input {...inputProps} accept={accept} aria-label={fileLabel} />
    </>
  );
}
