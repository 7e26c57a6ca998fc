import type * as React from 'react';
import { Picture } from '#app/components/picture.tsx';
import { DialogContent } from '#app/components/ui/dialog.tsx';
import type { ResponsiveImage } from '#app/lib/images.ts';

type PictureDialogContentProps = {
  image: ResponsiveImage;
  alt: string;
  sizes: string;
  /** The dialog's width, with no padding of its own: the picture runs to its edges. */
  className: string;
  /** Focus goes here, not to the dialog's trigger, once it has closed. */
  onClosed: () => void;
  onKeyDown?: React.KeyboardEventHandler<HTMLDivElement>;
  children: React.ReactNode;
};

/** A dialog that opens on a large picture (the gallery's and the projects' viewers), its text below. */
export function PictureDialogContent({ image, alt, sizes, className, onClosed, onKeyDown, children }: PictureDialogContentProps) {
  return (
    <DialogContent
      className={className}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
      onKeyDown={onKeyDown}
    >
      <Picture image={image} alt={alt} sizes={sizes} imgClassName="h-auto w-full rounded-t-lg" />
      {children}
    </DialogContent>
  );
}
