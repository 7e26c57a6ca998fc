import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { fieldClasses } from '#app/components/ui/field.ts';
import { articlesCopy } from '#content/articles.ts';
import { articlesSearchPath } from '#app/features/articles/article-format.ts';
import { ALL_CATEGORIES, ARTICLE_CATEGORIES } from '#app/features/articles/article-rules.ts';
import { Icon } from '#app/components/ui/icon.tsx';

const copy = articlesCopy.list;
const TYPING_DELAY_MS = 300;

/**
 * Search box and category dropdown. A plain GET form, so it works before (or without)
 * JavaScript; once the page is interactive, results follow as you type or choose.
 */
export function ArticlesSearchForm({ q, category }: { q: string; category: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back/forward or a link changed the search: show it, unless the visitor is typing.
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setText(q);
  }, [q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function go(next: { q: string; category: string }) {
    clearTimeout(timer.current);
    void navigate(articlesSearchPath(next), { replace: true, preventScrollReset: true });
  }

  const categories: string[] = [...ARTICLE_CATEGORIES];
  if (category !== ALL_CATEGORIES && !categories.includes(category)) categories.push(category);

  return (
    <form
      method="get"
      action="/articles"
      role="search"
      aria-label="Articles"
      className="grid grid-cols-[1fr_auto] gap-3 rounded-lg bg-white/5 p-3 ring-1 ring-white/10 sm:grid-cols-[1fr_14rem_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        go({ q: String(form.get('q') ?? ''), category: String(form.get('category') ?? ALL_CATEGORIES) });
      }}
    >
      <div className="relative col-span-2 sm:col-span-1">
        <label htmlFor="article-search" className="sr-only">
          {copy.searchLabel}
        </label>
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted" />
        <input
          ref={inputRef}
          id="article-search"
          type="search"
          name="q"
          value={text}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={copy.searchPlaceholder}
          className={cn(fieldClasses, 'pl-10')}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const form = event.currentTarget.form!;
            setText(value);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => {
              go({ q: value, category: String(new FormData(form).get('category') ?? ALL_CATEGORIES) });
            }, TYPING_DELAY_MS);
          }}
        />
      </div>
      <div className="relative">
        <label htmlFor="article-category" className="sr-only">
          {copy.categoryLabel}
        </label>
        <select
          id="article-category"
          name="category"
          defaultValue={category}
          key={category}
          className={cn(fieldClasses, 'appearance-none pr-10')}
          onChange={(event) => go({ q: text, category: event.currentTarget.value })}
        >
          <option value={ALL_CATEGORIES}>{copy.allCategories}</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted" />
      </div>
      <Button type="submit">
        <Icon name="search" />
        {copy.searchButton}
      </Button>
    </form>
  );
}
