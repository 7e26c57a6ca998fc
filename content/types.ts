/**
 * Shapes of the site's copy. Every page's words, lists and numbers live in typed content
 * modules beside this file; components only render them.
 */

/** Names of icons the site renders (lucide-react icons, mapped in app/features/site/icon.tsx). */
export type IconName =
  | 'award'
  | 'badge-check'
  | 'briefcase'
  | 'building'
  | 'calendar'
  | 'camera'
  | 'chef-hat'
  | 'clipboard-check'
  | 'clock'
  | 'coffee'
  | 'compass'
  | 'gem'
  | 'hammer'
  | 'hand-coins'
  | 'handshake'
  | 'heart'
  | 'home'
  | 'key'
  | 'layers'
  | 'layout'
  | 'leaf'
  | 'lightbulb'
  | 'mail'
  | 'map-pin'
  | 'message-circle'
  | 'monitor'
  | 'package'
  | 'paint-bucket'
  | 'palette'
  | 'pencil-ruler'
  | 'phone'
  | 'ruler'
  | 'shield-check'
  | 'sofa'
  | 'sparkles'
  | 'star'
  | 'sun'
  | 'timer'
  | 'truck'
  | 'tv'
  | 'users'
  | 'wallet'
  | 'warehouse'
  | 'wrench';

/**
 * Base name of an image in content/media (e.g. 'service-modular-kitchen'). The default is an
 * SVG illustration; a photo with the same base name (.jpg, .png, .webp) replaces it.
 */
export type ImageName = string;

export type Seo = {
  /** Without the brand suffix; pageTitle() adds it. */
  title: string;
  /** 120-160 characters, plain text. */
  description: string;
  keywords?: string[];
};

/** A link or button of a page. `quote` opens a quote dialog instead of navigating. */
export type Action =
  | { kind: 'link'; label: string; to: string; style?: 'primary' | 'outline' }
  | { kind: 'call'; label: string; style?: 'primary' | 'outline' }
  | { kind: 'chat'; label: string; style?: 'primary' | 'outline' };

export type Feature = { icon: IconName; title: string; description: string };
export type Stat = {
  value: string;
  label: string;
  /** The area's published projects: the page shows their number, or leaves the stat out when there are none. */
  countsProjects?: true;
};
export type Step = { title: string; description: string; duration?: string };
export type Faq = { question: string; answer: string };
export type Testimonial = { name: string; title: string; quote: string; rating?: number };

/** Home page services section and the /services page: six cards. */
export type ServiceFilter = 'all' | 'kitchens' | 'wardrobes' | 'entertainment' | 'ceiling' | 'design';
export type ServiceCard = {
  id: string;
  /** Page at /services/{slug}. */
  slug: string;
  title: string;
  description: string;
  icon: IconName;
  image: ImageName;
  /** Exactly four. */
  features: [string, string, string, string];
  /** The filter tab it appears under besides 'all'; Pooja Units has none. */
  filter: Exclude<ServiceFilter, 'all'> | null;
  badge?: 'Popular' | 'Premium';
  /** e.g. 'From ₹50,000' (the starting prices in docs/product.md, 'Public pages'), when known. */
  startingPrice?: string;
};

/** Sections of a service detail page, in the order they appear. */
export type ServiceSection =
  | {
      kind: 'cards';
      heading: string;
      intro?: string;
      /** Items with optional bullet features (unit types, layouts, materials...). */
      items: { title: string; description: string; features?: string[]; image?: ImageName }[];
    }
  | { kind: 'features'; heading: string; intro?: string; items: Feature[] }
  | { kind: 'chips'; heading: string; intro?: string; items: string[] }
  | { kind: 'steps'; heading: string; intro?: string; steps: Step[] }
  | { kind: 'reasons'; heading: string; intro?: string; items: Feature[] };

export type ServicePage = {
  slug: string;
  seo: Seo;
  /** Breadcrumb and card label, e.g. 'Modular Kitchens'. */
  name: string;
  hero: { eyebrow: string; title: string; intro: string; image: ImageName; actions: Action[]; highlights: string[] };
  sections: ServiceSection[];
  /** Closing call to action. */
  cta: { title: string; text: string; actions: Action[] };
};

export type LocationPage = {
  slug: string;
  /** Area name as people write it, e.g. 'HSR Layout'. */
  name: string;
  seo: Seo;
  /** One or two sentences under 'Interior Designers in {name}'. */
  intro: string;
  /** Something true and specific to the area (housing, streets, what residents ask for). */
  areaNote: string;
  /** Four stats; areas with figures of their own use them. */
  stats: Stat[];
  /** Short bullet highlights shown in the hero. */
  highlights: string[];
  /** Why-choose grid: four to six features. */
  features: Feature[];
  /** Services most asked for in this area, with a line each. */
  specialties: { title: string; description: string }[];
  testimonial?: { name: string; text: string; rating: number };
  /** Nearby localities (slugs) to link to. */
  nearby: string[];
  /** Ends the page with the grid of every service (the Yelahanka page). */
  endsWithServices?: boolean;
  image: ImageName;
};

export type ProjectCategory = 'Residential' | 'Commercial' | 'Kitchen' | 'Bathroom';
export type Project = {
  id: string;
  title: string;
  category: ProjectCategory;
  image: ImageName;
  description: string;
  client: string;
  location: string;
  /** e.g. '3BHK, 1,650 sq ft' */
  scope: string;
  duration: string;
};

export type GalleryCategory = 'False Ceiling' | 'Living Room' | 'Pooja Room' | 'Wardrobe' | 'Kitchen' | 'Bedroom';
/** A design of the home page gallery; what the viewer says about it is in content/gallery-descriptions.ts. */
export type GalleryItem = { id: string; image: ImageName; alt: string; category: GalleryCategory };

export type LegalSection = { heading: string; paragraphs: string[]; bullets?: string[] };
export type LegalPage = { title: string; seo: Seo; lastUpdated: string; intro: string; sections: LegalSection[] };
