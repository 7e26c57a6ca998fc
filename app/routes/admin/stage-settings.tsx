import { data } from 'react-router';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { StageSettingsForm } from '#app/features/project-work/components/stage-settings-form.tsx';
import { saveStageSettings, stageLabels } from '#app/features/project-work/stages.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/stage-settings';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Stage settings') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** GET /admin/stage-settings (Admins; decision 172): the stages a new project is given. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, 'stages.admin');
  return data({ labels: await stageLabels(db()) }, { headers: NO_STORE });
}

/** POST /admin/stage-settings: `stages`, one a line (1 to 12, each at most 60 characters, none twice); 400 with the message. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'stages.admin');
  return softFail(getRequestInfo(context).logger, 'stage settings', async () => {
    const answer = await saveStageSettings(db(), { form: await request.formData(), actorId: user.id });
    if (answer.ok) return data({ ok: true as const }, { headers: NO_STORE });
    return data({ ok: false as const, fieldErrors: answer.status === 400 ? answer.fieldErrors : {} }, { status: 400, headers: NO_STORE });
  });
}

export default function StageSettingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <StageSettingsForm labels={loaderData.labels} answer={actionData} />;
}
