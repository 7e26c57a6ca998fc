import { data, isRouteErrorResponse, redirect, useRouteError } from 'react-router';
import { sessionSecrets } from '#app/features/accounts/session.server.ts';
import { ProjectRoom, RoomCodeStep } from '#app/features/room/room-page.tsx';
import { emailHint } from '#app/features/room/room-view.ts';
import type { RoomAnswer, RoomLoaderData } from '#app/features/room/room-view.ts';
import { ROOM_TEXTS, roomCodeSchema } from '#app/features/room/room-forms.ts';
import { issueRoomCode, roomDeviceCookie, verifyRoomCode } from '#app/features/room/room-access.server.ts';
import {
  openRoom,
  ROOM_ADDRESS_LIMITS,
  ROOM_PRIVATE,
  ROOM_VIEW_LIMIT,
  roomLimited,
  waitText,
} from '#app/features/room/room-guard.server.ts';
import { roomMail } from '#app/features/room/room-mail.server.ts';
import { roomView } from '#app/features/room/room-page.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { db, env } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import { company } from '#content/company.ts';
import type { Route } from './+types/room';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Your project room · ${company.name}` : 'Project room not found' },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
];

export const headers: Route.HeadersFunction = ({ actionHeaders, errorHeaders }) => {
  const retryAfter = errorHeaders?.get('Retry-After') ?? actionHeaders?.get('Retry-After');
  return retryAfter ? { ...ROOM_PRIVATE, 'Retry-After': retryAfter } : ROOM_PRIVATE;
};

const tooMany = (seconds: number) =>
  data('Too many requests. Please try again later.', { status: 429, headers: { ...ROOM_PRIVATE, 'Retry-After': String(seconds) } });
const notFound = () => data('Not found', { status: 404, headers: ROOM_PRIVATE });

/**
 * GET /room/:token: the customer's project room (decision 174). A device the room remembers sees
 * the project, its payments and documents; another is asked for an e-mailed code. 404 without any
 * data for a wrong, old or unknown link; 429 past the views one address may make.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const wait = await roomLimited(db(), {
    what: 'view',
    token: params.token,
    ip: getRequestInfo(context).clientIp,
    limits: [ROOM_VIEW_LIMIT],
  });
  if (wait !== null) throw tooMany(wait);
  const secrets = sessionSecrets(env());
  const opened = await openRoom(db(), { token: params.token, request, secrets });
  if (!opened) throw notFound();
  const body: RoomLoaderData = opened.deviceKnown
    ? { access: 'open', room: await roomView(db(), opened.project, { token: params.token, secrets }) }
    : { access: 'ask', studioName: company.name, emailHint: emailHint(opened.project.customerEmail) };
  return data(body, { headers: ROOM_PRIVATE });
}

/**
 * POST /room/:token, `intent` 'send-code' (e-mails a 6-digit code) or 'verify' (`code`): a right
 * code remembers the device for 90 days (its cookie) and goes back to the room. Limited per link and
 * address per hour and day, and per project by the quotation's caps: 429 with Retry-After.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const info = getRequestInfo(context);
  return softFail(info.logger, 'project room code', async () => {
    const reply = (body: RoomAnswer, status = 200, retryAfterSeconds?: number) =>
      data(body, { status, headers: retryAfterSeconds ? { ...ROOM_PRIVATE, 'Retry-After': String(retryAfterSeconds) } : ROOM_PRIVATE });
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return reply({ ok: false, message: 'The form could not be read. Try again.' }, 400);
    }
    const token = params.token;
    const opened = await openRoom(db(), { token, request, secrets: sessionSecrets(env()) });
    if (!opened) return reply({ ok: false, message: 'Not found' }, 404);
    const projectId = opened.project.id;
    const intent = form.get('intent');
    const step = { step: 'code-sent' } as const;
    if (intent === 'send-code') {
      const wait = await roomLimited(db(), { what: 'code', token, ip: info.clientIp, limits: ROOM_ADDRESS_LIMITS.codes });
      if (wait !== null)
        return reply({ ok: false, message: `Too many codes asked for from here. Please try again ${waitText(wait)}.` }, 429, wait);
      const mailer = roomMail();
      if (!mailer?.canSend) return reply({ ok: false, message: ROOM_TEXTS.mailOff }, 503);
      const issued = await issueRoomCode(db(), { projectId });
      if (!issued.ok)
        return issued.reason === 'too-many'
          ? reply(
              {
                ok: false,
                message: `Too many codes have been asked for this project. Please try again ${waitText(issued.retryAfterSeconds)}, or call us.`,
              },
              429,
              issued.retryAfterSeconds,
            )
          : reply({ ok: false, message: 'Not found' }, 404);
      await mailer.sendCode(issued.codeId, issued.code);
      return reply({ ok: true, ...step, message: ROOM_TEXTS.codeSent });
    }
    if (intent !== 'verify') return reply({ ok: false, message: 'Unknown action.' }, 400);
    const wait = await roomLimited(db(), { what: 'try', token, ip: info.clientIp, limits: ROOM_ADDRESS_LIMITS.tries });
    if (wait !== null)
      return reply({ ok: false, ...step, message: `Too many tries from here. Please try again ${waitText(wait)}.` }, 429, wait);
    const parsed = roomCodeSchema.safeParse({ code: form.get('code') ?? '' });
    if (!parsed.success) return reply({ ok: false, ...step, codeError: ROOM_TEXTS.codeShape }, 400);
    const checked = await verifyRoomCode(db(), { projectId, code: parsed.data.code, userAgent: request.headers.get('user-agent') });
    if (checked.ok)
      throw redirect(`/room/${token}`, {
        status: 303,
        headers: {
          ...ROOM_PRIVATE,
          'Set-Cookie': roomDeviceCookie(checked.deviceToken, checked.expiresAt, { secure: env().NODE_ENV === 'production' }),
        },
      });
    switch (checked.reason) {
      case 'wrong-code':
        return reply(
          {
            ok: false,
            ...step,
            codeError: `That code is not right. ${checked.triesLeft} ${checked.triesLeft === 1 ? 'try' : 'tries'} left.`,
          },
          400,
        );
      case 'too-many':
        return reply(
          {
            ok: false,
            ...step,
            message: `Too many wrong codes have been tried for this project. Please try again ${waitText(checked.retryAfterSeconds)}, or call us.`,
          },
          429,
          checked.retryAfterSeconds,
        );
      default:
        return reply({ ok: false, ...step, codeError: ROOM_TEXTS.codeEnded }, 400);
    }
  });
}

export default function RoomRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.access === 'open') return <ProjectRoom room={loaderData.room} />;
  const answer = actionData && 'ok' in actionData ? (actionData as RoomAnswer) : undefined;
  return <RoomCodeStep studioName={loaderData.studioName} emailHint={loaderData.emailHint} answer={answer} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const busy = isRouteErrorResponse(error) && error.status === 429;
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="font-display text-2xl">This project room cannot be shown</h1>
      <p className="mt-2">
        {busy
          ? 'This page has been opened too often from here. Please try again later.'
          : 'Please check the link in your e-mail, or contact us.'}
      </p>
    </main>
  );
}
