// 'WhatsApp' on a lead's page and in 'My day' (decision 117): a menu of 'Plain chat' (the
// greeting) and the team's templates, each a wa.me link with the lead's filled text. Choosing one
// first records it on the lead's timeline (a POST to the lead page's action), then opens the chat:
// after the answer, or after a moment when the answer is slow, so the chat always opens. A template
// naming {quote_link} asks the server for the link meanwhile: no page carries it (decision 152).
// Without templates it is the plain chat's link alone; before the page's script runs, a plain link too.
import { useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { useFetcher } from 'react-router';
import { ChevronDown, MessageSquareText, MessagesSquare } from 'lucide-react';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#app/components/ui/dropdown-menu.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { chatHref } from '#app/features/sales/lead/reach-out.ts';
import { requestQuoteLink } from '#app/features/sales/quotation/quote-link-request.ts';
import { fillTemplate } from '#app/features/sales/whatsapp/whatsapp-templates.ts';
import type { ChatTarget, ChatTemplate } from '#app/features/sales/whatsapp/whatsapp-templates.ts';

/** How long the chat waits for the record's answer: within the time a browser keeps a tap valid for opening a tab. */
const RECORD_WAIT_MS = 1000;

type RecordAnswer = { ok: boolean; error?: string };

function useChatOpener(leadId: string) {
  const fetcher = useFetcher<RecordAnswer>({ key: `whatsapp-${leadId}` });
  const sent = useRef(false);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || !sent.current) return;
    sent.current = false;
    if (!fetcher.data.ok) {
      toast({
        title: 'Error',
        description: `The chat opened, but it is not on the lead’s activity: ${fetcher.data.error ?? 'please try again.'}`,
        variant: 'destructive',
      });
    }
  }, [fetcher.state, fetcher.data]);

  /** `withLink`: the chat's link once the quotation's link is known (a template naming {quote_link}). */
  return (event: MouseEvent<HTMLAnchorElement>, templateId: string | null, withLink?: (link: string | null) => string) => {
    // A click that asks for a new tab or window opens the link itself, unrecorded.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    const form = new FormData();
    form.set('intent', 'whatsapp');
    form.set('template', templateId ?? '');
    sent.current = true;
    const recorded = fetcher.submit(form, { method: 'post', action: `/admin/leads/${leadId}` });
    const link = withLink ? requestQuoteLink(leadId) : Promise.resolve(null);
    const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), RECORD_WAIT_MS));
    void Promise.all([Promise.race([recorded, late]), Promise.race([link, late])]).then(([, known]) => {
      window.open(withLink ? withLink(known === 'late' ? null : known) : href, '_blank', 'noopener,noreferrer');
    });
  };
}

const big = 'min-h-11 sm:min-h-9';

export function WhatsAppMenu({ target, templates, className }: { target: ChatTarget; templates: ChatTemplate[]; className?: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const openChat = useChatOpener(target.leadId);
  const plainHref = chatHref(target.number, target.greeting);
  const linkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

  if (!hydrated || templates.length === 0) {
    return (
      <a
        href={plainHref}
        {...linkProps}
        onClick={hydrated ? (event) => openChat(event, null) : undefined}
        className={buttonClasses({ variant: 'outline', size: 'sm', className: cn(big, className) })}
      >
        <MessagesSquare aria-hidden="true" /> WhatsApp
      </a>
    );
  }
  const choose = (template: ChatTemplate | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    setOpen(false);
    const withLink = template?.body.includes('{quote_link}')
      ? (link: string | null) => chatHref(target.number, fillTemplate(template.body, { ...target.values, quote_link: link ?? '' }))
      : undefined;
    openChat(event, template?.id ?? null, withLink);
  };
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger className={buttonClasses({ variant: 'outline', size: 'sm', className: cn(big, className) })}>
        {/* On a phone the button is a third of the row: the chevron would not fit. */}
        <MessagesSquare aria-hidden="true" /> WhatsApp <ChevronDown aria-hidden="true" className="hidden sm:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-w-[min(22rem,calc(100vw-2rem))]">
        <DropdownMenuItem asChild>
          <a href={plainHref} {...linkProps} onClick={choose(null)}>
            <MessagesSquare aria-hidden="true" /> Plain chat
          </a>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Templates</DropdownMenuLabel>
        {templates.map((template) => (
          <DropdownMenuItem key={template.id} asChild>
            <a href={chatHref(target.number, fillTemplate(template.body, target.values))} {...linkProps} onClick={choose(template)}>
              <MessageSquareText aria-hidden="true" /> <span className="truncate">{template.name}</span>
            </a>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
