import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { LoaderCircle, Upload } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/components/ui/select.tsx';
import { UPLOAD_TYPES, uploadImage } from '#app/features/articles/media/upload-image.ts';
import { IMAGE_ALIGNMENTS, IMAGE_WIDTHS, isAllowedImageUrl } from '#app/features/articles/article-rules.ts';
import type { ImageAlign } from '#app/features/articles/article-rules.ts';

function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-danger">
      {message}
    </p>
  );
}

/** https://, http://, mailto: and tel: links, and links within the site; "example.com" gets https://. */
export function normalizeLinkUrl(raw: string): string | null {
  const url = raw.trim();
  if (!url) return null;
  if (/^\/(?!\/)/.test(url) || url.startsWith('#')) return url;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(url)) return URL.canParse(url) ? url : null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null; // javascript:, data: and other schemes
  const withScheme = `https://${url}`;
  return URL.canParse(withScheme) ? withScheme : null;
}

export type LinkValues = { text: string; href: string };

export function LinkDialog({
  open,
  initial,
  onClose,
  onInsert,
}: {
  open: boolean;
  initial: LinkValues;
  onClose: () => void;
  onInsert: (values: LinkValues) => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial.text);
  const [href, setHref] = useState(initial.href);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!text.trim() || !href.trim()) return setError('Enter both the link text and the URL.');
    const url = normalizeLinkUrl(href);
    if (!url) return setError('Enter a web address (https://...), an e-mail (mailto:...) or a phone number (tel:...).');
    onInsert({ text: text.trim(), href: url });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Insert link</DialogTitle>
          <DialogDescription>The link opens in a new tab.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-text`} required>
              Link text
            </Label>
            <Input id={`${id}-text`} value={text} onChange={(event) => setText(event.target.value)} required autoFocus />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-url`} required>
              URL
            </Label>
            <Input
              id={`${id}-url`}
              value={href}
              onChange={(event) => setHref(event.target.value)}
              placeholder="https://example.com"
              inputMode="url"
              required
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <FieldError id={`${id}-error`} message={error} />
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Insert Link</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export type ImageValues = { src: string; alt: string; align: ImageAlign; width: string };

const ALIGN_LABELS: Record<ImageAlign, string> = { left: 'Left', center: 'Center', right: 'Right', inline: 'Inline' };

export function ImageDialog({
  open,
  initial,
  onClose,
  onInsert,
}: {
  open: boolean;
  initial: ImageValues;
  onClose: () => void;
  onInsert: (values: ImageValues) => void;
}) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const set = (patch: Partial<ImageValues>) => setValues((current) => ({ ...current, ...patch }));

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const image = await uploadImage(file);
      setValues((current) => ({
        ...current,
        src: image.url,
        alt: current.alt || file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' '),
      }));
    } catch (problem) {
      setError((problem as Error).message);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const src = values.src.trim();
    if (!src) return setError('Enter the image URL, or upload an image.');
    if (!isAllowedImageUrl(src)) return setError('Use an https:// address or upload the image.');
    onInsert({ ...values, src, alt: values.alt.trim() });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Insert image</DialogTitle>
          <DialogDescription>
            From an https:// address, or uploaded from this device (PNG, JPEG, WebP or GIF, up to 5 MB).
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-src`} required>
              Image URL
            </Label>
            <div className="flex gap-2">
              <Input
                id={`${id}-src`}
                value={values.src}
                onChange={(event) => set({ src: event.target.value })}
                placeholder="https://..."
                inputMode="url"
                required
                autoFocus={!initial.src}
                aria-invalid={Boolean(error) || undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={uploading} aria-label="Upload from device">
                {uploading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
                <span className="hidden sm:inline">{uploading ? 'Uploading...' : 'Upload'}</span>
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept={UPLOAD_TYPES.join(',')}
                className="sr-only"
                tabIndex={-1}
                aria-label="Image file"
                onChange={(event) => void upload(event.target.files?.[0])}
              />
            </div>
          </div>
          {isAllowedImageUrl(values.src.trim()) ? (
            <img src={values.src.trim()} alt="" className="max-h-40 w-auto self-start rounded-md border border-line object-contain" />
          ) : null}
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-alt`}>Alt text</Label>
            <Input
              id={`${id}-alt`}
              value={values.alt}
              onChange={(event) => set({ alt: event.target.value })}
              placeholder="What the image shows, for people who cannot see it"
              autoFocus={Boolean(initial.src)}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label id={`${id}-align-label`}>Position</Label>
              <Select value={values.align} onValueChange={(align) => set({ align: align as ImageAlign })}>
                <SelectTrigger aria-labelledby={`${id}-align-label`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {IMAGE_ALIGNMENTS.map((align) => (
                    <SelectItem key={align} value={align}>
                      {ALIGN_LABELS[align]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="flex flex-col gap-2">
              <Label id={`${id}-size-label`}>Size</Label>
              <Select value={values.width} onValueChange={(width) => set({ width })}>
                <SelectTrigger aria-labelledby={`${id}-size-label`}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {IMAGE_WIDTHS.map((width) => (
                    <SelectItem key={width.value} value={width.value}>
                      {width.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <FieldError id={`${id}-error`} message={error} />
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={uploading}>
              Insert Image
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function TableDialog({
  open,
  onClose,
  onInsert,
}: {
  open: boolean;
  onClose: () => void;
  onInsert: (rows: number, cols: number) => void;
}) {
  const id = useId();
  const [rows, setRows] = useState('3');
  const [cols, setCols] = useState('3');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const r = Number(rows);
    const c = Number(cols);
    const valid = (n: number) => Number.isInteger(n) && n >= 1 && n <= 10;
    if (!valid(r) || !valid(c)) return setError('Rows and columns must each be between 1 and 10.');
    onInsert(r, c);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Insert table</DialogTitle>
          <DialogDescription>The first row holds the column headers.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <div className="grid grid-cols-2 gap-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-rows`}>Rows</Label>
              <Input
                id={`${id}-rows`}
                type="number"
                min={1}
                max={10}
                value={rows}
                onChange={(event) => setRows(event.target.value)}
                autoFocus
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-cols`}>Columns</Label>
              <Input id={`${id}-cols`} type="number" min={1} max={10} value={cols} onChange={(event) => setCols(event.target.value)} />
            </div>
          </div>
          <FieldError id={`${id}-error`} message={error} />
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Insert Table</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
