import { cn } from '#app/components/ui/cn.ts';
import { formatDate } from '#app/lib/format.ts';
import { readTimeLabel } from '#app/features/articles/article-format.ts';
import { Icon } from '#app/components/ui/icon.tsx';

/** Date and read time, e.g. "October 19, 2026 · 6 min read". */
export function ArticleMetaLine({ publishedAt, readTime, className }: { publishedAt: string; readTime: number; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm', className)}>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar-days" className="size-4" />
        <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" className="size-4" />
        {readTimeLabel(readTime)}
      </span>
    </p>
  );
}

export function CategoryBadge({ category, tone = 'light' }: { category: string; tone?: 'light' | 'dark' }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase',
        tone === 'light' ? 'bg-sage-100 text-sage-700' : 'bg-white/10 text-brass-300 ring-1 ring-white/15',
      )}
    >
      {category}
    </span>
  );
}

export function TagList({ tags, tone = 'light', label = 'Tags' }: { tags: string[]; tone?: 'light' | 'dark'; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag}
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs',
            tone === 'light' ? 'border border-line text-ink-muted' : 'border border-white/20 text-white/80',
          )}
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
