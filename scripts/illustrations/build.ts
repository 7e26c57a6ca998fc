/**
 * Writes the default SVG illustrations to content/media.
 *   npm run illustrations [-- name-filter]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { heroLivingRoom, heroOffice, heroStudio } from './scenes/heroes.ts';
import {
  galleryBedroomKids,
  galleryBedroomMaster,
  galleryFalseCeilingCoffered,
  galleryFalseCeilingCove,
  galleryKitchenIsland,
  galleryKitchenLShape,
  galleryKitchenParallel,
  galleryLivingRoomReadingNook,
  galleryLivingRoomSofa,
  galleryLivingRoomTvWall,
  galleryPoojaRoomBrass,
  galleryPoojaRoomCompact,
  galleryWardrobeLoft,
  galleryWardrobeSliding,
  galleryWardrobeWalkIn,
} from './scenes/gallery.ts';
import {
  projectCafe,
  projectHsrVilla,
  projectIndiranagarBathroom,
  projectKoramangalaKitchen,
  projectStartupOffice,
  projectWhitefieldApartment,
} from './scenes/projects.ts';
import {
  serviceCorporateOffice,
  serviceEntertainmentUnit,
  serviceFalseCeiling,
  serviceInteriorDesign,
  serviceModularKitchen,
  serviceModularWardrobe,
  servicePoojaUnit,
} from './scenes/services.ts';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', '..', 'content', 'media');

export const SCENES: Record<string, () => string> = {
  'service-interior-design': serviceInteriorDesign,
  'service-modular-kitchen': serviceModularKitchen,
  'service-modular-wardrobe': serviceModularWardrobe,
  'service-entertainment-unit': serviceEntertainmentUnit,
  'service-false-ceiling': serviceFalseCeiling,
  'service-pooja-unit': servicePoojaUnit,
  'service-corporate-office': serviceCorporateOffice,
  'hero-living-room': heroLivingRoom,
  'hero-studio': heroStudio,
  'hero-office': heroOffice,
  'gallery-false-ceiling-cove': galleryFalseCeilingCove,
  'gallery-false-ceiling-coffered': galleryFalseCeilingCoffered,
  'gallery-living-room-sofa': galleryLivingRoomSofa,
  'gallery-living-room-reading-nook': galleryLivingRoomReadingNook,
  'gallery-living-room-tv-wall': galleryLivingRoomTvWall,
  'gallery-pooja-room-brass': galleryPoojaRoomBrass,
  'gallery-pooja-room-compact': galleryPoojaRoomCompact,
  'gallery-wardrobe-sliding': galleryWardrobeSliding,
  'gallery-wardrobe-walk-in': galleryWardrobeWalkIn,
  'gallery-wardrobe-loft': galleryWardrobeLoft,
  'gallery-kitchen-l-shape': galleryKitchenLShape,
  'gallery-kitchen-parallel': galleryKitchenParallel,
  'gallery-kitchen-island': galleryKitchenIsland,
  'gallery-bedroom-master': galleryBedroomMaster,
  'gallery-bedroom-kids': galleryBedroomKids,
  'project-whitefield-apartment': projectWhitefieldApartment,
  'project-hsr-villa': projectHsrVilla,
  'project-startup-office': projectStartupOffice,
  'project-cafe': projectCafe,
  'project-koramangala-kitchen': projectKoramangalaKitchen,
  'project-indiranagar-bathroom': projectIndiranagarBathroom,
};

const filter = process.argv[2];
mkdirSync(out, { recursive: true });
for (const [name, fn] of Object.entries(SCENES)) {
  if (filter && !name.includes(filter)) continue;
  const svg = fn();
  writeFileSync(join(out, `${name}.svg`), svg);
  console.log(`${name}.svg ${(svg.length / 1024).toFixed(1)} KB`);
}
