import { describe, expect, it } from 'vitest';
import { GST_STATES, placeOfSupplyLabel, stateCodeFromAddress } from '#app/features/billing/gst-states.ts';

describe('GST states', () => {
  it('prints the place of supply as the state’s name and code', () => {
    expect(placeOfSupplyLabel('29')).toBe('Karnataka (29)');
    expect(placeOfSupplyLabel('33')).toBe('Tamil Nadu (33)');
    expect(placeOfSupplyLabel('38')).toBe('Ladakh (38)');
  });

  it('knows every state and union territory by a 2-digit code', () => {
    expect(Object.keys(GST_STATES)).toHaveLength(37);
    for (const code of Object.keys(GST_STATES)) expect(code).toMatch(/^\d{2}$/);
  });

  it('finds the state an address names, by name or large city', () => {
    expect(stateCodeFromAddress('12 Lake Road, Kochi, Kerala 682001')).toBe('32');
    expect(stateCodeFromAddress('Flat 4B, Banjara Hills, Hyderabad')).toBe('36');
    expect(stateCodeFromAddress('2nd Cross, Indiranagar, Bengaluru')).toBe('29');
    expect(stateCodeFromAddress('Plot 9, Vizag, Andhra Pradesh')).toBe('37');
    expect(stateCodeFromAddress('Near the temple')).toBeNull();
  });
});
