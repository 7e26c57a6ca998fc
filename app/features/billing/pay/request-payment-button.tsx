// 'Request payment' on a milestone of the project page: asks the server for a new pay link (it
// e-mails the customer), then shows the link to copy and a WhatsApp chat carrying it. Browser-safe.
import { useFetcher } from 'react-router';
import { Button, buttonClasses } from '#app/components/ui/button.tsx';
import { chatHref } from '#app/features/sales/lead/reach-out.ts';

type Answer = { ok: true; link: string; mailed: boolean } | { ok: false; message: string };

/** The chat text offered with a pay link: the studio's words, the milestone, `{payment_link}` filled in. */
export function paymentRequestText({
  firstName,
  milestoneLabel,
  link,
}: {
  firstName: string;
  milestoneLabel: string;
  link: string;
}): string {
  return `Hello ${firstName}, your project has reached "${milestoneLabel}". You can pay by UPI, bank transfer or online here: ${link}`;
}

export function RequestPaymentButton({
  projectId,
  milestoneId,
  milestoneLabel,
  customerFirstName,
  whatsAppNumber,
}: {
  projectId: string;
  milestoneId: string;
  milestoneLabel: string;
  customerFirstName: string;
  /** Digits with the country code; null: no chat offered. */
  whatsAppNumber: string | null;
}) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.data;
  return (
    <div className="flex flex-col gap-2">
      <fetcher.Form method="post" action={`/admin/customer-projects/${projectId}/milestones/${milestoneId}/request-payment`}>
        <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== 'idle'}>
          Request payment
        </Button>
      </fetcher.Form>
      {answer && !answer.ok ? (
        <p role="alert" className="text-sm text-danger">
          {answer.message}
        </p>
      ) : null}
      {answer?.ok ? (
        <div role="status" className="flex flex-col gap-1 text-sm">
          <span>{answer.mailed ? 'The pay link was e-mailed to the customer.' : 'E-mail is off: pass the pay link on yourself.'}</span>
          <input
            readOnly
            value={answer.link}
            aria-label="Pay link"
            className="h-9 rounded-md border border-line bg-surface px-2 font-mono text-xs"
          />
          {whatsAppNumber ? (
            <a
              href={chatHref(whatsAppNumber, paymentRequestText({ firstName: customerFirstName, milestoneLabel, link: answer.link }))}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              Send on WhatsApp
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
