import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Picture } from '#app/components/picture.tsx';
import { cn } from '#app/components/ui/cn.ts';
import type { ResponsiveImage } from '#app/lib/images.ts';
import type { Action } from '#content/types.ts';
import { ActionButtons } from '#app/features/site/actions.tsx';
import { Eyebrow } from '#app/features/site/section.tsx';
import { Icon } from '#app/components/ui/icon.tsx';

export const HERO_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw';

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  actions?: readonly Action[];
  /** Trail after Home; the last entry is this page. */
  breadcrumbs?: { name: string; path: string }[];
  image?: ResponsiveImage;
  imageAlt?: string;
  children?: ReactNode;
};

/** The dark band every inner page opens with (the navigation bar is transparent above it). */
export function PageHero({ eyebrow, title, intro, actions, breadcrumbs, image, imageAlt = '', children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-charcoal pt-[72px] text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(176_122_59/0.22),transparent_55%)]"
      />
      <div
        className={cn(
          'relative mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 pt-10 pb-16 sm:px-6 sm:pt-14 sm:pb-20 lg:px-8',
          image && 'lg:grid-cols-[1.1fr_1fr] lg:items-center',
        )}
      >
        <div>
          {breadcrumbs ? <Breadcrumbs trail={breadcrumbs} /> : null}
          {eyebrow ? <Eyebrow dark>{eyebrow}</Eyebrow> : null}
          <h1 className="max-w-3xl text-4xl leading-[1.1] text-white sm:text-5xl">{title}</h1>
          {intro ? <p className="mt-5 max-w-2xl text-lg text-white/80">{intro}</p> : null}
          {actions?.length ? <ActionButtons actions={actions} dark className="mt-8" /> : null}
          {children}
        </div>
        {image ? (
          <Picture image={image} alt={imageAlt} sizes={HERO_IMAGE_SIZES} priority imgClassName="h-auto w-full rounded-lg shadow-lift" />
        ) : null}
      </div>
    </section>
  );
}

export function Breadcrumbs({ trail }: { trail: { name: string; path: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm text-white/70">
      {/* One line, the current page's name cut short when it does not fit (the heading below
          says it whole): a trail that wrapped or not by a few pixels made the hero change height
          when the web font replaced the fallback (a layout shift of 0.116 on a project page). */}
      <ol className="flex items-center gap-1.5 whitespace-nowrap">
        <li className="shrink-0">
          <Link to="/" className="hover:text-white">
            Home
          </Link>
        </li>
        {trail.map((crumb, index) => (
          <li key={crumb.path} className={cn('flex items-center gap-1.5', index === trail.length - 1 ? 'min-w-0' : 'shrink-0')}>
            <Icon name="chevron-right" className="size-3.5 shrink-0" />
            {index === trail.length - 1 ? (
              <span aria-current="page" className="truncate text-white">
                {crumb.name}
              </span>
            ) : (
              <Link to={crumb.path} className="hover:text-white">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
