// Sends one image to the media store (POST /admin/media) with what it shows (its alt text, or
// 'Decorative') and returns its URL. Used by the media library's upload form, wherever it shows.
import type { ImageDescription } from '#app/lib/media-rules.ts';

export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export type UploadedImage = { url: string; width: number; height: number; alt: string | null; decorative: boolean };

export async function uploadImage(file: File, description: ImageDescription): Promise<UploadedImage> {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) throw new Error('Only PNG, JPEG, WebP or GIF images can be uploaded.');
  if (file.size > UPLOAD_MAX_BYTES) throw new Error('The image is larger than 5 MB. Choose a smaller file.');
  const body = new FormData();
  body.append('file', file);
  if (description.alt) body.append('alt', description.alt);
  if (description.decorative) body.append('decorative', 'true');
  let response: Response;
  try {
    response = await fetch('/admin/media', { method: 'POST', body, headers: { Accept: 'application/json' } });
  } catch {
    throw new Error('The upload failed. Check your connection and try again.');
  }
  if (response.redirected && new URL(response.url).pathname === '/admin-login') {
    throw new Error('Your session has ended. Sign in again in another tab, then retry.');
  }
  if (response.status === 413) throw new Error('The image is larger than 5 MB. Choose a smaller file.');
  const answer = (await response.json().catch(() => null)) as ({ ok: true } & UploadedImage) | { ok: false; error: string } | null;
  if (!response.ok || !answer || !answer.ok) {
    throw new Error(answer && !answer.ok ? answer.error : 'The upload failed. Please try again.');
  }
  return { url: answer.url, width: answer.width, height: answer.height, alt: description.alt, decorative: description.decorative };
}
