/**
 * What the calculator's estimate includes and leaves out, for the service priced: a complete
 * home carries the design, project management and furnishing allowance line (the calculator
 * FAQ's answer); a single piece is designed, made and installed, and nothing more.
 */
export type Coverage = { included: string; excluded: string };

/** The calculator's services (its option values, app/features/pricing/estimate-options.ts). */
type CalculatorService = 'full-interior' | 'modular-kitchen' | 'modular-wardrobe' | 'entertainment-unit' | 'pooja-unit' | 'false-ceiling';

export const estimateCoverage: Record<CalculatorService, Coverage> = {
  'full-interior': {
    included: 'The parts listed above, design fees, project management and an approximate budget for furnishings.',
    excluded: 'Construction work, permits and specialist services such as structural changes.',
  },
  'modular-kitchen': {
    included: 'Design with 3D views, base and wall cabinets with shutters, and the hardware of your package, delivered and installed.',
    excluded: 'Countertop, sink and tap, appliances such as the chimney and hob, tiling, plumbing, electrical and civil work.',
  },
  'modular-wardrobe': {
    included:
      'Design with 3D views, the wardrobe with its shutters, inside fittings and the hardware of your package, delivered and installed.',
    excluded: 'Lofts above the wardrobe, mirrors, lights and electrical points, wall repairs and painting.',
  },
  'entertainment-unit': {
    included:
      'Design with 3D views, the unit with its panels, shelves, cable channels and the hardware of your package, delivered and installed.',
    excluded: 'The TV and other electronics, wall mounts, lights and electrical points, wall repairs and painting.',
  },
  'pooja-unit': {
    included: "Design with 3D views, the unit or the room's woodwork in your package's finishes, delivered and installed.",
    excluded: 'Idols and accessories, light fittings and electrical points, stone cladding and civil work.',
  },
  'false-ceiling': {
    included:
      'Design, the ceiling in the material chosen over the area given, its framing, cove and profile details, and the wiring for its lights.',
    excluded: 'Light fittings and fans, painting of the walls, and electrical work beyond the ceiling.',
  },
};
