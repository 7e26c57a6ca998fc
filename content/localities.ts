/**
 * The 24 localities with a page at /locations/{slug} (spec section 2), names only: the
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

/** The four steps every locality page shows (spec: consultation, design, execution, handover). */
export const localityProcess = [
  {
    title: 'Consultation',
    description: 'A free site visit at your home: we measure, listen to how you live and talk through budget and timelines.',
  },
  {
    title: 'Design',
    description: 'Your designer plans every room in 3D and sends a detailed quote within 12 hours of the design being agreed.',
  },
  {
    title: 'Execution',
    description: 'Modular units are made in the factory while our team prepares the site, then installed on a written timeline.',
  },
  {
    title: 'Handover',
    description: 'We check every shutter, drawer and fitting with you, clean up, and hand over your home with the warranty in writing.',
  },
] as const;
