/**
 * About page (docs/product.md, 'Public pages', 'About'): hero, story, four counters, four values, a three-person
 * team (avatars are initials) and a call to action.
 */
import { company } from '#content/company.ts';
import type { Feature, Seo, Stat } from '#content/types.ts';
import { warranty } from '#content/warranty.ts';

export type TeamMember = { name: string; role: string; bio: string };

export type AboutContent = {
  seo: Seo;
  hero: { eyebrow: string; title: string; intro: string };
  story: { heading: string; paragraphs: [string, string, string] };
  counters: [Stat, Stat, Stat, Stat];
  values: [Feature, Feature, Feature, Feature];
  team: [TeamMember, TeamMember, TeamMember];
  cta: { heading: string; intro: string };
};

export const about: AboutContent = {
  seo: {
    title: 'About Our Design Studio in HBR Layout',
    description:
      'Meet the team behind Aangan Interiors, a Bangalore studio for modular kitchens, wardrobes and complete home interiors. Founded in 2024 in HBR Layout.',
    keywords: ['about Aangan Interiors', 'interior design studio Bangalore', 'interior designers HBR Layout'],
  },

  hero: {
    eyebrow: 'About us',
    title: 'A design studio built around the Indian home',
    intro: `${company.name} designs and builds modular kitchens, wardrobes and complete interiors from our studio in ${company.address.locality}, Bangalore. We believe a well-designed home should be practical, honest and made to last.`,
  },

  story: {
    heading: 'Our story',
    paragraphs: [
      `An aangan is the courtyard at the heart of a traditional Indian home: the place where the family gathers, the light comes in and everyday life happens. When Kavya and Arjun started the studio in ${company.address.locality} in ${company.founded}, that was the feeling they wanted every home to have, however compact the apartment.`,
      'Between them they had spent years on both sides of interiors: Kavya designing homes for a large firm, Arjun running factories and installation sites. They kept seeing the same problems. Beautiful renders that did not match what was built, quotes that grew as the work went along, and homeowners who could never quite get a straight answer. They set up the studio to do it differently.',
      'So we work the way we would want our own homes done. A free site visit before any commitment, 3D designs you can change until they feel right, itemised quotes, factory-made modular units and one team that stays with you from the first call to handover. More than 100 families across Bangalore have trusted us with their homes so far, and we would love to design yours.',
    ],
  },

  counters: [
    { value: '100+', label: 'Happy clients' },
    { value: '15+', label: 'Award-winning designs' },
    { value: '5+', label: 'Years of design experience' },
    { value: '98%', label: 'Client satisfaction' },
  ],

  values: [
    {
      icon: 'heart',
      title: 'Designed for daily life',
      description:
        'We start with how you cook, store, pray, work and relax, then design around it. A home should look beautiful and be easy to live in.',
    },
    {
      icon: 'hand-coins',
      title: 'Honest pricing',
      description:
        'Itemised quotes with materials, finishes and hardware named, and milestone payments agreed before you sign. No surprises.',
    },
    {
      icon: 'badge-check',
      title: 'Quality you can check',
      description: `Factory-made units and a 7-stage quality inspection. ${warranty.statement}`,
    },
    {
      icon: 'handshake',
      title: 'Respect for your home and time',
      description:
        'Clear timelines, a clean site and one project manager who keeps you updated, so you are never left wondering what happens next.',
    },
  ],

  team: [
    {
      name: 'Kavya Ramesh',
      role: 'Co-founder & Principal Designer',
      bio: 'Kavya leads every design at the studio. She loves compact apartments that feel generous, and she never signs off a kitchen without picturing the morning rush in it.',
    },
    {
      name: 'Arjun Shetty',
      role: 'Co-founder & Head of Projects',
      bio: 'Arjun looks after production and installation, from the factory floor to your front door. He is the reason our timelines are written down and kept.',
    },
    {
      name: 'Farah Siddiqui',
      role: 'Senior Designer, Kitchens & Storage',
      bio: 'Farah designs kitchens and wardrobes that make the most of every inch. Ask her about corner units, and she will happily spend an hour on the options.',
    },
  ],

  cta: {
    heading: "Let's design your home together",
    intro:
      'Book a free site visit. We will measure your home, understand how you live and show you your home in 3D before you commit to anything.',
  },
};
