import { data, Link } from 'react-router';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { LeadFormForKind } from '#app/features/intake/components/lead-form-for-kind.tsx';
import { isFormKind } from '#app/features/intake/lead-options.ts';
import { formTexts } from '#app/features/intake/lead-texts.ts';
import { enquiryPageResult, readLeadBody, safeBackPath, submitLead } from '#app/features/intake/leads.server.ts';
import { getRequestInfo } from '#app/lib/request-context.server.ts';
import { pageTitle } from '#app/lib/seo.ts';
import type { Route } from './+types/enquiry';
import { Icon } from '#app/components/ui/icon.tsx';

// Where the lead forms post when the page's script has not run: a thank-you page after a
// stored enquiry, or the form again with its messages. With JavaScript the forms use /api/leads.

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Your enquiry') }, { name: 'robots', content: 'noindex' }];

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const form = url.searchParams.get('form');
  const result = url.searchParams.get('result');
  const back = safeBackPath(url.searchParams.get('back'));
  if (isFormKind(form) && (result === 'sent' || result === 'received')) return { form, result, back };
  return { form: null, result: null, back };
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readLeadBody(request);
  if (!body.ok) throw data(body.error, { status: body.status });
  const result = enquiryPageResult(await submitLead(body.values, getRequestInfo(context)), body.values);
  if (result instanceof Response) return result;
  return data(result.problem, { status: result.status, headers: result.headers });
}

export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData) {
    const { kind, title, description, errors, values, back } = actionData;
    return (
      <div className="mx-auto max-w-2xl px-6 pt-28 pb-20">
        <div role="alert" className="rounded-lg border border-danger bg-danger-50 p-5">
          <h1 className="font-sans text-lg font-semibold text-danger">{title}</h1>
          {description ? <p className="mt-1 text-ink">{description}</p> : null}
        </div>
        <div className="mt-8">{kind ? <LeadFormForKind kind={kind} defaultValues={values} errors={errors} back={back} /> : null}</div>
        <p className="mt-8">
          <Link to={back} className={buttonClasses({ variant: 'link' })}>
            Back to the previous page
          </Link>
        </p>
      </div>
    );
  }

  if (loaderData.form && loaderData.result) {
    const text = formTexts[loaderData.form][loaderData.result === 'sent' ? 'success' : 'received'];
    return (
      <div className="mx-auto flex max-w-2xl flex-col items-start px-6 pt-32 pb-24">
        <Icon name="circle-check" className="size-12 text-success" strokeWidth={1.5} />
        <h1 className="mt-6 text-3xl leading-tight sm:text-4xl">{text.title}</h1>
        {text.description ? <p className="mt-4 text-lg text-ink-muted">{text.description}</p> : null}
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to={loaderData.back} className={buttonClasses({ size: 'lg' })}>
            Back to the previous page
          </Link>
          {loaderData.back !== '/' ? (
            <Link to="/" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              Return to Home
            </Link>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-6 pt-32 pb-24">
      <h1 className="text-3xl">Your enquiry</h1>
      <p className="mt-4 text-lg text-ink-muted">There is nothing to show here yet. Our forms bring you here after you send them.</p>
      <p className="mt-8">
        <Link to="/" className={buttonClasses({ size: 'lg' })}>
          Return to Home
        </Link>
      </p>
    </div>
  );
}
