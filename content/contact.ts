/**
 * Contact page copy (docs/product.md, 'Public pages', 'Contact page'): hero, four contact-method cards, the
 * contact form's heading, 'Find Our Studio' and the 'Why Choose' card.
 */
import { company } from '#content/company.ts';
import type { IconName, Seo } from '#content/types.ts';
import { warranty } from '#content/warranty.ts';
import { replyPromise, workingHoursLines } from '#content/promises.ts';

export type ContactMethod = {
  icon: IconName;
  title: string;
  lines: string[];
  /** tel: link, mailto: link, or a map directions link built from company.address. */
  action?: { label: string; href: 'tel' | 'mailto' | 'directions' };
};

export type ContactPageContent = {
  seo: Seo;
  hero: { eyebrow: string; title: string; intro: string; startLabel: 'Start Your Project'; callLabel: 'Call Now' };
  methods: [ContactMethod, ContactMethod, ContactMethod, ContactMethod];
  form: { intro: string };
  studio: { heading: 'Find Our Studio'; mapLabel: 'HBR Layout, Bangalore'; directionsLabel: string };
  whyChoose: { heading: string; points: [string, string, string, string] };
};

const { address } = company;

export const contactPage: ContactPageContent = {
  seo: {
    title: 'Contact Us: Book a Free Site Visit',
    description: `Call, e-mail or visit our HBR Layout studio to plan your modular kitchen, wardrobes or home interiors. We reply within ${replyPromise.hours} hours, and the site visit is free.`,
    keywords: ['contact interior designers Bangalore', 'free site visit interior design', 'interior design studio HBR Layout'],
  },

  hero: {
    eyebrow: 'Contact us',
    title: "Let's talk about your home",
    intro:
      'Whether you are planning a single kitchen or a complete home, start with a conversation. Call us, send a message or drop by our studio to see and touch the materials.',
    startLabel: 'Start Your Project',
    callLabel: 'Call Now',
  },

  methods: [
    {
      icon: 'phone',
      title: 'Call us',
      lines: [company.phone.display, 'Calls answered in our working hours'],
      action: { label: 'Call Now', href: 'tel' },
    },
    {
      icon: 'mail',
      title: 'E-mail us',
      lines: [company.email, `We reply within ${replyPromise.hours} hours`],
      action: { label: 'Send an E-mail', href: 'mailto' },
    },
    {
      icon: 'map-pin',
      title: 'Visit our studio',
      lines: [
        address.street,
        `${address.locality}, ${address.city} ${address.postalCode}`,
        'Free parking, easy to reach by public transport',
        'Material samples on display',
      ],
      action: { label: 'Get Directions', href: 'directions' },
    },
    {
      icon: 'clock',
      title: 'Working hours',
      lines: [...workingHoursLines, `Site visits anywhere within ${company.serviceRadiusKm} km of Bangalore`],
    },
  ],

  form: {
    intro: `Tell us a little about your home and what you have in mind. We'll get back to you within ${replyPromise.hours} hours to plan your free site visit.`,
  },

  studio: {
    heading: 'Find Our Studio',
    mapLabel: 'HBR Layout, Bangalore',
    directionsLabel: 'Get Directions',
  },

  whyChoose: {
    heading: `Why Choose ${company.name}`,
    points: ['100+ Successful Projects', warranty.label, 'Free Design Consultation', 'On-Time Delivery'],
  },
};
