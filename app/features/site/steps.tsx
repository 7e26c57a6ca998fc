import { cn } from '#app/components/ui/cn.ts';
import type { Step } from '#content/types.ts';

/** Numbered steps of a process, in a responsive grid. */
export function Steps({ steps, dark = false }: { steps: readonly Step[]; dark?: boolean }) {
  return (
    <ol className={cn('grid gap-6 sm:grid-cols-2', steps.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
      {steps.map((step, index) => (
        <li key={step.title} className={cn('relative rounded-lg border p-6', dark ? 'border-white/10' : 'border-line bg-surface')}>
          <span
            aria-hidden="true"
            className={cn('font-display text-4xl leading-none font-semibold', dark ? 'text-brass-300' : 'text-brass-500')}
          >
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className={cn('mt-4 font-sans text-lg font-semibold', dark && 'text-white')}>
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          {step.duration ? (
            <p className={cn('mt-1 text-sm font-medium', dark ? 'text-brass-300' : 'text-brass-700')}>{step.duration}</p>
          ) : null}
          <p className={cn('mt-2', dark ? 'text-white/70' : 'text-ink-muted')}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
