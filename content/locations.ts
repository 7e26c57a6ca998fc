/**
 * Locality landing pages at /locations/{slug} (docs/product.md, 'Public pages', 'Locality pages'): 24 areas in the
 * order the site has always listed them. Each page is written for its area: the housing, what residents
 * ask us for, and roughly how far it is from the studio in HBR Layout.
 *
 * Figures: HSR Layout, Indiranagar, Koramangala and Whitefield keep the delivery times their pages had; BTM Layout
 * uses the templated page's stats (100+ projects, 10 Year warranty, 5.0 rating, founded 2024).
 * 'Projects in {area}' is never a written figure: the page counts the area's published projects
 * and leaves the stat out when it has none (decision 160). Every other area uses a timeline the site claims (modular kitchen
 * 15-20 days, complete home 30-45 days, corporate average 45 days). Travel times are approximate
 * and depend on traffic.
 */
import type { Feature, LocationPage, Stat } from '#content/types.ts';
import { warranty } from '#content/warranty.ts';
import { quotePromise } from '#content/promises.ts';

// Shared why-choose items. Each area mixes a few of these with features of its own.
const freeSiteVisit: Feature = {
  icon: 'map-pin',
  title: 'Free site visit',
  description: 'A designer visits, measures every room and talks through your brief, at no cost.',
};
const designs3d: Feature = {
  icon: 'layers',
  title: '3D designs included',
  description: 'See each room in 3D before anything is manufactured, and ask for changes until it is right.',
};
const warrantyFeature: Feature = {
  icon: 'shield-check',
  title: warranty.label,
  description: warranty.statement,
};
const quoteIn12Hours: Feature = {
  icon: 'clock',
  title: `Detailed quote in ${quotePromise.hours} hours`,
  description: `An itemised quote listing the material, finish and hardware of every unit, within ${quotePromise.hours} hours.`,
};
const bestPrice: Feature = {
  icon: 'hand-coins',
  title: 'Best price guarantee',
  description: 'Compare our itemised quote line by line with any other; we back it with a best price guarantee.',
};
const offers: Feature = {
  icon: 'wallet',
  title: '10% off interior services',
  description: '10% off all interior services, and a further 5% off when you book within 24 hours.',
};

/** The four stats of an area without figures of its own. */
function areaStats(projectsLabel: string, timeline: Stat): Stat[] {
  return [
    { value: '', label: projectsLabel, countsProjects: true },
    timeline,
    { value: '100%', label: 'Client satisfaction' },
    { value: '10', label: 'Year warranty on selected materials' },
  ];
}
const kitchenTimeline: Stat = { value: '15-20 days', label: 'Modular kitchen delivery' };
const homeTimeline: Stat = { value: '30-45 days', label: 'Complete home delivery' };
const officeTimeline: Stat = { value: '45 days', label: 'Avg. office fit-out' };

/** The four stats of an area with figures of its own. */
function specStats(name: string, delivery: string): Stat[] {
  return [
    { value: '', label: `Projects in ${name}`, countsProjects: true },
    { value: delivery, label: 'Avg. delivery' },
    { value: '100%', label: 'Client satisfaction' },
    { value: '10', label: 'Year warranty on selected materials' },
  ];
}

export const locations: readonly LocationPage[] = [
  {
    slug: 'btm-layout',
    name: 'BTM Layout',
    seo: {
      title: 'Interior Designers in BTM Layout',
      description:
        'Space-saving interiors for BTM Layout flats and houses: sliding wardrobes, lofts and compact modular kitchens. Free site visit, 3D designs included.',
      keywords: [
        'interior designers in BTM Layout',
        'modular kitchen BTM Layout',
        'wardrobes BTM Layout',
        'space-saving interiors Bangalore',
        'home interiors BTM Layout',
      ],
    },
    intro: 'Space-saving interiors for BTM Layout homes, from compact 1BHK and 2BHK flats to independent houses with a rental floor.',
    areaNote:
      'BTM Layout is dense: compact apartments, independent houses split into separate floors, and many flats that were rented out for years before their owners moved in. Most residents ask for storage before style, such as sliding wardrobes, lofts, fold-down desks and kitchens that make the most of a small room. It sits by Silk Board and the Outer Ring Road, about an hour from our HBR Layout studio in most traffic, so we fix site visits at a time that suits you.',
    stats: [
      { value: '100+', label: 'Projects completed' },
      { value: '10 Year', label: 'Warranty on selected materials' },
      { value: '5.0', label: 'Client rating' },
      { value: '2024', label: 'Founded' },
    ],
    highlights: ['Free site visit', '3D designs included', warranty.label, 'Space-saving designs for compact homes'],
    features: [
      {
        icon: 'ruler',
        title: 'Planned to the last inch',
        description: 'Every room is measured on site, so wardrobes, lofts and kitchen units use the full wall, floor to ceiling.',
      },
      {
        icon: 'key',
        title: 'Options for tenants too',
        description: 'Freestanding and modular units that need little drilling and can move with you to your next home.',
      },
      designs3d,
      quoteIn12Hours,
      offers,
      warrantyFeature,
    ],
    specialties: [
      {
        title: 'Sliding wardrobes with lofts',
        description: 'Sliding shutters save the swing space a hinged door needs, and a loft above takes suitcases and seasonal bedding.',
      },
      {
        title: 'Compact modular kitchens',
        description: 'Straight and parallel layouts with tall pantry units for small kitchens, starting at ₹50,000.',
      },
      {
        title: 'Study and work corners',
        description: 'Fold-down desks and slim study units that fit into a bedroom without taking it over.',
      },
      {
        title: 'Living room storage',
        description: 'TV units with closed storage below, so the living room stays clear in a small flat.',
      },
    ],
    testimonial: {
      name: 'Priya M.',
      text: "We have a small 2BHK, and the sliding wardrobes and lofts gave us space we didn't know we had.",
      rating: 5,
    },
    nearby: ['hsr-layout', 'koramangala', 'jp-nagar', 'jayanagar'],
    image: 'service-modular-wardrobe',
  },
  {
    slug: 'banashankari',
    name: 'Banashankari',
    seo: {
      title: 'Interior Designers in Banashankari',
      description:
        'Home interiors in Banashankari with Vastu-aware layouts, made-to-measure pooja units and modular kitchens for family homes. Free site visit and 3D designs.',
      keywords: [
        'interior designers in Banashankari',
        'pooja unit design Banashankari',
        'modular kitchen Banashankari',
        'Vastu interiors Bangalore',
        'home interiors Banashankari',
      ],
    },
    intro:
      'Interiors for Banashankari family homes, from established independent houses across its stages to newer apartments towards Kanakapura Road.',
    areaNote:
      'Banashankari is made up of settled family neighbourhoods: independent houses, often rebuilt or extended over the years, with newer apartment buildings towards Kanakapura Road. Families here commonly ask for a proper pooja unit, Vastu-aware kitchen placement and storage for several generations under one roof. It is on the far side of the city from our HBR Layout studio, usually well over an hour by road, so we agree site visit times in advance.',
    stats: areaStats('Projects in Banashankari', homeTimeline),
    highlights: ['Free site visit', 'Vastu-aware planning', '3D designs included', warranty.label],
    features: [
      {
        icon: 'compass',
        title: 'Vastu-aware layouts',
        description: 'We note the directions during the site visit and plan the kitchen, pooja unit and beds with them in mind.',
      },
      {
        icon: 'sun',
        title: 'Pooja units made to measure',
        description: 'Sized for your idols and lamps, with drawers for puja items and ventilation for diyas and agarbatti.',
      },
      {
        icon: 'users',
        title: 'Homes for every generation',
        description: 'Storage that grandparents can reach easily and children can grow into, planned room by room.',
      },
      freeSiteVisit,
      bestPrice,
    ],
    specialties: [
      {
        title: 'Pooja units',
        description: 'Wall-mounted mandirs for apartments and full pooja rooms for independent houses.',
      },
      {
        title: 'Modular kitchens',
        description: 'Kitchens planned around Vastu preferences for the hob and sink, with heavy-duty drawers for large vessels.',
      },
      {
        title: 'Wardrobes for the whole family',
        description: 'Hinged and sliding wardrobes with lofts, including lower hanging and pull-out storage for elders.',
      },
      {
        title: 'Interiors for rebuilt houses',
        description: 'Complete interiors for a newly built floor or house, starting from ₹1,00,000.',
      },
    ],
    nearby: ['jayanagar', 'jp-nagar', 'basavanagudi'],
    image: 'service-pooja-unit',
  },
  {
    slug: 'banaswadi',
    name: 'Banaswadi',
    seo: {
      title: 'Interior Designers in Banaswadi',
      description:
        'Kitchen and home renovations in Banaswadi, about 15 minutes from our HBR Layout studio. See material samples in person. Free site visit, 3D designs included.',
      keywords: [
        'interior designers in Banaswadi',
        'modular kitchen Banaswadi',
        'home renovation Banaswadi',
        'wardrobes Banaswadi',
        'interior designers near HBR Layout',
      ],
    },
    intro:
      'Home interiors and renovations for Banaswadi, about 15 minutes from our HBR Layout studio, so you can see materials in person before you decide.',
    areaNote:
      'Banaswadi mixes older independent houses on quiet cross roads with mid-sized apartment buildings near the Outer Ring Road and the railway station. Many homes here are being renovated rather than newly furnished, so clients usually want a modern kitchen and wardrobes that work with existing walls, windows and flooring. Being this close, most clients drop in to compare laminates, hardware and the material samples on display before signing off.',
    stats: areaStats('Projects in Banaswadi', homeTimeline),
    highlights: ['Free site visit', 'About 15 minutes from our studio', '3D designs included', warranty.label],
    features: [
      {
        icon: 'map-pin',
        title: 'Our studio is close by',
        description: 'Visit the HBR Layout studio to handle shutters, hinges and countertops before you choose.',
      },
      {
        icon: 'home',
        title: 'Renovations in lived-in homes',
        description: 'Where possible we work room by room, so the family can keep living in the house during the work.',
      },
      quoteIn12Hours,
      designs3d,
      warrantyFeature,
    ],
    specialties: [
      {
        title: 'Kitchen renovation',
        description: 'Replacing an old kitchen with a modular one, planned around the existing sink, gas point and window.',
      },
      {
        title: 'Modular wardrobes',
        description: 'Wardrobes with lofts and internal drawers, from ₹30,000, made to fit walls that are rarely perfectly square.',
      },
      {
        title: 'False ceilings and lighting',
        description: 'Gypsum ceilings with cove and spot lighting to update older living rooms.',
      },
      {
        title: 'Entertainment units',
        description: 'Wall-mounted TV units with concealed wiring and closed storage.',
      },
    ],
    nearby: ['kalyan-nagar', 'frazer-town', 'cv-raman-nagar'],
    image: 'service-modular-kitchen',
  },
  {
    slug: 'basavanagudi',
    name: 'Basavanagudi',
    seo: {
      title: 'Interior Designers in Basavanagudi',
      description:
        'Heritage-sensitive interiors for Basavanagudi homes: kitchens, wardrobes and pooja rooms that respect old floors, doors and courtyards. Free site visit.',
      keywords: [
        'interior designers in Basavanagudi',
        'heritage home interiors Bangalore',
        'pooja room design Basavanagudi',
        'old house renovation Basavanagudi',
        'modular kitchen Basavanagudi',
      ],
    },
    intro:
      'Heritage-sensitive interiors for Basavanagudi homes: new kitchens, wardrobes and pooja rooms that sit comfortably with old floors, doors and courtyards.',
    areaNote:
      "Basavanagudi is one of Bangalore's oldest extensions, and many of its independent houses near Gandhi Bazaar and DVG Road still have red oxide floors, Mangalore-tiled roofs, teak doors and an open courtyard. Families here usually want a modern kitchen and better storage without losing that character, and a pooja room that feels part of the house. We design around the original features rather than covering them up; structural repairs stay with your civil engineer or contractor.",
    stats: areaStats('Projects in Basavanagudi', homeTimeline),
    highlights: ['Free site visit', 'Heritage-sensitive designs', '3D designs included', warranty.label],
    features: [
      {
        icon: 'home',
        title: 'Original details kept',
        description: 'Red oxide floors, teak doors and window grilles stay visible; new units are planned around them.',
      },
      {
        icon: 'leaf',
        title: 'Finishes that suit old homes',
        description: 'Veneer, wood-grain laminates and muted colours that sit well beside old teak and lime-washed walls.',
      },
      {
        icon: 'sun',
        title: 'Traditional pooja rooms',
        description: 'Carved or jaali doors, brass bells and storage for puja items, in the spirit of the house.',
      },
      {
        icon: 'compass',
        title: 'Vastu guidance',
        description: 'Placement of the pooja unit, kitchen and storage discussed with you at the design stage.',
      },
      designs3d,
      bestPrice,
    ],
    specialties: [
      {
        title: 'Pooja rooms and units',
        description: 'From a teak-finish mandir in a corner to a full pooja room with a jaali door.',
      },
      {
        title: 'Kitchens for older houses',
        description: 'Modular kitchens that work with thick walls, existing windows and floors that are rarely level.',
      },
      {
        title: 'Wardrobes that match old woodwork',
        description: 'Veneer or wood-grain shutters chosen to sit beside original doors and windows.',
      },
      {
        title: 'Complete home interiors',
        description: 'Living, dining and bedrooms updated together, keeping the character of the house.',
      },
    ],
    testimonial: {
      name: 'Ramesh G.',
      text: "Our house is over sixty years old and they didn't try to change its character. The new kitchen and pooja unit sit comfortably with the old red oxide floor.",
      rating: 5,
    },
    nearby: ['jayanagar', 'banashankari'],
    image: 'service-pooja-unit',
  },
  {
    slug: 'bellandur',
    name: 'Bellandur',
    seo: {
      title: 'Interior Designers in Bellandur',
      description:
        'Interiors for Bellandur gated apartments: modular kitchens in 15-20 days, wardrobes and work-from-home corners for new handovers. Free site visit, 3D designs.',
      keywords: [
        'interior designers in Bellandur',
        'modular kitchen Bellandur',
        'new apartment interiors Bellandur',
        'home office interiors Bangalore',
        'wardrobes Bellandur',
      ],
    },
    intro: "Interiors for Bellandur's gated apartments and villas, with modular kitchens and wardrobes ready soon after your handover.",
    areaNote:
      'Bellandur grew with the tech parks along the Outer Ring Road, and most homes here are in large gated communities, many owned by IT professionals and NRIs. New handovers arrive with bare kitchens and bedrooms, so the usual brief is a modular kitchen, wardrobes and a work-from-home corner, finished quickly so the family can move in. Most associations have rules on work hours and material movement, and we plan the schedule around them.',
    stats: areaStats('Projects in Bellandur', kitchenTimeline),
    highlights: ['Free site visit', 'Modular kitchens in 15-20 days', '3D designs included', warranty.label],
    features: [
      {
        icon: 'key',
        title: 'Planned around your move-in',
        description: 'Kitchen and wardrobes are scheduled first, so the home is usable as early as possible.',
      },
      {
        icon: 'building',
        title: 'Within association rules',
        description: "We plan deliveries, noisy work and lift use within your apartment association's rules.",
      },
      {
        icon: 'monitor',
        title: 'Work-from-home corners',
        description: 'Desks with cable management and storage, fitted into a bedroom or the living room.',
      },
      designs3d,
      quoteIn12Hours,
      offers,
    ],
    specialties: [
      {
        title: 'Modular kitchens',
        description: 'L-shaped and parallel kitchens for new apartments, from ₹50,000 and typically installed in 15-20 days.',
      },
      {
        title: 'Modular wardrobes',
        description: 'Sliding and hinged wardrobes with lofts for every bedroom, from ₹30,000.',
      },
      {
        title: 'Home office',
        description: 'A proper desk, shelving and good lighting for the days you work from home.',
      },
      {
        title: 'False ceilings and lighting',
        description: 'Gypsum ceilings with cove lighting for the living and dining area.',
      },
    ],
    nearby: ['sarjapur', 'marathahalli', 'hsr-layout', 'koramangala'],
    image: 'service-modular-kitchen',
  },
  {
    slug: 'brigade-road',
    name: 'Brigade Road',
    seo: {
      title: 'Interior Designers on Brigade Road',
      description:
        'Interiors for premium apartments, offices and shops around Brigade Road, with furniture made off-site to keep on-site work short. Free site visit, 3D designs.',
      keywords: [
        'interior designers Brigade Road',
        'office interiors Brigade Road',
        'commercial interiors central Bangalore',
        'apartment interiors central Bangalore',
        'interior designers MG Road',
      ],
    },
    intro:
      'Interiors for apartments, offices and shops around Brigade Road and the central business district, planned around building rules and city-centre traffic.',
    areaNote:
      'Around Brigade Road the work is a mix of premium apartments on the quieter roads off the main street and commercial spaces such as offices, showrooms and cafés. Commercial buildings here often restrict noisy work and deliveries to certain hours, so furniture is made off-site and on-site fitting is kept as short as possible. From our HBR Layout studio it is usually 35 to 45 minutes, depending on traffic.',
    stats: areaStats('Projects around Brigade Road', officeTimeline),
    highlights: ['Free site visit', 'Homes and commercial spaces', '3D designs included', warranty.label],
    features: [
      {
        icon: 'briefcase',
        title: 'Offices and retail spaces',
        description: 'Workstations, cabins, reception counters and display units for commercial spaces.',
      },
      {
        icon: 'warehouse',
        title: 'Made off-site',
        description: 'Units are manufactured in advance and fitted on site, keeping disruption in the building to a minimum.',
      },
      {
        icon: 'calendar',
        title: 'Scheduled around building rules',
        description: 'Deliveries and noisy work planned for the hours your building management allows.',
      },
      {
        icon: 'gem',
        title: 'Premium finishes',
        description: 'Veneers, lacquer and acrylic shutters, and stone or quartz tops for city-centre apartments.',
      },
      quoteIn12Hours,
    ],
    specialties: [
      {
        title: 'Office interiors',
        description: 'Complete office fit-outs, from meeting rooms to reception, with an average timeline of 45 days.',
      },
      {
        title: 'Premium apartment interiors',
        description: 'Complete interiors for city-centre apartments, with finishes chosen to last.',
      },
      {
        title: 'Media walls',
        description: 'Entertainment units with concealed wiring, closed storage and feature lighting.',
      },
      {
        title: 'False ceilings and lighting',
        description: 'Ceilings and lighting for both homes and shop floors.',
      },
    ],
    nearby: ['cunningham-road', 'indiranagar', 'koramangala'],
    image: 'service-interior-design',
  },
  {
    slug: 'cv-raman-nagar',
    name: 'CV Raman Nagar',
    seo: {
      title: 'Interior Designers in CV Raman Nagar',
      description:
        'Interiors for CV Raman Nagar houses and apartments: modular kitchens, wardrobes with lofts and study units. About 30 minutes from our studio. Free site visit.',
      keywords: [
        'interior designers in CV Raman Nagar',
        'modular kitchen CV Raman Nagar',
        'wardrobes CV Raman Nagar',
        'study unit design Bangalore',
      ],
    },
    intro:
      'Interiors for CV Raman Nagar homes, from independent houses to apartments near Old Madras Road, about half an hour from our studio.',
    areaNote:
      'CV Raman Nagar has a settled, mixed character: independent houses in the older layouts and apartment communities that grew up around the nearby tech parks and research establishments, with Old Madras Road and the metro close by. Households here often ask for a practical kitchen upgrade, wardrobes with good lofts and a quiet study for working from home. It is usually about half an hour from our HBR Layout studio.',
    stats: areaStats('Projects in CV Raman Nagar', homeTimeline),
    highlights: ['Free site visit', 'About 30 minutes from our studio', '3D designs included', warranty.label],
    features: [
      {
        icon: 'chef-hat',
        title: 'Practical kitchen upgrades',
        description: 'Deep drawers for vessels, a masala pull-out by the hob and a tall pantry unit where space allows.',
      },
      {
        icon: 'monitor',
        title: 'A study that stays quiet',
        description: 'Study units with shelves and cable management, placed away from the living room noise.',
      },
      {
        icon: 'clipboard-check',
        title: 'Itemised quotes',
        description: `Every unit listed with its material, finish and hardware, delivered within ${quotePromise.hours} hours.`,
      },
      bestPrice,
      warrantyFeature,
    ],
    specialties: [
      {
        title: 'Modular kitchens',
        description: 'L-shaped and parallel kitchens from ₹50,000, planned around the existing plumbing.',
      },
      {
        title: 'Wardrobes with lofts',
        description: 'Full-height wardrobes with lofts for luggage and seasonal things, from ₹30,000.',
      },
      {
        title: 'Study units',
        description: "Desks, bookshelves and overhead storage for home offices and children's study.",
      },
      {
        title: 'Entertainment units',
        description: 'TV units with closed storage and tidy wiring.',
      },
    ],
    nearby: ['indiranagar', 'banaswadi', 'marathahalli'],
    image: 'service-modular-wardrobe',
  },
  {
    slug: 'cunningham-road',
    name: 'Cunningham Road',
    seo: {
      title: 'Interior Designers on Cunningham Road',
      description:
        'Interiors for premium apartments and offices around Cunningham Road: media walls, false ceilings with concealed lighting and office fit-outs. Free site visit.',
      keywords: [
        'interior designers Cunningham Road',
        'luxury apartment interiors Bangalore',
        'office interiors Cunningham Road',
        'media wall design Bangalore',
        'false ceiling Cunningham Road',
      ],
    },
    intro: 'Interiors for premium apartments and offices on and around Cunningham Road, with detailed designs and finishes chosen to last.',
    areaNote:
      'Cunningham Road and the roads around it, towards Vasanth Nagar and Millers Road, hold premium apartments alongside offices, clinics and cafés. Apartment owners here tend to want a considered, finished look, with veneer or lacquer finishes, concealed lighting in the false ceiling and a media wall that hides every cable, while offices want a fit-out that does not disrupt the working week. The area is usually 30 to 40 minutes from our HBR Layout studio.',
    stats: areaStats('Projects around Cunningham Road', officeTimeline),
    highlights: ['Free site visit', '3D designs included', 'Premium finishes', warranty.label],
    features: [
      {
        icon: 'gem',
        title: 'Premium finishes',
        description: 'Veneer, lacquer and PU finishes, with samples to compare at our studio.',
      },
      {
        icon: 'lightbulb',
        title: 'Lighting designed in',
        description: 'Cove, spot and profile lighting planned with the false ceiling, not added as an afterthought.',
      },
      {
        icon: 'briefcase',
        title: 'Office fit-outs',
        description: 'Cabins, meeting rooms and reception areas, with work planned around your business hours.',
      },
      designs3d,
      bestPrice,
    ],
    specialties: [
      {
        title: 'Premium home interiors',
        description: 'Living, dining and bedrooms designed together, with a consistent palette of finishes.',
      },
      {
        title: 'Media walls',
        description: 'Full-wall entertainment units with concealed wiring, storage and display lighting.',
      },
      {
        title: 'False ceilings and lighting',
        description: 'Layered gypsum ceilings with cove and spot lighting.',
      },
      {
        title: 'Office interiors',
        description: 'Complete office interiors, with an average timeline of 45 days.',
      },
    ],
    nearby: ['brigade-road', 'malleshwaram', 'frazer-town'],
    image: 'service-entertainment-unit',
  },
  {
    slug: 'electronic-city',
    name: 'Electronic City',
    seo: {
      title: 'Interior Designers in Electronic City',
      description:
        'Modular kitchens from ₹50,000 and wardrobes from ₹30,000 for new Electronic City apartments. 3D designs owners abroad can approve online. Free site visit.',
      keywords: [
        'interior designers in Electronic City',
        'modular kitchen Electronic City',
        'wardrobes Electronic City',
        'new flat interiors Bangalore',
        'NRI home interiors Bangalore',
      ],
    },
    intro:
      'Modular kitchens, wardrobes and complete interiors for new apartments in Electronic City, planned so you can move in soon after handover.',
    areaNote:
      'Electronic City has grown from its IT campuses into a large residential area, with new gated apartments along Hosur Road, Hosa Road and towards Chandapura, many bought as first homes or by NRIs as investments. The typical brief is a modular kitchen and wardrobes for a fresh handover, often with tenants in mind, so durable, easy-to-clean finishes matter. It is one of the farthest areas from our HBR Layout studio, often well over an hour by road, so we schedule site visits in advance.',
    stats: areaStats('Projects in Electronic City', kitchenTimeline),
    highlights: ['Free site visit', 'Modular kitchens in 15-20 days', '3D designs included', warranty.label],
    features: [
      {
        icon: 'key',
        title: 'Ready for move-in',
        description: 'Kitchen and wardrobes planned first, so a new flat is livable soon after handover.',
      },
      {
        icon: 'message-circle',
        title: 'Approvals from anywhere',
        description: 'Owners abroad can review 3D designs and quotes online and approve each stage in writing.',
      },
      {
        icon: 'badge-check',
        title: 'Finishes built for renting',
        description: 'Scratch-resistant laminates and sealed edges that stay presentable through tenancies.',
      },
      {
        icon: 'wallet',
        title: 'Clear starting prices',
        description: 'Modular kitchens from ₹50,000, wardrobes from ₹30,000 and complete homes from ₹1,00,000.',
      },
      offers,
    ],
    specialties: [
      {
        title: 'Modular kitchens',
        description: 'Kitchens for new apartments, typically installed in 15-20 days after design sign-off.',
      },
      {
        title: 'Modular wardrobes',
        description: 'Wardrobes with lofts for each bedroom, with internal fittings chosen to your budget.',
      },
      {
        title: 'Complete 2BHK and 3BHK interiors',
        description: 'Kitchen, wardrobes, TV unit and ceilings in one plan, usually delivered in 30-45 days.',
      },
      {
        title: 'Rental-ready interiors',
        description: 'Durable, neutral interiors for flats bought as an investment.',
      },
    ],
    testimonial: {
      name: 'Nandini H.',
      text: 'We had just got the keys and wanted to move in quickly. The kitchen and wardrobes were done in time for our griha pravesha.',
      rating: 5,
    },
    nearby: ['hsr-layout', 'btm-layout', 'sarjapur'],
    image: 'service-modular-kitchen',
  },
  {
    slug: 'frazer-town',
    name: 'Frazer Town',
    seo: {
      title: 'Interior Designers in Frazer Town',
      description:
        'Interiors for Frazer Town bungalows and apartments: hard-working kitchens, display units, lofts and false ceilings. About 20 minutes from our HBR Layout studio.',
      keywords: [
        'interior designers in Frazer Town',
        'modular kitchen Frazer Town',
        'false ceiling Frazer Town',
        'interiors Cox Town',
        'crockery unit design Bangalore',
      ],
    },
    intro: "Interiors for Frazer Town's older bungalows and newer apartments, about 20 minutes from our HBR Layout studio.",
    areaNote:
      'Frazer Town and its neighbours, Cox Town and Richards Town, still have some old bungalows with high ceilings, wooden windows and verandahs, though many plots along Mosque Road and Coles Road now hold apartment buildings. Families here often want generous kitchens for plenty of cooking and hosting, with crockery and display units in the dining area. In the older houses, high ceilings leave room for lofts and a layered false ceiling without the room feeling low.',
    stats: areaStats('Projects in Frazer Town', homeTimeline),
    highlights: ['Free site visit', 'About 20 minutes from our studio', '3D designs included', warranty.label],
    features: [
      {
        icon: 'ruler',
        title: 'Designs for high ceilings',
        description: 'Full-height wardrobes, lofts and ceilings proportioned for tall rooms.',
      },
      {
        icon: 'chef-hat',
        title: 'Kitchens for big cooking',
        description: 'Long counters, a strong chimney and storage for large vessels and bulk provisions.',
      },
      {
        icon: 'sofa',
        title: 'Dining and display',
        description: 'Crockery units and display shelving that keep good things on show and everyday things hidden.',
      },
      freeSiteVisit,
      bestPrice,
    ],
    specialties: [
      {
        title: 'Modular kitchens',
        description: 'Kitchens with generous counters and deep drawers, starting at ₹50,000.',
      },
      {
        title: 'Crockery and display units',
        description: 'Glass-fronted units with lighting for the dining area.',
      },
      {
        title: 'False ceilings',
        description: 'Layered gypsum ceilings with cove lighting, suited to high rooms.',
      },
      {
        title: 'Wardrobes with lofts',
        description: 'Full-height wardrobes that make use of every foot of a tall wall.',
      },
    ],
    nearby: ['banaswadi', 'cunningham-road', 'indiranagar'],
    image: 'service-false-ceiling',
  },
  {
    slug: 'hsr-layout',
    name: 'HSR Layout',
    seo: {
      title: 'Interior Designers in HSR Layout',
      description:
        'Interiors for HSR Layout flats and houses: home offices, smart wardrobes and modular kitchens. 28-day average delivery. Free site visit.',
      keywords: [
        'interior designers in HSR Layout',
        'modular kitchen HSR Layout',
        'home office interiors HSR Layout',
        'wardrobes HSR Layout',
        'home interiors HSR Layout',
      ],
    },
    intro:
      'Interior design for HSR Layout apartments and independent houses, with a focus on home offices, smart storage and kitchens for busy working households.',
    areaNote:
      'HSR Layout is a planned layout of sectors with wide roads, a mix of independent houses (often with a rental floor upstairs) and apartments, and a large community of startup founders and remote workers. Clients here commonly ask for a proper work-from-home setup, wardrobes with clever internal fittings and an efficient modular kitchen. It is about an hour from our HBR Layout studio by road, so we measure everything on the first visit.',
    stats: specStats('HSR Layout', '28 days'),
    highlights: ['Free site visit', '3D designs included', warranty.label, 'Home office specialists'],
    features: [
      {
        icon: 'monitor',
        title: 'Home offices that work',
        description: 'Desks at the right height, cable management, shelving and lighting for video calls.',
      },
      {
        icon: 'package',
        title: 'Smart storage',
        description: 'Wardrobe internals such as pull-out trouser racks, drawers and lofts, planned around what you own.',
      },
      {
        icon: 'key',
        title: 'Rental floors too',
        description: 'Durable, neutral interiors for the floor you let out, designed alongside your own.',
      },
      designs3d,
      quoteIn12Hours,
      warrantyFeature,
    ],
    specialties: [
      {
        title: 'Home offices',
        description: 'A study that doubles as a guest room, or a dedicated work corner in the bedroom.',
      },
      {
        title: 'Modular kitchens',
        description: 'Efficient L-shaped and parallel kitchens from ₹50,000, typically installed in 15-20 days.',
      },
      {
        title: 'Modular wardrobes',
        description: 'Sliding and hinged wardrobes with internal fittings, from ₹30,000.',
      },
      {
        title: 'Complete home interiors',
        description: 'Every room planned together, from ₹1,00,000.',
      },
    ],
    testimonial: {
      name: 'Shruti K.',
      text: 'They turned our second bedroom into a study that still works as a guest room. The wardrobe shutters were fitted exactly as shown in the 3D design.',
      rating: 5,
    },
    nearby: ['koramangala', 'btm-layout', 'bellandur', 'sarjapur'],
    image: 'service-interior-design',
  },
  {
    slug: 'hebbal',
    name: 'Hebbal',
    seo: {
      title: 'Interior Designers in Hebbal',
      description:
        'Complete home interiors in Hebbal: kitchens, wardrobes, false ceilings and media walls planned together, 15-20 minutes from our studio. Free site visit.',
      keywords: [
        'interior designers in Hebbal',
        'home interiors Hebbal',
        'false ceiling Hebbal',
        'modular kitchen Hebbal',
        'villa interiors north Bangalore',
      ],
    },
    intro:
      "Interiors for Hebbal's apartments and villas near the lake and Bellary Road, about 15 to 20 minutes from our HBR Layout studio.",
    areaNote:
      'Hebbal sits where Bellary Road meets the Outer Ring Road on the way to the airport, with large apartment communities, villas near the lake and older houses in the surrounding layouts. Owners here, many working in the nearby tech parks, often want the complete home done in one go: kitchen, wardrobes, false ceilings and a living room media wall. Being close to our studio makes it easy to review material samples and to see the site during the work.',
    stats: areaStats('Projects in Hebbal', homeTimeline),
    highlights: ['Free site visit', '15-20 minutes from our studio', '3D designs included', warranty.label],
    features: [
      {
        icon: 'clipboard-check',
        title: 'One plan for the whole home',
        description: 'Ceilings, electrical points and furniture sequenced so one trade never undoes another.',
      },
      {
        icon: 'lightbulb',
        title: 'Ceilings and lighting',
        description: 'False ceilings designed with the lighting layout, room by room.',
      },
      {
        icon: 'map-pin',
        title: 'Close to our studio',
        description: 'See laminates, hardware and countertops at HBR Layout before you decide.',
      },
      designs3d,
      offers,
    ],
    specialties: [
      {
        title: 'Complete home interiors',
        description: 'Every room designed and delivered together, typically in 30-45 days.',
      },
      {
        title: 'False ceilings and lighting',
        description: 'Gypsum ceilings with cove, spot and profile lighting.',
      },
      {
        title: 'Entertainment units',
        description: 'Media walls with concealed wiring and storage for living rooms.',
      },
      {
        title: 'Modular kitchens',
        description: 'Kitchens with tall units and accessories, from ₹50,000.',
      },
    ],
    testimonial: {
      name: 'Deepak J.',
      text: 'They finished the false ceiling and lighting before the wardrobes went in, so the work never clashed. We always knew what was happening next.',
      rating: 5,
    },
    nearby: ['rt-nagar', 'yelahanka', 'kalyan-nagar'],
    image: 'hero-living-room',
  },
  {
    slug: 'indiranagar',
    name: 'Indiranagar',
    seo: {
      title: 'Interior Designers in Indiranagar',
      description:
        'Contemporary interiors for Indiranagar houses and apartments, with premium finishes and 3D designs included. 25-day average delivery.',
      keywords: [
        'interior designers in Indiranagar',
        'home interiors Indiranagar',
        'modular kitchen Indiranagar',
        'luxury interiors Indiranagar',
        'entertainment unit Indiranagar',
      ],
    },
    intro:
      'Interior design for Indiranagar homes, from older independent houses to newer apartments, with a considered, contemporary look.',
    areaNote:
      'Indiranagar has changed quickly: along 100 Feet Road and 12th Main many old houses now hold shops, restaurants and offices. The homes on the quieter cross roads are often older independent houses being updated or newer apartments, and their owners usually arrive with a clear sense of style and want finishes to match. The area is about half an hour from our HBR Layout studio.',
    stats: specStats('Indiranagar', '25 days'),
    highlights: ['Free site visit', '3D designs included', warranty.label, 'About 30 minutes from our studio'],
    features: [
      {
        icon: 'palette',
        title: 'Design-led',
        description: 'A colour and material palette for the whole home, shown in 3D before anything is made.',
      },
      {
        icon: 'hammer',
        title: 'Updating older houses',
        description: 'New kitchens and storage fitted into older houses, keeping good original woodwork where you want it.',
      },
      {
        icon: 'gem',
        title: 'Premium finishes',
        description: 'Acrylic, lacquer and veneer shutters, with quartz and stone tops to choose from.',
      },
      designs3d,
      bestPrice,
      warrantyFeature,
    ],
    specialties: [
      {
        title: 'Complete home interiors',
        description: 'Living, dining and bedrooms designed around one palette.',
      },
      {
        title: 'Entertainment units',
        description: 'Media walls and low consoles with concealed wiring and display lighting.',
      },
      {
        title: 'Modular kitchens',
        description: 'Handle-less and open kitchens in acrylic or lacquer, from ₹50,000.',
      },
      {
        title: 'Modular wardrobes',
        description: 'Wardrobes with glass or profile shutters and internal lighting.',
      },
    ],
    testimonial: {
      name: 'Vikram N.',
      text: 'We wanted to keep the old teak doors of our house, and the team designed the new wardrobes around them. The quote listed every material, so there were no surprises at the end.',
      rating: 5,
    },
    nearby: ['cv-raman-nagar', 'koramangala', 'brigade-road'],
    image: 'hero-living-room',
  },
  {
    slug: 'jp-nagar',
    name: 'JP Nagar',
    seo: {
      title: 'Interior Designers in JP Nagar',
      description:
        'Interiors for JP Nagar houses and apartments: Vastu-aware kitchens, pooja units and storage that keeps a busy family home tidy. Free site visit, 3D designs.',
      keywords: [
        'interior designers in JP Nagar',
        'modular kitchen JP Nagar',
        'pooja unit JP Nagar',
        'wardrobes JP Nagar',
        'Vastu interiors JP Nagar',
      ],
    },
    intro:
      "Interiors for JP Nagar's independent houses and apartments across its phases, for families who want homes that are easy to live in and easy to keep.",
    areaNote:
      'JP Nagar stretches across many phases between Bannerghatta Road and Kanakapura Road, with older independent houses in the early phases and newer apartment communities further south. Families here often ask for Vastu-aware layouts, a pooja unit and storage that keeps a busy household tidy. It is on the other side of the city from our studio, usually more than an hour away, so we agree visit times in advance.',
    stats: areaStats('Projects in JP Nagar', homeTimeline),
    highlights: ['Free site visit', '3D designs included', 'Vastu-aware planning', warranty.label],
    features: [
      {
        icon: 'compass',
        title: 'Vastu-aware planning',
        description: 'Directions noted at the site visit and discussed with you before the layout is fixed.',
      },
      {
        icon: 'package',
        title: 'Storage for busy families',
        description: 'Shoe racks, utility storage and school-bag corners, so everyday things have a place.',
      },
      {
        icon: 'sun',
        title: 'Pooja units',
        description: 'Wall-mounted or floor-standing mandirs sized for your idols and lamps.',
      },
      quoteIn12Hours,
      offers,
    ],
    specialties: [
      {
        title: 'Modular kitchens',
        description: 'Kitchens with heavy-duty drawers, a masala pull-out and a tall pantry unit, from ₹50,000.',
      },
      {
        title: 'Modular wardrobes',
        description: 'Wardrobes with lofts for every bedroom, from ₹30,000.',
      },
      {
        title: 'Pooja units',
        description: 'From a compact wall unit in an apartment to a full pooja room.',
      },
      {
        title: 'Complete home interiors',
        description: 'Whole-home interiors from ₹1,00,000, typically delivered in 30-45 days.',
      },
    ],
    nearby: ['jayanagar', 'btm-layout', 'banashankari'],
    image: 'service-interior-design',
  },
  {
    slug: 'jayanagar',
    name: 'Jayanagar',
    seo: {
      title: 'Interior Designers in Jayanagar',
      description:
        'Interiors for Jayanagar houses, old and rebuilt: Vastu-aware layouts, pooja rooms, and kitchens and wardrobes for multi-generation families. Free site visit.',
      keywords: [
        'interior designers in Jayanagar',
        'pooja room design Jayanagar',
        'Vastu interiors Jayanagar',
        'modular kitchen Jayanagar',
        'independent house interiors Bangalore',
      ],
    },
    intro:
      "Interiors for Jayanagar's independent houses, old and rebuilt, with Vastu-aware planning and pooja rooms designed as part of the home.",
    areaNote:
      "Jayanagar is one of the city's best-planned neighbourhoods, with numbered blocks, wide tree-lined roads and the 4th Block shopping area at its centre. Many of its independent houses are being rebuilt as multi-storey homes for several generations, while others are decades old and being carefully updated. Clients commonly want a Vastu-aware layout, a proper pooja room, and kitchens and wardrobes that suit both grandparents and grandchildren.",
    stats: areaStats('Projects in Jayanagar', homeTimeline),
    highlights: ['Free site visit', 'Vastu-aware planning', '3D designs included', warranty.label],
    features: [
      {
        icon: 'compass',
        title: 'Vastu-aware layouts',
        description: 'Kitchen, pooja room and bedroom placement discussed with the family before the design is fixed.',
      },
      {
        icon: 'users',
        title: 'For several generations',
        description: 'Elders get easy-reach storage and good lighting; children get study space that grows with them.',
      },
      {
        icon: 'sun',
        title: 'Pooja rooms',
        description: 'Pooja rooms and units with proper storage, lighting and ventilation for lamps.',
      },
      {
        icon: 'home',
        title: 'Old and new houses',
        description: 'Interiors for freshly rebuilt floors, and careful updates for houses that are decades old.',
      },
      designs3d,
      bestPrice,
    ],
    specialties: [
      {
        title: 'Pooja rooms',
        description: 'Pooja rooms with jaali or glass doors, drawers for puja items and soft lighting.',
      },
      {
        title: 'Interiors for rebuilt houses',
        description: 'Complete interiors for each floor of a new house, from ₹1,00,000.',
      },
      {
        title: 'Modular kitchens',
        description: 'Large kitchens with a utility area for grinding and washing, from ₹50,000.',
      },
      {
        title: 'Modular wardrobes',
        description: 'Hinged wardrobes with lofts and safes, from ₹30,000.',
      },
    ],
    testimonial: {
      name: 'Sanjay B.',
      text: 'My parents wanted a proper pooja room and the kitchen placed according to Vastu. The designer took both seriously without making the house feel old-fashioned.',
      rating: 5,
    },
    nearby: ['basavanagudi', 'jp-nagar', 'btm-layout', 'banashankari'],
    image: 'service-pooja-unit',
  },
  {
    slug: 'kalyan-nagar',
    name: 'Kalyan Nagar',
    seo: {
      title: 'Interior Designers in Kalyan Nagar',
      description:
        'Home interiors in Kalyan Nagar, 5 to 10 minutes from our HBR Layout studio: family floors, rental floors, kitchens and ceilings. Free site visit, 3D designs.',
      keywords: [
        'interior designers in Kalyan Nagar',
        'interior designers near HBR Layout',
        'home interiors Kalyan Nagar',
        'modular kitchen Kalyan Nagar',
        'rental floor interiors Bangalore',
      ],
    },
    intro:
      'Kalyan Nagar is next door to our HBR Layout studio, so site visits, material selection and checks during the work are all close at hand.',
    areaNote:
      'Kalyan Nagar, between HBR Layout and Hennur Road, has independent houses being rebuilt with a floor or two to rent out, new apartment buildings and a busy stretch of restaurants and cafés. Owners commonly want the family floor finished well and the rental floors kept durable and simple. The studio is usually 5 to 10 minutes away, so you can drop in to see material samples and our designers can easily stop by during the work.',
    stats: areaStats('Projects in Kalyan Nagar', homeTimeline),
    highlights: ['Free site visit', '5-10 minutes from our studio', '3D designs included', warranty.label],
    features: [
      {
        icon: 'map-pin',
        title: 'Right next door',
        description: 'Our HBR Layout studio is minutes away, with material samples on display.',
      },
      {
        icon: 'key',
        title: 'Family and rental floors',
        description: 'Your own floor designed the way you want it, and rental floors in hard-wearing, neutral finishes.',
      },
      quoteIn12Hours,
      designs3d,
      offers,
      warrantyFeature,
    ],
    specialties: [
      {
        title: 'Complete home interiors',
        description: 'Interiors for newly built floors, from ₹1,00,000, typically delivered in 30-45 days.',
      },
      {
        title: 'Rental floor interiors',
        description: 'Kitchens and wardrobes for rental units that are easy to maintain between tenants.',
      },
      {
        title: 'Modular kitchens',
        description: 'Modular kitchens from ₹50,000, installed in 15-20 days.',
      },
      {
        title: 'False ceilings',
        description: 'Gypsum ceilings with cove and spot lighting for living and bedrooms.',
      },
    ],
    testimonial: {
      name: 'Arjun D.',
      text: 'Being so close to the studio helped. We went in twice to look at laminates and hinges before deciding.',
      rating: 5,
    },
    nearby: ['banaswadi', 'hebbal', 'frazer-town'],
    image: 'service-interior-design',
  },
  {
    slug: 'koramangala',
    name: 'Koramangala',
    seo: {
      title: 'Interior Designers in Koramangala',
      description:
        'Contemporary interiors for Koramangala homes: work-from-home corners, smart storage and easy-clean kitchens. 30-day average delivery.',
      keywords: [
        'interior designers in Koramangala',
        'modular kitchen Koramangala',
        'home office Koramangala',
        'wardrobes Koramangala',
        'apartment interiors Koramangala',
      ],
    },
    intro:
      'Interior design for Koramangala apartments and houses, with work-from-home corners, smart storage and kitchens built for busy weekdays.',
    areaNote:
      "Koramangala's numbered blocks mix independent houses, many now split into separate floors, with apartment buildings, and the area has a large community of startup founders and young professionals. Clients here usually want a clean, contemporary look, a dedicated work corner and a kitchen that is quick to clean. From our HBR Layout studio it is typically 45 minutes to an hour, and we plan visits around that.",
    stats: specStats('Koramangala', '30 days'),
    highlights: ['Free site visit', '3D designs included', warranty.label, 'Work-from-home setups'],
    features: [
      {
        icon: 'monitor',
        title: 'Work corners',
        description: 'Desks, shelving and lighting that turn a corner of the bedroom into a workspace.',
      },
      {
        icon: 'palette',
        title: 'Clean, contemporary design',
        description: 'Handle-less shutters, muted colours and uncluttered surfaces.',
      },
      {
        icon: 'sparkles',
        title: 'Easy-clean materials',
        description: 'Anti-fingerprint laminates and sealed edges that wipe clean after a weekday dinner.',
      },
      quoteIn12Hours,
      designs3d,
      warrantyFeature,
    ],
    specialties: [
      {
        title: 'Modular kitchens',
        description: 'Open and semi-open kitchens with a breakfast counter, from ₹50,000.',
      },
      {
        title: 'Home offices',
        description: 'A proper desk setup in a spare room or a bedroom corner.',
      },
      {
        title: 'Modular wardrobes',
        description: 'Sliding wardrobes with internal drawers and lofts, from ₹30,000.',
      },
      {
        title: 'Entertainment units',
        description: 'Slim, wall-hung TV consoles with hidden wiring.',
      },
    ],
    testimonial: {
      name: 'Meera V.',
      text: 'The kitchen was ready in the time they told us, and the site was cleaned properly before handover.',
      rating: 5,
    },
    nearby: ['hsr-layout', 'btm-layout', 'indiranagar'],
    image: 'service-modular-kitchen',
  },
  {
    slug: 'malleshwaram',
    name: 'Malleshwaram',
    seo: {
      title: 'Interior Designers in Malleshwaram',
      description:
        'Heritage-sensitive interiors for Malleshwaram homes: modern kitchens, pooja rooms and wardrobes that keep courtyards, rafters and red oxide floors intact.',
      keywords: [
        'interior designers in Malleshwaram',
        'heritage home interiors Malleshwaram',
        'pooja room Malleshwaram',
        'modular kitchen Malleshwaram',
        'old house interiors Bangalore',
      ],
    },
    intro:
      "Heritage-sensitive interiors for Malleshwaram's old family homes, and for the apartments that now stand on some of its older plots.",
    areaNote:
      "Malleshwaram is one of Bangalore's oldest planned neighbourhoods, and many houses between Sampige Road and Margosa Road still have courtyards, red oxide floors, wooden rafters and heavy teak doors. Families usually want to modernise the kitchen and add storage while keeping those details, and many want a traditional pooja room. It is usually 35 to 45 minutes from our HBR Layout studio.",
    stats: areaStats('Projects in Malleshwaram', homeTimeline),
    highlights: ['Free site visit', 'Heritage-sensitive designs', '3D designs included', warranty.label],
    features: [
      {
        icon: 'home',
        title: 'Original details kept',
        description: 'Courtyards, rafters and red oxide floors are treated as part of the design, not obstacles.',
      },
      {
        icon: 'heart',
        title: 'Comfortable for elders',
        description: 'Pull-out storage, lower shelves and good task lighting for older family members.',
      },
      {
        icon: 'sun',
        title: 'Traditional pooja rooms',
        description: 'Wooden or jaali pooja units and rooms with space for lamps and festival decorations.',
      },
      {
        icon: 'leaf',
        title: 'Warm wood finishes',
        description: 'Veneers and wood-grain laminates that sit well beside old teak.',
      },
      designs3d,
      bestPrice,
    ],
    specialties: [
      {
        title: 'Kitchens for older homes',
        description: 'Modular kitchens fitted to old walls and windows, with drawers that save bending, from ₹50,000.',
      },
      {
        title: 'Pooja rooms',
        description: 'Traditional pooja rooms and units in wood, with brass details where you want them.',
      },
      {
        title: 'Modular wardrobes',
        description: 'Wardrobes in veneer or wood-grain finishes to match the house.',
      },
      {
        title: 'Complete home interiors',
        description: 'Whole-home updates that keep the character of the house.',
      },
    ],
    testimonial: {
      name: 'Lakshmi P.',
      text: 'They kept the old wooden rafters visible and planned the lighting around them. My mother finds the new kitchen much easier to use.',
      rating: 5,
    },
    nearby: ['rajajinagar', 'cunningham-road'],
    image: 'service-modular-kitchen',
  },
  {
    slug: 'marathahalli',
    name: 'Marathahalli',
    seo: {
      title: 'Interior Designers in Marathahalli',
      description:
        'Practical interiors for Marathahalli apartments: modular kitchens in 15-20 days, wardrobes, study units and durable refreshes between tenants. Free site visit.',
      keywords: [
        'interior designers in Marathahalli',
        'modular kitchen Marathahalli',
        'wardrobes Marathahalli',
        'rental flat interiors Bangalore',
        'apartment interiors Marathahalli',
      ],
    },
    intro:
      'Practical interiors for Marathahalli apartments, whether you are furnishing a new home or updating a flat that has been rented out for years.',
    areaNote:
      'Marathahalli sits on the Outer Ring Road between Whitefield and Bellandur, and most homes here are apartments, from older buildings near the bridge to newer gated communities off Varthur Road. Many owners work in the nearby tech parks and a good number of flats are rented out, so briefs range from a complete new home to a quick, durable refresh between tenants. It is usually 40 to 50 minutes from our HBR Layout studio along the Outer Ring Road.',
    stats: areaStats('Projects in Marathahalli', kitchenTimeline),
    highlights: ['Free site visit', 'Modular kitchens in 15-20 days', '3D designs included', warranty.label],
    features: [
      {
        icon: 'key',
        title: 'Refreshes between tenants',
        description: 'New shutters, countertops and wardrobe fronts that update a flat without a full rebuild.',
      },
      {
        icon: 'shield-check',
        title: 'Durable finishes',
        description: 'Moisture-resistant boards and scratch-resistant laminates for homes that see heavy use.',
      },
      {
        icon: 'monitor',
        title: 'Study units',
        description: 'Compact desks and shelving for working from home.',
      },
      quoteIn12Hours,
      offers,
    ],
    specialties: [
      {
        title: 'Modular kitchens',
        description: 'Kitchens from ₹50,000, typically installed in 15-20 days.',
      },
      {
        title: 'Modular wardrobes',
        description: 'Sliding and hinged wardrobes with lofts, from ₹30,000.',
      },
      {
        title: 'Rental refresh',
        description: 'A practical update of kitchen and wardrobes before new tenants move in.',
      },
      {
        title: 'Study units',
        description: 'Desks with overhead storage that fit a small second bedroom.',
      },
    ],
    nearby: ['whitefield', 'bellandur', 'cv-raman-nagar'],
    image: 'service-modular-wardrobe',
  },
  {
    slug: 'rt-nagar',
    name: 'RT Nagar',
    seo: {
      title: 'Interior Designers in RT Nagar',
      description:
        'Interiors for RT Nagar family homes: modular kitchens from ₹50,000, wardrobes from ₹30,000 and pooja units. About 20 minutes from our studio. Free site visit.',
      keywords: ['interior designers in RT Nagar', 'modular kitchen RT Nagar', 'wardrobes RT Nagar', 'pooja unit RT Nagar'],
    },
    intro: "Interiors for RT Nagar's family homes and apartments, about 20 minutes from our HBR Layout studio.",
    areaNote:
      'RT Nagar is a settled residential area near Hebbal and Ganganagar, mostly independent houses, many rebuilt over the years, along with mid-sized apartment buildings. Families here typically ask for a practical modular kitchen, wardrobes for every bedroom and a pooja unit, usually with a clear budget in mind. Being close to our studio, it is easy to come in and compare materials before you finalise.',
    stats: areaStats('Projects in RT Nagar', homeTimeline),
    highlights: ['Free site visit', 'About 20 minutes from our studio', '3D designs included', warranty.label],
    features: [
      {
        icon: 'wallet',
        title: 'Prices stated upfront',
        description: 'Kitchens from ₹50,000, wardrobes from ₹30,000, and 10% off all interior services.',
      },
      {
        icon: 'sun',
        title: 'Pooja units',
        description: 'Compact mandirs for apartments and larger units for independent houses.',
      },
      {
        icon: 'map-pin',
        title: 'Near our studio',
        description: 'Compare shutters, handles and countertops at HBR Layout before you decide.',
      },
      quoteIn12Hours,
      warrantyFeature,
    ],
    specialties: [
      {
        title: 'Modular kitchens',
        description: 'L-shaped and parallel kitchens with practical accessories.',
      },
      {
        title: 'Modular wardrobes',
        description: 'Wardrobes with lofts for every bedroom.',
      },
      {
        title: 'Pooja units',
        description: 'Wall-mounted or floor-standing pooja units with storage.',
      },
      {
        title: 'False ceilings',
        description: 'Simple gypsum ceilings with cove lighting for the living room.',
      },
    ],
    nearby: ['hebbal', 'kalyan-nagar', 'malleshwaram'],
    image: 'service-modular-wardrobe',
  },
  {
    slug: 'rajajinagar',
    name: 'Rajajinagar',
    seo: {
      title: 'Interior Designers in Rajajinagar',
      description:
        'Interiors for Rajajinagar houses and apartments: Vastu-aware kitchens, pooja rooms and generous closed storage for large families. Free site visit, 3D designs.',
      keywords: [
        'interior designers in Rajajinagar',
        'modular kitchen Rajajinagar',
        'pooja room Rajajinagar',
        'Vastu interiors Rajajinagar',
        'home interiors west Bangalore',
      ],
    },
    intro: "Interiors for Rajajinagar's independent houses and apartments, with Vastu-aware planning and storage for large families.",
    areaNote:
      'Rajajinagar is a large, long-established layout in west Bangalore, with numbered blocks and Dr Rajkumar Road as its main artery. Most homes are independent houses, many rebuilt with a floor for the next generation or for tenants, and families often ask for Vastu-aware kitchens, pooja rooms and plenty of closed storage. It is one of the farther areas from our HBR Layout studio, usually around an hour by road.',
    stats: areaStats('Projects in Rajajinagar', homeTimeline),
    highlights: ['Free site visit', 'Vastu-aware planning', '3D designs included', warranty.label],
    features: [
      {
        icon: 'compass',
        title: 'Vastu-aware kitchens',
        description: 'Hob, sink and storage placement discussed with you before the layout is fixed.',
      },
      {
        icon: 'package',
        title: 'Plenty of closed storage',
        description: 'Full-height wardrobes, lofts and utility cabinets for large households.',
      },
      {
        icon: 'sun',
        title: 'Pooja rooms',
        description: 'Pooja rooms and units with storage, lighting and ventilation for lamps.',
      },
      designs3d,
      bestPrice,
    ],
    specialties: [
      {
        title: 'Pooja rooms',
        description: 'Full pooja rooms in independent houses, or a wall unit for an apartment.',
      },
      {
        title: 'Modular kitchens',
        description: 'Kitchens with heavy-duty drawers and a utility area, from ₹50,000.',
      },
      {
        title: 'Modular wardrobes',
        description: 'Hinged wardrobes with lofts and lockers, from ₹30,000.',
      },
      {
        title: 'Interiors for new floors',
        description: 'Complete interiors for a newly built floor, from ₹1,00,000.',
      },
    ],
    nearby: ['malleshwaram', 'basavanagudi'],
    image: 'service-interior-design',
  },
  {
    slug: 'sarjapur',
    name: 'Sarjapur',
    seo: {
      title: 'Interior Designers on Sarjapur Road',
      description:
        'Interiors for Sarjapur Road apartments and villas: new-handover kitchens, wardrobes, studies and complete villa interiors. 3D designs, free site visit.',
      keywords: [
        'interior designers Sarjapur Road',
        'villa interiors Sarjapur',
        'modular kitchen Sarjapur Road',
        'new apartment interiors Sarjapur',
        'NRI home interiors Bangalore',
      ],
    },
    intro: 'Interiors for the gated apartments and villas along Sarjapur Road, from new-handover kitchens to complete villa interiors.',
    areaNote:
      'Sarjapur Road runs from the Outer Ring Road out towards Sarjapur town, lined with gated apartment communities, villa projects and plotted layouts, many owned by IT professionals and NRIs. New handovers are common, so clients want kitchens and wardrobes quickly, while villa owners usually plan the whole home, including a study, a utility area and a pooja unit. The road is busy and often more than an hour from our HBR Layout studio, so we plan visits and deliveries around the traffic.',
    stats: areaStats('Projects on Sarjapur Road', homeTimeline),
    highlights: ['Free site visit', '3D designs included', 'Villa and apartment interiors', warranty.label],
    features: [
      {
        icon: 'home',
        title: 'Whole-villa planning',
        description: 'Every floor planned together, from the foyer and pooja unit to the terrace.',
      },
      {
        icon: 'message-circle',
        title: 'Easy approvals from abroad',
        description: 'NRI owners can review 3D designs and quotes online and approve each stage in writing.',
      },
      {
        icon: 'building',
        title: 'Within community rules',
        description: 'Deliveries and work hours planned within the rules of your gated community.',
      },
      designs3d,
      offers,
      warrantyFeature,
    ],
    specialties: [
      {
        title: 'Complete villa interiors',
        description: 'Living, dining, bedrooms, study and utility designed as one home.',
      },
      {
        title: 'Modular kitchens',
        description: 'Kitchens for new handovers from ₹50,000, typically installed in 15-20 days.',
      },
      {
        title: 'Modular wardrobes',
        description: 'Wardrobes and walk-in storage for larger bedrooms.',
      },
      {
        title: 'Pooja units',
        description: 'Pooja units and rooms planned into the layout from the start.',
      },
      {
        title: 'Home office',
        description: 'A separate study with a desk, shelving and good lighting.',
      },
    ],
    testimonial: {
      name: 'Karthik S.',
      text: 'Our villa had plenty of space but no storage plan. The team worked out wardrobes, a utility area and a study in one design.',
      rating: 5,
    },
    nearby: ['bellandur', 'hsr-layout', 'electronic-city'],
    image: 'service-interior-design',
  },
  {
    slug: 'whitefield',
    name: 'Whitefield',
    seo: {
      title: 'Interior Designers in Whitefield',
      description:
        'Complete interiors for Whitefield apartments and villas, with 3D designs and quotes you can approve from abroad. 35-day average delivery.',
      keywords: [
        'interior designers in Whitefield',
        'villa interiors Whitefield',
        'modular kitchen Whitefield',
        'NRI home interiors Whitefield',
        'home interiors Whitefield',
      ],
    },
    intro: "Interiors for Whitefield's gated apartments and villas, with 3D designs and quotes that are easy to review, even from abroad.",
    areaNote:
      "Whitefield has grown from its IT parks into one of the city's largest residential areas, with big gated communities and villa projects around Varthur Road, Hope Farm and the roads towards Kadugodi. Many owners are IT professionals, NRIs or families relocating from other cities, and the usual brief is a complete home: kitchen, wardrobes, a study and a living room that works for guests. From our HBR Layout studio it is typically 45 minutes to an hour via KR Puram.",
    stats: specStats('Whitefield', '35 days'),
    highlights: ['Free site visit', '3D designs included', warranty.label, 'Easy approvals for NRI owners'],
    features: [
      {
        icon: 'message-circle',
        title: 'Approvals from anywhere',
        description: 'Review 3D designs and quotes online and approve each stage in writing, wherever you are.',
      },
      {
        icon: 'home',
        title: 'Complete homes',
        description: 'Kitchen, wardrobes, study, living and ceilings planned as one home.',
      },
      {
        icon: 'building',
        title: 'Within community rules',
        description: "Work hours, deliveries and lift use planned within your association's rules.",
      },
      quoteIn12Hours,
      bestPrice,
      warrantyFeature,
    ],
    specialties: [
      {
        title: 'Complete home interiors',
        description: 'Whole-home interiors from ₹1,00,000, planned room by room.',
      },
      {
        title: 'Modular kitchens',
        description: 'Kitchens with tall units and accessories, typically installed in 15-20 days.',
      },
      {
        title: 'Modular wardrobes',
        description: 'Sliding, hinged and walk-in wardrobes with internal lighting.',
      },
      {
        title: 'Home office',
        description: 'A proper study for working from home.',
      },
      {
        title: 'Entertainment units',
        description: 'Media walls for living rooms that double as space for guests.',
      },
    ],
    testimonial: {
      name: 'Farah A.',
      text: 'We were in Dubai for most of the project. The 3D designs and regular updates meant we could approve everything without flying down.',
      rating: 5,
    },
    nearby: ['marathahalli', 'bellandur', 'cv-raman-nagar'],
    image: 'hero-living-room',
  },
  {
    slug: 'yelahanka',
    name: 'Yelahanka',
    seo: {
      title: 'Interior Designers in Yelahanka',
      description:
        'Interiors for Yelahanka homes near the airport road: first modular kitchens and wardrobes for new flats, and kitchen upgrades for older houses. Free site visit.',
      keywords: [
        'interior designers in Yelahanka',
        'modular kitchen Yelahanka',
        'wardrobes Yelahanka',
        'new flat interiors north Bangalore',
        'home interiors Yelahanka',
      ],
    },
    intro:
      "Interiors for Yelahanka's new apartments and layouts near the airport road, and for the older family homes of Yelahanka Old Town.",
    areaNote:
      'Yelahanka combines an old town with a fast-growing belt of newer layouts, apartment communities and villa projects along the airport road and Doddaballapur Road. Many homes here are recent purchases, so the usual brief is a first set of modular kitchens and wardrobes, while owners of older houses often ask for a kitchen upgrade. It is usually 30 to 40 minutes from our HBR Layout studio, traffic on Bellary Road permitting.',
    stats: areaStats('Projects in Yelahanka', kitchenTimeline),
    highlights: ['Free site visit', 'Modular kitchens in 15-20 days', '3D designs included', warranty.label],
    features: [
      {
        icon: 'key',
        title: 'Planned for first homes',
        description: 'Kitchen and wardrobes first, with the rest of the home planned so it can follow later.',
      },
      {
        icon: 'chef-hat',
        title: 'Kitchen upgrades',
        description: 'Old masonry kitchens replaced with modular units, working around existing plumbing.',
      },
      freeSiteVisit,
      quoteIn12Hours,
      offers,
      warrantyFeature,
    ],
    specialties: [
      {
        title: 'Modular kitchens',
        description: 'Kitchens from ₹50,000, typically installed in 15-20 days.',
      },
      {
        title: 'Modular wardrobes',
        description: 'Wardrobes with lofts for new flats, from ₹30,000.',
      },
      {
        title: 'Complete home interiors',
        description: 'Whole-home interiors from ₹1,00,000, typically delivered in 30-45 days.',
      },
      {
        title: 'False ceilings',
        description: 'Gypsum ceilings with cove lighting for living and dining areas.',
      },
    ],
    nearby: ['hebbal', 'rt-nagar'],
    endsWithServices: true,
    image: 'service-modular-kitchen',
  },
];

/** The locality page for a slug, or undefined for an unknown slug. */
export function findLocation(slug: string): LocationPage | undefined {
  return locations.find((location) => location.slug === slug);
}
