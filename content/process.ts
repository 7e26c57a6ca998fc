/**
 * Our Process page (docs/product.md, 'Public pages', 'Process page', 'Design process'): four
 * phases with sub-steps, then Transparent Timeline, Milestone Payments and Dedicated Team.
 *
 * Payment schedule (cumulative share of the project value):
 *   booking, phase 1            5%   (5% paid)
 *   design sign-off, phase 2   +55%  (60% paid)
 *   50% of civil work done     +40%  (100% paid) - the 'remaining 50%' milestone: it is raised
 *                                     at the halfway mark, for the remaining 50% of the work.
 */
import type { Seo } from '#content/types.ts';

export type ProcessPhase = {
  number: 1 | 2 | 3 | 4;
  title: string;
  duration: string;
  /** Total paid by the end of this phase. */
  payment?: { cumulative: '5%' | '60%' | '100%'; note: string };
  milestone?: string;
  steps: { title: string; description: string }[];
};

export type ProcessSection = { heading: string; text: string; points: string[] };

export type ProcessContent = {
  seo: Seo;
  hero: { eyebrow: string; title: string; intro: string };
  phases: [ProcessPhase, ProcessPhase, ProcessPhase, ProcessPhase];
  sections: {
    timeline: ProcessSection & { heading: 'Transparent Timeline' };
    payments: ProcessSection & { heading: 'Milestone Payments' };
    team: ProcessSection & { heading: 'Dedicated Team' };
  };
  cta: { heading: string; intro: string };
};

export const process: ProcessContent = {
  seo: {
    title: 'Our Interior Design Process',
    description:
      'Four clear phases from discovery to handover, with milestone payments tied to progress, a written timeline and one dedicated team for your Bangalore home.',
    keywords: ['interior design process', 'interior design payment schedule', 'home interiors timeline Bangalore'],
  },

  hero: {
    eyebrow: 'Our process',
    title: 'Four clear phases, from first idea to final handover',
    intro:
      'You should always know what is happening in your home, what comes next and what you have paid for. Here is exactly how we work, phase by phase.',
  },

  phases: [
    {
      number: 1,
      title: 'Discovery & Planning',
      duration: 'About 1 week',
      payment: {
        cumulative: '5%',
        note: 'A 5% booking amount reserves your designer and project slot. It counts towards the project total.',
      },
      steps: [
        {
          title: 'Free consultation',
          description: 'We talk through your needs, the way your family lives, your style and your budget.',
        },
        {
          title: 'Free site visit',
          description:
            'A designer measures every room and notes plumbing, electrical and gas points, windows and anything the builder has fixed.',
        },
        {
          title: 'Brief and budget plan',
          description: 'We agree which rooms and pieces are in scope, the budget for each, and a first timeline for your project.',
        },
        {
          title: 'Booking',
          description: 'Once you are happy with the plan, the 5% booking amount confirms your project.',
        },
      ],
    },
    {
      number: 2,
      title: 'Creative Development',
      duration: 'About 3 weeks',
      payment: {
        cumulative: '60%',
        note: 'At design sign-off you pay 55%, bringing your total to 60%. This releases your order to the factory.',
      },
      milestone: 'Design sign-off: you approve the final 3D designs, materials and quote, and pay 55% (60% in total) to start production.',
      steps: [
        {
          title: 'Layouts and 3D designs',
          description: 'Your designer turns the brief into floor layouts and 3D views of every room in scope.',
        },
        {
          title: 'Material and finish selection',
          description: 'Choose laminates, acrylics, handles, countertops and hardware from real samples at our HBR Layout studio.',
        },
        {
          title: 'Revisions',
          description: 'Change layouts, colours and finishes until the design feels right. We refine it with you.',
        },
        {
          title: 'Final quote and sign-off',
          description: 'A detailed, itemised quote based on the final design. You sign off the drawings, materials and price together.',
        },
      ],
    },
    {
      number: 3,
      title: 'Production & Execution',
      duration: 'About 3 weeks',
      payment: {
        cumulative: '100%',
        note: 'The final 40% is raised when 50% of civil work is done, bringing your total to 100%.',
      },
      milestone:
        'Remaining 50%: at the halfway mark, when 50% of civil work is done, we raise the final 40% payment for the remaining 50% of the work.',
      steps: [
        {
          title: 'Factory production',
          description:
            'Your modular units are cut, edge-banded and finished in the factory with precision machinery, and checked before dispatch.',
        },
        {
          title: 'Site preparation and civil work',
          description:
            'Electrical, plumbing and false ceiling work is done on site while production runs, so nothing waits on anything else.',
        },
        {
          title: 'Installation',
          description: 'Our installation team assembles and fits everything, protects your floors and cleans up at the end of each day.',
        },
        {
          title: 'Progress updates',
          description: 'Your project manager shares photos and updates at every stage, so you see progress even from work.',
        },
      ],
    },
    {
      number: 4,
      title: 'Final Handover',
      duration: 'At completion',
      steps: [
        {
          title: 'Final quality check',
          description:
            'We complete our 7-stage quality inspection: every shutter, drawer, hinge, light and finish is checked and adjusted.',
        },
        {
          title: 'Deep clean',
          description: 'The site is cleaned so your home is ready to live in, not just finished.',
        },
        {
          title: 'Walkthrough and handover',
          description:
            'We walk through every room with you, explain care and maintenance, and hand over your keys and your warranties in writing.',
        },
      ],
    },
  ],

  sections: {
    timeline: {
      heading: 'Transparent Timeline',
      text: 'You get a written timeline before work begins, and your project manager keeps you updated against it at every stage.',
      points: [
        'Discovery & Planning takes about 1 week, Creative Development about 3 weeks and Production & Execution about 3 weeks.',
        'A modular kitchen is typically installed in 15-20 days, and a complete home interior in 30-45 days, once designs are signed off.',
        'Factory production and on-site civil work run side by side, so there is less waiting and less dust.',
        '98% of our projects are handed over on time.',
      ],
    },
    payments: {
      heading: 'Milestone Payments',
      text: 'You pay in three instalments, each tied to a clear stage of work. The percentages are cumulative: they show the share of the project value paid in total by that point.',
      points: [
        'Booking: 5% confirms your project (5% paid in total).',
        'Design sign-off: 55% releases your order to the factory (60% paid in total).',
        'Remaining 50% milestone: when 50% of civil work is done, the last 40% is raised for the remaining half of the work (100% paid in total).',
        'We accept cash, credit card, bank transfer and UPI, and every payment gets a receipt.',
      ],
    },
    team: {
      heading: 'Dedicated Team',
      text: 'One team stays with your project from the first call to handover, so you never have to explain your home twice.',
      points: [
        'A designer who plans your home and stays involved until it is built.',
        'A project manager who runs the timeline, the site and your updates.',
        'A trained installation team, with a quality check before every handover.',
        'One number to call for anything, during the project and after it.',
      ],
    },
  },

  cta: {
    heading: 'Start with a free site visit',
    intro:
      'Tell us about your home. We will visit, measure and listen, then show you your design in 3D, with no commitment until you are happy.',
  },
};
