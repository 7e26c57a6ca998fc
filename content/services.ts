/**
 * The six service cards (home page services section and the /services page), the filter tabs,
 * the /services why-choose-us block and the /services page copy.
 *
 * Claims are limited to the spec's (section 1 and 9): free site visit, 3D designs included,
 * 10-year warranty, best price guarantee, detailed quotes within 12 hours, kitchen 15-20 days,
 * complete home 30-45 days, starting prices.
 */
import type { Feature, Seo, ServiceCard, ServiceFilter } from '#content/types.ts';

export const services: readonly ServiceCard[] = [
  {
    id: 'interior-design',
    slug: 'interior-design',
    title: 'Full Interior Design',
    description:
      'Your whole home designed and delivered by one team: space planning, 3D designs, modular furniture, ceilings, lighting and painting, ready to move in.',
    icon: 'home',
    image: 'service-interior-design',
    features: ['Space planning & 3D designs', 'Kitchen, wardrobes & living', 'Ceilings, lighting & painting', 'One team, one timeline'],
    filter: 'design',
    badge: 'Premium',
    startingPrice: 'From ₹1,00,000',
    detailFeatures: [
      'Free site visit with precise measurements of every room',
      'Space planning and 3D designs for each room',
      'Modular kitchen, wardrobes, TV and pooja units made to measure',
      'False ceiling, lighting and electrical point planning',
      'Materials, colours and finishes chosen from real samples',
      'A dedicated designer and site supervisor',
      'Complete home interiors in 30-45 days',
    ],
  },
  {
    id: 'modular-kitchen',
    slug: 'modular-kitchen',
    title: 'Modular Kitchens',
    description:
      'Kitchens planned around how Indian families cook, with BWP plywood where there is water, a masala pull-out beside the hob and deep drawers for heavy vessels.',
    icon: 'chef-hat',
    image: 'service-modular-kitchen',
    features: ['L, U, parallel & island layouts', 'BWP plywood carcass', 'Soft-close hardware', 'Installed in 15-20 days'],
    filter: 'kitchens',
    badge: 'Popular',
    startingPrice: 'From ₹50,000',
    detailFeatures: [
      'Layouts planned around your sink, gas point and chimney duct',
      'BWP plywood for the sink unit and every base unit near water',
      'Laminate, acrylic, membrane, lacquer, veneer and PU finishes',
      'Tandem drawers, corner solutions and tall pantry pull-outs',
      'Granite or quartz countertops, chimney and hob integration',
      '15-20 day installation',
    ],
  },
  {
    id: 'modular-wardrobe',
    slug: 'modular-wardrobe',
    title: 'Modular Wardrobes',
    description:
      'Sliding, hinged and walk-in wardrobes sized to your bedroom, with the inside planned for long kurtas, silk sarees and the suitcases in the loft.',
    icon: 'layers',
    image: 'service-modular-wardrobe',
    features: ['Sliding & hinged shutters', 'Custom internal layouts', 'Lofts for suitcases', 'Soft-close fittings'],
    filter: 'wardrobes',
    badge: 'Popular',
    startingPrice: 'From ₹30,000',
    detailFeatures: [
      'Walk-in, built-in, sliding, hinged and corner designs',
      'Hanging space, drawers and shelves planned section by section',
      'Saree pull-outs, internal lockers and concealed drawers',
      'Lofts sized to your largest suitcase',
      'Sensor-operated LED profile lights',
      'Laminate, acrylic, lacquered glass and PU finishes',
    ],
  },
  {
    id: 'entertainment-units',
    slug: 'entertainment-units',
    title: 'Entertainment Units',
    description:
      'TV units and media walls that hide every wire, keep your electronics ventilated and add living room storage without making the room feel smaller.',
    icon: 'tv',
    image: 'service-entertainment-unit',
    features: ['Wall-mounted & floor units', 'Concealed wiring', 'Ventilated electronics bay', 'Ambient LED lighting'],
    filter: 'entertainment',
    detailFeatures: [
      'Screen size and height planned for your sofa distance',
      'Conduits and sockets planned before the carpentry starts',
      'Floating consoles, corner units and full media walls',
      'Closed drawers for clutter, a few open shelves for display',
      'Matte laminate, veneer and fluted panel finishes',
      'Warm LED backlighting on its own switch',
    ],
  },
  {
    id: 'false-ceiling',
    slug: 'false-ceiling',
    title: 'False Ceilings',
    description:
      'Gypsum, POP, wooden and metal grid ceilings with cove lighting and neat cut-outs for lights, fans and AC units, planned together with your electrical layout.',
    icon: 'lightbulb',
    image: 'service-false-ceiling',
    features: ['Gypsum & POP ceilings', 'Cove & profile lighting', 'Wooden & metal accents', 'Hides beams and wiring'],
    filter: 'ceiling',
    detailFeatures: [
      'Gypsum board, POP, wooden and metal grid ceilings',
      'Lighting plan with cove, profile and downlights',
      'Rust-resistant galvanised steel framing',
      'Moisture-resistant boards for kitchens and bathrooms',
      'Access panels near AC units and junction boxes',
      'Joints taped, puttied and painted for a seamless finish',
    ],
  },
  {
    id: 'pooja-units',
    slug: 'pooja-units',
    title: 'Pooja Units',
    description:
      'Mandirs for apartments and independent homes, from a wall-mounted unit to a full pooja corner, with a heat-proof diya platform and ventilation for smoke.',
    icon: 'sparkles',
    image: 'service-pooja-unit',
    features: ['Wall-mounted & floor units', 'CNC jaali & brass bells', 'Heat-proof diya platform', 'Vastu-friendly placement'],
    filter: null,
    detailFeatures: [
      'Wall-mounted, floor-standing and corner mandirs',
      'CNC-cut jaali doors and back panels',
      'Granite or marble platform where the diya burns',
      'Ventilation for agarbatti smoke',
      'Drawers for lamps, oil, camphor and books',
      'Warm LED lighting on its own switch',
      'Placement guided by your Vastu preferences',
    ],
  },
];

/** Titles the /services page uses where they differ from the card title (spec section 2). */
export const servicesPageTitles: Record<string, string> = {
  'interior-design': 'Complete Interior Design',
};

/** Filter tabs of the home page services section (spec section 2); default 'all'. */
export const serviceFilters: readonly { value: ServiceFilter; label: string }[] = [
  { value: 'all', label: 'All Services' },
  { value: 'kitchens', label: 'Modular Kitchens' },
  { value: 'wardrobes', label: 'Wardrobes' },
  { value: 'entertainment', label: 'Entertainment' },
  { value: 'ceiling', label: 'False Ceiling' },
  { value: 'design', label: 'Interior Design' },
];

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
    title: '10-Year Warranty',
    description: 'Our modular furniture is backed by a 10-year warranty, with the terms written into your contract.',
  },
  {
    icon: 'hand-coins',
    title: 'Best Price Guarantee',
    description:
      'Factory-direct pricing, and a quote that names the carcass, finish and hardware of every unit, so you can compare like for like.',
  },
  {
    icon: 'clock',
    title: 'Detailed Quote Within 12 Hours',
    description: 'An itemised quote with dimensions, materials and fittings for each unit, not a single lump sum, within 12 hours.',
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
      'Full home interiors, modular kitchens, wardrobes, TV units, false ceilings and pooja units in Bangalore. Free site visit, 3D designs and a 10-year warranty.',
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
    text: "Book a free site visit. We'll measure your home, talk through what you need and send a detailed quote within 12 hours, or browse our recent projects for ideas first.",
  },
};
