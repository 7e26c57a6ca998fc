/**
 * The six service detail pages at /services/{slug} (docs/product.md, 'Public pages', 'Service detail pages').
 *
 * Where the original had buttons with no action ('View Portfolio' on interior design, 'View
 * Designs' on pooja units), ours link to /projects. Claims are limited to the site's own: free site
 * visit, 3D designs included, 10-year warranty, best price guarantee, detailed quotes within
 * 12 hours, kitchen 15-20 days, complete home 30-45 days and the starting prices.
 */
import { company } from '#content/company.ts';
import { warranty } from '#content/warranty.ts';
import type { Action, ServicePage } from '#content/types.ts';
import { quotePromise } from '#content/promises.ts';

const contact = (label: string, style: 'primary' | 'outline' = 'primary'): Action => ({
  kind: 'link',
  label,
  to: '/contact',
  style,
});
const callNow: Action = { kind: 'call', label: 'Call Now', style: 'outline' };

/** The kitchen and wardrobe pages share these three hero buttons (docs/product.md, 'Public pages'). */
const quoteCalculatorProcess: Action[] = [
  contact('Get Free Quote'),
  { kind: 'link', label: 'Price Calculator', to: '/calculator', style: 'outline' },
  { kind: 'link', label: 'View Complete Process', to: '/process', style: 'outline' },
];

const entertainmentUnits: ServicePage = {
  slug: 'entertainment-units',
  seo: {
    title: 'TV Units & Entertainment Units in Bangalore',
    description:
      'Custom TV units and media walls in Bangalore: wall-mounted, floor-standing, corner and built-in designs with concealed wiring. Free site visit and 3D designs.',
    keywords: ['TV unit design Bangalore', 'entertainment unit', 'media wall design', 'wall-mounted TV unit', 'living room storage'],
  },
  name: 'Entertainment Units',
  hero: {
    eyebrow: 'Entertainment Units',
    title: 'TV Units and Media Walls Built Around Your Living Room',
    intro:
      'From a slim floating console to a full media wall, we design entertainment units that hide every wire, keep your electronics cool and give the living room storage it will actually use.',
    image: 'service-entertainment-unit',
    actions: [{ kind: 'link', label: 'Get Free Design Consultation', to: '/contact' }],
    highlights: ['Free site visit', '3D designs included', warranty.label, `Detailed quote within ${quotePromise.hours} hours`],
  },
  sections: [
    {
      kind: 'cards',
      heading: 'Types of Entertainment Units',
      intro: 'The right format depends on your wall, your screen size and how much you need to store.',
      items: [
        {
          title: 'Wall-Mounted Units',
          description:
            'A floating console fixed 200-300 mm above the floor, with a panel behind the TV. The floor stays visible, so a compact living room feels larger and mopping underneath is easy.',
          features: [
            'Keeps the floor clear',
            'Console 350-400 mm deep',
            'Back panel in laminate or veneer',
            'TV anchored into masonry, not the panel alone',
          ],
        },
        {
          title: 'Floor-Standing Units',
          description:
            'A low cabinet on legs or a recessed plinth, with generous drawers. A good choice for rented homes and for walls that cannot take heavy fixings.',
          features: [
            'Deep drawers for everyday clutter',
            'No heavy wall fixings needed',
            'Room for a soundbar and set-top box',
            'Easy to move to your next home',
          ],
        },
        {
          title: 'Corner Units',
          description:
            'When the longest wall has the balcony door or a window, a corner unit angles the screen towards the sofa and turns a dead corner into useful storage.',
          features: [
            'Suits open living-dining plans',
            'Turns an unused corner into storage',
            'Screen angled towards the main seating',
            'Compact footprint',
          ],
        },
        {
          title: 'Built-In Media Walls',
          description:
            'Panelling across the whole TV wall with closed cabinets, display niches and lighting. Best when you need serious storage; we keep the depth to 400 mm or less so the room does not shrink.',
          features: [
            'Closed cabinets on one or both sides',
            'Lit display niches',
            'Fluted, veneer or laminate panelling',
            'Conduits concealed inside the panel',
          ],
        },
      ],
    },
    {
      kind: 'features',
      heading: 'Design Features That Make a Difference',
      items: [
        {
          icon: 'ruler',
          title: 'Right Height, Right Size',
          description:
            "We place the centre of the screen close to seated eye level, typically 1000-1100 mm from the floor, and size the panel for one screen size larger than today's TV.",
        },
        {
          icon: 'wrench',
          title: 'Concealed Wiring',
          description:
            'A 25 mm conduit with a pull wire runs from behind the TV to the console, so HDMI and power cables never show. We add a spare conduit for whatever comes next.',
        },
        {
          icon: 'lightbulb',
          title: 'Ambient Backlighting',
          description:
            'A warm LED strip (2700-3000K) behind the TV softens the contrast between a bright screen and a dark room, on its own switch.',
        },
        {
          icon: 'package',
          title: 'Storage That Hides Clutter',
          description:
            'Closed drawers for remotes, chargers, documents and board games, and only a few open shelves for what you want on display. Bangalore dust finds every open shelf.',
        },
        {
          icon: 'monitor',
          title: 'Ventilated Electronics Bay',
          description:
            'A ventilated compartment for the set-top box, gaming console and router. Electronics need airflow, and a Wi-Fi router behind a solid shutter loses range.',
        },
        {
          icon: 'palette',
          title: 'Glare-Free Finishes',
          description:
            'Matte laminate, veneer and fluted panels that do not reflect the balcony light. We steer you away from high-gloss panels opposite a window.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'Our Six-Step Process',
      steps: [
        {
          title: 'Space Assessment',
          description:
            'We visit your home, measure the wall and the sofa distance, locate existing conduits and sockets, and note where the light falls through the day.',
        },
        {
          title: 'Design Consultation',
          description:
            'We talk through your screen size, sound system, what needs storing and the look you like, and agree on a budget before any drawing starts.',
        },
        {
          title: '3D Visualization',
          description:
            'You see the unit in 3D on your own wall, with finishes and lighting, and we revise it until it feels right. A detailed, itemised quote comes with it.',
        },
        {
          title: 'Material Selection',
          description:
            "Choose laminates, veneers, handles and LED lighting from physical samples, checked in your living room's light rather than under showroom lamps.",
        },
        {
          title: 'Precision Manufacturing',
          description:
            'Panels are cut, edge-banded and drilled by machine in the factory, so the joints are tight and every edge is sealed.',
        },
        {
          title: 'Professional Installation',
          description:
            'Our team works with your electrician, fixes the unit into masonry, tests every socket and light, and cleans up before handover.',
        },
      ],
    },
    {
      kind: 'reasons',
      heading: `Why Choose ${company.name} for Your TV Wall`,
      items: [
        {
          icon: 'pencil-ruler',
          title: 'Planned With Your Electrician',
          description:
            'Sockets, conduits and the TV bracket position are marked before a single panel is cut, so nothing has to be broken open later.',
        },
        {
          icon: 'monitor',
          title: '3D Designs Included',
          description: 'See exactly how the unit will look on your wall before you approve it, at no extra cost.',
        },
        {
          icon: 'shield-check',
          title: warranty.label,
          description: warranty.statement,
        },
        {
          icon: 'hand-coins',
          title: 'Best Price Guarantee',
          description:
            'Factory-direct pricing and an itemised quote that names every board, finish and fitting, so you can compare like for like.',
        },
      ],
    },
  ],
  cta: {
    title: 'Ready to Transform Your TV Wall?',
    text: `Book a free site visit. We'll measure the wall, check the wiring and share 3D designs of a couple of options, with a detailed quote within ${quotePromise.hours} hours.`,
    actions: [contact('Get Free Design Consultation'), callNow],
  },
};

const falseCeiling: ServicePage = {
  slug: 'false-ceiling',
  seo: {
    title: 'False Ceiling Design in Bangalore',
    description:
      'Gypsum, POP, wooden and metal grid false ceilings in Bangalore, with cove and profile lighting planned in. Free site visit and 3D designs included.',
    keywords: ['false ceiling Bangalore', 'gypsum false ceiling', 'POP ceiling design', 'wooden false ceiling', 'cove lighting'],
  },
  name: 'False Ceilings',
  hero: {
    eyebrow: 'False Ceilings',
    title: 'False Ceilings That Light Up the Room, Not Just Cover It',
    intro:
      'A well-planned false ceiling hides beams and wiring and frames your lighting. We design it together with your electrical layout, so every light, fan and AC lands exactly where it should.',
    image: 'service-false-ceiling',
    actions: [contact('Get Free Consultation')],
    highlights: ['Free site visit', '3D designs included', warranty.label, 'Best price guarantee'],
  },
  sections: [
    {
      kind: 'cards',
      heading: 'Types of False Ceilings',
      intro: 'Each material has its place. Most homes use gypsum for the main ceiling, with wood or POP as an accent.',
      items: [
        {
          title: 'Gypsum Board',
          description:
            'Factory-made boards screwed to a galvanised steel frame, with taped and finished joints. Quick and clean to install, and the most common choice in Bangalore apartments.',
          features: [
            'Smooth, even finish when joints are taped properly',
            'Fast installation with little mess',
            'Moisture-resistant boards for kitchens and bathrooms',
            'Easy to cut for lights and AC vents',
          ],
        },
        {
          title: 'POP (Plaster of Paris)',
          description:
            'Mixed and shaped on site, so it can take curves, domes and cornices that boards cannot. It needs skilled hands and time to dry, especially in the monsoon.',
          features: [
            'Curves, domes and mouldings',
            'Seamless finish',
            'Suits classic and traditional interiors',
            'Allow extra drying time in humid months',
          ],
        },
        {
          title: 'Wooden',
          description:
            'Veneer, laminate or wooden slats over part of the ceiling bring warmth to living rooms, dining areas and bedrooms. Usually combined with a gypsum ceiling around it.',
          features: [
            'Warm, natural look',
            'Slats, rafters or flat panels',
            'A strong feature above the dining table or bed',
            'Termite- and borer-treated material',
          ],
        },
        {
          title: 'Metal Grid',
          description:
            'Aluminium or GI grid ceilings with lay-in or clip-in tiles. Practical for balconies, utility areas, home offices and anywhere you need access above the ceiling.',
          features: [
            'Tiles lift out for access to ducts and wiring',
            'Aluminium tiles do not sag or rot with moisture',
            'Very low maintenance',
            'Suits utility areas and offices',
          ],
        },
      ],
    },
    {
      kind: 'features',
      heading: 'What Goes Into a Good False Ceiling',
      items: [
        {
          icon: 'lightbulb',
          title: 'Layered Lighting',
          description:
            'Cove lights for a soft glow, downlights where you read and cook, and profile lights for a clean modern line, each on its own switch or dimmer.',
        },
        {
          icon: 'ruler',
          title: 'Height Planned Carefully',
          description:
            'Most apartments have about 2.7-3.0 m of clear height. A peripheral drop along the edges frames the room and keeps the centre at full height.',
        },
        {
          icon: 'layers',
          title: 'Galvanised Steel Framing',
          description:
            'A GI frame hung from the slab at proper intervals will not rust, so the ceiling stays flat and free of cracks for years.',
        },
        {
          icon: 'wrench',
          title: 'Access Where You Need It',
          description:
            'Removable panels near AC indoor units, junction boxes and bathroom plumbing, so maintenance never means breaking the ceiling.',
        },
        {
          icon: 'sun',
          title: 'Ready for the Monsoon',
          description:
            "Moisture-resistant gypsum in kitchens, bathrooms and balconies, and POP work scheduled with enough drying time in Bangalore's humid months.",
        },
        {
          icon: 'paint-bucket',
          title: 'Finished and Painted',
          description: 'Joints taped, puttied, sanded and painted along with the rest of the room, so the ceiling looks seamless.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'Our Six-Step Process',
      steps: [
        {
          title: 'Site Assessment',
          description:
            'We measure the ceiling height, beams and slab, and note existing light points, fan hooks and where the AC units will go.',
        },
        {
          title: 'Lighting and Layout Plan',
          description:
            'We decide where every light, fan and AC sits, how each is switched, and which areas get a drop, a cove or a feature.',
        },
        {
          title: '3D Visualization',
          description: 'You see the ceiling in 3D with the lighting on, along with a detailed quote, and we revise it until you are happy.',
        },
        {
          title: 'Material Selection',
          description: 'Choose the ceiling material, any wood or metal accents, light fittings and colour temperature, from samples.',
        },
        {
          title: 'Framing and Installation',
          description:
            'The GI frame goes up, the electrician runs wiring and junction boxes, and the boards are fixed with cut-outs for every fitting.',
        },
        {
          title: 'Finishing and Handover',
          description: 'Joints are taped, puttied and painted, lights are fitted and tested, and the site is cleaned before we hand over.',
        },
      ],
    },
    {
      kind: 'reasons',
      heading: 'Why Choose Us for Your False Ceiling',
      items: [
        {
          icon: 'pencil-ruler',
          title: 'Ceiling and Electricals Planned Together',
          description:
            'Lights, fans, AC positions and switches are decided before the frame goes up, so you never end up with a downlight in the wrong place.',
        },
        {
          icon: 'monitor',
          title: '3D Designs Included',
          description: 'See your ceiling and its lighting in 3D before any work starts, at no extra cost.',
        },
        {
          icon: 'shield-check',
          title: warranty.label,
          description: warranty.statement,
        },
        {
          icon: 'clock',
          title: `Detailed Quote Within ${quotePromise.hours} Hours`,
          description: 'An itemised quote by room and by material, so you know exactly what you are paying for.',
        },
      ],
    },
  ],
  cta: {
    title: 'Planning a New Ceiling?',
    text: "Book a free site visit. We'll check the heights and beams, plan the lighting with you and show you the ceiling in 3D before any work begins.",
    actions: [contact('Get Free Consultation'), callNow],
  },
};

const interiorDesign: ServicePage = {
  slug: 'interior-design',
  seo: {
    title: 'Full Home Interior Design in Bangalore',
    description:
      'Complete home interiors in Bangalore from ₹1,00,000: space planning, 3D designs, modular furniture, ceilings and lighting, delivered in 30-45 days by one team.',
    keywords: [
      'interior designers in Bangalore',
      'home interior design Bangalore',
      '2BHK interior design',
      '3BHK interiors Bangalore',
      'turnkey home interiors',
    ],
  },
  name: 'Full Interior Design',
  hero: {
    eyebrow: 'Complete Interior Design',
    title: 'Complete Home Interiors, Designed and Delivered by One Team',
    intro:
      'From the first measurement to the last light fitting, we design your whole home around how your family lives, then build it with our own team. Complete homes in 30-45 days, starting from ₹1,00,000.',
    image: 'service-interior-design',
    actions: [contact('Start Your Design Journey'), { kind: 'link', label: 'View Portfolio', to: '/projects', style: 'outline' }],
    highlights: ['Free site visit', '3D designs included', 'Complete home in 30-45 days', warranty.label],
  },
  sections: [
    {
      kind: 'cards',
      heading: 'Our Interior Design Services',
      intro: 'Everything a home needs, from the layout on paper to the keys in your hand.',
      items: [
        {
          title: 'Space Planning and Layout',
          description:
            'We work out furniture placement, walkways and storage for every room, starting from your floor plan and how your family actually uses each space.',
          features: [
            'Furniture layouts for every room',
            'Clear walkways and door swings',
            'Vastu preferences where you follow them',
            'Electrical and lighting point plan',
          ],
        },
        {
          title: '3D Design and Visualization',
          description: 'Realistic 3D views of each room, so you can see colours, finishes and lighting together before anything is made.',
          features: ['3D views of every room', 'Revisions until you are happy', 'Material and colour boards', 'A detailed, itemised quote'],
        },
        {
          title: 'Modular Furniture and Carpentry',
          description:
            "Kitchen, wardrobes, TV unit, pooja unit, crockery and shoe units, made in the factory to your home's exact measurements.",
          features: [
            'Machine-cut, edge-banded panels',
            'BWP plywood wherever there is water',
            'Soft-close hardware throughout',
            'Covered by warranties of up to 10 years on materials',
          ],
        },
        {
          title: 'Turnkey Execution',
          description:
            'False ceilings, electrical work, painting, lighting and soft furnishings, coordinated by one site supervisor right up to handover.',
          features: [
            'One point of contact',
            'Civil, electrical and painting coordinated',
            'Society rules and work hours respected',
            'Snag list closed before handover',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Design Styles We Work In',
      intro: 'Most homes end up a little of one and a little of another. These are good places to start the conversation.',
      items: [
        {
          title: 'Modern Contemporary',
          description: 'Clean lines, handle-less shutters, a calm palette and warm lighting. Easy to live with and easy to keep clean.',
          features: ['Matte and soft-gloss finishes', 'Profile handles or push-to-open', 'Neutral palette with one accent colour'],
        },
        {
          title: 'Traditional Classic',
          description: 'Teak tones, brass accents, panelled shutters and rich fabrics, drawing on the character of South Indian homes.',
          features: ['Wood veneer with PU polish', 'Brass and antique-finish hardware', 'Mouldings and jaali details'],
        },
        {
          title: 'Scandinavian Minimalist',
          description: 'Light woods, white walls and simple, honest furniture that make a compact apartment feel airy and calm.',
          features: ['Light oak and ash finishes', 'Plenty of closed storage', 'Windows kept clear for daylight'],
        },
        {
          title: 'Industrial Chic',
          description:
            'Concrete-look textures, black metal and exposed-bulb lighting. Popular for studio apartments, home offices and bar units.',
          features: ['Concrete and metal textures', 'Black powder-coated frames', 'Open shelving used sparingly'],
        },
        {
          title: 'Eclectic Fusion',
          description:
            'A confident mix of old and new: a family heirloom beside a modern sofa, handloom fabrics against clean-lined storage.',
          features: ['Heirlooms given pride of place', 'Layered colours and patterns', 'Handloom and craft accents'],
        },
        {
          title: 'Luxury Premium',
          description:
            'Rich materials and precise detailing: veneers, quartz, fluted panels, layered lighting and furniture made just for your home.',
          features: ['Veneer, PU and lacquered glass', 'Quartz and marble surfaces', 'Layered, dimmable lighting'],
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'How We Design Your Home',
      steps: [
        {
          title: 'Free Site Visit',
          description:
            'A designer visits your home, takes precise measurements, notes the plumbing, gas and electrical points, and listens to what your family needs.',
        },
        {
          title: 'Design Brief and Budget',
          description:
            'We agree on the rooms in scope, your style, your must-haves and a realistic budget, so the design starts on solid ground.',
        },
        {
          title: '3D Designs and Detailed Quote',
          description:
            'You get 3D views of each room and an itemised quote that names the carcass, finish and hardware of every unit. We revise until it is right.',
        },
        {
          title: 'Material Selection',
          description:
            'Choose laminates, veneers, countertops, handles, paint colours and lights from the samples on display at our HBR Layout studio, or at home.',
        },
        {
          title: 'Production and Site Work',
          description:
            'Modular furniture is made in the factory while ceiling, electrical and painting work happens on site, so both move forward together.',
        },
        {
          title: 'Installation and Handover',
          description:
            'We install, finish, deep-clean and walk through a snag list with you, closing every point before we hand over your home.',
        },
      ],
    },
    {
      kind: 'reasons',
      heading: `Why Homeowners Choose ${company.name}`,
      items: [
        {
          icon: 'users',
          title: 'One Team, Start to Finish',
          description:
            'A dedicated designer and site supervisor from the first visit to handover, so you never chase different contractors.',
        },
        {
          icon: 'monitor',
          title: '3D Designs Included',
          description: 'See every room before it is built and change your mind on screen, not on site.',
        },
        {
          icon: 'clipboard-check',
          title: 'Transparent, Itemised Quotes',
          description: `A detailed quote within ${quotePromise.hours} hours that lists dimensions, materials and fittings for every unit, not a single lump sum.`,
        },
        {
          icon: 'calendar',
          title: 'On-Time Delivery',
          description: 'A written schedule agreed before work starts. Complete homes take 30-45 days once the design is signed off.',
        },
        {
          icon: 'shield-check',
          title: warranty.label,
          description: `${warranty.statement} The terms are in your contract.`,
        },
      ],
    },
  ],
  cta: {
    title: "Let's Design a Home You'll Love Coming Back To",
    text: "Tell us about your home and we'll arrange a free site visit at a time that suits you, followed by 3D designs and a detailed quote.",
    actions: [contact('Schedule Design Consultation'), callNow],
  },
};

const modularKitchen: ServicePage = {
  slug: 'modular-kitchen',
  seo: {
    title: 'Modular Kitchen Design in Bangalore',
    description:
      'Modular kitchens in Bangalore from ₹50,000: L-shaped, U-shaped, parallel and island layouts, BWP plywood, laminate to PU finishes, installed in 15-20 days.',
    keywords: [
      'modular kitchen Bangalore',
      'modular kitchen price Bangalore',
      'L-shaped modular kitchen',
      'kitchen interior design',
      'BWP plywood kitchen',
      'kitchen shutter finishes',
    ],
  },
  name: 'Modular Kitchens',
  hero: {
    eyebrow: 'Modular Kitchens',
    title: 'Modular Kitchens Designed for the Way India Cooks',
    intro:
      'Pressure-cooker steam, tadka, heavy kadais and a sink that is never quite dry: we plan every kitchen around the realities of Indian cooking, with materials that still look good years later.',
    image: 'service-modular-kitchen',
    actions: quoteCalculatorProcess,
    highlights: ['Starting from ₹50,000', '15-20 day installation', '3D designs included', warranty.label],
  },
  sections: [
    {
      kind: 'cards',
      heading: 'Kitchen Layouts',
      intro:
        'The layout is decided largely by what the builder has already fixed: the sink inlet, the gas point and the chimney cut-out. Here is how the six layouts compare.',
      items: [
        {
          title: 'L-Shaped',
          description:
            'Two adjoining walls give a continuous counter, a natural work triangle and only one corner to solve. The best fit for most 2BHK kitchens.',
          features: [
            'Works from about 7×8 ft upwards',
            'One corner, solved with a magic corner or carousel',
            'Easy to add a breakfast ledge',
          ],
        },
        {
          title: 'U-Shaped',
          description: 'Three walls of counter and storage for families who cook a lot, often with two people in the kitchen at once.',
          features: ['Needs a room about 8 ft wide or more', 'The most counter and storage space', 'Two corners that need smart hardware'],
        },
        {
          title: 'Straight',
          description: 'Everything along a single wall. Suits studio apartments, compact 1BHKs and open kitchens facing the dining area.',
          features: ['Keep the run at least 8 ft long', 'Tall units and a loft make up for storage', 'Works well in open-plan homes'],
        },
        {
          title: 'Parallel',
          description:
            'Two facing counters, often with the utility door at the far end. The most efficient layout to cook in, because everything is a step and a turn away.',
          features: [
            'At least 900 mm clear between counters',
            '1000-1200 mm if two people cook together',
            'Wet and dry zones separate naturally',
          ],
        },
        {
          title: 'Island',
          description:
            'A freestanding counter in the middle for prep, serving or breakfast. Best in villas and large open kitchens with room to walk around it.',
          features: [
            'About 1 m clearance on every working side',
            'Great for cooking while guests chat',
            'Power and plumbing planned through the floor',
          ],
        },
        {
          title: 'Peninsula',
          description:
            'A counter joined to the kitchen at one end and extending into the room. It gives the feel of an island in far less floor space.',
          features: ['Island feel in a smaller room', 'Doubles as a breakfast counter', 'A natural divider between kitchen and dining'],
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Carcass Materials, Honestly Compared',
      intro:
        'The carcass is the box behind every shutter. It decides whether your kitchen swells, sags or attracts termites, so it matters more than the finish you see.',
      items: [
        {
          title: 'BWP Plywood',
          description:
            'Boiling Water Proof plywood, bonded with phenolic resin. Our default for base units and non-negotiable for the sink unit: it resists moisture, holds screws well and tolerates repeated hinge adjustments.',
          features: [
            'The most water-resistant wood-based option',
            'Strong screw holding for hinges and channels',
            'Grade printed on the sheet (IS 710 for marine grade)',
            'Termite- and borer-treated',
          ],
        },
        {
          title: 'MDF',
          description:
            'Medium Density Fibreboard is smooth and uniform, which makes it ideal for painted and profiled shutters. Standard MDF swells if water reaches an unsealed edge, so we keep it away from the sink and hob base. Its denser cousin, HDHMR, is excellent for shutters and wall units.',
          features: [
            'Smooth surface for PU and membrane finishes',
            'Flat and stable',
            'Not for wet areas unless moisture-resistant',
            'Every cut edge must be sealed',
          ],
        },
        {
          title: 'Particle Board',
          description:
            'Pre-laminated particle board is the budget option found in flat-pack furniture. It can work for dry wall units on a tight budget, but it sags under heavy loads and does not forgive water. We do not use it for base units.',
          features: [
            'The lowest cost',
            'Acceptable only for dry wall units',
            'Weak screw holding; refixed hinges loosen',
            'Swells quickly if it gets wet',
          ],
        },
        {
          title: 'Solid Wood',
          description:
            'Teak, sheesham or rubberwood for shutters, frames and trims in traditional kitchens. Beautiful and repairable, but it moves with humidity, so it works best as shutters over a plywood carcass.',
          features: ['Rich, natural grain', 'Can be sanded and refinished', 'Expands and contracts in the monsoon', 'The highest cost'],
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Shutter Finishes',
      intro:
        'The finish is what you see and touch every day. Here is how each one handles scratches, heat and cleaning in a busy Indian kitchen.',
      items: [
        {
          title: 'Laminate',
          description:
            'High-pressure laminate in matte, suede, gloss or wood textures. Our recommendation for base units in a hard-working kitchen.',
          features: [
            'Tough: takes heat and scratches well',
            'Matte and suede hide fingerprints',
            'Wipe with a damp cloth and mild detergent',
            'The most affordable finish',
          ],
        },
        {
          title: 'Acrylic',
          description:
            'A mirror-like, seamless gloss that makes a kitchen look bright and spacious. Looks its best on wall and tall units, away from the busiest drawers.',
          features: [
            'High gloss, easy to wipe',
            'Fine scratches and fingerprints show on dark colours',
            'Anti-fingerprint variants worth the premium',
            'Clean with microfibre, never a scrubber',
          ],
        },
        {
          title: 'Membrane',
          description: 'A PVC film vacuum-pressed over routed MDF, giving moulded and shaker-style shutters at an affordable price.',
          features: ['Profiled and shaker-style designs', 'Affordable', 'Can lift with sustained heat', 'Keep away from the hob and oven'],
        },
        {
          title: 'Lacquer',
          description:
            'Lacquered glass or lacquer-coated panels in solid colours with a glossy or satin sheen. Striking as an accent on wall units.',
          features: [
            'Non-porous and easy to wipe clean',
            'Fingerprints show on glass',
            'Heavier shutters need good hinges',
            'A strong accent for wall units',
          ],
        },
        {
          title: 'Veneer',
          description:
            'A thin layer of real wood over plywood or MDF, sealed with a protective polish. Brings genuine grain and warmth to the kitchen.',
          features: [
            'Real wood grain; every panel is unique',
            'Needs a good protective polish',
            'Keep it away from the sink',
            'Can be re-polished over the years',
          ],
        },
        {
          title: 'PU Paint',
          description:
            'Polyurethane paint sprayed in any colour, in matte or high gloss. The premium choice for a seamless, handle-less look.',
          features: [
            'Any colour, matte or gloss',
            'Can be repaired and repainted',
            'Edges can chip if knocked',
            'Quality depends on skilled spray work',
          ],
        },
      ],
    },
    {
      kind: 'chips',
      heading: 'Accessories That Make Daily Cooking Easier',
      intro: 'We use stainless steel baskets rather than chrome-plated mild steel, which tends to rust near the sink in humid months.',
      items: [
        'Soft-close tandem drawers',
        'Masala pull-out beside the hob',
        'Cutlery and thali organiser',
        'Magic corner unit',
        'Tall pantry pull-out',
        'Bottle pull-out',
        'Plate and glass rack',
        'Under-sink pull-out bin',
      ],
    },
    {
      kind: 'steps',
      heading: 'How Your Kitchen Comes Together',
      steps: [
        {
          title: 'Free Site Visit and Measurement',
          description:
            'We measure the kitchen and utility area and mark the sink inlet, drain, gas point, chimney duct and windows, the things that decide your layout.',
        },
        {
          title: 'Layout and 3D Design',
          description: 'We plan the work triangle, the masala and heavy-vessel zones and the tall unit, then show you the kitchen in 3D.',
        },
        {
          title: 'Materials, Finishes and Quote',
          description: `Choose the carcass, shutters, countertop and hardware from samples. You get a detailed quote, unit by unit, within ${quotePromise.hours} hours.`,
        },
        {
          title: 'Site Preparation',
          description:
            'Any plumbing, electrical and tiling changes are finished and checked before the kitchen arrives, so nothing has to be redone.',
        },
        {
          title: 'Factory Production',
          description:
            'Panels are machine-cut, edge-banded on every side and pre-drilled for hardware, then packed and labelled for your kitchen.',
        },
        {
          title: 'Installation and Handover',
          description:
            'We install the units, countertop, sink, hob and chimney, leak-test every connection, adjust every shutter and hand over a clean kitchen.',
        },
      ],
    },
  ],
  cta: {
    title: 'Ready for a Kitchen That Works as Hard as You Do?',
    text: `Get a free site visit, 3D designs and a detailed quote within ${quotePromise.hours} hours. Modular kitchens start from ₹50,000 and are installed in 15-20 days.`,
    actions: [contact('Get Free Quote'), callNow],
  },
};

const modularWardrobe: ServicePage = {
  slug: 'modular-wardrobe',
  seo: {
    title: 'Modular Wardrobe Design in Bangalore',
    description:
      'Modular wardrobes in Bangalore from ₹30,000: walk-in, sliding and hinged designs with lofts, saree pull-outs and soft-close fittings. Free site visit.',
    keywords: ['modular wardrobe Bangalore', 'sliding wardrobe design', 'walk-in wardrobe', 'bedroom wardrobe price', 'hinged wardrobe'],
  },
  name: 'Modular Wardrobes',
  hero: {
    eyebrow: 'Modular Wardrobes',
    title: 'Wardrobes That Fit Your Room and Everything You Own',
    intro:
      'A wardrobe is the largest piece of furniture in most bedrooms. We size it to your walls and plan the inside around your clothes, from long kurtas and silk sarees to the suitcases in the loft.',
    image: 'service-modular-wardrobe',
    actions: quoteCalculatorProcess,
    highlights: ['Starting from ₹30,000', 'Free site visit', '3D designs included', warranty.label],
  },
  sections: [
    {
      kind: 'cards',
      heading: 'Wardrobe Types',
      intro: 'The space in front of the wardrobe matters as much as the wall behind it.',
      items: [
        {
          title: 'Walk-In Wardrobe',
          description:
            'A dedicated dressing area, often carved out of a large master bedroom or the passage to the bathroom. Open or glass-fronted units let you see everything at once.',
          features: ['Open shelving and glass shutters', 'Space for a mirror and dressing seat', 'Good lighting throughout'],
        },
        {
          title: 'Built-In Wardrobe',
          description:
            'Fitted wall to wall and floor to ceiling, with a loft above. Uses every inch and leaves no dusty gaps on top or at the sides.',
          features: ['Full wall height used', 'Loft for suitcases and spare bedding', 'Laminated back panel against damp walls'],
        },
        {
          title: 'Sliding Door',
          description:
            'Shutters glide on tracks, so no floor space is needed in front. Our pick when there is less than about 900 mm between the bed and the wardrobe.',
          features: [
            'No door swing to plan around',
            'Needs 50-75 mm extra depth for the track',
            'Drawers set clear of the shutter overlap',
            'Only as good as its sliding system',
          ],
        },
        {
          title: 'Hinged Door',
          description:
            'The classic wardrobe: simpler, more affordable and open to the whole interior at once, if you have the floor space in front.',
          features: ['Access the whole wardrobe at once', 'Shutters 450-600 mm wide to avoid sagging', 'Lower cost than sliding'],
        },
        {
          title: 'Corner Wardrobe',
          description:
            'An L-shaped wardrobe that turns a bedroom corner into usable storage, with a corner rail or carousel so nothing gets lost at the back.',
          features: ['Uses an otherwise dead corner', 'Corner hanging rail or carousel', 'Works well in second bedrooms'],
        },
        {
          title: 'Wardrobe With TV Unit',
          description: 'A wardrobe with an integrated TV panel or open niche, for bedrooms where the only long wall has to do both jobs.',
          features: ['Wardrobe and TV wall in one', 'Wiring concealed in the panel', 'Ventilated niche for a set-top box'],
        },
      ],
    },
    {
      kind: 'cards',
      heading: 'Storage Systems Inside',
      intro: 'A well-planned interior holds far more than a bigger wardrobe with the wrong layout.',
      items: [
        {
          title: 'Hanging Space',
          description:
            'Long hanging for dresses, long kurtas and sarees on hangers; short hanging for shirts and trousers, often with two rails stacked in one section.',
          features: [
            'Long hanging with a 1400-1600 mm drop',
            'Short hanging with a 900-1000 mm drop',
            'Saree pull-out with individual hangers',
            'Pull-down rail for high sections',
          ],
        },
        {
          title: 'Drawers',
          description:
            'Internal drawers for innerwear, accessories and documents, with the top one at about waist height so you never have to bend.',
          features: [
            'Drawers 150-200 mm high',
            'Soft-close channels',
            'Internal locker or concealed drawer',
            'Dividers for ties, belts and jewellery',
          ],
        },
        {
          title: 'Shoe Storage',
          description:
            'Pull-out shoe racks at the base of the wardrobe or a separate ventilated shoe unit, so footwear stays off the floor and away from clothes.',
          features: ['Pull-out racks at the base', 'Ventilated shutters', 'Adjustable heights for boots and heels'],
        },
        {
          title: 'Shelves',
          description: 'Shelves for folded clothes, bedding and bags, spaced so stacks stay stable and easy to reach.',
          features: [
            'Spaced 300-350 mm apart',
            'Silk sarees kept three or four to a stack',
            'Adjustable shelf pins',
            'Loft shelves for suitcases and festival décor',
          ],
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'How Your Wardrobe Comes Together',
      steps: [
        {
          title: 'Free Site Visit and Measurement',
          description:
            'We measure the wall, ceiling height and the clear space in front, and check the door swing, window, switchboards and where the AC will go.',
        },
        {
          title: 'Storage Planning',
          description:
            'We go through what you need to store, from long kurtas and sarees to suitcases and valuables, and plan the inside section by section.',
        },
        {
          title: '3D Design and Quote',
          description:
            'You see the wardrobe in 3D, inside and out, with a detailed quote that lists the carcass, finish, hardware and accessories.',
        },
        {
          title: 'Finish and Hardware Selection',
          description:
            'Choose shutters, handles, sliding systems, mirrors and lights from samples, and decide the loft height and divisions.',
        },
        {
          title: 'Factory Production',
          description:
            'Panels are machine-cut, edge-banded and pre-drilled, and laminated on both faces so they stay flat through the monsoon.',
        },
        {
          title: 'Installation and Handover',
          description: 'We fix and level the wardrobe, align every shutter, fit the lights and accessories, and clean up before handover.',
        },
      ],
    },
  ],
  cta: {
    title: 'Ready for a Clutter-Free Bedroom?',
    text: `Book a free site visit and we'll share 3D designs of a few wardrobe options for your room, with a detailed quote within ${quotePromise.hours} hours.`,
    actions: [contact('Get Free Quote'), callNow],
  },
};

const poojaUnits: ServicePage = {
  slug: 'pooja-units',
  seo: {
    title: 'Pooja Unit & Mandir Design in Bangalore',
    description:
      'Pooja units and mandirs for Bangalore homes: wall-mounted, floor-standing, corner and pooja room designs with jaali work, Vastu guidance and 3D designs.',
    keywords: ['pooja unit design Bangalore', 'mandir for home', 'pooja room design', 'wall-mounted mandir', 'Vastu pooja unit'],
  },
  name: 'Pooja Units',
  hero: {
    eyebrow: 'Pooja Units',
    title: 'A Sacred Space, Thoughtfully Made for Your Home',
    intro:
      "Whether it is a wall-mounted mandir in a compact 2BHK or a pooja room in an independent house, we design a space that follows your family's traditions and is practical to use every day.",
    image: 'service-pooja-unit',
    actions: [contact('Get Free Consultation'), { kind: 'link', label: 'View Designs', to: '/projects', style: 'outline' }],
    highlights: ['Free site visit', '3D designs included', warranty.label, 'Best price guarantee'],
  },
  sections: [
    {
      kind: 'cards',
      heading: 'Types of Pooja Units',
      intro: 'Every home has room for a pooja space. The right one depends on the wall, the direction and how your family prays.',
      items: [
        {
          title: 'Wall-Mounted Mandir',
          description:
            'A unit 600-900 mm wide and 300-350 mm deep, fixed to the wall. Ideal for compact apartments, and it leaves the floor below free for a rangoli or a small stool.',
          features: ['Saves floor space', 'Jaali shutters that close', 'Drawer for agarbatti and matches'],
        },
        {
          title: 'Floor-Standing Unit',
          description:
            'A unit about 900-1200 mm wide, 400-450 mm deep and 1800-2100 mm tall, with the deities at a comfortable height and drawers below.',
          features: ['Generous storage below', 'Room for larger idols and photos', 'Shutters or an open front'],
        },
        {
          title: 'Pooja Corner',
          description:
            'If you can spare about 1.2×1.2 m, a dedicated corner with a jaali screen or folding doors feels like a small room, without any civil work.',
          features: ['A room-like feel without walls', 'Space to sit for prayers', 'Screens or folding doors for privacy'],
        },
        {
          title: 'Pooja Room',
          description:
            'For independent houses and villas with a room to spare: panelled walls, a granite or marble platform, a carved or jaali door, and storage for everything a festival needs.',
          features: ['Carved or jaali door', 'Panelled walls and a lit backdrop', 'Storage for festival essentials'],
        },
      ],
    },
    {
      kind: 'features',
      heading: 'Design Elements',
      items: [
        {
          icon: 'sparkles',
          title: 'CNC Jaali Work',
          description:
            'Jaali doors and back panels in traditional or modern patterns. They let agarbatti smoke escape, so soot does not darken the inside of the unit.',
        },
        {
          icon: 'gem',
          title: 'Marble and Granite Surfaces',
          description: 'A heat-proof platform where the diya burns: granite, marble or a metal tray, never bare laminate or veneer.',
        },
        {
          icon: 'lightbulb',
          title: 'Warm Devotional Lighting',
          description:
            'A warm LED strip (2700-3000K) on its own switch to light the deities softly, plus a dedicated socket if you use an electric diya.',
        },
        {
          icon: 'package',
          title: 'Storage for Pooja Essentials',
          description:
            'Drawers and shelves for lamps, oil, camphor, agarbatti, prayer books and festival items, so the platform itself stays uncluttered.',
        },
        {
          icon: 'compass',
          title: 'Vastu-Aligned Placement',
          description:
            'The northeast is the preferred zone, with east or north as alternatives. We mark the directions on your plan and design around them.',
        },
        {
          icon: 'heart',
          title: 'Traditional Details',
          description:
            'Brass bells, temple-inspired tops, carved motifs or a clean modern frame: the details are chosen to match your traditions and your home.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'Our Six-Step Process',
      steps: [
        {
          title: 'Site Visit and Direction Check',
          description:
            'We visit your home, take compass readings away from walls and appliances, and mark north on your plan before choosing a wall.',
        },
        {
          title: 'Understanding Your Traditions',
          description:
            'We ask about your deities, whether the family prays standing or seated, daily rituals and festival needs, and any guidance from your Vastu consultant.',
        },
        {
          title: '3D Design',
          description:
            'You see the unit in 3D in its place, with lighting, and we refine the proportions and details until they feel right. A detailed quote comes with it.',
        },
        {
          title: 'Material Selection',
          description: 'Choose wood finishes, jaali patterns, the platform stone, bells and lighting from samples.',
        },
        {
          title: 'Crafting',
          description: 'Panels and jaali are CNC-cut and finished in the factory, and the stone platform is cut to size.',
        },
        {
          title: 'Installation and Handover',
          description:
            'We fix the unit securely, wire the lights and socket, and hand it over clean and ready, planned around your griha pravesha muhurtham if you have one.',
        },
      ],
    },
    {
      kind: 'reasons',
      heading: `Why Families Choose ${company.name} for Their Pooja Space`,
      items: [
        {
          icon: 'heart',
          title: 'Respect for Your Traditions',
          description:
            'We design around how your family prays, not around a catalogue. Heights, materials and details follow your customs.',
        },
        {
          icon: 'compass',
          title: 'Vastu Guidance Built In',
          description: "Directions are marked during the free site visit, and we are happy to work with your family's Vastu consultant.",
        },
        {
          icon: 'clipboard-check',
          title: 'Safe by Design',
          description: 'Heat-proof platforms, ventilation for smoke and proper wiring for lights, so the unit stays safe and soot-free.',
        },
        {
          icon: 'shield-check',
          title: warranty.label,
          description: warranty.statement,
        },
      ],
    },
  ],
  cta: {
    title: 'Create a Serene Pooja Space at Home',
    text: "Book a free site visit. We'll mark the directions, understand your traditions and show you 3D designs of your pooja unit before anything is made.",
    actions: [contact('Get Free Consultation'), { kind: 'chat', label: 'Chat With Us', style: 'outline' }],
  },
};

export const servicePages: readonly ServicePage[] = [
  interiorDesign,
  modularKitchen,
  modularWardrobe,
  entertainmentUnits,
  falseCeiling,
  poojaUnits,
];

export function findServicePage(slug: string): ServicePage | undefined {
  return servicePages.find((page) => page.slug === slug);
}
