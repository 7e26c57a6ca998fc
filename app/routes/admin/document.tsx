import { data } from 'react-router';
import { z } from 'zod';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { DocumentView } from '#app/features/billing/projects/document-view.tsx';
import { documentPageFor } from '#app/features/billing/projects/project-page.server.ts';
import { notFound } from '#app/lib/not-found.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { billingMember } from '#app/routes/admin/billing-member.ts';
import { db } from '#app/lib/services.server.ts';
import type { Route } from './+types/document';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? `${loaderData.particulars.title} ${loaderData.particulars.number}` : 'Document not found') },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** GET /admin/documents/:documentId: a GST document as issued (Sales: of their own leads' projects only). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, 'billing.view');
  const id = z.uuid().safeParse(params.documentId);
  const document = id.success ? await documentPageFor(db(), id.data, billingMember(user)) : null;
  if (!document) notFound(request, context);
  return data(document, { headers: NO_STORE });
}

export default function DocumentScreen({ loaderData }: Route.ComponentProps) {
  return <DocumentView {...loaderData} />;
}
