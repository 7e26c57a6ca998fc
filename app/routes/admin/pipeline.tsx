import { data } from 'react-router';
import { may } from '#app/features/accounts/permissions.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { loadPipelineBoard, setIdleLimits } from '#app/features/sales/pipeline/pipeline.server.ts';
import { boardParams, idleLimitsSchema } from '#app/features/sales/pipeline/pipeline-forms.ts';
import { PipelineScreen } from '#app/features/sales/pipeline/pipeline-board.tsx';
import { leadStages } from '#db/enums.ts';
import type { LeadStage } from '#db/enums.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/pipeline';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Pipeline') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** GET /admin/pipeline?mine=1&<stage>=<cards>: the 'Pipeline' board, everyone's or 'Assigned to me'. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'leads');
  const { mine, shown } = boardParams(new URL(request.url).searchParams);
  const board = await loadPipelineBoard(db(), { memberId: mine ? user.id : null, shown });
  return data({ board, shown, canSetLimits: may(user.role, 'pipelineSettings') }, { headers: NO_STORE });
}

/** POST /admin/pipeline (Admin only): `idle_<stage>`, the days after which a card in that stage is 'Idle'. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'pipelineSettings');
  return softFail(getRequestInfo(context).logger, 'pipeline idle limits', async () => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return data({ ok: false as const, result: null }, { status: 400, headers: NO_STORE });
    }
    const submission = parseForm(form, idleLimitsSchema);
    if (submission.status !== 'success')
      return data({ ok: false as const, result: submission.reply() }, { status: 400, headers: NO_STORE });
    const limits = Object.fromEntries(leadStages.map((stage) => [stage, submission.value[`idle_${stage}`]])) as Record<LeadStage, number>;
    await setIdleLimits(db(), { limits, actorId: user.id });
    return data({ ok: true as const, result: submission.reply() }, { headers: NO_STORE });
  });
}

export default function PipelineRoute({ loaderData }: Route.ComponentProps) {
  return <PipelineScreen {...loaderData} />;
}
