import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useMatches } from 'react-router';
import { buttonClasses } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { company } from '#content/company.ts';
import { getQuote, mainNav, servicesMenu } from '#content/navigation.ts';
import { Icon } from '#app/components/ui/icon.tsx';

/** What a route's `handle` may say to the navigation bar. */
export type SiteHeaderHandle = { solidNavBar?: boolean };

/** Scrolled more than 20 px (docs/product.md, 'Public pages'): the bar turns solid. */
function useScrolledPast(offset: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return scrolled;
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn('flex min-h-11 items-center gap-2.5 text-white', className)}>
      <svg viewBox="0 0 64 64" className="size-9 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#2b2825" />
        <path d="M16 46 32 16l16 30" fill="none" stroke="#d9b27c" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M22 36h20" stroke="#d9b27c" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <span className="font-display text-xl leading-none font-semibold tracking-tight">{company.name}</span>
    </Link>
  );
}

const linkClasses = (isActive: boolean) =>
  cn(
    'inline-flex min-h-11 items-center rounded-md px-3 text-[0.9375rem] font-medium transition-colors hover:text-brass-300',
    isActive ? 'text-brass-300' : 'text-white/90',
  );

/** Whether the phone menu is open as a popover (browsers without popovers: never). */
function popoverOpen(element: HTMLElement | null): boolean {
  return element !== null && 'showPopover' in element && element.matches(':popover-open');
}

export function SiteHeader() {
  const scrolled = useScrolledPast(20);
  const hydrated = useHydrated();
  // The panel belongs to the page it was opened on: choosing a link (any route change) closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  // A page may ask for the solid bar from the top (the article page: its dark header would look
  // the same, and the light body below never shows through the bar's white text).
  const solidTop = useMatches().some((match) => (match.handle as SiteHeaderHandle | undefined)?.solidNavBar === true);
  const solid = scrolled || menuOpen || solidTop;
  const [home, about, ...rest] = mainNav;

  // Until the page's script runs, the panel is a popover that the button opens and closes
  // without JavaScript (decision 051). A visitor may have opened it before then: it stays open
  // when React takes over (this runs before the popover attribute goes).
  const panel = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (popoverOpen(panel.current)) setOpenOn(pathname);
    // Only the state the server-rendered page was left in matters, hence no dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <header
      data-scrolled={solid ? 'true' : 'false'}
      className={cn(
        // No colour transition: half-way the bar is see-through, and its white text over a light
        // section would be unreadable for those 300 ms (axe's contrast check caught it, decision 051).
        'site-header group/header fixed inset-x-0 top-0 z-50',
        // Plain sRGB (charcoal at 95%), as in app/styles/page.css, so contrast checkers can read it (they do not read oklab).
        // See-through over the dark hero, with a charcoal scrim at the top: where the bar is not
        // solid yet but a light section is under it (scrolled before the script runs, or a
        // checker that scrolls the page), the white text still has a dark ground behind it.
        solid
          ? 'bg-[#1f1d1bf2] shadow-[0_1px_0_rgb(255_255_255/0.06)] backdrop-blur-sm'
          : 'bg-transparent bg-linear-to-b from-[#1f1d1bcc] to-transparent',
        // The menu opened before the script runs (a popover) makes the bar solid too.
        'has-[#mobile-menu:popover-open]:bg-[#1f1d1bf2]',
      )}
    >
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-ink focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex h-[72px] max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <ul className="hidden items-center gap-1 lg:flex">
          {[home!, about!].map((item) => (
            <li key={item.to}>
              <Link to={item.to} aria-current={pathname === item.to ? 'page' : undefined} className={linkClasses(pathname === item.to)}>
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <ServicesMenu
              key={pathname}
              active={pathname.startsWith('/services') || pathname === '/corporate' || pathname === '/process'}
            />
          </li>
          {rest.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={pathname.startsWith(item.to) ? 'page' : undefined}
                className={linkClasses(pathname.startsWith(item.to))}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <Link to={getQuote.to} className={buttonClasses({ variant: 'primary', size: 'md', className: 'max-sm:hidden' })}>
            {getQuote.label}
          </Link>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10 lg:hidden"
            // Before the script runs the browser opens the popover and exposes the button as
            // expanded or collapsed; an aria-expanded="false" written in the page would hide that.
            popoverTarget={hydrated ? undefined : 'mobile-menu'}
            aria-expanded={hydrated ? menuOpen : undefined}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={(event) => {
              event.preventDefault(); // React's state decides from now on, not the popover
              setMenuOpen(!menuOpen);
            }}
          >
            {/* Both icons, so that the popover (before the script) can swap them with CSS. */}
            <Icon name="menu" className={cn('size-6 group-has-[#mobile-menu:popover-open]/header:hidden', menuOpen && 'hidden')} />
            <Icon name="x" className={cn('size-6 group-has-[#mobile-menu:popover-open]/header:block', !menuOpen && 'hidden')} />
          </button>
        </div>
      </nav>
      <nav
        ref={panel}
        id="mobile-menu"
        aria-label="Menu"
        popover={hydrated ? undefined : 'auto'}
        hidden={hydrated ? !menuOpen : undefined}
        className={cn(
          'max-h-[calc(100dvh-72px)] overflow-y-auto border-t border-white/10 bg-charcoal px-4 pb-8 lg:hidden',
          // As a popover it sits in the top layer: placed right under the bar, as it is in the header.
          '[&[popover]]:top-[72px] [&[popover]]:bottom-auto [&[popover]]:w-full [&[popover]]:text-white',
        )}
      >
        <ul className="pt-2">
          {[home!, about!].map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end onClick={() => setMenuOpen(false)} className={mobileLink}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-3 mb-1 px-3 text-xs font-semibold tracking-[0.16em] text-brass-300 uppercase">Services</li>
          {servicesMenu.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end
                onClick={() => setMenuOpen(false)}
                className={({ isActive }) => cn(mobileLink({ isActive }), 'pl-6')}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-3" aria-hidden="true" />
          {rest.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} onClick={() => setMenuOpen(false)} className={mobileLink}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Link
          to={getQuote.to}
          onClick={() => setMenuOpen(false)}
          className={cn(buttonClasses({ variant: 'primary', size: 'lg' }), 'mt-6 w-full')}
        >
          {getQuote.label}
        </Link>
      </nav>
    </header>
  );
}

function mobileLink({ isActive }: { isActive: boolean }) {
  return cn(
    'flex min-h-12 items-center rounded-md px-3 text-lg transition-colors hover:bg-white/5',
    isActive ? 'text-brass-300' : 'text-white',
  );
}

/**
 * The Services dropdown of wide screens: opens on hover (with a short grace period to reach
 * the panel), on click and with the arrow key; Escape or leaving it closes it. A new page
 * (the `key` above) starts it closed.
 */
function ServicesMenu({ active }: { active: boolean }) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), 150);
  };
  const focusItem = (index: number) => {
    const links = container.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-item]');
    if (!links?.length) return;
    links[(index + links.length) % links.length]!.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <div
      ref={container}
      className="relative"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="services-menu"
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            show();
            requestAnimationFrame(() => focusItem(0));
          }
        }}
        className={cn(
          'group inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-[0.9375rem] font-medium transition-colors hover:text-brass-300',
          open || active ? 'text-brass-300' : 'text-white/90',
        )}
      >
        Services
        <Icon name="chevron-down" className={cn('size-4 transition-transform duration-200', open && 'rotate-180')} />
      </button>
      <div
        id="services-menu"
        hidden={!open}
        className="absolute top-full left-1/2 w-[560px] -translate-x-1/2 pt-2"
        onKeyDown={(event) => {
          const links = [...(container.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-item]') ?? [])];
          const index = links.indexOf(document.activeElement as HTMLAnchorElement);
          if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
            event.preventDefault();
            focusItem(index + 1);
          } else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
            event.preventDefault();
            focusItem(index - 1);
          }
        }}
      >
        <ul className="grid animate-fade-in grid-cols-2 gap-1 rounded-lg border border-line bg-surface p-3 shadow-lift">
          {servicesMenu.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                data-menu-item=""
                onClick={() => setOpen(false)}
                className="block rounded-md px-3 py-2.5 transition-colors hover:bg-sand focus-visible:bg-sand"
              >
                <span className="block font-semibold text-ink">{item.label}</span>
                <span className="mt-0.5 block text-sm leading-snug text-ink-muted">{item.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
