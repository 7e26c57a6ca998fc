import { data, Link } from 'react-router';
import { rateCardSchema, toRateCardEdit } from '#app/features/pricing/admin/rate-card-form.ts';
import { PricingManagement } from '#app/features/pricing/admin/pricing-management.tsx';
import { rateCardHistory, readRateCard, saveRateCard } from '#app/features/pricing/rate-card.server.ts';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/pricing';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Pricing') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** GET /admin/pricing: 'Pricing', the rate card in force and its earlier versions. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, 'pricing');
  const [rateCard, history] = await Promise.all([readRateCard(db()), rateCardHistory(db())]);
  return data({ rateCard, history }, { headers: NO_STORE });
}

const CONFLICT = 'Someone saved the rates while you were editing. Reload the page to see their version, then make your change again.';

/** POST /admin/pricing: the screen's rates, saved as a new version of the rate card. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'pricing');
  return softFail(getRequestInfo(context).logger, 'save rate card', async () => {
    const submission = parseForm(await request.formData(), rateCardSchema);
    if (submission.status !== 'success') {
      return data({ ok: false as const, result: submission.reply() }, { status: 400, headers: NO_STORE });
    }
    const saved = await saveRateCard(db(), { ...toRateCardEdit(submission.value), actorId: user.id });
    if (!saved.ok) return data({ ok: false as const, error: CONFLICT }, { status: 409, headers: NO_STORE });
    return data({ ok: true as const, version: saved.card.version }, { headers: NO_STORE });
  });
}

export default function PricingScreen({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PricingManagement data={loaderData} />
      <p className="mt-6 text-sm">
        The studio's legal name, address, GSTIN and a new quotation's defaults:{' '}
        <Link to="/admin/quotation-settings" className="text-brass-700 underline underline-offset-4">
          Quotation settings
        </Link>
      </p>
    </>
  );
}
