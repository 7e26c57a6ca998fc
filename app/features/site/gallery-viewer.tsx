import { Dialog, DialogDescription, DialogTitle } from '#app/components/ui/dialog.tsx';
import { getImage } from '#app/lib/images.ts';
import { galleryDescriptions } from '#content/gallery-descriptions.ts';
import type { GalleryItem } from '#content/types.ts';
import { Icon } from '#app/components/ui/icon.tsx';
import { PictureDialogContent } from '#app/features/site/picture-dialog.tsx';

type GalleryViewerProps = {
  item: GalleryItem;
  onStep: (delta: number) => void;
  onClose: () => void;
  /** Where focus goes back to once the viewer has closed. */
  onClosed: () => void;
};

/** A large view of one gallery image with its category and description; arrow keys step through. */
export function GalleryViewer({ item, onStep, onClose, onClosed }: GalleryViewerProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <PictureDialogContent
        image={getImage(item.image)}
        alt={item.alt}
        sizes="(min-width: 960px) 896px, 100vw"
        className="max-w-4xl p-0"
        onClosed={onClosed}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') onStep(1);
          if (event.key === 'ArrowLeft') onStep(-1);
        }}
      >
        <div className="flex items-start justify-between gap-4 p-6">
          <div>
            <p className="text-xs font-semibold tracking-[0.16em] text-brass-700 uppercase">{item.category}</p>
            <DialogTitle className="mt-1 text-xl">{item.alt}</DialogTitle>
            <DialogDescription className="mt-2">{galleryDescriptions[item.id]}</DialogDescription>
          </div>
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              onClick={() => onStep(-1)}
              aria-label="Previous image"
              className="inline-flex size-11 items-center justify-center rounded-md border border-line hover:bg-sand"
            >
              <Icon name="chevron-left" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => onStep(1)}
              aria-label="Next image"
              className="inline-flex size-11 items-center justify-center rounded-md border border-line hover:bg-sand"
            >
              <Icon name="chevron-right" className="size-5" />
            </button>
          </div>
        </div>
      </PictureDialogContent>
    </Dialog>
  );
}
