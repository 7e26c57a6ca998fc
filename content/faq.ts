/**
 * Price calculator page copy (docs/product.md, 'Public pages', 'Price calculator page'): intro, the calculator
 * form (elsewhere), 'How We Calculate Costs' and five FAQs.
 */
import type { Faq, Seo } from '#content/types.ts';
import { quotePromise } from '#content/promises.ts';

export type CalculatorPageContent = {
  seo: Seo;
  intro: { heading: string; text: string };
  howWeCalculate: {
    heading: 'How We Calculate Costs';
    factors: [CostFactor, CostFactor, CostFactor];
  };
  faqs: [Faq, Faq, Faq, Faq, Faq];
};

export type CostFactor = { title: string; description: string };

export const calculatorPage: CalculatorPageContent = {
  seo: {
    title: 'Interior Design Price Calculator',
    description:
      'Estimate the cost of your modular kitchen, wardrobes or complete home interiors in Bangalore. An instant quote in under 2 minutes, with no obligation to book.',
    keywords: [
      'interior design cost calculator',
      'modular kitchen price Bangalore',
      'home interior cost Bangalore',
      'wardrobe price calculator',
    ],
  },

  intro: {
    heading: 'How much will your interiors cost?',
    text: 'Tell us about your home and the work you have in mind, and get an instant quote in under 2 minutes. Modular kitchens start from ₹50,000, wardrobes from ₹30,000 and complete home interiors from ₹1,00,000. Our representative will follow up with the best price for your home.',
  },

  howWeCalculate: {
    heading: 'How We Calculate Costs',
    factors: [
      {
        title: 'Square footage',
        description:
          'The size of your home and of each room sets how much material, carpentry and installation time the work needs. Larger spaces cost more in total but often less per square foot.',
      },
      {
        title: 'Property type',
        description:
          'An apartment, an independent house and a villa differ in ceiling heights, wall conditions and the number of rooms, which changes both the design work and the site work.',
      },
      {
        title: 'Design style',
        description:
          'A clean modern look with laminate finishes costs less than a luxury design with acrylic or PU finishes, veneers, detailed ceilings and premium hardware.',
      },
    ],
  },

  faqs: [
    {
      question: 'How accurate is the price calculator?',
      answer: `It gives you a realistic starting range based on the size of your home, the property type and the design style you choose. Your final price depends on exact measurements, materials and finishes, so after a free site visit we send a detailed, itemised quote within ${quotePromise.hours} hours.`,
    },
    {
      question: 'What does the estimate include?',
      answer:
        'For a complete home, the estimate covers design fees, project management and an approximate budget for furnishings. It does not include construction work, permits or specialist services such as structural changes; if your home needs these, we will tell you up front and price them separately. For a single piece, such as a kitchen or a wardrobe, it covers designing, making and installing that piece; the estimate lists what it includes and leaves out for the service you choose.',
    },
    {
      question: 'How long does a typical project take?',
      answer:
        'A simple refresh of a room or two usually takes 4-6 weeks. A full home typically takes 3-6 months from the first discussion to handover, including design, approvals and any civil work. Once designs are signed off, a modular kitchen is usually installed in 15-20 days and a complete home interior in 30-45 days.',
    },
    {
      question: 'Do you charge for a consultation?',
      answer:
        'Your first 30-minute consultation over the phone is free, and so is the site visit to measure your home. A detailed in-home design consultation, where a designer works through styles, layouts and materials with you room by room, is charged, and the fee is credited to your project in full if you go ahead with us.',
    },
    {
      question: 'Can I use my own furniture?',
      answer:
        "Of course. Many families have pieces they love, from a grandmother's almirah to a new sofa. Tell us what you are keeping and we will measure it and design the room around it, so it looks like it was always meant to be there.",
    },
  ],
};
