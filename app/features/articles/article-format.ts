import { articlesCopy } from '#content/articles.ts';
import { company } from '#content/company.ts';

export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

/** Initials for the author's avatar: 'Aangan Design Team' -> 'AD'. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase());
  return letters.join('') || '?';
}

export function articlePath(slug: string): string {
  return `/article/${encodeURIComponent(slug)}`;
}

/** The /articles address for a search; empty and default values stay out of the URL. */
export function articlesSearchPath({ q, category }: { q?: string; category?: string }): string {
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (category && category !== 'all') params.set('category', category);
  const query = params.toString();
  return query ? `/articles?${query}` : '/articles';
}

/** The feed, announced in the head of the articles pages. */
export const RSS_LINK = {
  rel: 'alternate',
  type: 'application/rss+xml',
  title: `${company.name}: ${articlesCopy.feed.title}`,
  href: '/rss.xml',
} as const;
