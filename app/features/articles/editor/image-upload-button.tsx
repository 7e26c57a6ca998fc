// Uploading an image to the media store from the article dialog: the file types it takes and
// where it goes, for the featured image field, the image dialog and the toolbar's Upload image.
// (No Tiptap here: the article dialog imports this without loading the editor.)
import { UploadButton, useFileUpload } from '#app/components/ui/upload-button.tsx';
import type { FileUploadOptions, UploadButtonProps } from '#app/components/ui/upload-button.tsx';
import { UPLOAD_TYPES, uploadImage } from '#app/features/articles/media/upload-image.ts';
import type { UploadedImage } from '#app/features/articles/media/upload-image.ts';

export const IMAGE_FILE_TYPES = UPLOAD_TYPES.join(',');

export function ImageUploadButton(props: Omit<UploadButtonProps<UploadedImage>, 'upload' | 'accept'>) {
  return <UploadButton {...props} upload={uploadImage} accept={IMAGE_FILE_TYPES} />;
}

export const useImageUpload = (options: Omit<FileUploadOptions<UploadedImage>, 'upload'>) =>
  useFileUpload({ ...options, upload: uploadImage });

/** The alt text an uploaded file suggests: its name without the extension, dashes and underscores as spaces. */
export const altFromFileName = (name: string) => name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
