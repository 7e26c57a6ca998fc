import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { articleMeta } from '#app/features/articles/article-meta.ts';
import type { ArticleDetail } from '#app/features/articles/article-types.ts';

const article: ArticleDetail = {
  id: '7d0f1c1e-0000-4000-8000-000000000001',
  slug: 'brass-hardware-for-kitchens',
  title: 'Brass Hardware for Kitchens',
  excerptText:
    'Handles, hinges and rails in brass: what lasts in a humid Bangalore kitchen, what tarnishes, and how to keep it bright without harsh cleaners. '
      .repeat(2)
      .trim(),
  excerptHtml: '<p>…</p>',
  contentHtml: '<p>…</p>',
  category: 'Kitchen Design',
  tags: [],
  authorName: 'Meera Rao',
  readTime: 4,
  isFeatured: false,
  publishedAt: '2026-11-02T05:00:00.000Z',
  updatedAt: '2026-11-03T05:00:00.000Z',
  cover: { src: 'https://images.example/brass.jpg', social: 'https://images.example/brass.jpg', isDefault: false },
  metaTitle: null,
  metaDescription: null,
  isDraft: false,
};

function find(meta: MetaDescriptor[], key: string, value: string): MetaDescriptor | undefined {
  return meta.find((entry) => (entry as Record<string, unknown>)[key] === value);
}

describe('article metadata', () => {
  it('falls back to the title, the excerpt text (160 characters) and the category', () => {
    const meta = articleMeta(article, 'https://www.aangan.example');
    expect(find(meta, 'title', 'Brass Hardware for Kitchens | Aangan Interiors')).toBeTruthy();
    const description = (find(meta, 'name', 'description') as { content: string }).content;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(find(meta, 'name', 'keywords')).toMatchObject({ content: 'Kitchen Design' });
    expect(find(meta, 'rel', 'canonical')).toMatchObject({ href: 'https://www.aangan.example/article/brass-hardware-for-kitchens' });
    expect(find(meta, 'property', 'og:image')).toMatchObject({ content: 'https://images.example/brass.jpg' });
    expect(find(meta, 'property', 'og:image:width')).toBeUndefined();
    expect(find(meta, 'name', 'robots')).toBeUndefined();
    const [structured] = meta.filter((entry) => 'script:ld+json' in entry) as Array<{ 'script:ld+json': Record<string, unknown> }>;
    expect(structured!['script:ld+json']).toMatchObject({
      headline: 'Brass Hardware for Kitchens',
      author: [{ '@type': 'Person', name: 'Meera Rao' }],
    });
  });

  it('prefers the SEO fields and keeps drafts out of search engines', () => {
    const meta = articleMeta(
      { ...article, metaTitle: 'Brass Kitchen Handles', metaDescription: 'Short and sweet.', tags: ['Brass', 'Hardware'], isDraft: true },
      'https://www.aangan.example',
    );
    expect(find(meta, 'title', 'Brass Kitchen Handles | Aangan Interiors')).toBeTruthy();
    expect(find(meta, 'name', 'description')).toMatchObject({ content: 'Short and sweet.' });
    expect(find(meta, 'name', 'keywords')).toMatchObject({ content: 'Brass, Hardware' });
    expect(meta.filter((entry) => (entry as { property?: string }).property === 'article:tag')).toHaveLength(2);
    expect(find(meta, 'name', 'robots')).toMatchObject({ content: 'noindex, nofollow' });
  });
});
