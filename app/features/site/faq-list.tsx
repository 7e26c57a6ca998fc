import type { Faq } from '#content/types.ts';
import { Icon } from '#app/components/ui/icon.tsx';

/** Questions as native disclosure widgets: keyboard- and screen-reader-friendly without script. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-line rounded-lg border border-line bg-surface">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-6 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex min-h-16 cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold">
            <h3 className="font-sans text-lg font-semibold">{faq.question}</h3>
            <Icon name="chevron-down" className="size-5 shrink-0 text-brass-700 transition-transform group-open:rotate-180" />
          </summary>
          <p className="pb-6 text-ink-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
