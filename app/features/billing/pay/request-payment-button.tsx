// 'Request payment' on a milestone of the project page: asks the server for a new pay link (it
// e-mails the customer), then shows the link to copy and WhatsApp chats carrying it: the plain
// message, and each template that names {payment_link}. Browser-safe.
import { useFetcher } from 'react-router';
import { Button, buttonClasses } from '#app/components/ui/button.tsx';
import { chatHref } from '#app/features/sales/lead/reach-out.ts';
import { fillTemplate } from '#app/features/sales/whatsapp/whatsapp-templates.ts';
import type { ChatTemplate, TemplateValues } from '#app/features/sales/whatsapp/whatsapp-templates.ts';

export type RequestPaymentAnswer = { ok: true; link: string; mailed: boolean } | { ok: false; message: string };

/** The chat text offered with a pay link when no template is chosen. */
export function paymentRequestText({
  firstName,
  milestoneLabel,
  link,
}: {
  firstName: string;
  milestoneLabel: string;
  link: string;
}): string {
  return `Hello${firstName ? ` ${firstName}` : ''}, your project has reached "${milestoneLabel}". You can pay by UPI, bank transfer or online here: ${link}`;
}

/** The chats offered once the link is known: the plain message, then each template naming {payment_link}. */
export function paymentChats({
  number,
  milestoneLabel,
  link,
  values,
  templates,
}: {
  number: string;
  milestoneLabel: string;
  link: string;
  values: TemplateValues;
  templates: readonly ChatTemplate[];
}): Array<{ name: string; href: string }> {
  return [
    { name: 'Send on WhatsApp', href: chatHref(number, paymentRequestText({ firstName: values.first_name, milestoneLabel, link })) },
    ...templates
      .filter((template) => template.body.includes('{payment_link}'))
      .map((template) => ({ name: template.name, href: chatHref(number, fillTemplate(template.body, { ...values, payment_link: link })) })),
  ];
}

export function RequestPaymentButton({
  projectId,
  milestoneId,
  milestoneLabel,
  chat,
}: {
  projectId: string;
  milestoneId: string;
  milestoneLabel: string;
  /** The customer's WhatsApp number (digits with the country code), their template values and the studio's templates; null: no chat offered. */
  chat: { number: string; values: TemplateValues; templates: readonly ChatTemplate[] } | null;
}) {
  const fetcher = useFetcher<RequestPaymentAnswer>();
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
          {chat
            ? paymentChats({ ...chat, milestoneLabel, link: answer.link }).map((offer) => (
                <a
                  key={offer.name}
                  href={offer.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: 'outline', size: 'sm' })}
                >
                  {offer.name}
                </a>
              ))
            : null}
        </div>
      ) : null}
    </div>
  );
}
