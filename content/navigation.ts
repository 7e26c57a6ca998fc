/**
 * Navigation: the header bar (wide-screen links, the Services dropdown, the Get Quote button)
 * and the footer link lists. docs/product.md, 'Public pages': 'Navigation bar' and 'Footer'.
 */

export type NavLink = { label: string; to: string };
export type NavMenuLink = NavLink & { description: string };

/**
 * Top-level header links. On wide screens the Services dropdown sits between About and
 * Articles; on small screens the services are listed under a 'Services' heading in the panel.
 */
export const mainNav = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Articles', to: '/articles' },
  { label: 'Price Calculator', to: '/calculator' },
  { label: 'Contact Us', to: '/contact' },
] as const satisfies readonly NavLink[];

/**
 * The Services dropdown, in this order. Pooja Units is deliberately not listed here;
 * the footer links to it.
 */
export const servicesMenu = [
  {
    label: 'All Services',
    to: '/services',
    description: 'Everything we design and build, from one room to the whole home.',
  },
  {
    label: 'Modular Kitchens',
    to: '/services/modular-kitchen',
    description: 'Factory-finished kitchens planned around how you cook.',
  },
  {
    label: 'Modular Wardrobes',
    to: '/services/modular-wardrobe',
    description: 'Sliding, hinged and walk-in wardrobes with storage that fits.',
  },
  {
    label: 'Entertainment Units',
    to: '/services/entertainment-units',
    description: 'TV walls and media units with hidden wiring and display space.',
  },
  {
    label: 'False Ceiling',
    to: '/services/false-ceiling',
    description: 'Gypsum, POP and wooden ceilings with planned lighting.',
  },
  {
    label: 'Full Interior Design',
    to: '/services/interior-design',
    description: 'Complete home interiors, from 3D design to handover.',
  },
  {
    label: 'Corporate',
    to: '/corporate',
    description: 'Offices, meeting rooms and receptions that work hard.',
  },
  {
    label: 'Our Process',
    to: '/process',
    description: 'Four clear phases, milestone payments, no surprises.',
  },
] as const satisfies readonly NavMenuLink[];

export const footerQuickLinks = [
  { label: 'About', to: '/about' },
  { label: 'Services', to: '/services' },
  { label: 'Our Process', to: '/process' },
  { label: 'Projects', to: '/projects' },
  { label: 'Articles', to: '/articles' },
  { label: 'Price Calculator', to: '/calculator' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Corporate', to: '/corporate' },
] as const satisfies readonly NavLink[];

/** The six services, including Pooja Units (which the header dropdown leaves out). */
export const footerServiceLinks = [
  { label: 'Full Interior Design', to: '/services/interior-design' },
  { label: 'Modular Kitchens', to: '/services/modular-kitchen' },
  { label: 'Modular Wardrobes', to: '/services/modular-wardrobe' },
  { label: 'Entertainment Units', to: '/services/entertainment-units' },
  { label: 'False Ceiling', to: '/services/false-ceiling' },
  { label: 'Pooja Units', to: '/services/pooja-units' },
] as const satisfies readonly NavLink[];

/** The header's call-to-action button. */
export const getQuote = { label: 'Get Quote', to: '/contact' } as const satisfies NavLink;
