// The states and union territories by their GST code: a GSTIN's first two digits, and the place of
// supply a GST document prints ('Karnataka (29)'). Pure and browser-safe.

/** The GST code of each state and union territory, and its name. */
export const GST_STATES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
} as const satisfies Record<string, string>;

export type GstStateCode = keyof typeof GST_STATES;

/** The studio's own state: a site here is taxed CGST + SGST, elsewhere IGST. */
export const HOME_STATE_CODE: GstStateCode = '29';

export function isGstStateCode(code: string): code is GstStateCode {
  return Object.hasOwn(GST_STATES, code);
}

/** 'Karnataka (29)'; the code alone for one that is not a state's. */
export function placeOfSupplyLabel(code: string): string {
  return isGstStateCode(code) ? `${GST_STATES[code]} (${code})` : code;
}

const byName = Object.entries(GST_STATES)
  .filter(([code]) => code !== '97')
  // The longest names first, so 'Andhra Pradesh' is not read as another 'Pradesh'.
  .sort(([, a], [, b]) => b.length - a.length)
  .map(([code, name]) => ({ code: code as GstStateCode, pattern: new RegExp(`\\b${name.replace(/ /g, '\\s+')}\\b`, 'i') }));

const CITIES: Array<[RegExp, GstStateCode]> = [
  [/\b(bengaluru|bangalore|mysuru|mysore|mangaluru|mangalore|hubballi|hubli)\b/i, '29'],
  [/\b(mumbai|pune|nagpur|thane)\b/i, '27'],
  [/\b(chennai|coimbatore|madurai)\b/i, '33'],
  [/\b(hyderabad|secunderabad)\b/i, '36'],
  [/\b(kochi|cochin|thiruvananthapuram|trivandrum|kozhikode)\b/i, '32'],
  [/\b(new delhi)\b/i, '07'],
  [/\b(kolkata)\b/i, '19'],
  [/\b(ahmedabad|surat|vadodara)\b/i, '24'],
];

/** The state an address names (a state's name or a large city), or null when it names none. */
export function stateCodeFromAddress(address: string | null | undefined): GstStateCode | null {
  const text = address ?? '';
  for (const { code, pattern } of byName) if (pattern.test(text)) return code;
  for (const [pattern, code] of CITIES) if (pattern.test(text)) return code;
  return null;
}
