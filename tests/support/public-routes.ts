// Every public marketing route with its main heading and a few texts a visitor must see.
import { about } from '#content/about.ts';
import { contactPage } from '#content/contact.ts';
import { corporate } from '#content/corporate.ts';
import { calculatorPage } from '#content/faq.ts';
import { home } from '#content/home.ts';
import { privacy, terms } from '#content/legal.ts';
import { locations } from '#content/locations.ts';
import { process as processPage } from '#content/process.ts';
import { projects, projectsPage } from '#content/projects.ts';
import { servicePages } from '#content/service-pages.ts';
import { servicesPage } from '#content/services-page.ts';

export type PublicRoute = { path: string; heading: string; texts: string[] };

export const publicRoutes: PublicRoute[] = [
  { path: '/', heading: home.hero.title, texts: ['Book Free Consultation', 'All Services', home.process.heading] },
  { path: '/about', heading: about.hero.title, texts: ['100+', '98%', about.story.heading] },
  { path: '/services', heading: servicesPage.hero.title, texts: ['Popular', 'Premium', 'Complete Interior Design'] },
  ...servicePages.map((page) => ({
    path: `/services/${page.slug}`,
    heading: page.hero.title,
    texts: page.sections.slice(0, 2).map((section) => section.heading),
  })),
  { path: '/corporate', heading: corporate.hero.title, texts: ['150+', 'Get Corporate Quote'] },
  {
    path: '/process',
    heading: processPage.hero.title,
    texts: ['Transparent Timeline', 'Milestone Payments', 'Dedicated Team', 'Discovery & Planning'],
  },
  { path: '/projects', heading: projectsPage.hero.title, texts: ['Show projects', 'Property type', projects[0]!.title] },
  // A sample project, moved into the database at the first start.
  { path: `/projects/${projects[0]!.id}`, heading: projects[0]!.title, texts: ['Project details', 'Get a Similar Design', 'Whitefield'] },
  { path: '/calculator', heading: calculatorPage.intro.heading, texts: ['How We Calculate Costs', calculatorPage.faqs[0].question] },
  {
    path: '/contact',
    heading: contactPage.hero.title,
    texts: ['Start Your Project', 'Find Our Studio', 'HBR Layout, Bangalore', 'Site visits anywhere within 50 km of Bangalore'],
  },
  { path: '/terms', heading: terms.title, texts: ['May 10, 2025', 'Mumbai'] },
  { path: '/privacy', heading: privacy.title, texts: ['May 10, 2025'] },
  ...locations.map((location) => ({
    path: `/locations/${location.slug}`,
    heading: `Interior Designers in ${location.name}`,
    // A written figure (the projects' number is the database's).
    texts: [location.stats.find((stat) => !stat.countsProjects)!.value, 'How it works'],
  })),
];
