/**
 * The home page gallery: 15 designs with a category filter and a lightbox (spec section 2,
 * 'Gallery'). Images are illustrations in content/media; `alt` describes what is drawn.
 */
import type { GalleryItem } from '#content/types.ts';

export const galleryFilters = ['All', 'False Ceiling', 'Living Room', 'Pooja Room', 'Wardrobe', 'Kitchen', 'Bedroom'] as const;
export type GalleryFilter = (typeof galleryFilters)[number];

export const galleryCopy = {
  heading: 'Design gallery',
  intro:
    'A look at the kitchens, wardrobes, pooja rooms, ceilings and living spaces we design. Filter by room and tap any design to see it larger.',
} as const;

export const galleryItems: GalleryItem[] = [
  {
    id: 'g1',
    image: 'gallery-false-ceiling-cove',
    category: 'False Ceiling',
    alt: 'Living room with a gypsum false ceiling, a warm cove light running around its edge and a pendant over the sofa',
    description:
      'A gypsum ceiling with a recessed cove that washes the walls in soft, indirect light. It hides the wiring and lets you switch from bright to cosy in the evening.',
  },
  {
    id: 'g2',
    image: 'gallery-false-ceiling-coffered',
    category: 'False Ceiling',
    alt: 'Dining area under a coffered ceiling with square wooden panels, recessed spotlights and a brass chandelier',
    description:
      'Coffered panels with wooden trims give a dining room depth and a sense of occasion. Spotlights in each panel keep the table evenly lit.',
  },
  {
    id: 'g3',
    image: 'gallery-living-room-sofa',
    category: 'Living Room',
    alt: 'Living room with a sage three-seater sofa, a brass floor lamp, a jute rug and a low wooden coffee table',
    description:
      'Calm colours, natural textures and one brass accent. A layout that leaves room to walk around and a sofa deep enough for lazy Sunday afternoons.',
  },
  {
    id: 'g4',
    image: 'gallery-living-room-reading-nook',
    category: 'Living Room',
    alt: 'Reading nook by a window with a built-in seat, cushions, wall shelves full of books and a small side lamp',
    description:
      'A window seat with storage drawers below and shelves on either side turns an unused corner into the favourite spot in the house.',
  },
  {
    id: 'g5',
    image: 'gallery-living-room-tv-wall',
    category: 'Living Room',
    alt: 'TV wall with fluted wooden panelling, a floating console with drawers and open shelves with plants',
    description:
      'A fluted wooden TV wall with a floating console. Cables run behind the panels, and the open shelves leave space for books and plants.',
  },
  {
    id: 'g6',
    image: 'gallery-pooja-room-brass',
    category: 'Pooja Room',
    alt: 'Wooden pooja unit with a carved jaali door, brass diyas and bells, and a warm light behind the back panel',
    description:
      'A solid wood mandir with a carved jaali screen, a backlit panel and a drawer for pooja essentials. Brass accents catch the light of the diyas.',
  },
  {
    id: 'g7',
    image: 'gallery-pooja-room-compact',
    category: 'Pooja Room',
    alt: 'Compact wall-mounted pooja unit with a small shelf for idols, a bell and storage drawers below',
    description:
      'A wall-mounted pooja unit for apartments without a separate pooja room, with space for idols above and a drawer below for incense and lamps.',
  },
  {
    id: 'g8',
    image: 'gallery-wardrobe-sliding',
    category: 'Wardrobe',
    alt: 'Bedroom wardrobe with three sliding doors, one a full-length mirror, in light oak and off-white finishes',
    description:
      'Sliding doors save the swing space a hinged wardrobe needs, and the mirror panel doubles as a dressing mirror in a compact bedroom.',
  },
  {
    id: 'g9',
    image: 'gallery-wardrobe-walk-in',
    category: 'Wardrobe',
    alt: 'Walk-in wardrobe with open hanging rails, drawers, shoe shelves and a small island in the middle',
    description:
      'A walk-in wardrobe with separate zones for hanging, folding, shoes and accessories, and a central island with drawers for watches and jewellery.',
  },
  {
    id: 'g10',
    image: 'gallery-wardrobe-loft',
    category: 'Wardrobe',
    alt: 'Floor-to-ceiling hinged wardrobe with loft cabinets above and a built-in study table beside it',
    description:
      'Loft cabinets take the wardrobe right up to the ceiling for suitcases and seasonal bedding, so the everyday storage below stays uncluttered.',
  },
  {
    id: 'g11',
    image: 'gallery-kitchen-l-shape',
    category: 'Kitchen',
    alt: 'L-shaped modular kitchen with sage lower cabinets, white wall units, a chimney over the hob and a window over the sink',
    description:
      'An L-shaped kitchen with deep drawers under the hob and the sink under the window. A layout that suits most Bangalore 2BHK and 3BHK kitchens.',
  },
  {
    id: 'g12',
    image: 'gallery-kitchen-parallel',
    category: 'Kitchen',
    alt: 'Parallel modular kitchen with counters on both sides, a tall pantry unit and a door to the utility balcony at the end',
    description:
      'Two facing counters keep everything a step and a turn away, with a tall pantry unit for groceries and the utility balcony at the far end.',
  },
  {
    id: 'g13',
    image: 'gallery-kitchen-island',
    category: 'Kitchen',
    alt: 'Open kitchen with a central island, bar stools, pendant lights and handleless charcoal cabinets',
    description: 'An island kitchen for larger homes and villas, with a breakfast counter on one side and storage drawers on the other.',
  },
  {
    id: 'g14',
    image: 'gallery-bedroom-master',
    category: 'Bedroom',
    alt: 'Master bedroom with an upholstered headboard, wooden wall panelling, bedside pendant lights and a side window',
    description:
      'A panelled headboard wall with pendant lights either side of the bed, so the bedside tables stay free for books and a glass of water.',
  },
  {
    id: 'g15',
    image: 'gallery-bedroom-kids',
    category: 'Bedroom',
    alt: "Kids' bedroom with a single bed, a study desk with shelves, a pinboard and colourful storage boxes",
    description:
      "A kids' room that grows with them: a study desk with shelves, a pinboard for artwork and low storage they can reach themselves.",
  },
];
