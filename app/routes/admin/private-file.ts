import { z } from 'zod';
import { requireStaff } from '#app/features/accounts/auth.server.ts';
import type { StaffUser } from '#app/features/accounts/auth.server.ts';
import { may } from '#app/features/accounts/permissions.ts';
import { visibleProjectOf } from '#app/features/billing/projects/project-page.server.ts';
import { privateFile, privateStores, readPrivateFile } from '#app/lib/private-files/private-files.server.ts';
import { StorageError } from '#app/lib/private-files/storage.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db } from '#app/lib/services.server.ts';
import type { PrivateFileOwnerKind } from '#db/enums.ts';
import type { PrivateFileRow } from '#db/schema.ts';
import { billingMember } from '#app/routes/admin/billing-member.ts';
import type { Route } from './+types/private-file';

/**
 * Kept by no cache, shared or the browser's. (Never taken for another type: `X-Content-Type-Options:
 * nosniff` comes with every response, server/security.ts; set here too it would be sent twice.)
 */
const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;

/** Who may open a file, by what owns it (decision 169): a customer project's, whoever sees the project. */
const OPENS: Record<PrivateFileOwnerKind, (file: PrivateFileRow, user: StaffUser) => Promise<boolean>> = {
  customer_project: async (file, user) => may(user.role, 'billing.view') && visibleProjectOf(db(), file.ownerId, billingMember(user)),
};

const notFound = () => new Response('No such file.', { status: 404, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * GET /admin/private-files/:fileId/:name.webp ('480.webp', '1600.webp'): a copy of a private
 * file, streamed from its store. Today every private file is a customer project's, so the role
 * needs 'billing.view' (Admin, Sales; an Editor gets 403); Sales open only their own leads'
 * projects' files (another's is not found, as the project itself).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'billing.view');
  const id = z.uuid().safeParse(params.fileId);
  const name = /^([a-z0-9-]{1,20})\.webp$/.exec(params.name ?? '')?.[1];
  const file = id.success && name ? await privateFile(db(), id.data) : null;
  if (!file || !(await OPENS[file.ownerKind](file, user))) return notFound();
  try {
    const stored = await readPrivateFile(privateStores(), file, name!);
    if (!stored) return notFound();
    return new Response(stored.body, {
      headers: {
        ...PRIVATE,
        'Content-Type': file.contentType,
        'Content-Disposition': `inline; filename="${file.purpose.replace('_', '-')}-${name}.webp"`,
        ...(stored.bytes === null ? {} : { 'Content-Length': String(stored.bytes) }),
      },
    });
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    getRequestInfo(context).logger.warn({ problem: error.message }, 'The private file store did not answer');
    return new Response('The file store did not answer. Try again shortly.', {
      status: 503,
      headers: { ...PRIVATE, 'Retry-After': '5', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
}
