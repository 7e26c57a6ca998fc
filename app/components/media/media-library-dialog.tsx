// 'Choose from library': the media library's images to pick one from, and its upload form for a
// new one (which is then the choice). Reads the 'Media' screen's list (its loader) when opened.
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import { ImageUploadForm } from '#app/components/media/image-upload-form.tsx';
import { MEDIA_LIBRARY_PATH } from '#app/lib/media-rules.ts';
import type { MediaItem } from '#app/lib/media-rules.ts';

export type ChosenImage = { url: string; alt: string | null; decorative: boolean };

/** What an image is called where it is listed: its alt text, 'Decorative image', or its file's name. */
export function imageName(image: Pick<MediaItem, 'altText' | 'decorative' | 'originalName'>): string {
  if (image.altText) return image.altText;
  return image.decorative ? 'Decorative image' : `${image.originalName ?? 'Image'} (no alt text)`;
}

export function MediaLibraryDialog({ onChoose, onClose }: { onChoose: (image: ChosenImage) => void; onClose: () => void }) {
  const library = useFetcher<{ images: MediaItem[] }>({ key: 'media-library' });
  useEffect(() => {
    void library.load(MEDIA_LIBRARY_PATH);
    // Once per opening: the dialog is mounted only while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const images = library.data?.images;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Choose from library</DialogTitle>
          <DialogDescription>Pick an uploaded image, or upload a new one with its alt text.</DialogDescription>
        </DialogHeader>
        <ImageUploadForm onUploaded={(image) => onChoose({ url: image.url, alt: image.alt, decorative: image.decorative })} />
        <h3 className="mt-2 font-medium">Uploaded images</h3>
        {!images ? (
          <p className="text-sm text-ink-muted">{library.state === 'idle' ? 'Images could not be loaded.' : 'Loading images...'}</p>
        ) : images.length === 0 ? (
          <p className="text-sm text-ink-muted">No images yet. Upload the first one above.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {images.map((image) => (
              <li key={image.fileName}>
                <button
                  type="button"
                  onClick={() => onChoose({ url: image.url, alt: image.altText, decorative: image.decorative })}
                  className="flex w-full flex-col gap-1 rounded-md border border-line p-1 text-left text-xs hover:border-brass-700 focus-visible:outline-2 focus-visible:outline-brass-700"
                  aria-label={`Choose ${imageName(image)}`}
                >
                  <img src={image.url} alt="" loading="lazy" className="aspect-[4/3] w-full rounded-sm object-cover" />
                  <span className="line-clamp-2">{imageName(image)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
