import type { ReactNode } from 'react';
import { Eyebrow } from '#app/features/site/section.tsx';
import { CheckList } from '#app/features/site/check-list.tsx';
import { ActionButtons } from '#app/features/site/actions.tsx';
import type { Action } from '#content/types.ts';

/** The closing call to action of a page: a dark band with text on one side, a form or buttons (`actions`) on the other. */
export function CtaBand({
  eyebrow,
  heading,
  intro,
  points,
  actions,
  children,
}: {
  eyebrow?: string;
  heading: string;
  intro: string;
  points?: readonly string[];
  actions?: readonly Action[];
  children?: ReactNode;
}) {
  return (
    // The floating chat and quote buttons step aside while this form is in view.
    <section aria-labelledby="cta-heading" className="bg-charcoal py-16 text-white sm:py-24" data-floating-aside="">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          {eyebrow ? <Eyebrow dark>{eyebrow}</Eyebrow> : null}
          <h2 id="cta-heading" className="text-3xl leading-tight text-white sm:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 max-w-xl text-lg text-white/75">{intro}</p>
          {points?.length ? <CheckList items={points} tone="dark" className="mt-6 space-y-3 text-white/90" /> : null}
        </div>
        <div>{actions ? <ActionButtons actions={actions} dark /> : children}</div>
      </div>
    </section>
  );
}
