import { z } from 'zod';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { sessionSecrets } from '#app/features/accounts/session.server.ts';
import { visibleProjectOf } from '#app/features/billing/projects/project-page.server.ts';
import { revokeRoomDevices } from '#app/features/room/room-access.server.ts';
import { revealRoomLink } from '#app/features/room/room-link.server.ts';
import type { RoomLinkAnswer } from '#app/features/room/room-link-panel.tsx';
import { roomMail } from '#app/features/room/room-mail.server.ts';
import { audit } from '#app/lib/audit.server.ts';
import { postOnly } from '#app/lib/post-only.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db, env } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import { billingMember } from '#app/routes/admin/billing-member.ts';
import type { Route } from './+types/room-link';

/** A GET of this POST-only address: 405 (decision 091). */
export const loader = postOnly;

/**
 * POST /admin/customer-projects/:projectId/room-link (Admins; Sales on their own leads' projects,
 * another's is 404), `intent`: 'copy' (the link, audited), 'send' (e-mailed to the customer
 * through the job engine) or 'forget-devices' (every remembered device asks for a code again).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'billing.record');
  return softFail(getRequestInfo(context).logger, 'project room link', async () => {
    const reply = (body: RoomLinkAnswer, status = 200) => Response.json(body, { status, headers: NO_STORE });
    const id = z.uuid().safeParse(params.projectId);
    if (!id.success || !(await visibleProjectOf(db(), id.data, billingMember(user))))
      return reply({ ok: false, message: 'This project does not exist.' }, 404);
    const projectId = id.data;
    let intent: FormDataEntryValue | null;
    try {
      intent = (await request.formData()).get('intent');
    } catch {
      return reply({ ok: false, message: 'The form could not be read. Try again.' }, 400);
    }
    if (intent === 'copy') {
      const link = await revealRoomLink(db(), { projectId, actorId: user.id, secrets: sessionSecrets(env()), siteUrl: env().SITE_URL });
      return link
        ? reply({ ok: true, link, message: 'Pass it on to the customer only.' })
        : reply({ ok: false, message: 'This project does not exist.' }, 404);
    }
    if (intent === 'send') {
      const mailer = roomMail();
      if (!mailer?.canSend) return reply({ ok: false, message: 'E-mail is off: use ‘Copy room link’ and pass it on yourself.' }, 503);
      await mailer.sendLink(projectId);
      await audit(db(), { actorId: user.id, action: 'room.link_sent', entity: 'customer_project', entityId: projectId });
      return reply({ ok: true, message: 'The room link was e-mailed to the customer.' });
    }
    if (intent === 'forget-devices') {
      const forgotten = await revokeRoomDevices(db(), { projectId, actorId: user.id });
      return reply({
        ok: true,
        devices: 0,
        message: `${forgotten} ${forgotten === 1 ? 'device' : 'devices'} forgotten: each will be asked for a code again.`,
      });
    }
    return reply({ ok: false, message: 'Unknown action.' }, 400);
  });
}
