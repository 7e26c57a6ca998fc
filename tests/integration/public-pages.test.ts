// Every public page as a crawler (or a phone before JavaScript loads) receives it.
import fs from 'node:fs';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company, telLink } from '#content/company.ts';
import { startInProcess } from '../support/in-process.ts';
import type { InProcessServer } from '../support/in-process.ts';
import { builtSiteUrl } from '../support/processes.ts';
import { publicRoutes } from '../support/public-routes.ts';
import { seedArticles } from '#content/seed-articles.ts';
import { services } from '#content/services.ts';
import { replyPromise, workingHoursLines } from '#content/promises.ts';
import { projects as sampleProjects } from '#content/projects.ts';

// The address the build was made for: prerendered pages carry it (the global setup builds when needed).
const SITE_URL = builtSiteUrl();

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!)['@type'] as string,
  );
}

describe('public pages without JavaScript', () => {
  let server: InProcessServer;
  beforeAll(async () => {
    server = await startInProcess({ SITE_URL });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it.each(publicRoutes.map((route) => [route.path, route] as const))(
    '%s has its heading, title, description, canonical and structured data in the HTML',
    async (path, route) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(
        decode(
          /<h1[^>]*>([\s\S]*?)<\/h1>/
            .exec(html)![1]!
            .replace(/<!-- -->/g, '')
            .replace(/<[^>]+>/g, ''),
        ),
      ).toBe(route.heading);
      expect(decode(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toMatch(new RegExp(`\\| ${company.name}$`));
      const description = decode(/<meta name="description" content="([^"]*)"/.exec(html)![1]!);
      expect(description.length).toBeGreaterThan(50);
      expect(description.length).toBeLessThanOrEqual(170);
      expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${path}"/>`);
      expect(html).toContain('<meta property="og:locale" content="en_IN"/>');
      expect(html).toContain(`<link rel="alternate" hrefLang="en-IN" href="${SITE_URL}${path}"/>`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      const types = jsonLdTypes(html);
      expect(types).toContain('HomeAndConstructionBusiness');
      if (path !== '/') expect(types).toContain('BreadcrumbList');
      if (path === '/calculator') expect(types).toContain('FAQPage');
      // Every image has its size (no layout shift) and a text alternative.
      for (const [img] of html.matchAll(/<img [^>]*>/g)) {
        expect(img).toMatch(/ width="\d+"/);
        expect(img).toMatch(/ height="\d+"/);
        expect(img).toMatch(/ alt="/);
      }
    },
  );

  it('describes the business with address, phone, e-mail, hours, area served and payment methods', async () => {
    const html = await (await fetch(`${server.url}/about`)).text();
    const business = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!))
      .find((data) => data['@type'] === 'HomeAndConstructionBusiness');
    expect(business).toMatchObject({
      name: company.name,
      telephone: company.phone.e164,
      email: company.email,
      address: { postalCode: '560043', addressLocality: 'Bangalore' },
      areaServed: [
        { '@type': 'City', name: 'Bangalore' },
        { '@type': 'GeoCircle', geoMidpoint: { latitude: expect.any(Number), longitude: expect.any(Number) }, geoRadius: 50_000 },
      ],
      paymentAccepted: 'Cash, Credit Card, Bank Transfer, UPI',
    });
    expect(business.openingHoursSpecification).toHaveLength(2);
  });

  it("names the site's search in its structured data, and /search sends the visitor to the article search", async () => {
    const html = await (await fetch(`${server.url}/contact`)).text();
    const website = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!))
      .find((data) => data['@type'] === 'WebSite');
    expect(website.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${SITE_URL}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
    const search = await fetch(`${server.url}/search?q=${encodeURIComponent(' modular kitchen ')}`, { redirect: 'manual' });
    expect(search.status).toBe(302);
    expect(search.headers.get('location')).toBe('/articles?q=modular+kitchen');
    const empty = await fetch(`${server.url}/search`, { redirect: 'manual' });
    expect(empty.headers.get('location')).toBe('/articles');
    const results = await fetch(`${server.url}/search?q=vastu`);
    expect(results.url).toMatch(/\/articles\?q=vastu$/);
    expect(await results.text()).toContain('A Practical Vastu Guide for Bangalore Apartments');
  });

  it('lists every public page in the sitemap and keeps crawlers out of the admin', async () => {
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    for (const route of publicRoutes) expect(xml).toContain(`<loc>${SITE_URL}${route.path}</loc>`);
    expect(xml).not.toContain('/admin');
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Disallow: /admin-login\n');
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it('ends the Yelahanka page, and only it, with the grid of every service', async () => {
    const yelahanka = await (await fetch(`${server.url}/locations/yelahanka`)).text();
    const tail = yelahanka.slice(yelahanka.lastIndexOf('Tell us about your home'));
    expect(tail).toContain('>Our services</h2>');
    for (const service of services) expect(tail).toContain(`href="/services/${service.slug}"`);
    const koramangala = await (await fetch(`${server.url}/locations/koramangala`)).text();
    expect(koramangala).not.toContain('>Our services</h2>');
  });

  it('places the business on the map to five decimals or more', async () => {
    const html = await (await fetch(`${server.url}/contact`)).text();
    const business =
      /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"HomeAndConstructionBusiness"[\s\S]*?)<\/script>/.exec(
        html,
      )![1]!;
    const decimals = [...business.matchAll(/"(latitude|longitude)":(-?\d+)(?:\.(\d+))?/g)].map(([, name, , fraction]) => [
      name,
      fraction?.length ?? 0,
    ]);
    expect(decimals).toHaveLength(4); // the business's geo and its service area's midpoint
    for (const [name, count] of decimals) expect(count, `${name} decimals`).toBeGreaterThanOrEqual(5);
  });

  it('dials the full international number from every call link', async () => {
    for (const route of publicRoutes) {
      const html = await (await fetch(`${server.url}${route.path}`)).text();
      const links = [...html.matchAll(/href="(tel:[^"]*)"/g)].map((match) => match[1]);
      expect(links.length, route.path).toBeGreaterThan(0);
      for (const link of links) expect(link, route.path).toBe(telLink());
    }
    expect(telLink()).toMatch(/^tel:\+91\d{10}$/);
  });

  it('says the same true thing about the warranty on every page: up to 10 years on materials, as the terms do', async () => {
    const blocks = new Set(['p', 'li', 'dd', 'dt', 'h1', 'h2', 'h3', 'h4', 'td', 'th', 'figcaption', 'blockquote']);
    const tenYears = /\b10[\s-]*(?:-year|year|yr)s?\b|\b10\b[^.]{0,20}warrant/i;
    const problems: string[] = [];
    // The marketing pages, and an article (its closing call to action promises the warranty too).
    for (const route of [...publicRoutes, { path: `/article/${seedArticles[0]!.slug}` }]) {
      const document = parseDocument(await (await fetch(`${server.url}${route.path}`)).text());
      const texts = DomUtils.findAll((element) => blocks.has(element.name), document.children).map((element) =>
        decode(DomUtils.textContent(element)).replace(/\s+/g, ' '),
      );
      const meta = DomUtils.findAll(
        (element) => element.name === 'meta' && /description$/.test(element.attribs.name ?? element.attribs.property ?? ''),
        document.children,
      );
      texts.push(...meta.map((element) => decode(element.attribs.content ?? '')));
      for (const text of texts) {
        if (!/warrant/i.test(text)) continue;
        if (tenYears.test(text) && !/materials/i.test(text)) problems.push(`${route.path}: ${text}`);
        if (/workmanship/i.test(text) && !/1-year|1 year/i.test(text)) problems.push(`${route.path}: ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('states one set of working hours and one reply time on every page, as content/promises.ts has them', async () => {
    const blocks = new Set(['p', 'li', 'dd', 'dt', 'span', 'h2', 'h3', 'h4']);
    const problems: string[] = [];
    for (const route of publicRoutes) {
      const document = parseDocument(await (await fetch(`${server.url}${route.path}`)).text());
      const texts = DomUtils.findAll((element) => blocks.has(element.name), document.children).map((element) =>
        decode(DomUtils.textContent(element)).replace(/\s+/g, ' '),
      );
      for (const text of texts) {
        // Hours in another shape than the studio's ('9 AM - 7 PM').
        if (/\b\d{1,2} ?(?:AM|PM)\b/i.test(text)) problems.push(`${route.path}: ${text}`);
        // A reply promised in another time than the one the studio keeps.
        for (const match of text.matchAll(/\b(?:reply|get back to you|call you(?: back)?|contact you)\b[^.;]{0,40}?within (\d+) hours/gi))
          if (Number(match[1]) !== replyPromise.hours) problems.push(`${route.path}: ${text}`);
      }
    }
    expect(problems).toEqual([]);
    const contact = await (await fetch(`${server.url}/contact`)).text();
    const footer = await (await fetch(`${server.url}/about`)).text();
    for (const line of workingHoursLines) {
      expect(decode(contact)).toContain(line);
      expect(decode(footer)).toContain(line);
    }
  });

  it("shows a locality's real number of projects, or no number when it has none", async () => {
    const text = async (path: string) =>
      decode(DomUtils.textContent(parseDocument(await (await fetch(`${server.url}${path}`)).text()))).replace(/\s+/g, ' ');
    const whitefield = await text('/locations/whitefield');
    const count = sampleProjects.filter((project) => project.locality === 'whitefield').length;
    expect(count).toBeGreaterThan(0);
    expect(whitefield).toContain(`Projects in Whitefield${count}Avg. delivery`);
    expect(whitefield).not.toContain('40+');
    // Hebbal has no project: its page claims no number of them.
    expect(sampleProjects.some((project) => project.locality === 'hebbal')).toBe(false);
    expect(await text('/locations/hebbal')).not.toMatch(/Projects in Hebbal/);
  });

  it('opens a calculator link with values it cannot use on the nearest valid inputs, never an error', async () => {
    for (const [query, sentence, selected] of [
      [
        'service=full-interior&area=1100&package=premium&property=castle',
        'Property type “castle” is not one of our options, so the estimate uses 2 BHK.',
        'value="2bhk" selected=""',
      ],
      [
        'service=modular-kitchen&layout=galley',
        'Kitchen layout “galley” is not one of our options, so the estimate uses L-shaped.',
        'value="l-shaped" selected=""',
      ],
      [
        'service=sauna&property=castle&area=abc',
        'Service “sauna” is not one of our options, so the estimate uses Full Interior Design.',
        'value="full-interior" selected=""',
      ],
      ['area=999999', 'Carpet area “999999” is outside 100-1,00,000 sq ft, so the estimate uses 1,00,000 sq ft.', 'value="100000"'],
      ['service=modular-wardrobe&width=-3', 'Wardrobe width “-3” is not a number, so the estimate uses 6 ft.', 'value="6"'],
    ] as const) {
      const response = await fetch(`${server.url}/calculator?${query}`);
      expect(response.status, query).toBe(200);
      const html = decode(await response.text());
      expect(html, query).toContain(sentence);
      expect(html, query).toContain(selected);
      expect(html, query).toMatch(/₹[\d,]+ – ₹[\d,]+/);
    }
    // A wrong value the priced service does not use is dropped without a word, and without an error.
    const pooja = decode(await (await fetch(`${server.url}/calculator?service=pooja-unit&layout=galley`)).text());
    expect(pooja).not.toContain('could not be used');
    expect(pooja).not.toContain('Please check your answers');
    expect(pooja).toMatch(/₹[\d,]+ – ₹[\d,]+/);
    // The quick range the home page asks for says what is wrong instead.
    const quick = await fetch(`${server.url}/api/estimate?service=full-interior&package=premium&property=castle`);
    expect(quick.status).toBe(400);
  });

  it('lists what the estimate includes and leaves out for the service priced: a kitchen has no furnishing budget', async () => {
    const coverage = async (query: string) => {
      const html = decode(await (await fetch(`${server.url}/calculator?${query}`)).text()).replace(/<!-- -->/g, '');
      const dd = (term: string) => new RegExp(`<dt[^>]*>${term}</dt><dd[^>]*>([^<]*)</dd>`).exec(html)![1]!;
      return { included: dd('Included'), excluded: dd('Not included') };
    };
    const kitchen = await coverage('service=modular-kitchen&property=2bhk&package=premium');
    expect(kitchen.included).toMatch(/cabinets/);
    expect(kitchen.included).not.toMatch(/design fees|project management|furnishing/i);
    expect(kitchen.excluded).toMatch(/appliances/);
    const home = await coverage('service=full-interior&property=2bhk&package=premium');
    expect(home.included).toMatch(/design fees, project management and an approximate budget for furnishings/);
    expect(home.excluded).toMatch(/Construction work, permits and specialist services/);
    const ceiling = await coverage('service=false-ceiling&property=2bhk&package=premium');
    expect(ceiling.included).not.toMatch(/furnishing|project management/i);
  });

  it('answers unknown service and area pages with the not-found page and 404', async () => {
    for (const path of ['/services/swimming-pools', '/locations/atlantis']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Oops! Page not found');
    }
  });
});
