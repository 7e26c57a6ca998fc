// The media library's upload form: the file, its 'Alt text' and 'Decorative'. An image is sent only
// with alt text or marked Decorative (the server checks the same rule). Used on the 'Media' screen
// and in 'Choose from library'. The submit event is stopped: in a dialog this form is portalled out
// of the article's form in the page, but React would still bubble its submit to that form.
import { useId, useRef, useState } from 'react';
import { LoaderCircle, Upload } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { imageDescriptionSchema, MAX_ALT_LENGTH } from '#app/lib/media-rules.ts';
import { UPLOAD_TYPES, uploadImage } from '#app/lib/upload-image.ts';
import type { UploadedImage } from '#app/lib/upload-image.ts';

type Problem = { field: 'file' | 'alt' | 'form'; message: string };

export function ImageUploadForm({ onUploaded, autoFocus }: { onUploaded: (image: UploadedImage) => void; autoFocus?: boolean }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (!file) return setProblem({ field: 'file', message: 'Choose an image file to upload.' });
    const description = imageDescriptionSchema.safeParse({ alt, decorative: decorative ? 'on' : undefined });
    if (!description.success) return setProblem({ field: 'alt', message: description.error.issues[0]!.message });
    setProblem(null);
    setBusy(true);
    try {
      const image = await uploadImage(file, description.data);
      setFile(null);
      setAlt('');
      setDecorative(false);
      if (fileInput.current) fileInput.current.value = '';
      onUploaded(image);
    } catch (failure) {
      setProblem({ field: 'form', message: (failure as Error).message });
    } finally {
      setBusy(false);
    }
  }

  const errorOf = (field: Problem['field']) => (problem?.field === field ? problem.message : null);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Upload image" className="grid gap-3 sm:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-file`} required>
          Image file
        </Label>
        <Input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={UPLOAD_TYPES.join(',')}
          autoFocus={autoFocus}
          aria-invalid={errorOf('file') ? true : undefined}
          aria-describedby={errorOf('file') ? `${id}-file-error` : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {errorOf('file') ? (
          <p id={`${id}-file-error`} className="text-sm text-danger">
            {errorOf('file')}
          </p>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-alt`} required={!decorative}>
          Alt text
        </Label>
        <Input
          id={`${id}-alt`}
          value={decorative ? '' : alt}
          disabled={decorative}
          maxLength={MAX_ALT_LENGTH + 50}
          placeholder="What the image shows"
          aria-invalid={errorOf('alt') ? true : undefined}
          aria-describedby={`${id}-alt-hint${errorOf('alt') ? ` ${id}-alt-error` : ''}`}
          onChange={(event) => setAlt(event.target.value)}
        />
        <p id={`${id}-alt-hint`} className="text-sm text-ink-muted">
          Read aloud to visitors who cannot see the image.
        </p>
        {errorOf('alt') ? (
          <p id={`${id}-alt-error`} className="text-sm text-danger">
            {errorOf('alt')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={decorative}
            onChange={(event) => setDecorative(event.target.checked)}
            className="size-4 accent-brass-700"
          />
          Decorative (says nothing a reader would miss; no alt text)
        </label>
        <Button type="submit" disabled={busy}>
          {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
          {busy ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
      {errorOf('form') ? (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {errorOf('form')}
        </p>
      ) : null}
    </form>
  );
}
