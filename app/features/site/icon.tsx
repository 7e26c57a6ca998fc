import type { IconName } from '#content/types.ts';

/**
 * The site's one icon set (lucide, one stroke width), drawn from the /icons.svg sprite so
 * icons named by the content cost no JavaScript.
 */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
