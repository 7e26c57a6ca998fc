import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { LoaderCircle, Upload } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#app/components/ui/dialog.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { company } from '#content/company.ts';
import { articleFormSchema, fieldErrors } from '#app/features/articles/article-form.ts';
import type { ArticleFieldErrors, ArticleFormValues } from '#app/features/articles/article-form.ts';
import type { AdminArticle, AdminArticleRow } from '#app/features/articles/admin/articles-admin.server.ts';
import { UPLOAD_TYPES, uploadImage } from '#app/features/articles/media/upload-image.ts';
import {
  ARTICLE_CATEGORIES,
  countWords,
  DEFAULT_READ_TIME,
  htmlToText,
  isAllowedImageUrl,
  MAX_FEATURED_ARTICLES,
  META_DESCRIPTION_MAX,
  readingMinutes,
  slugify,
} from '#app/features/articles/article-rules.ts';

// Tiptap and its toolbar load only when an article dialog opens (no public page includes them).
const RichTextEditor = lazy(() => import('#app/features/articles/editor/rich-text-editor.tsx'));

type LoadAnswer = { ok: true; article: AdminArticle } | { ok: false; error: string };
type SaveAnswer = { ok: true; id: string } | { ok: false; fieldErrors?: ArticleFieldErrors; error?: string };

const EMPTY: ArticleFormValues = {
  title: '',
  slug: '',
  category: '',
  readTime: String(DEFAULT_READ_TIME),
  authorName: company.designTeamName,
  featuredImageUrl: '',
  metaTitle: '',
  metaDescription: '',
  tags: '',
  excerpt: '',
  content: '',
  isFeatured: false,
  isPublished: false,
};

function valuesOf(article: AdminArticle): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    category: article.category,
    readTime: String(article.readTime),
    authorName: article.authorName ?? '',
    featuredImageUrl: article.featuredImageUrl ?? '',
    metaTitle: article.metaTitle ?? '',
    metaDescription: article.metaDescription ?? '',
    tags: article.tags.join(', '),
    excerpt: article.excerpt,
    content: article.content,
    isFeatured: article.isFeatured,
    isPublished: article.isPublished,
  };
}

type Props = {
  mode: 'create' | 'edit';
  articleId: string | null;
  /** The article list, to say which featured articles the public page will show. */
  articles: AdminArticleRow[];
  onClose: () => void;
};

export function ArticleDialog({ mode, articleId, articles, onClose }: Props) {
  const loader = useFetcher<LoadAnswer>();
  const { load } = loader;
  useEffect(() => {
    if (mode === 'edit' && articleId) void load(`/admin/articles/${articleId}`);
  }, [mode, articleId, load]);
  const loaded = loader.data?.ok ? loader.data.article : null;
  const loadFailed = loader.state === 'idle' && loader.data && !loader.data.ok;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-4xl pb-0 max-sm:px-4" onInteractOutside={(event) => event.preventDefault()}>
        <div>
          <DialogHeader className="mb-0">
            <DialogTitle>{mode === 'create' ? 'Create New Article' : 'Edit Article'}</DialogTitle>
            <DialogDescription>
              {mode === 'create'
                ? 'Write a new design article. Fields marked * are required.'
                : 'Change the article and save. Fields marked * are required.'}
            </DialogDescription>
          </DialogHeader>
        </div>
        {mode === 'create' ? (
          <ArticleForm mode="create" articleId={null} initial={EMPTY} articles={articles} onClose={onClose} />
        ) : loaded ? (
          <ArticleForm mode="edit" articleId={loaded.id} initial={valuesOf(loaded)} articles={articles} onClose={onClose} />
        ) : (
          <div role="status" className="flex min-h-64 items-center justify-center gap-2 text-ink-muted">
            {loadFailed ? (
              'Failed to load the article. It may have been deleted.'
            ) : (
              <>
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brass-700" /> Loading article...
              </>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** What the public Featured section will show, in words, given this article's checkboxes. */
function featuredNote(values: ArticleFormValues, articleId: string | null, articles: AdminArticleRow[]): string {
  const base = `At most ${MAX_FEATURED_ARTICLES} featured articles appear on the Articles page: the newest ${MAX_FEATURED_ARTICLES} that are published.`;
  if (!values.isFeatured) return base;
  if (!values.isPublished) return `${base} This one will count once it is published.`;
  const createdAt = articles.find((article) => article.id === articleId)?.createdAt ?? new Date().toISOString();
  const shown = [
    ...articles.filter((article) => article.isFeatured && article.isPublished && article.id !== articleId),
    { id: articleId ?? 'new', title: values.title || 'This article', createdAt },
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (shown.length <= MAX_FEATURED_ARTICLES) return base;
  const position = shown.findIndex((article) => article.id === (articleId ?? 'new'));
  if (position >= MAX_FEATURED_ARTICLES) {
    return `${base} ${MAX_FEATURED_ARTICLES} newer articles are featured, so this one will not appear in the Featured section.`;
  }
  const dropped = shown.slice(MAX_FEATURED_ARTICLES).map((article) => `“${article.title}”`);
  return `${base} Featuring this one moves ${dropped.join(', ')} out of the Featured section.`;
}

function ArticleForm({
  mode,
  articleId,
  initial,
  articles,
  onClose,
}: {
  mode: 'create' | 'edit';
  articleId: string | null;
  initial: ArticleFormValues;
  articles: AdminArticleRow[];
  onClose: () => void;
}) {
  const save = useFetcher<SaveAnswer>();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ArticleFieldErrors>({});
  // A new article's slug follows its title until someone edits the slug (decision 036).
  const [slugEdited, setSlugEdited] = useState(mode === 'edit');
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const saving = save.state !== 'idle';
  const sent = useRef(false);

  const set = (patch: Partial<ArticleFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof ArticleFormValues];
      return next;
    });
  };

  // Field errors the server sent back replace the shown ones once (then editing clears them).
  const [answered, setAnswered] = useState<SaveAnswer | undefined>(undefined);
  if (save.state === 'idle' && save.data && save.data !== answered) {
    setAnswered(save.data);
    if (!save.data.ok && save.data.fieldErrors) setErrors(save.data.fieldErrors);
  }

  useEffect(() => {
    if (save.state !== 'idle' || !save.data || !sent.current) return;
    sent.current = false;
    const answer = save.data;
    if (answer.ok) {
      toast({ title: 'Success', description: mode === 'create' ? 'Article created successfully.' : 'Article updated successfully.' });
      onClose();
    } else if (answer.fieldErrors) {
      toast({
        title: 'Error',
        description: Object.values(answer.fieldErrors)[0] ?? 'Failed to save article. Please try again.',
        variant: 'destructive',
      });
    } else {
      toast({ title: 'Error', description: 'Failed to save article. Please try again.', variant: 'destructive' });
    }
  }, [save.state, save.data, mode, onClose]);

  // Move focus to the first field with an error after a refused save.
  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (!first) return;
    const field = form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`) ?? document.getElementById(`article-${first}`);
    field?.focus();
  }, [errors]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = articleFormSchema.safeParse(values);
    if (!checked.success) {
      const found = fieldErrors(checked.error);
      setErrors(found);
      toast({ title: 'Error', description: Object.values(found)[0] ?? 'Please check the form.', variant: 'destructive' });
      return;
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.set(key, String(value));
    if (mode === 'edit') body.set('intent', 'update');
    sent.current = true;
    void save.submit(body, { method: 'post', action: mode === 'create' ? '/admin/articles' : `/admin/articles/${articleId}` });
  }

  async function uploadFeatured(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const image = await uploadImage(file);
      set({ featuredImageUrl: image.url });
    } catch (problem) {
      toast({ title: 'Upload failed', description: (problem as Error).message, variant: 'destructive' });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  const contentMinutes = useMemo(() => readingMinutes(countWords(htmlToText(values.content))), [values.content]);
  const describedBy = (name: keyof ArticleFormValues, hint?: string) =>
    [errors[name] ? `article-${name}-error` : null, hint].filter(Boolean).join(' ') || undefined;

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col">
      <div className="grid grid-cols-1 gap-5 py-6 sm:grid-cols-2">
        <Field name="title" label="Title" required errors={errors} className="sm:col-span-2">
          <Input
            id="article-title"
            data-field="title"
            value={values.title}
            onChange={(event) => {
              const title = event.target.value;
              set(slugEdited ? { title } : { title, slug: slugify(title) });
            }}
            required
            maxLength={200}
            aria-invalid={Boolean(errors.title) || undefined}
            aria-describedby={describedBy('title')}
          />
        </Field>
        <Field name="slug" label="Slug" required errors={errors} hint="Used in the address: /article/your-slug">
          <Input
            id="article-slug"
            data-field="slug"
            value={values.slug}
            onChange={(event) => {
              setSlugEdited(true);
              set({ slug: event.target.value });
            }}
            required
            maxLength={200}
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={Boolean(errors.slug) || undefined}
            aria-describedby={describedBy('slug', 'article-slug-hint')}
          />
        </Field>
        <Field name="category" label="Category" required errors={errors}>
          <Input
            id="article-category"
            data-field="category"
            list="article-categories"
            value={values.category}
            onChange={(event) => set({ category: event.target.value })}
            placeholder="e.g. Kitchen Design"
            required
            maxLength={80}
            aria-invalid={Boolean(errors.category) || undefined}
            aria-describedby={describedBy('category')}
          />
          <datalist id="article-categories">
            {ARTICLE_CATEGORIES.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
        </Field>
        <Field
          name="readTime"
          label="Read Time (minutes)"
          errors={errors}
          hint={values.content ? `The content reads in about ${contentMinutes} min.` : undefined}
        >
          <Input
            id="article-readTime"
            data-field="readTime"
            type="number"
            min={1}
            max={600}
            step={1}
            inputMode="numeric"
            value={values.readTime}
            onChange={(event) => set({ readTime: event.target.value })}
            aria-invalid={Boolean(errors.readTime) || undefined}
            aria-describedby={describedBy('readTime', values.content ? 'article-readTime-hint' : undefined)}
          />
        </Field>
        <Field name="authorName" label="Author Name" errors={errors}>
          <Input
            id="article-authorName"
            data-field="authorName"
            value={values.authorName}
            onChange={(event) => set({ authorName: event.target.value })}
            maxLength={120}
            aria-invalid={Boolean(errors.authorName) || undefined}
            aria-describedby={describedBy('authorName')}
          />
        </Field>
        <Field name="featuredImageUrl" label="Featured Image URL" errors={errors} className="sm:col-span-2">
          <div className="flex gap-2">
            <Input
              id="article-featuredImageUrl"
              data-field="featuredImageUrl"
              value={values.featuredImageUrl}
              onChange={(event) => set({ featuredImageUrl: event.target.value })}
              placeholder="https://... or upload an image"
              inputMode="url"
              aria-invalid={Boolean(errors.featuredImageUrl) || undefined}
              aria-describedby={describedBy('featuredImageUrl')}
            />
            <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={uploading} aria-label="Upload featured image">
              {uploading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
              <span className="hidden sm:inline">{uploading ? 'Uploading...' : 'Upload'}</span>
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept={UPLOAD_TYPES.join(',')}
              className="sr-only"
              tabIndex={-1}
              aria-label="Featured image file"
              onChange={(event) => void uploadFeatured(event.target.files?.[0])}
            />
          </div>
          {isAllowedImageUrl(values.featuredImageUrl) ? (
            <img
              src={values.featuredImageUrl.trim()}
              alt=""
              className="mt-2 h-24 w-auto self-start rounded-md border border-line object-cover"
            />
          ) : null}
        </Field>
        <Field
          name="metaTitle"
          label="Meta Title (SEO)"
          errors={errors}
          className="sm:col-span-2"
          hint="Shown as the page title in search results; the article title when empty."
        >
          <Input
            id="article-metaTitle"
            data-field="metaTitle"
            value={values.metaTitle}
            onChange={(event) => set({ metaTitle: event.target.value })}
            maxLength={200}
            aria-invalid={Boolean(errors.metaTitle) || undefined}
            aria-describedby={describedBy('metaTitle', 'article-metaTitle-hint')}
          />
        </Field>
        <Field
          name="metaDescription"
          label="Meta Description (SEO)"
          errors={errors}
          className="sm:col-span-2"
          hint={`${values.metaDescription.length}/${META_DESCRIPTION_MAX} characters`}
        >
          <Textarea
            id="article-metaDescription"
            data-field="metaDescription"
            rows={3}
            value={values.metaDescription}
            onChange={(event) => set({ metaDescription: event.target.value })}
            maxLength={META_DESCRIPTION_MAX}
            aria-invalid={Boolean(errors.metaDescription) || undefined}
            aria-describedby={describedBy('metaDescription', 'article-metaDescription-hint')}
          />
        </Field>
        <Field name="tags" label="Tags (comma-separated)" errors={errors} className="sm:col-span-2">
          <Input
            id="article-tags"
            data-field="tags"
            value={values.tags}
            onChange={(event) => set({ tags: event.target.value })}
            placeholder="e.g. modular kitchen, storage, small spaces"
            aria-invalid={Boolean(errors.tags) || undefined}
            aria-describedby={describedBy('tags')}
          />
        </Field>
        <EditorField name="excerpt" label="Excerpt" errors={errors}>
          <RichTextEditor
            id="article-excerpt"
            label="Excerpt"
            value={values.excerpt}
            onChange={(excerpt) => set({ excerpt })}
            placeholder="A short summary shown on article cards and at the top of the article..."
            invalid={Boolean(errors.excerpt)}
            describedBy={errors.excerpt ? 'article-excerpt-error' : undefined}
          />
        </EditorField>
        <EditorField name="content" label="Content" errors={errors}>
          <RichTextEditor
            id="article-content"
            label="Content"
            value={values.content}
            onChange={(content) => set({ content })}
            placeholder="Write the article..."
            invalid={Boolean(errors.content)}
            describedBy={errors.content ? 'article-content-error' : undefined}
          />
        </EditorField>
        <div className="flex flex-col gap-4 sm:col-span-2">
          <div className="flex items-start gap-3">
            <Checkbox
              id="article-isFeatured"
              checked={values.isFeatured}
              onCheckedChange={(checked) => set({ isFeatured: checked === true })}
              aria-describedby="article-isFeatured-hint"
              className="mt-0.5"
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor="article-isFeatured">Featured Article</Label>
              <p id="article-isFeatured-hint" className="text-sm text-ink-muted">
                {featuredNote(values, articleId, articles)}
              </p>
            </div>
          </div>
          <div className="flex items-start gap-3">
            <Checkbox
              id="article-isPublished"
              checked={values.isPublished}
              onCheckedChange={(checked) => set({ isPublished: checked === true })}
              aria-describedby="article-isPublished-hint"
              className="mt-0.5"
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor="article-isPublished">Publish Article</Label>
              <p id="article-isPublished-hint" className="text-sm text-ink-muted">
                Published articles are visible to everyone; drafts only here.
              </p>
            </div>
          </div>
        </div>
      </div>
      <div className="sticky bottom-0 z-20 -mx-6 flex justify-end gap-3 border-t border-line bg-surface px-6 py-4 max-sm:-mx-4 max-sm:px-4">
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || uploading}>
          {saving ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {saving ? 'Saving...' : mode === 'create' ? 'Create Article' : 'Update Article'}
        </Button>
      </div>
    </form>
  );
}

function Field({
  name,
  label,
  required,
  errors,
  hint,
  className,
  children,
}: {
  name: keyof ArticleFormValues;
  label: string;
  required?: boolean;
  errors: ArticleFieldErrors;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-2 ${className ?? ''}`}>
      <Label htmlFor={`article-${name}`} required={required}>
        {label}
      </Label>
      {children}
      {hint ? (
        <p id={`article-${name}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {errors[name] ? (
        <p id={`article-${name}-error`} className="text-sm text-danger">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
}

function EditorField({
  name,
  label,
  errors,
  children,
}: {
  name: 'excerpt' | 'content';
  label: string;
  errors: ArticleFieldErrors;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2 sm:col-span-2">
      <Label id={`article-${name}-label`} required>
        {label}
      </Label>
      <Suspense
        fallback={
          <div className="flex min-h-[600px] items-center justify-center gap-2 rounded-md border border-line text-ink-muted">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brass-700" /> Loading editor...
          </div>
        }
      >
        {children}
      </Suspense>
      {errors[name] ? (
        <p id={`article-${name}-error`} className="text-sm text-danger">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
}
