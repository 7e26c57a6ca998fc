import { data } from 'react-router';
import { z } from 'zod';
import { ProjectForm } from '#app/features/projects/admin/project-form.tsx';
import { projectSchema, projectValues } from '#app/features/projects/project-options.ts';
import { deleteProject, getProject, saveProject } from '#app/features/projects/projects.server.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import { notFound } from '#app/lib/not-found.server.ts';
import type { Route } from './+types/project';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.project?.title ?? 'New Project') },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** 'new', or a project's id. */
const target = (param: string) =>
  param === 'new' ? ({ kind: 'new' } as const) : z.uuid().safeParse(param).success ? ({ kind: 'id', id: param } as const) : null;

const missing = () => data({ ok: false as const, error: 'This project no longer exists.' }, { status: 404, headers: NO_STORE });

/** GET /admin/projects/:projectId: a project's form (an empty one for 'new'). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, 'articles');
  const which = target(params.projectId);
  if (!which) notFound(request, context);
  if (which.kind === 'new') return data({ project: null }, { headers: NO_STORE });
  const project = await getProject(db(), which.id);
  if (!project) notFound(request, context);
  return data({ project }, { headers: NO_STORE });
}

/** POST /admin/projects/:projectId with `intent`: save (create for 'new'), or delete. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'articles');
  return softFail(getRequestInfo(context).logger, 'project', async () => {
    const which = target(params.projectId);
    if (!which) return missing();
    const form = await request.formData();
    const intent = form.get('intent');
    if (intent === 'delete') {
      if (which.kind === 'new') return missing();
      return (await deleteProject(db(), which.id, user.id))
        ? data({ ok: true as const, id: which.id, intent: 'delete' as const }, { headers: NO_STORE })
        : missing();
    }
    if (intent !== 'save') return data({ ok: false as const, error: 'Unknown action.' }, { status: 400, headers: NO_STORE });
    const submission = parseForm(form, projectSchema);
    if (submission.status !== 'success') {
      return data({ ok: false as const, result: submission.reply() }, { status: 400, headers: NO_STORE });
    }
    const saved = await saveProject(db(), which.kind === 'id' ? which.id : null, projectValues(submission.value), user.id);
    if (saved.ok)
      return data(
        { ok: true as const, id: saved.id, intent: 'save' as const },
        { status: which.kind === 'new' ? 201 : 200, headers: NO_STORE },
      );
    if (saved.field === null) return missing();
    const refused = submission.reply({ fieldErrors: { [saved.field]: [saved.message] } });
    return data({ ok: false as const, result: refused }, { status: 409, headers: NO_STORE });
  });
}

export default function ProjectScreen({ loaderData }: Route.ComponentProps) {
  // A new key per project: the form starts from that project's values.
  return <ProjectForm key={loaderData.project?.id ?? 'new'} project={loaderData.project} />;
}
