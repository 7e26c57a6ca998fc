// The estimator: a price range with its breakdown from what a visitor told the calculator and a
// rate card. Pure and browser-safe: the page computes it live, the server computes it again for
// the page without JavaScript and for the lead it stores.
import { propertyOf } from '#app/features/pricing/estimate-input.ts';
import { ceilingTypes, kitchenLayouts, poojaSizes, wardrobeTypes } from '#app/features/pricing/estimate-options.ts';
import type { EstimateInput } from '#app/features/pricing/estimate-input.ts';
import { rateItems } from '#content/rate-card.ts';
import type { RateCard, RateKey, Unit } from '#content/rate-card.ts';

export type LineItem = { item: string; quantity: number; unit: Unit; rate: number; amount: number };

export type Estimate = {
  items: LineItem[];
  subtotal: number;
  /** The site's standing offer: 10% off all interior services (a negative amount). */
  offer: { label: string; amount: number };
  /** What the work comes to after the standing offer: the middle of the range. */
  total: number;
  /** A further 5% off when the visitor books within 24 hours (a negative amount), and what that leaves. */
  earlyBooking: { label: string; amount: number; total: number };
  range: { low: number; high: number };
  rangePercent: number;
  rateCardVersion: number;
};

export const OFFER_PERCENT = 10;
export const EARLY_BOOKING_PERCENT = 5;
export const OFFER_LABEL = '10% off all interior services';
export const EARLY_BOOKING_LABEL = 'Extra 5% off when you book within 24 hours';

const optionOf = <T extends { value: string }>(list: readonly T[], value: string) => list.find((option) => option.value === value)!;
const unitOf = (key: RateKey): Unit => rateItems.find((item) => item.key === key)!.unit;

/** Ranges are rounded outwards to ₹1,000 (₹5,000 from ₹10 lakh), so they always contain the estimate. */
function step(amount: number): number {
  return amount >= 1_000_000 ? 5000 : 1000;
}

export function estimate(input: EstimateInput, card: RateCard): Estimate {
  const items: LineItem[] = [];
  const add = (item: string, key: RateKey, quantity: number) => {
    if (quantity <= 0) return;
    const rate = card.rates[key][input.package];
    items.push({ item, quantity, unit: unitOf(key), rate, amount: Math.round(quantity * rate) });
  };

  switch (input.service) {
    case 'full-interior': {
      const profile = propertyOf(input.property);
      const kitchenLayout = optionOf(kitchenLayouts, profile.layout);
      add(profile.residential ? `Modular kitchen, ${kitchenLayout.label}` : 'Pantry', 'kitchen', input.kitchen);
      // Each wardrobe (or office storage unit) is a 6 ft wide, 7 ft high hinged unit: 42 sq ft of front.
      add(
        profile.residential ? 'Wardrobes, hinged, 6 x 7 ft each' : 'Storage units, 6 x 7 ft each',
        'wardrobeHinged',
        input.wardrobes * 42,
      );
      add('TV and entertainment units, 8 ft each', 'tvUnit', input.tv * 8);
      add('False ceiling, gypsum', 'ceilingGypsum', input.ceiling);
      add('Pooja units, compact', 'poojaCompact', input.pooja);
      add('Design, project management and furnishing allowance', 'designAndFurnishing', input.area);
      break;
    }
    case 'modular-kitchen':
      add(`Modular kitchen, ${optionOf(kitchenLayouts, input.layout).label}`, 'kitchen', input.length);
      if (input.layout === 'island') add('Kitchen island', 'kitchenIsland', 1);
      break;
    case 'modular-wardrobe': {
      const type = optionOf(wardrobeTypes, input.wardrobeType);
      add(`Wardrobe, ${type.label.toLowerCase()}, ${input.width} x ${input.height} ft`, type.rate, input.width * input.height);
      break;
    }
    case 'entertainment-unit':
      add(`TV and entertainment unit, ${input.tvWidth} ft wide`, 'tvUnit', input.tvWidth);
      break;
    case 'pooja-unit': {
      const size = optionOf(poojaSizes, input.poojaSize);
      add(size.label.startsWith('Pooja') ? size.label : `Pooja unit, ${size.label.toLowerCase()}`, size.rate, 1);
      break;
    }
    case 'false-ceiling': {
      const type = optionOf(ceilingTypes, input.ceilingType);
      add(`False ceiling, ${type.value === 'pop' ? 'POP' : type.label.toLowerCase()}`, type.rate, input.ceilingArea);
      break;
    }
  }

  const subtotal = items.reduce((sum, line) => sum + line.amount, 0);
  const offer = -Math.round((subtotal * OFFER_PERCENT) / 100);
  const total = subtotal + offer;
  const early = -Math.round((total * EARLY_BOOKING_PERCENT) / 100);
  const spread = (total * card.rangePercent) / 100;
  const low = Math.max(0, Math.floor((total - spread) / step(total - spread)) * step(total - spread));
  const high = Math.ceil((total + spread) / step(total + spread)) * step(total + spread);
  return {
    items,
    subtotal,
    offer: { label: OFFER_LABEL, amount: offer },
    total,
    earlyBooking: { label: EARLY_BOOKING_LABEL, amount: early, total: total + early },
    range: { low, high },
    rangePercent: card.rangePercent,
    rateCardVersion: card.version,
  };
}
