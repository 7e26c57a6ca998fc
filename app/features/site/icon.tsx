import { Icon } from '#app/components/ui/icon.tsx';
import type { IconName } from '#content/types.ts';

/** An icon the content names (features, contact details...), drawn at the content's stroke width. */
export function ContentIcon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  return <Icon name={name} className={className} strokeWidth={1.75} />;
}
