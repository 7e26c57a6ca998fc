/**
 * The 24 localities with a page at /locations/{slug} (docs/product.md, 'Public pages'), names only: the
 * footer and the home page list them without loading every page's copy (content/locations.ts).
 */
export const localities = [
  { slug: 'btm-layout', name: 'BTM Layout' },
  { slug: 'banashankari', name: 'Banashankari' },
  { slug: 'banaswadi', name: 'Banaswadi' },
  { slug: 'basavanagudi', name: 'Basavanagudi' },
  { slug: 'bellandur', name: 'Bellandur' },
  { slug: 'brigade-road', name: 'Brigade Road' },
  { slug: 'cv-raman-nagar', name: 'CV Raman Nagar' },
  { slug: 'cunningham-road', name: 'Cunningham Road' },
  { slug: 'electronic-city', name: 'Electronic City' },
  { slug: 'frazer-town', name: 'Frazer Town' },
  { slug: 'hsr-layout', name: 'HSR Layout' },
  { slug: 'hebbal', name: 'Hebbal' },
  { slug: 'indiranagar', name: 'Indiranagar' },
  { slug: 'jp-nagar', name: 'JP Nagar' },
  { slug: 'jayanagar', name: 'Jayanagar' },
  { slug: 'kalyan-nagar', name: 'Kalyan Nagar' },
  { slug: 'koramangala', name: 'Koramangala' },
  { slug: 'malleshwaram', name: 'Malleshwaram' },
  { slug: 'marathahalli', name: 'Marathahalli' },
  { slug: 'rt-nagar', name: 'RT Nagar' },
  { slug: 'rajajinagar', name: 'Rajajinagar' },
  { slug: 'sarjapur', name: 'Sarjapur' },
  { slug: 'whitefield', name: 'Whitefield' },
  { slug: 'yelahanka', name: 'Yelahanka' },
] as const;
