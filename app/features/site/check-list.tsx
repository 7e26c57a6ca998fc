import { Icon } from '#app/components/ui/icon.tsx';

const tones = {
  /** Features of a service or package, on the light page. */
  light: { item: 'flex gap-2 text-[0.9375rem]', icon: 'mt-1 size-4 shrink-0 text-sage-700' },
  /** Selling points on a charcoal band. */
  dark: { item: 'flex gap-3', icon: 'mt-1 size-5 shrink-0 text-brass-300' },
  /** Short highlights in a dark hero. */
  'dark-compact': { item: 'flex gap-2', icon: 'mt-1 size-4 shrink-0 text-brass-300' },
} as const;

/** A list whose items each start with a check mark. */
export function CheckList({
  items,
  tone = 'light',
  className,
}: {
  items: readonly string[];
  tone?: keyof typeof tones;
  className?: string;
}) {
  const style = tones[tone];
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={style.item}>
          <Icon name="check" className={style.icon} />
          {item}
        </li>
      ))}
    </ul>
  );
}
