import { describe, expect, it } from 'vitest';
import { galleryItems } from '#content/gallery.ts';
import { galleryDescriptions } from '#content/gallery-descriptions.ts';
import { localities } from '#content/localities.ts';
import { locations } from '#content/locations.ts';
import { projects } from '#content/projects.ts';
import { servicePages } from '#content/service-pages.ts';
import { services } from '#content/services.ts';
import { homeTestimonials } from '#content/testimonials.ts';

describe('site content', () => {
  it('has the 24 locality pages, and the names list agrees with the pages', () => {
    expect(locations.map((location) => [location.slug, location.name])).toEqual(
      localities.map((locality) => [locality.slug, locality.name]),
    );
    expect(locations).toHaveLength(24);
    for (const location of locations) {
      expect(location.nearby.every((slug) => localities.some((locality) => locality.slug === slug))).toBe(true);
    }
  });

  it('gives every area its own words', () => {
    expect(new Set(locations.map((location) => location.intro)).size).toBe(24);
    expect(new Set(locations.map((location) => location.areaNote)).size).toBe(24);
  });

  it('shows the four areas with figures of their own (HSR Layout, Indiranagar, Koramangala, Whitefield) their stats, and no written number of projects', () => {
    const stats = (slug: string) => locations.find((location) => location.slug === slug)!.stats.map((stat) => stat.value);
    expect(stats('hsr-layout')).toEqual(expect.arrayContaining(['28 days', '100%', '10']));
    expect(stats('indiranagar')).toEqual(expect.arrayContaining(['25 days', '100%', '10']));
    expect(stats('koramangala')).toEqual(expect.arrayContaining(['30 days', '100%', '10']));
    expect(stats('whitefield')).toEqual(expect.arrayContaining(['35 days', '100%', '10']));
    // 'Projects in {area}' is counted by the page from the published projects ('40+' showed one).
    for (const location of locations) {
      for (const stat of location.stats.filter((item) => /^Projects in /.test(item.label)))
        expect(stat).toMatchObject({ countsProjects: true, value: '' });
      expect(location.seo.description).not.toMatch(/\d+\+ local projects/);
    }
  });

  it('has the counts docs/product.md gives: six services, three testimonials, 15 gallery images, six projects', () => {
    expect(services).toHaveLength(6);
    expect(servicePages).toHaveLength(6);
    expect(services.every((service) => servicePages.some((page) => page.slug === service.slug))).toBe(true);
    expect(services.every((service) => service.features.length === 4)).toBe(true);
    expect(services.find((service) => service.id === 'pooja-units')!.filter).toBeNull();
    expect(homeTestimonials).toHaveLength(3);
    expect(galleryItems).toHaveLength(15);
    // The viewer's words for each design live apart from the grid (they load with the viewer).
    expect(Object.keys(galleryDescriptions).sort()).toEqual(galleryItems.map((item) => item.id).sort());
    expect(projects).toHaveLength(6);
  });
});
