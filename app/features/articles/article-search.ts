import { z } from 'zod';
import { ALL_CATEGORIES } from '#app/features/articles/article-rules.ts';

export const SEARCH_MAX_LENGTH = 100;

// Search parameters come from a shareable URL (?q=&category=), so they are read leniently:
// anything odd means "no restriction" rather than an error page.
const searchParamsSchema = z.object({
  q: z
    .string()
    .catch('')
    .transform((value) => value.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH)),
  category: z
    .string()
    .catch(ALL_CATEGORIES)
    .transform((value) => value.trim().slice(0, 80))
    .transform((value) => (value === '' || value.toLowerCase() === ALL_CATEGORIES ? ALL_CATEGORIES : value)),
});

export type ArticleSearch = z.infer<typeof searchParamsSchema>;

export function parseArticleSearch(params: URLSearchParams): ArticleSearch {
  return searchParamsSchema.parse({ q: params.get('q') ?? '', category: params.get('category') ?? ALL_CATEGORIES });
}
