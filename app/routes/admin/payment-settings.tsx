import { data, Form, Link } from 'react-router';
import { NO_STORE, requireStaff } from '#app/features/accounts/auth.server.ts';
import { paymentSettingsSchema } from '#app/features/billing/pay/payment-settings-form.ts';
import { readPaymentSettings, savePaymentSettings } from '#app/features/billing/pay/payment-settings.server.ts';
import { razorpayConfig } from '#app/features/billing/pay/razorpay.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { parseForm } from '#app/lib/parse-form.ts';
import { pageTitle } from '#app/lib/seo.ts';
import { db, env } from '#app/lib/services.server.ts';
import { softFail } from '#app/lib/soft-fail.server.ts';
import type { Route } from './+types/payment-settings';

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Payment settings') }, { name: 'robots', content: 'noindex' }];

export const headers: Route.HeadersFunction = () => NO_STORE;

/**
 * GET /admin/payment-settings (Admins): the studio's UPI ID and payee name, bank details, SAC codes
 * and 'Remind after'; whether online payment is on (its keys come from the environment and are
 * never shown).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, 'billing.admin');
  return data({ settings: await readPaymentSettings(db()), onlinePayments: razorpayConfig(env()) !== null }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, 'billing.admin');
  return softFail(getRequestInfo(context).logger, 'payment settings', async () => {
    const submission = parseForm(await request.formData(), paymentSettingsSchema);
    if (submission.status !== 'success') return data({ ok: false, errors: submission.reply().error }, { status: 400, headers: NO_STORE });
    await savePaymentSettings(db(), { settings: submission.value, actorId: user.id });
    return data({ ok: true, errors: null }, { headers: NO_STORE });
  });
}

const field = 'h-10 rounded-md border border-line bg-surface px-3 text-sm';

export default function PaymentSettingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, onlinePayments } = loaderData;
  const error = (name: string) => (actionData && 'errors' in actionData ? actionData.errors?.[name]?.[0] : null) ?? null;
  const fields = [
    ['upiId', 'UPI ID', settings.upiId],
    ['payeeName', 'Payee name', settings.payeeName],
    ['bankAccountName', 'Account name', settings.bankAccountName],
    ['bankAccountNumber', 'Account number', settings.bankAccountNumber],
    ['bankIfsc', 'IFSC', settings.bankIfsc],
    ['sacDesign', 'SAC for design', settings.sacDesign],
    ['sacWorks', 'SAC for works contract', settings.sacWorks],
    ['reminderAfterDays', 'Remind after (days)', String(settings.reminderAfterDays)],
  ] as const;
  return (
    <section className="rounded-lg border border-line bg-surface p-5 shadow-soft" aria-labelledby="payment-settings">
      <h2 id="payment-settings" className="font-display text-2xl">
        Payment settings
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        What a customer's pay page offers: UPI, a bank transfer, and online payment when it is on.
      </p>
      <p className="mt-2 text-sm" data-testid="online-payments">
        {onlinePayments
          ? 'Online payment is on: the pay page offers ‘Pay online’ (Razorpay).'
          : 'Online payment is off: the server has no Razorpay keys.'}
      </p>
      {actionData?.ok ? (
        <p role="status" className="mt-3 text-sm text-success">
          Saved.
        </p>
      ) : null}
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        {fields.map(([name, label, value]) => (
          <label key={name} className="flex flex-col gap-1 text-sm font-medium">
            {label}
            <input
              name={name}
              defaultValue={value}
              className={field}
              aria-invalid={Boolean(error(name))}
              inputMode={name === 'bankAccountNumber' || name === 'reminderAfterDays' ? 'numeric' : undefined}
            />
            {error(name) ? <span className="text-danger">{error(name)}</span> : null}
          </label>
        ))}
        <div className="sm:col-span-2">
          <button type="submit" className="min-h-11 rounded-md bg-brass-700 px-4 font-semibold text-white">
            Save
          </button>
        </div>
      </Form>
      <p className="mt-4 text-sm">
        <Link to="/admin/payments" className="underline">
          Payments
        </Link>
      </p>
    </section>
  );
}
