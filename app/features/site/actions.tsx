import { Link } from 'react-router';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { chatLink, telLink } from '#content/company.ts';
import type { Action } from '#content/types.ts';
import { Icon } from '#app/components/ui/icon.tsx';

/** Buttons of a hero or call to action; `dark` when they sit on a charcoal background. */
export function ActionButtons({ actions, dark = false, className }: { actions: readonly Action[]; dark?: boolean; className?: string }) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      {actions.map((action, index) => {
        const primary = (action.style ?? (index === 0 ? 'primary' : 'outline')) === 'primary';
        const classes = primary
          ? buttonClasses({ variant: 'primary', size: 'lg' })
          : cn(buttonClasses({ variant: 'outline', size: 'lg' }), dark && 'border-white/30 bg-transparent text-white hover:bg-white/10');
        if (action.kind === 'link') {
          return (
            <Link key={action.label} to={action.to} className={classes}>
              {action.label}
            </Link>
          );
        }
        if (action.kind === 'call') {
          return (
            <a key={action.label} href={telLink()} className={classes}>
              <Icon name="phone" /> {action.label}
            </a>
          );
        }
        return (
          <a key={action.label} href={chatLink()} target="_blank" rel="noopener noreferrer" className={classes}>
            <Icon name="message-circle" /> {action.label}
          </a>
        );
      })}
    </div>
  );
}
