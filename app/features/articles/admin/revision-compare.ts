// What changed between two states of an article, word by word (decision 124): the fields a writer
// reads, as plain text, with the words the newer state added and the ones it removed. Browser-safe
// (the dialog compares its own unsaved text too); the admin's code only.
import { diffWords } from 'diff';
import { htmlToText } from '#app/features/articles/article-rules.ts';

/** The fields compared, as the dialog names them. */
export type ComparedText = {
  title: string;
  slug: string;
  category: string;
  tags: string;
  excerpt: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  featuredImageUrl: string;
};

const LABELS: Record<keyof ComparedText, string> = {
  title: 'Title',
  slug: 'Slug',
  category: 'Category',
  tags: 'Tags',
  excerpt: 'Excerpt',
  content: 'Content',
  metaTitle: 'Meta Title',
  metaDescription: 'Meta Description',
  featuredImageUrl: 'Featured Image URL',
};

/** A run of words: kept, added by the newer state, or removed from the older one. */
export type ComparePart = { text: string; change: 'same' | 'added' | 'removed' };
export type ComparedField = { field: keyof ComparedText; label: string; parts: ComparePart[] };

type Comparable = {
  title: string;
  slug: string;
  category: string;
  tags: string[] | string;
  excerpt: string;
  content: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
  featuredImageUrl?: string | null;
};

/** The compared fields of an article, a revision or the dialog's values, as plain text. */
export function comparedText(state: Comparable): ComparedText {
  return {
    title: state.title,
    slug: state.slug,
    category: state.category,
    tags: Array.isArray(state.tags) ? state.tags.join(', ') : state.tags,
    excerpt: htmlToText(state.excerpt),
    content: htmlToText(state.content),
    metaTitle: state.metaTitle ?? '',
    metaDescription: state.metaDescription ?? '',
    featuredImageUrl: state.featuredImageUrl ?? '',
  };
}

/** The fields that differ between `older` and `newer`, each as runs of kept, added and removed words. */
export function compareTexts(older: ComparedText, newer: ComparedText): ComparedField[] {
  return (Object.keys(LABELS) as Array<keyof ComparedText>)
    .filter((field) => older[field].trim() !== newer[field].trim())
    .map((field) => ({
      field,
      label: LABELS[field],
      parts: diffWords(older[field], newer[field]).map((part) => ({
        text: part.value,
        change: part.added ? 'added' : part.removed ? 'removed' : 'same',
      })),
    }));
}
