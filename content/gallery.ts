/**
 * The home page gallery: 15 designs with a category filter and a lightbox (docs/product.md, 'Public pages',
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
  },
  {
    id: 'g2',
    image: 'gallery-false-ceiling-coffered',
    category: 'False Ceiling',
    alt: 'Dining area under a coffered ceiling with square wooden panels, recessed spotlights and a brass chandelier',
  },
  {
    id: 'g3',
    image: 'gallery-living-room-sofa',
    category: 'Living Room',
    alt: 'Living room with a sage three-seater sofa, a brass floor lamp, a jute rug and a low wooden coffee table',
  },
  {
    id: 'g4',
    image: 'gallery-living-room-reading-nook',
    category: 'Living Room',
    alt: 'Reading nook by a window with a built-in seat, cushions, wall shelves full of books and a small side lamp',
  },
  {
    id: 'g5',
    image: 'gallery-living-room-tv-wall',
    category: 'Living Room',
    alt: 'TV wall with fluted wooden panelling, a floating console with drawers and open shelves with plants',
  },
  {
    id: 'g6',
    image: 'gallery-pooja-room-brass',
    category: 'Pooja Room',
    alt: 'Wooden pooja unit with a carved jaali door, brass diyas and bells, and a warm light behind the back panel',
  },
  {
    id: 'g7',
    image: 'gallery-pooja-room-compact',
    category: 'Pooja Room',
    alt: 'Compact wall-mounted pooja unit with a small shelf for idols, a bell and storage drawers below',
  },
  {
    id: 'g8',
    image: 'gallery-wardrobe-sliding',
    category: 'Wardrobe',
    alt: 'Bedroom wardrobe with three sliding doors, one a full-length mirror, in light oak and off-white finishes',
  },
  {
    id: 'g9',
    image: 'gallery-wardrobe-walk-in',
    category: 'Wardrobe',
    alt: 'Walk-in wardrobe with open hanging rails, drawers, shoe shelves and a small island in the middle',
  },
  {
    id: 'g10',
    image: 'gallery-wardrobe-loft',
    category: 'Wardrobe',
    alt: 'Floor-to-ceiling hinged wardrobe with loft cabinets above and a built-in study table beside it',
  },
  {
    id: 'g11',
    image: 'gallery-kitchen-l-shape',
    category: 'Kitchen',
    alt: 'L-shaped modular kitchen with sage lower cabinets, white wall units, a chimney over the hob and a window over the sink',
  },
  {
    id: 'g12',
    image: 'gallery-kitchen-parallel',
    category: 'Kitchen',
    alt: 'Parallel modular kitchen with counters on both sides, a tall pantry unit and a door to the utility balcony at the end',
  },
  {
    id: 'g13',
    image: 'gallery-kitchen-island',
    category: 'Kitchen',
    alt: 'Open kitchen with a central island, bar stools, pendant lights and handleless charcoal cabinets',
  },
  {
    id: 'g14',
    image: 'gallery-bedroom-master',
    category: 'Bedroom',
    alt: 'Master bedroom with an upholstered headboard, wooden wall panelling, bedside pendant lights and a side window',
  },
  {
    id: 'g15',
    image: 'gallery-bedroom-kids',
    category: 'Bedroom',
    alt: "Kids' bedroom with a single bed, a study desk with shelves, a pinboard and colourful storage boxes",
  },
];
