import { data } from 'react-router';
import { z } from 'zod';
import { MediaLibrary } from '#app/features/articles/admin/media-library.tsx';
import { deleteMedia, describeMedia, listMedia } from '#app/features/articles/media/media-library.server.ts';
import { MEDIA_FILE_NAME } from '#app/features/articles/media/media.server.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { describedIn, MEDIA_MESSAGES } from '#app/lib/media-rules.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/media-library';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Media') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** GET /admin/media-library: 'Media', every uploaded image with its alt text, size, date and uses (also what 'Choose from library' lists). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, 'articles');
  return data({ images: await listMedia(db()) }, { headers: NO_STORE });
}

const actionSchema = z.object({ intent: z.enum(['delete', 'describe']), fileName: z.string().regex(MEDIA_FILE_NAME) });

/** POST /admin/media-library with `intent` and `fileName`: delete an unused image, or set its alt text. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'articles');
  return softFail(getRequestInfo(context).logger, 'media library', async () => {
    const form = await request.formData();
    const target = actionSchema.safeParse({ intent: form.get('intent'), fileName: form.get('fileName') });
    if (!target.success) return data({ ok: false as const, error: 'Unknown action.' }, { status: 400, headers: NO_STORE });
    const { intent, fileName } = target.data;
    if (intent === 'delete') {
      const outcome = await deleteMedia(db(), fileName, user.id);
      if (outcome === 'deleted') return data({ ok: true as const, intent, fileName }, { headers: NO_STORE });
      return outcome === 'in-use'
        ? data({ ok: false as const, fileName, error: MEDIA_MESSAGES.inUse }, { status: 409, headers: NO_STORE })
        : data({ ok: false as const, fileName, error: MEDIA_MESSAGES.missing }, { status: 404, headers: NO_STORE });
    }
    const description = describedIn(form);
    if (!description.success) {
      const error = description.error.issues[0]?.message ?? MEDIA_MESSAGES.altRequired;
      return data({ ok: false as const, fileName, error }, { status: 400, headers: NO_STORE });
    }
    const described = await describeMedia(db(), fileName, description.data, user.id);
    if (!described) return data({ ok: false as const, fileName, error: MEDIA_MESSAGES.missing }, { status: 404, headers: NO_STORE });
    return data({ ok: true as const, intent, fileName }, { headers: NO_STORE });
  });
}

export default function MediaScreen({ loaderData }: Route.ComponentProps) {
  return <MediaLibrary images={loaderData.images} />;
}
