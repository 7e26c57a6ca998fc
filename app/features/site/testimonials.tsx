import type { Testimonial } from '#content/types.ts';
import { Icon } from '#app/components/ui/icon.tsx';
import { initials, Monogram } from '#app/features/site/monogram.tsx';

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
              <Monogram className="size-11 bg-sage-100 text-sage-700">{initials(item.name)}</Monogram>
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
