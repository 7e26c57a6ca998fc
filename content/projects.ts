/**
 * The projects page's words, and the six projects it showed before they moved into the database
 * (docs/product.md, 'Public pages', 'Projects'). Clients are anonymised; durations follow the timelines in
 * docs/product.md, 'Public pages' (modular kitchen 15-20 days, complete home 30-45 days, corporate average 45 days).
 */
import type { Project, Seo } from '#content/types.ts';

/** A sample project with the fields of a stored one (the values of the project form's lists). */
export type SampleProject = Project & {
  locality: string;
  service: string;
  propertyType: string;
  carpetArea: number;
  package: string;
  budget: string;
  style: string;
  imageAlt: string;
};

export const projectsPage: {
  seo: Seo;
  hero: { eyebrow: string; title: string; intro: string };
  /** A project page's button: opens the calculator with the project's inputs. */
  dialogCta: 'Get a Similar Design';
} = {
  seo: {
    title: 'Interior Design Projects in Bangalore',
    description:
      'Apartments, villas, offices, cafés, kitchens and bathrooms we designed across Bangalore. Filter by locality, property type, budget and style, and price a similar design.',
    keywords: [
      'interior design projects Bangalore',
      'home interior portfolio Bangalore',
      'modular kitchen projects',
      'office interiors Bangalore',
    ],
  },
  hero: {
    eyebrow: 'Our projects',
    title: 'Homes and workspaces we have brought to life',
    intro:
      'Every project starts with a free site visit and a 3D design. Here are a few of them, from a compact kitchen makeover to a full villa, with what we did and how long it took.',
  },
  dialogCta: 'Get a Similar Design',
};

/**
 * The projects the site showed before the 'Projects' screen: moved into the database at the first
 * start of the version that added it (app/features/projects/sample-projects.server.ts), each with
 * its illustration as its photo. Staff manage them on the 'Projects' screen from then on.
 */
export const projects: SampleProject[] = [
  {
    id: 'whitefield-apartment',
    title: 'A Calm 3BHK for a Growing Family',
    category: 'Residential',
    image: 'project-whitefield-apartment',
    description:
      'The family wanted a home that stayed tidy with two young children. We planned closed storage in every room, an L-shaped kitchen with a breakfast counter, sliding wardrobes in the bedrooms and a TV wall with hidden wiring, all in light oak, off-white and sage.',
    client: 'The Menon family',
    location: 'Whitefield',
    scope: '3BHK apartment · kitchen, wardrobes, TV unit, false ceiling',
    duration: '42 days',
    locality: 'whitefield',
    service: 'full-interior',
    propertyType: '3bhk',
    carpetArea: 1450,
    package: 'premium',
    budget: '10-20-lakh',
    style: 'contemporary',
    imageAlt: 'A bright living room with a light oak TV wall, off-white sofa and sage green accents',
  },
  {
    id: 'hsr-villa',
    title: 'A Warm, Modern Villa with a Pooja Room at Its Heart',
    category: 'Residential',
    image: 'project-hsr-villa',
    description:
      'Three generations share this villa, so every floor had to work for everyone. We designed an island kitchen, a carved wooden pooja room with brass details, a walk-in wardrobe for the master bedroom and a coffered ceiling over the double-height living room.',
    client: 'The Reddy family',
    location: 'HSR Layout',
    scope: '4BHK independent villa · complete home interiors',
    duration: '45 days',
    locality: 'hsr-layout',
    service: 'full-interior',
    propertyType: 'villa',
    carpetArea: 3200,
    package: 'luxury',
    budget: '20-lakh-plus',
    style: 'traditional',
    imageAlt: 'A double-height living room with a coffered ceiling and a carved wooden pooja room with brass details',
  },
  {
    id: 'startup-office',
    title: 'An Open, Energetic Office for a Fintech Team',
    category: 'Commercial',
    image: 'project-startup-office',
    description:
      'A young team moving into its first proper office wanted space to focus and space to meet. We laid out open workstations, two glass-fronted meeting rooms, phone booths for quiet calls and a pantry that doubles as a town-hall space.',
    client: 'A fintech startup',
    location: 'Bellandur',
    scope: 'Office floor · workstations, meeting rooms, pantry, reception',
    duration: '45 days',
    locality: 'bellandur',
    service: 'full-interior',
    propertyType: 'office',
    carpetArea: 4000,
    package: 'premium',
    budget: '20-lakh-plus',
    style: 'industrial',
    imageAlt: 'An open office floor with rows of workstations and glass-fronted meeting rooms',
  },
  {
    id: 'neighbourhood-cafe',
    title: 'A Neighbourhood Café with a Lived-in Feel',
    category: 'Commercial',
    image: 'project-cafe',
    description:
      'The owners wanted a café where people would stay for a second cup. We designed a long wooden counter, built-in bench seating along the walls, warm pendant lighting and a bookshelf corner, using finishes that stand up to a busy service.',
    client: 'An independent specialty café',
    location: 'Kalyan Nagar',
    scope: 'Café · counter, seating, lighting, storage',
    duration: '35 days',
    locality: 'kalyan-nagar',
    service: 'full-interior',
    propertyType: 'office',
    carpetArea: 1200,
    package: 'premium',
    budget: '10-20-lakh',
    style: 'contemporary',
    imageAlt: 'A café with a long wooden counter, bench seating along the walls and warm pendant lights',
  },
  {
    id: 'koramangala-kitchen',
    title: 'A Compact Parallel Kitchen That Cooks Like a Big One',
    category: 'Kitchen',
    image: 'project-koramangala-kitchen',
    description:
      'A narrow apartment kitchen with wasted corners and no place for the mixer grinder. We turned it into a parallel kitchen with deep drawers for heavy vessels, a masala pull-out beside the hob, a tall pantry unit and a quartz counter that is easy to wipe down.',
    client: 'A working couple',
    location: 'Koramangala',
    scope: '2BHK apartment kitchen · modular kitchen with tall unit',
    duration: '18 days',
    locality: 'koramangala',
    service: 'modular-kitchen',
    propertyType: '2bhk',
    carpetArea: 1050,
    package: 'premium',
    budget: 'under-5-lakh',
    style: 'modern',
    imageAlt: 'A parallel kitchen with deep drawers, a tall pantry unit and a white quartz counter',
  },
  {
    id: 'indiranagar-bathroom',
    title: 'A Bright, Easy-Care Bathroom Makeover',
    category: 'Bathroom',
    image: 'project-indiranagar-bathroom',
    description:
      'A dated bathroom with too little storage and a constantly wet floor. We added a moisture-resistant vanity with drawers, a mirror cabinet, a glass partition for a dry area and warm lighting, in pale stone tones that keep it bright.',
    client: 'The Nair family',
    location: 'Indiranagar',
    scope: 'Master bathroom · vanity, mirror cabinet, shower partition, lighting',
    duration: '20 days',
    locality: 'indiranagar',
    service: 'full-interior',
    propertyType: '3bhk',
    carpetArea: 1400,
    package: 'essential',
    budget: 'under-5-lakh',
    style: 'minimal',
    imageAlt: 'A pale stone bathroom with a drawer vanity, a mirror cabinet and a glass shower partition',
  },
];
