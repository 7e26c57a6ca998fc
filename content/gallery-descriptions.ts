// What the gallery's viewer says about each design (content/gallery.ts), by item id: only the
// viewer shows it, and it loads with the viewer when a visitor first opens an image.
export const galleryDescriptions: Readonly<Record<string, string>> = {
  g1: 'A gypsum ceiling with a recessed cove that washes the walls in soft, indirect light. It hides the wiring and lets you switch from bright to cosy in the evening.',
  g2: 'Coffered panels with wooden trims give a dining room depth and a sense of occasion. Spotlights in each panel keep the table evenly lit.',
  g3: 'Calm colours, natural textures and one brass accent. A layout that leaves room to walk around and a sofa deep enough for lazy Sunday afternoons.',
  g4: 'A window seat with storage drawers below and shelves on either side turns an unused corner into the favourite spot in the house.',
  g5: 'A fluted wooden TV wall with a floating console. Cables run behind the panels, and the open shelves leave space for books and plants.',
  g6: 'A solid wood mandir with a carved jaali screen, a backlit panel and a drawer for pooja essentials. Brass accents catch the light of the diyas.',
  g7: 'A wall-mounted pooja unit for apartments without a separate pooja room, with space for idols above and a drawer below for incense and lamps.',
  g8: 'Sliding doors save the swing space a hinged wardrobe needs, and the mirror panel doubles as a dressing mirror in a compact bedroom.',
  g9: 'A walk-in wardrobe with separate zones for hanging, folding, shoes and accessories, and a central island with drawers for watches and jewellery.',
  g10: 'Loft cabinets take the wardrobe right up to the ceiling for suitcases and seasonal bedding, so the everyday storage below stays uncluttered.',
  g11: 'An L-shaped kitchen with deep drawers under the hob and the sink under the window. A layout that suits most Bangalore 2BHK and 3BHK kitchens.',
  g12: 'Two facing counters keep everything a step and a turn away, with a tall pantry unit for groceries and the utility balcony at the far end.',
  g13: 'An island kitchen for larger homes and villas, with a breakfast counter on one side and storage drawers on the other.',
  g14: 'A panelled headboard wall with pendant lights either side of the bed, so the bedside tables stay free for books and a glass of water.',
  g15: "A kids' room that grows with them: a study desk with shelves, a pinboard for artwork and low storage they can reach themselves.",
};
