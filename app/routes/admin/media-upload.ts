import { data } from 'react-router';
import { storeImage, UploadError } from '#app/features/articles/media/media.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db } from '#app/lib/services.server.ts';
import { postOnly } from '#app/lib/post-only.server.ts';
import { describedIn, MEDIA_MESSAGES } from '#app/lib/media-rules.ts';
import type { Route } from './+types/media-upload';

/** A GET of this POST-only address: 405 (decision 091). */
export const loader = postOnly;

/**
 * POST /admin/media (multipart, fields `file`, `alt` and `decorative`): stores the image in the
 * database with its alt text (or marked decorative) and answers with its URL. The body limit for this path (server/security.ts) is a little over 5 MB.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'articles');
  return softFail(getRequestInfo(context).logger, 'image upload', async () => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return data({ ok: false as const, error: 'The upload could not be read. Try again.' }, { status: 400, headers: NO_STORE });
    }
    const file = form.get('file');
    if (!(file instanceof File))
      return data({ ok: false as const, error: 'Choose an image file to upload.' }, { status: 400, headers: NO_STORE });
    // Alt text is required at upload unless the image is marked 'Decorative' (the library's rule).
    const description = describedIn(form);
    if (!description.success) {
      const error = description.error.issues[0]?.message ?? MEDIA_MESSAGES.altRequired;
      return data({ ok: false as const, error }, { status: 400, headers: NO_STORE });
    }
    try {
      const image = await storeImage(db(), {
        description: description.data,
        data: new Uint8Array(await file.arrayBuffer()),
        originalName: file.name || null,
        uploadedBy: user.id,
      });
      return data({ ok: true as const, url: image.url, width: image.width, height: image.height }, { status: 201, headers: NO_STORE });
    } catch (error) {
      if (error instanceof UploadError)
        return data({ ok: false as const, error: error.message }, { status: error.status, headers: NO_STORE });
      throw error;
    }
  });
}
