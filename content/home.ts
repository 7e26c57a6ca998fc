/**
 * Home page copy (docs/product.md, 'Public pages', 'Home page'). The six service cards, the gallery items,
 * the testimonials and the locality list live in their own modules; this file holds the
 * words around them.
 */
import type { Feature, IconName, Seo, Stat, Step } from '#content/types.ts';
import { warranty } from '#content/warranty.ts';
import { quotePromise, replyPromise } from '#content/promises.ts';

export type ExploreLink = { title: string; description: string; to: string; icon: IconName };
export type ComparisonRow = { topic: string; us: string; typical: string };

export type HomeContent = {
  seo: Seo;
  hero: {
    eyebrow: string;
    title: string;
    intro: string;
    rating: { value: '5.0'; label: 'from 100+ reviews' };
    benefits: [string, string, string, string];
    offer: string;
    callLabel: 'Call Now';
    consultationLabel: 'Book Free Consultation';
    /** Shown as a toast before the visitor is taken to /contact. */
    consultationToast: { title: string; description: string };
    /** Below 768 px: opens the quick-quote dialog. */
    mobileCalculatorLabel: 'Calculate Your Price';
    /** Under the illustration below the hero. */
    imageCaption: string;
  };
  trust: { heading: string; items: Feature[] };
  why: { heading: string; intro: string; rows: ComparisonRow[] };
  services: { eyebrow: string; heading: string; intro: string };
  process: { heading: string; intro: string; steps: [Step, Step, Step, Step, Step, Step] };
  luxury: { heading: string; intro: string; stats: [Stat, Stat, Stat, Stat]; awards: string[] };
  gallery: { heading: string; intro: string };
  quality: { heading: string; intro: string; points: [Feature, Feature, Feature, Feature]; certification: string };
  /** The price calculator section, shown on small screens only. */
  calculator: { heading: string; intro: string };
  explore: { heading: string; links: ExploreLink[] };
  localities: { heading: string; intro: string };
  testimonials: { heading: string; intro: string };
  cta: { heading: string; intro: string; points: [string, string, string] };
};

export const home: HomeContent = {
  seo: {
    title: 'Interior Designers in Bangalore',
    description: `Modular kitchens, wardrobes and complete home interiors in Bangalore. Free site visit, 3D designs included and a detailed quote in ${quotePromise.hours} hours.`,
    keywords: [
      'interior designers in Bangalore',
      'modular kitchen Bangalore',
      'modular wardrobe Bangalore',
      'home interiors Bangalore',
      'interior designers HBR Layout',
      'false ceiling Bangalore',
    ],
  },

  hero: {
    eyebrow: 'Interior design & modular furniture · Bangalore',
    title: 'Interiors designed around the way your family lives',
    intro:
      'From a single modular kitchen to a complete home, we design every corner in 3D, build it in a factory and install it with care, so you move into a home that feels like yours from day one.',
    rating: { value: '5.0', label: 'from 100+ reviews' },
    benefits: ['Free site visit', '3D designs included', warranty.label, 'Best price guarantee'],
    offer: '10% off all interior services, plus an extra 5% when you book within 24 hours.',
    callLabel: 'Call Now',
    consultationLabel: 'Book Free Consultation',
    consultationToast: {
      title: "Let's plan your free consultation",
      description: `Taking you to our contact page. Share a few details and we'll reply within ${replyPromise.hours} hours to fix a time for your free site visit.`,
    },
    mobileCalculatorLabel: 'Calculate Your Price',
    imageCaption: 'Every home starts as a drawing like this one: your rooms in 3D, yours to change before anything is built.',
  },

  trust: {
    heading: 'Everything you need to start with confidence',
    items: [
      {
        icon: 'home',
        title: 'Free site visit',
        description:
          'A designer visits your home, takes measurements and listens to how you use each room, at no cost and with no obligation.',
      },
      {
        icon: 'pencil-ruler',
        title: '3D designs included',
        description: 'See your kitchen, wardrobes and living room in 3D before anything is made, and change them until they feel right.',
      },
      {
        icon: 'clipboard-check',
        title: `Detailed quote within ${quotePromise.hours} hours`,
        description: 'An itemised quote listing materials, finishes and hardware, so you know exactly what you are paying for.',
      },
      {
        icon: 'shield-check',
        title: warranty.label,
        description: warranty.statement,
      },
      {
        icon: 'hand-coins',
        title: 'Best price guarantee',
        description: 'Fair, transparent pricing for the quality we deliver, and no surprises between the quote and the final bill.',
      },
      {
        icon: 'star',
        title: 'Rated 5.0 by our clients',
        description: 'A 5.0 rating from 100+ reviews, and 98% of our clients say they are satisfied with their home.',
      },
    ],
  },

  why: {
    heading: 'Why homeowners choose us',
    intro:
      'Plenty of good carpenters and contractors work in Bangalore. Here is how working with a design studio is different, so you can decide what suits your home.',
    rows: [
      {
        topic: 'Design',
        us: 'A designer plans every room and shows it to you in 3D before production begins.',
        typical: 'Work often starts from a sketch or a photo, and you see the result only once it is built.',
      },
      {
        topic: 'Quotation',
        us: `A detailed, itemised quote within ${quotePromise.hours} hours, with brands, finishes and hardware named.`,
        typical: 'A lump-sum estimate that can change as the job goes along.',
      },
      {
        topic: 'Manufacturing',
        us: 'Modular units are made in a factory and assembled on site, so there is less dust, noise and waiting.',
        typical: 'Most cutting and finishing happens inside your home, over several weeks.',
      },
      {
        topic: 'Timeline',
        us: 'A written timeline: a modular kitchen in 15-20 days, a complete home in 30-45 days.',
        typical: 'Timelines depend on when workers and materials are free.',
      },
      {
        topic: 'Payments',
        us: 'Milestone payments linked to clear stages of work, set out before you sign.',
        typical: 'Advances are often asked for as the work goes along.',
      },
      {
        topic: 'After handover',
        us: `${warranty.statement} One team to call if anything needs attention.`,
        typical: 'Support usually depends on reaching the same person again.',
      },
    ],
  },

  services: {
    eyebrow: 'What we do',
    heading: 'Interiors for every room, under one roof',
    intro: `Choose one piece or the whole home. Every service comes with a free site visit, 3D designs and ${warranty.phrase}.`,
  },

  process: {
    heading: 'From first call to keys in hand',
    intro: 'Six clear steps, one dedicated team, and you always know what happens next.',
    steps: [
      {
        title: 'Free consultation & site visit',
        description: 'We talk through your needs, budget and style, then visit your home to measure every wall, window and plumbing point.',
      },
      {
        title: '3D design',
        description:
          'Your designer turns the brief into 3D views of each room. Change layouts, colours and finishes until it feels like home.',
      },
      {
        title: 'Detailed quote',
        description: `Within ${quotePromise.hours} hours you get an itemised quote with materials, finishes and hardware spelled out. No hidden extras.`,
        duration: `Within ${quotePromise.hours} hours`,
      },
      {
        title: 'Factory production',
        description:
          'Once you sign off the design, your modular units are cut, edge-banded and finished in the factory with precision machinery.',
      },
      {
        title: 'Installation',
        description: 'Our installation team assembles everything on site, keeps your home clean and follows the timeline we agreed.',
      },
      {
        title: 'Handover',
        description:
          'We check every shutter, drawer and fitting with you, clean up, and hand over your home with its warranties in writing.',
      },
    ],
  },

  luxury: {
    heading: 'Considered design, built to last',
    intro:
      'Premium finishes, well-made hardware and details that still look good after years of daily use. Luxury, for us, is a home that works beautifully every day.',
    stats: [
      { value: '10+', label: 'Luxury projects in 2025' },
      { value: '15+', label: 'Best designs' },
      { value: '98%', label: 'Client satisfaction' },
      { value: '10', label: warranty.statLabel },
    ],
    awards: [
      'Recognised by the people who matter most: a 5.0 rating from 100+ client reviews',
      '98% of our clients are satisfied with their finished home',
      '100+ Bangalore homes designed and delivered',
    ],
  },

  gallery: {
    heading: 'Ideas from homes like yours',
    intro: 'Kitchens, wardrobes, pooja rooms, ceilings and living spaces from our design studio. Tap any design to see it larger.',
  },

  quality: {
    heading: 'Quality you can check, not just trust',
    intro: 'Every project goes through the same inspections, from the raw boards in the factory to the last hinge at your home.',
    points: [
      {
        icon: 'clipboard-check',
        title: '7-stage quality inspection',
        description:
          'Materials, cutting, edge-banding, hardware, finish, pre-dispatch and on-site installation are each checked before the next stage begins.',
      },
      {
        icon: 'timer',
        title: '98% on-time rate',
        description: 'A written timeline and a project manager who tracks it mean 98% of our projects are handed over on time.',
      },
      {
        icon: 'layers',
        title: 'Materials chosen for Bangalore homes',
        description: 'Moisture-resistant boards for kitchens and bathrooms, and finishes picked to handle daily cooking and the monsoon.',
      },
      {
        icon: 'shield-check',
        title: warranty.label,
        description: `${warranty.statement} We stay a phone call away after handover.`,
      },
    ],
    certification:
      'Every project is signed off against our 7-stage quality checklist before handover, and backed in writing by our 1-year workmanship warranty and manufacturer warranties of up to 10 years on selected materials.',
  },

  calculator: {
    heading: 'What will your interiors cost?',
    intro: `Get an instant estimate in under 2 minutes. Tell us about your home and we will send the best price, then a detailed quote within ${quotePromise.hours} hours of your site visit.`,
  },

  explore: {
    heading: 'Explore Aangan Interiors',
    links: [
      {
        title: 'Our services',
        description: 'Kitchens, wardrobes, TV units, ceilings, pooja units and complete homes.',
        to: '/services',
        icon: 'sofa',
      },
      {
        title: 'Projects',
        description: 'Homes, offices and kitchens we have designed across Bangalore.',
        to: '/projects',
        icon: 'camera',
      },
      {
        title: 'Our process',
        description: 'Four phases, milestone payments and one dedicated team.',
        to: '/process',
        icon: 'compass',
      },
      {
        title: 'Price calculator',
        description: 'An instant estimate for your home in under 2 minutes.',
        to: '/calculator',
        icon: 'wallet',
      },
      {
        title: 'Design articles',
        description: 'Practical guides on layouts, materials, Vastu and budgets.',
        to: '/articles',
        icon: 'lightbulb',
      },
      {
        title: 'Corporate interiors',
        description: 'Offices, meeting rooms and receptions designed for how teams work.',
        to: '/corporate',
        icon: 'building',
      },
      {
        title: 'About us',
        description: 'The people and the studio behind your home.',
        to: '/about',
        icon: 'users',
      },
      {
        title: 'Contact us',
        description: 'Visit our HBR Layout studio or book a free site visit.',
        to: '/contact',
        icon: 'map-pin',
      },
    ],
  },

  localities: {
    heading: 'Interior designers across Bangalore',
    intro: 'From our studio in HBR Layout we design homes all over the city. Find what we do in your neighbourhood.',
  },

  testimonials: {
    heading: 'What our clients say',
    intro: 'A 5.0 rating from 100+ reviews. Here are a few of the families behind them.',
  },

  cta: {
    heading: 'Ready to design a home you will love coming back to?',
    intro: `Leave your name and number. We'll call you within ${replyPromise.hours} hours to understand your home and fix a free site visit.`,
    points: [
      'Free site visit and 3D designs',
      '10% off all interior services, plus 5% extra when you book within 24 hours',
      `Detailed quote within ${quotePromise.hours} hours`,
    ],
  },
};
