// What only the /services page shows: its copy, the why-choose-us block, and each service's longer
// list of what it includes (the cards themselves are in services.ts, which other pages load too).
import type { Feature, Seo } from '#content/types.ts';
import { warranty } from '#content/warranty.ts';
import { quotePromise } from '#content/promises.ts';

/** Titles the /services page uses where they differ from the card title (docs/product.md, 'Public pages'). */
export const servicesPageTitles: Record<string, string> = {
  'interior-design': 'Complete Interior Design',
};

/** The longer list of each card (by service id) on the /services page. */
export const serviceDetailFeatures: Readonly<Record<string, readonly string[]>> = {
  'interior-design': [
    'Free site visit with precise measurements of every room',
    'Space planning and 3D designs for each room',
    'Modular kitchen, wardrobes, TV and pooja units made to measure',
    'False ceiling, lighting and electrical point planning',
    'Materials, colours and finishes chosen from real samples',
    'A dedicated designer and site supervisor',
    'Complete home interiors in 30-45 days',
  ],
  'modular-kitchen': [
    'Layouts planned around your sink, gas point and chimney duct',
    'BWP plywood for the sink unit and every base unit near water',
    'Laminate, acrylic, membrane, lacquer, veneer and PU finishes',
    'Tandem drawers, corner solutions and tall pantry pull-outs',
    'Granite or quartz countertops, chimney and hob integration',
    '15-20 day installation',
  ],
  'modular-wardrobe': [
    'Walk-in, built-in, sliding, hinged and corner designs',
    'Hanging space, drawers and shelves planned section by section',
    'Saree pull-outs, internal lockers and concealed drawers',
    'Lofts sized to your largest suitcase',
    'Sensor-operated LED profile lights',
    'Laminate, acrylic, lacquered glass and PU finishes',
  ],
  'entertainment-units': [
    'Screen size and height planned for your sofa distance',
    'Conduits and sockets planned before the carpentry starts',
    'Floating consoles, corner units and full media walls',
    'Closed drawers for clutter, a few open shelves for display',
    'Matte laminate, veneer and fluted panel finishes',
    'Warm LED backlighting on its own switch',
  ],
  'false-ceiling': [
    'Gypsum board, POP, wooden and metal grid ceilings',
    'Lighting plan with cove, profile and downlights',
    'Rust-resistant galvanised steel framing',
    'Moisture-resistant boards for kitchens and bathrooms',
    'Access panels near AC units and junction boxes',
    'Joints taped, puttied and painted for a seamless finish',
  ],
  'pooja-units': [
    'Wall-mounted, floor-standing and corner mandirs',
    'CNC-cut jaali doors and back panels',
    'Granite or marble platform where the diya burns',
    'Ventilation for agarbatti smoke',
    'Drawers for lamps, oil, camphor and books',
    'Warm LED lighting on its own switch',
    'Placement guided by your Vastu preferences',
  ],
};

/** Why-choose-us block of the /services page. */
export const whyChooseUs: readonly Feature[] = [
  {
    icon: 'map-pin',
    title: 'Free Site Visit',
    description:
      'A designer visits your home, measures every wall and notes the plumbing, gas and electrical points before suggesting anything.',
  },
  {
    icon: 'monitor',
    title: '3D Designs Included',
    description: 'See every room in 3D, with your finishes and lighting, and ask for changes until it feels right. No extra charge.',
  },
  {
    icon: 'shield-check',
    title: warranty.label,
    description: `${warranty.statement} The terms are written into your contract.`,
  },
  {
    icon: 'hand-coins',
    title: 'Best Price Guarantee',
    description:
      'Factory-direct pricing, and a quote that names the carcass, finish and hardware of every unit, so you can compare like for like.',
  },
  {
    icon: 'clock',
    title: `Detailed Quote Within ${quotePromise.hours} Hours`,
    description: `An itemised quote with dimensions, materials and fittings for each unit, not a single lump sum, within ${quotePromise.hours} hours.`,
  },
  {
    icon: 'calendar',
    title: 'On-Time Delivery',
    description:
      'A written schedule before work begins and one site supervisor who keeps it: modular kitchens in 15-20 days, complete homes in 30-45 days.',
  },
];

export const servicesPage: {
  seo: Seo;
  hero: { eyebrow: string; title: string; intro: string };
  cta: { title: string; text: string };
} = {
  seo: {
    title: 'Interior Design & Modular Furniture Services in Bangalore',
    description:
      'Full home interiors, modular kitchens, wardrobes, TV units, false ceilings and pooja units in Bangalore. Free site visit and 3D designs included.',
    keywords: [
      'interior design services Bangalore',
      'modular kitchen Bangalore',
      'modular wardrobes',
      'TV unit design',
      'false ceiling Bangalore',
      'pooja unit design',
    ],
  },
  hero: {
    eyebrow: 'Our Services',
    title: 'Everything Your Home Needs, Designed and Built by One Team',
    intro:
      'From a single modular kitchen to a complete 3BHK, we design around the way your family lives and build with materials chosen for Bangalore homes. Every project starts with a free site visit and 3D designs.',
  },
  cta: {
    title: 'Not Sure Where to Start?',
    text: `Book a free site visit. We'll measure your home, talk through what you need and send a detailed quote within ${quotePromise.hours} hours, or browse our recent projects for ideas first.`,
  },
};
