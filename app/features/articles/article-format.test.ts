import { describe, expect, it } from 'vitest';
import { formatDate } from '#app/lib/format.ts';
import { articlesSearchPath, initials, readTimeLabel } from '#app/features/articles/article-format.ts';

describe('article formats', () => {
  it('writes dates in US English with the long month, in Bangalore time', () => {
    expect(formatDate('2026-10-19T04:30:00.000Z')).toBe('October 19, 2026');
    // 20:00 UTC is already the next day in India.
    expect(formatDate('2026-10-19T20:00:00.000Z')).toBe('October 20, 2026');
  });

  it('labels read time and initials', () => {
    expect(readTimeLabel(6)).toBe('6 min read');
    expect(initials('Aangan Design Team')).toBe('AD');
    expect(initials('  priya ')).toBe('P');
  });

  it('keeps defaults out of search addresses', () => {
    expect(articlesSearchPath({ q: '', category: 'all' })).toBe('/articles');
    expect(articlesSearchPath({ q: ' kitchen ', category: 'Vastu Design' })).toBe('/articles?q=kitchen&category=Vastu+Design');
  });
});
