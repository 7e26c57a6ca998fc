import { data, Form } from 'react-router';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { studioSettingsSchema } from '#app/features/sales/quotation/quotation-forms.ts';
import { readStudioSettings, saveStudioSettings } from '#app/features/sales/quotation/quotation-settings.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/quotation-settings';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Quotation settings') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/** GET /admin/quotation-settings (Admins): the studio's legal name, address, GSTIN and a new quotation's defaults. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, 'pricing');
  return data({ settings: await readStudioSettings(db()) }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'pricing');
  return softFail(getRequestInfo(context).logger, 'quotation settings', async () => {
    const submission = parseForm(await request.formData(), studioSettingsSchema);
    if (submission.status !== 'success') return data({ ok: false, errors: submission.reply().error }, { status: 400, headers: NO_STORE });
    await saveStudioSettings(db(), { settings: submission.value, actorId: user.id });
    return data({ ok: true, errors: null }, { headers: NO_STORE });
  });
}

const field = 'h-10 rounded-md border border-line bg-surface px-3 text-sm';

export default function QuotationSettingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const error = (name: string) => (actionData && 'errors' in actionData ? actionData.errors?.[name]?.[0] : null) ?? null;
  return (
    <section className="rounded-lg border border-line bg-surface p-5 shadow-soft" aria-labelledby="quotation-settings">
      <h2 id="quotation-settings" className="font-display text-2xl">
        Quotation settings
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Printed on every quotation, and the defaults of a new one.</p>
      {actionData?.ok ? (
        <p role="status" className="mt-3 text-sm text-success">
          Saved.
        </p>
      ) : null}
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        {(
          [
            ['legalName', 'Legal name', settings.legalName],
            ['gstin', 'GSTIN', settings.gstin],
            ['address', 'Address', settings.address],
            ['validityDays', 'Valid for (days)', String(settings.validityDays)],
          ] as const
        ).map(([name, label, value]) => (
          <label key={name} className="flex flex-col gap-1 text-sm font-medium">
            {label}
            <input name={name} defaultValue={value} className={field} aria-invalid={Boolean(error(name))} />
            {error(name) ? <span className="text-danger">{error(name)}</span> : null}
          </label>
        ))}
        <label className="flex flex-col gap-1 text-sm font-medium sm:col-span-2">
          Payment schedule (one stage a line: words, then the percent)
          <textarea
            rows={4}
            className={`${field} h-auto py-2`}
            defaultValue={settings.paymentSchedule.map((stage) => `${stage.label}: ${stage.percent}`).join('\n')}
            onChange={(event) => {
              const stages = event.target.value
                .split('\n')
                .map((line) => /^(.*?):\s*(\d+)\s*%?\s*$/.exec(line.trim()))
                .filter((match) => match !== null)
                .map((match) => ({ label: match[1]!.trim(), percent: Number(match[2]) }));
              const hidden = event.target.form?.elements.namedItem('paymentSchedule');
              if (hidden instanceof HTMLInputElement) hidden.value = JSON.stringify(stages);
            }}
          />
          <input type="hidden" name="paymentSchedule" defaultValue={JSON.stringify(settings.paymentSchedule)} />
          {error('paymentSchedule') ? <span className="text-danger">{error('paymentSchedule')}</span> : null}
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Exclusions
          <textarea name="exclusions" rows={5} className={`${field} h-auto py-2`} defaultValue={settings.exclusions} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Terms
          <textarea name="terms" rows={5} className={`${field} h-auto py-2`} defaultValue={settings.terms} />
        </label>
        <button
          type="submit"
          className="min-h-10 rounded-md bg-brass-700 px-4 font-semibold text-white sm:col-span-2 sm:justify-self-start"
        >
          Save settings
        </button>
      </Form>
    </section>
  );
}
