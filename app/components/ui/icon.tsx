import spriteUrl from 'virtual:icon-sprite';
import type { IconName } from '#app/components/ui/icon-names.ts';

type IconProps = {
  name: IconName;
  /** Size and colour classes; 24 px without a size class, as lucide's components are. */
  className?: string;
  /** lucide's default; the content's icons are drawn finer (1.75). */
  strokeWidth?: number;
  /** 'currentColor' for a filled shape (a rating star). */
  fill?: string;
  stroke?: string;
};

/**
 * One of the site's icons (lucide's drawings), drawn from the sprite (scripts/vite/icon-sprite.ts)
 * so that an icon costs no JavaScript. Decorative: hidden from assistive technology, like
 * lucide's; the control it sits in carries the name.
 */
export function Icon({ name, className, strokeWidth = 2, fill = 'none', stroke = 'currentColor' }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill={fill}
      stroke={stroke}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
