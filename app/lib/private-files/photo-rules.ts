// The rules of an uploaded photo that the browser checks too (decision 170): its size and what a
// file input offers. The bytes themselves are checked on the server (photo.server.ts).

/** 15 MB: a 50-megapixel phone photo as a JPEG; beyond it the upload is refused with 413. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** What a file input offers (HEIC is left out, so iPhones hand over a JPEG of it). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

export const PHOTO_TEXTS = {
  empty: 'Choose a photo.',
  tooLarge: `The photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB. Choose a smaller one.`,
  tooManyPixels: 'The photo is too large to read. Choose a smaller one.',
  notPhoto: 'Only JPEG, PNG, WebP or AVIF photos can be added.',
  heic: 'This HEIC photo cannot be read here. Take it again as a JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible), or add a screenshot of it.',
  unreadable: 'The photo could not be read. It may be damaged; try another.',
} as const;

/** The photo a form carries under `name`: null when none was chosen (a browser sends an empty file then). */
export function chosenPhoto(form: FormData, name: string): File | null {
  const value = form.get(name);
  return value instanceof File && (value.size > 0 || value.name !== '') ? value : null;
}

/** What is wrong with a chosen photo before it is sent or read: its size (the server checks the rest). */
export function photoSizeProblem(file: File): string | null {
  if (file.size === 0) return PHOTO_TEXTS.empty;
  return file.size > PHOTO_MAX_BYTES ? PHOTO_TEXTS.tooLarge : null;
}

/** Where the staff screens open a private file's copy ('480' or '1600' wide): `/admin/private-files/<id>/<name>.webp`. */
export const privateFilePath = (fileId: string, name: string) => `/admin/private-files/${fileId}/${name}.webp`;
