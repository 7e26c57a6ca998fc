// 'Media': every uploaded image with its alt text, size, upload date and where it is used; the
// upload form (alt text required unless 'Decorative'); alt text changed in place; an unused image
// deleted (one in use offers no 'Delete', and the server refuses it too).
import { useEffect, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { Images, Trash2 } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { TabSection } from '#app/components/ui/tab-heading.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { ImageUploadForm } from '#app/components/media/image-upload-form.tsx';
import { imageName } from '#app/components/media/media-library-dialog.tsx';
import { formatCount, formatDate } from '#app/lib/format.ts';
import { describedIn, MAX_ALT_LENGTH } from '#app/lib/media-rules.ts';
import type { MediaItem } from '#app/lib/media-rules.ts';

type Answer = { ok: true; intent: 'delete' | 'describe' } | { ok: false; error: string };

const size = (bytes: number) => `${formatCount(Math.max(1, Math.round(bytes / 1024)))} KB`;

function MediaCard({ image }: { image: MediaItem }) {
  const fetcher = useFetcher<Answer>({ key: `media-${image.fileName}` });
  const [editing, setEditing] = useState(false);
  const [altError, setAltError] = useState<string | null>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (!fetcher.data.ok) toast({ title: 'Error', description: fetcher.data.error, variant: 'destructive' });
    // A deleted image's card leaves the list (and this component with it): that is the answer.
    else if (fetcher.data.intent === 'describe') toast({ title: 'Success', description: 'Alt text saved.' });
  }, [fetcher.state, fetcher.data]);
  const name = imageName(image);
  const inUse = image.uses.length > 0;
  const headingId = `media-${image.fileName}`;

  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-3 shadow-soft sm:flex-row">
      <img src={image.url} alt="" loading="lazy" className="aspect-[4/3] w-full shrink-0 rounded-md object-cover sm:w-40" />
      <div className="flex min-w-0 flex-1 flex-col gap-2 text-sm">
        <h3 id={headingId} className="font-medium break-words">
          {image.altText ?? (image.decorative ? 'Decorative' : 'No alt text')}
        </h3>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-ink-muted">
          <dt>Alt text</dt>
          <dd>{image.altText ?? (image.decorative ? 'None (decorative)' : 'Missing: add it with Edit alt text')}</dd>
          <dt>Size</dt>
          <dd>
            {size(image.bytes)} · {image.width} × {image.height} px
          </dd>
          <dt>Uploaded</dt>
          <dd>{formatDate(image.createdAt)}</dd>
          <dt>Used in</dt>
          <dd>
            {inUse ? (
              <ul>
                {image.uses.map((use) => (
                  <li key={`${use.kind}-${use.id}`}>
                    {use.kind === 'article' ? 'Article' : 'Project'}: {use.title}
                  </li>
                ))}
              </ul>
            ) : (
              'Not used'
            )}
          </dd>
        </dl>
        {editing ? (
          <fetcher.Form
            method="post"
            className="flex flex-col gap-2"
            aria-label={`Alt text of ${name}`}
            onSubmit={(event) => {
              // The server's rule, checked first here: the form closes once it passes.
              const checked = describedIn(new FormData(event.currentTarget));
              if (!checked.success) {
                event.preventDefault();
                setAltError(checked.error.issues[0]?.message ?? null);
              } else {
                setAltError(null);
                setEditing(false);
              }
            }}
          >
            <input type="hidden" name="intent" value="describe" />
            <input type="hidden" name="fileName" value={image.fileName} />
            <Input
              name="alt"
              aria-label="Alt text"
              defaultValue={image.altText ?? ''}
              maxLength={MAX_ALT_LENGTH + 50}
              autoFocus
              aria-invalid={altError ? true : undefined}
              aria-describedby={altError ? `${headingId}-alt-error` : undefined}
            />
            {altError ? (
              <p id={`${headingId}-alt-error`} className="text-danger">
                {altError}
              </p>
            ) : null}
            <label className="flex items-center gap-2">
              <input type="checkbox" name="decorative" defaultChecked={image.decorative} className="size-4 accent-brass-700" />
              Decorative
            </label>
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={fetcher.state !== 'idle'}>
                Save alt text
              </Button>
              <Button variant="outline" size="sm" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </div>
          </fetcher.Form>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Edit alt text of ${name}`}>
              Edit alt text
            </Button>
            {inUse ? (
              <span className="self-center text-ink-muted">In use: cannot be deleted</span>
            ) : (
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="fileName" value={image.fileName} />
                <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== 'idle'} aria-label={`Delete ${name}`}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </fetcher.Form>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

export function MediaLibrary({ images }: { images: MediaItem[] }) {
  const revalidator = useRevalidator();
  return (
    <TabSection
      id="media-heading"
      title="Media"
      intro="Every uploaded image, its alt text and where it is used. An image in use cannot be deleted."
    >
      <div className="rounded-lg border border-line bg-surface p-4 shadow-soft">
        <h3 className="mb-3 font-medium">Upload an image</h3>
        <ImageUploadForm
          onUploaded={() => {
            toast({ title: 'Success', description: 'Image uploaded.' });
            void revalidator.revalidate();
          }}
        />
      </div>
      {images.length === 0 ? (
        <EmptyState icon={Images} boxed>
          No images yet. Upload the first one above.
        </EmptyState>
      ) : (
        <ul aria-label="Images" className="flex flex-col gap-3">
          {images.map((image) => (
            <MediaCard key={image.fileName} image={image} />
          ))}
        </ul>
      )}
    </TabSection>
  );
}
