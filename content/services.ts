/**
 * The six service cards (home page services section, the /services page and the locality pages)
 * and the home page's filter tabs. What only the /services page shows is in services-page.ts.
 *
 * Claims are limited to those docs/product.md makes: free site visit, 3D designs included,
 * 10-year warranty, best price guarantee, detailed quotes within 12 hours, kitchen 15-20 days,
 * complete home 30-45 days, starting prices.
 */
import type { ServiceCard, ServiceFilter } from '#content/types.ts';

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
  },
];

/** Filter tabs of the home page services section (docs/product.md, 'Public pages'); default 'all'. */
export const serviceFilters: readonly { value: ServiceFilter; label: string }[] = [
  { value: 'all', label: 'All Services' },
  { value: 'kitchens', label: 'Modular Kitchens' },
  { value: 'wardrobes', label: 'Wardrobes' },
  { value: 'entertainment', label: 'Entertainment' },
  { value: 'ceiling', label: 'False Ceiling' },
  { value: 'design', label: 'Interior Design' },
];
