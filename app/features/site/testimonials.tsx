import type { Testimonial } from '#content/types.ts';
import { Icon } from '#app/components/ui/icon.tsx';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function Rating({ value = 5, className = 'text-brass-500' }: { value?: number; className?: string }) {
  return (
    <div className={`flex gap-0.5 ${className}`} role="img" aria-label={`Rated ${value} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon name="star" key={index} className="size-4" fill={index < value ? 'currentColor' : 'none'} />
      ))}
    </div>
  );
}

/** Client quotes with initials in a circle (no stock portraits). */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.name}>
          <figure className="flex h-full flex-col rounded-lg border border-line bg-surface p-7 shadow-soft">
            <Rating value={item.rating ?? 5} />
            <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink">“{item.quote}”</blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-11 items-center justify-center rounded-full bg-sage-100 font-semibold text-sage-700"
              >
                {initials(item.name)}
              </span>
              <span>
                <span className="block font-semibold">{item.name}</span>
                <span className="block text-sm text-ink-muted">{item.title}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
