import { quotePromise } from '#content/promises.ts';
// Only the locality pages show these steps: a module of their own keeps them out of the footer's
// locality list (content/localities.ts), which every page loads.
/** The four steps every locality page shows: consultation, design, execution, handover. */
export const localityProcess = [
  {
    title: 'Consultation',
    description: 'A free site visit at your home: we measure, listen to how you live and talk through budget and timelines.',
  },
  {
    title: 'Design',
    description: `Your designer plans every room in 3D and sends a detailed quote within ${quotePromise.hours} hours of the design being agreed.`,
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
