/**
 * The /corporate page (docs/product.md, 'Public pages', 'Corporate page') and the option lists of the corporate
 * enquiry dialog (docs/product.md, 'Public pages', 'Option lists').
 *
 * Figures are the site's own: 150+ corporate projects, 98% client satisfaction, 45 days average,
 * 100% on-time delivery. Testimonials are samples with generic company descriptions.
 */
import type { Feature, Seo, Stat, Step, Testimonial, IconName } from '#content/types.ts';
import { warranty } from '#content/warranty.ts';
import { replyPromise } from '#content/promises.ts';

export type CorporateService = { icon: IconName; title: string; description: string; features: string[] };

export type CorporatePage = {
  seo: Seo & { keywords: string[] };
  hero: { eyebrow: string; title: string; intro: string; hotlineLabel: string };
  services: CorporateService[];
  whyChoose: Feature[];
  stats: Stat[];
  process: Step[];
  testimonials: Testimonial[];
  cta: { title: string; text: string };
};

export const corporate: CorporatePage = {
  seo: {
    title: 'Corporate Office Interior Designers in Bangalore',
    description:
      'Office interiors in Bangalore: workstations, meeting rooms, cabins, reception and breakout spaces, designed and delivered in about 45 days on average.',
    keywords: [
      'office interior designers Bangalore',
      'corporate interior design',
      'office fit-out Bangalore',
      'commercial interior designers',
      'meeting room design',
      'office renovation Bangalore',
    ],
  },
  hero: {
    eyebrow: 'Corporate Interiors',
    title: 'Office Interiors That Work as Hard as Your Team',
    intro:
      "From a startup's first floor to a full corporate fit-out, we plan, design and build workspaces that help people focus, collaborate and feel proud to bring clients in. One team and one schedule, with minimal disruption to your business.",
    hotlineLabel: 'Corporate Hotline',
  },
  services: [
    {
      icon: 'building',
      title: 'Complete Office Interior',
      description:
        'End-to-end fit-outs for new and existing offices: layout, workstations, cabins, ceilings, lighting, electrical and data cabling, delivered by one team.',
      features: [
        'Space planning and 3D designs',
        'Workstations, cabins and storage',
        'Ceilings, lighting and flooring',
        'Electrical, data and HVAC coordination',
      ],
    },
    {
      icon: 'users',
      title: 'Meeting & Conference Rooms',
      description: 'Rooms where people can hear each other and the video call just works, from four-seat huddle rooms to boardrooms.',
      features: [
        'Acoustic wall and ceiling panels',
        'Concealed AV and video-conferencing cabling',
        'Glass partitions with frosted film',
        'Tables with built-in power and data',
      ],
    },
    {
      icon: 'briefcase',
      title: 'Executive Spaces',
      description: 'Cabins and leadership suites that balance privacy with openness, with room for focused work and small meetings.',
      features: [
        'Executive desks and credenzas',
        'Meeting corner or lounge seating',
        'Acoustic privacy with glazed fronts',
        'Concealed storage for files',
      ],
    },
    {
      icon: 'layout',
      title: 'Collaborative Workspaces',
      description:
        'Open bays, team tables and huddle zones planned for how your teams actually work, with quiet spots for when they need to focus.',
      features: [
        'Flexible, reconfigurable workstations',
        'Huddle zones and writable walls',
        'Phone booths for calls',
        'Power and data at every desk',
      ],
    },
    {
      icon: 'sparkles',
      title: 'Reception & Lobby',
      description:
        'The first thing clients and candidates see. A reception that carries your brand, with comfortable waiting and clear wayfinding.',
      features: [
        'Custom reception desk',
        'Brand wall with logo and lighting',
        'Waiting lounge seating',
        'Visitor management and wayfinding',
      ],
    },
    {
      icon: 'coffee',
      title: 'Wellness Spaces',
      description:
        'Cafeterias, breakout areas and quiet rooms that give people a real break from their desks and make the office somewhere they want to be.',
      features: [
        'Cafeteria and pantry design',
        'Breakout and games zones',
        "Quiet rooms and a mothers' room",
        'Biophilic touches with plants and daylight',
      ],
    },
  ],
  whyChoose: [
    {
      icon: 'calendar',
      title: 'Minimal Business Disruption',
      description:
        'Work planned in phases, with noisy jobs scheduled for evenings and weekends where your building allows, so your team keeps working.',
    },
    {
      icon: 'timer',
      title: 'Delivered in About 45 Days',
      description:
        'Our corporate projects average 45 days, on a written schedule agreed before work starts and tracked against milestones.',
    },
    {
      icon: 'building',
      title: 'Building Rules Handled',
      description: 'We work with your building management on fit-out guidelines, drawings for approval, work permits and working hours.',
    },
    {
      icon: 'monitor',
      title: '3D Designs Before You Commit',
      description: 'See your office in 3D, floor by floor, and agree on every zone before a single partition goes up.',
    },
    {
      icon: 'clipboard-check',
      title: 'Transparent, Itemised Quotes',
      description:
        'A detailed quote that lists every workstation, partition, finish and fitting, so finance and facilities can compare like for like.',
    },
    {
      icon: 'shield-check',
      title: warranty.label,
      description: `${warranty.statement} The terms are written into the contract.`,
    },
  ],
  stats: [
    { value: '150+', label: 'Corporate projects' },
    { value: '98%', label: 'Client satisfaction' },
    { value: '45 days', label: 'Average delivery' },
    { value: '100%', label: 'On-time delivery' },
  ],
  process: [
    {
      title: 'Consultation',
      description:
        'We meet your leadership and facilities teams to understand headcount, growth plans, work culture, budget and the date you need to move in.',
    },
    {
      title: 'Space Analysis & Planning',
      description:
        'We survey the floor, study the building services and rules, and prepare layouts that balance workstations, meeting rooms and shared spaces.',
    },
    {
      title: 'Design Development',
      description:
        'You see the office in 3D with materials, lighting and branding, and receive a detailed, itemised quote and a project schedule.',
    },
    {
      title: 'Project Execution',
      description:
        'A dedicated project manager runs civil, electrical, ceiling and furniture work to the schedule, then hands over a clean, ready-to-use office.',
    },
  ],
  testimonials: [
    {
      name: 'Rohit Menon',
      title: 'Operations Head, fintech startup, Koramangala',
      quote:
        'We needed to move the whole team into a bare-shell floor without losing a week of work. The team planned everything in 3D, scheduled the noisy work for weekends and handed over on the date they promised.',
      rating: 5,
    },
    {
      name: 'Lakshmi Narayanan',
      title: 'Facilities Manager, IT services company, Whitefield',
      quote:
        'Our meeting rooms finally sound right on video calls. They handled the building approvals and coordinated with our IT vendor, so I had one point of contact for the whole project.',
      rating: 5,
    },
    {
      name: 'Farhan Siddiqui',
      title: 'Founder, design agency, Indiranagar',
      quote:
        'They understood that our studio had to feel like us. The reception and breakout area are what every client comments on, and the quote was itemised down to the last fitting.',
      rating: 5,
    },
  ],
  cta: {
    title: 'Planning a New Office or a Refresh?',
    text: `Tell us about your space and your timeline. Our corporate team will get back to you within ${replyPromise.hours} hours to plan a site visit and discuss your requirements.`,
  },
};

/** Corporate enquiry dialog: Project Type (required), with the values the form has always offered. */
export const corporateProjectTypes = [
  { value: 'complete-office', label: 'Complete Office Interior' },
  { value: 'meeting-rooms', label: 'Meeting & Conference Rooms' },
  { value: 'reception', label: 'Reception & Lobby' },
  { value: 'executive-cabins', label: 'Executive Cabins' },
  { value: 'workstations', label: 'Workstations & Open Office' },
  { value: 'cafeteria', label: 'Cafeteria & Breakout Area' },
  { value: 'renovation', label: 'Office Renovation' },
] as const satisfies readonly { value: string; label: string }[];

/** Corporate enquiry dialog: Budget Range (optional). */
export const corporateBudgets = [
  { value: '5-10L', label: '₹5-10 Lakhs' },
  { value: '10-25L', label: '₹10-25 Lakhs' },
  { value: '25-50L', label: '₹25-50 Lakhs' },
  { value: '50L+', label: '₹50 Lakhs+' },
  { value: 'discuss', label: "Let's discuss" },
] as const satisfies readonly { value: string; label: string }[];

/** Corporate enquiry dialog: Project Timeline (optional). */
export const corporateTimelines = [
  { value: 'immediate', label: 'Immediate' },
  { value: '1-3months', label: '1-3 months' },
  { value: '3-6months', label: '3-6 months' },
  { value: '6months+', label: '6+ months' },
] as const satisfies readonly { value: string; label: string }[];

export type CorporateProjectType = (typeof corporateProjectTypes)[number]['value'];
export type CorporateBudget = (typeof corporateBudgets)[number]['value'];
export type CorporateTimeline = (typeof corporateTimelines)[number]['value'];
