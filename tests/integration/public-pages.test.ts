// Every public page as a crawler (or a phone before JavaScript loads) receives it.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '#content/company.ts';
import { tempDir } from '../support/databases.ts';
import { startServer } from '../support/processes.ts';
import type { RunningServer } from '../support/processes.ts';
import { publicRoutes } from '../support/public-routes.ts';
import { services } from '#content/services.ts';

const SITE_URL = 'http://localhost:3000'; // what the build was made with (npm test builds with the default)

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
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDir();
    server = await startServer({ DATA_DIR: dataDir, SITE_URL });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
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

  it('answers unknown service and area pages with the not-found page and 404', async () => {
    for (const path of ['/services/swimming-pools', '/locations/atlantis']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Oops! Page not found');
    }
  });
});
