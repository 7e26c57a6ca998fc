// The article dialog's fields, in the order they show, each on the shared field components. The
// form (article-save-form.tsx) owns their state: Conform holds the plain ones, React state the
// few that something else writes (the slug follows the title, the library fills the image address,
// the editors and checkboxes are not native inputs).
import { lazy, Suspense, useMemo, useState } from 'react';
import { Images, LoaderCircle } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { MissingAltText, mediaFileName } from '#app/components/media/missing-alt-text.tsx';
import { MediaLibraryDialog } from '#app/components/media/media-library-dialog.tsx';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { controlProps, FormField, TextareaField, TextField } from '#app/components/ui/form-field.tsx';
import type { FieldMeta } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import type { ArticleFormValues } from '#app/features/articles/article-form.ts';
import {
  ARTICLE_CATEGORIES,
  countWords,
  htmlToText,
  isAllowedImageUrl,
  META_DESCRIPTION_MAX,
  readingMinutes,
} from '#app/features/articles/article-rules.ts';

// Tiptap and its toolbar load only when an article dialog opens (no public page includes them).
const RichTextEditor = lazy(() => import('#app/features/articles/editor/rich-text-editor.tsx'));

/** The fields whose value React keeps (see the comment at the top). */
export type LiveValues = Pick<ArticleFormValues, 'slug' | 'featuredImageUrl' | 'excerpt' | 'content' | 'isFeatured' | 'isPublished'>;

export type ArticleFieldsProps = {
  /** A field's metadata (ids, its message while it has one). */
  meta: (name: keyof ArticleFormValues) => FieldMeta;
  initial: ArticleFormValues;
  live: LiveValues;
  /** Sets live values; an edited field's message goes away. */
  change: (patch: Partial<LiveValues>) => void;
};

export function ArticleDetailsFields({
  meta,
  initial,
  live,
  change,
  content,
  onTitle,
  onSlugEdited,
}: ArticleFieldsProps & { content: string; onTitle: (title: string) => void; onSlugEdited: () => void }) {
  const contentMinutes = useMemo(() => Math.max(1, readingMinutes(countWords(htmlToText(content)))), [content]);
  // The read time follows the content (the server counts it again at save) until the writer types one.
  const [typedReadTime, setTypedReadTime] = useState<string | null>(initial.readTimeAuto ? null : initial.readTime);
  const readTime = typedReadTime ?? (htmlToText(content).trim() ? String(contentMinutes) : initial.readTime);
  return (
    <>
      <TextField
        field={meta('title')}
        label="Title"
        required
        className="min-w-0 sm:col-span-2"
        defaultValue={initial.title}
        onChange={(event) => onTitle(event.target.value)}
        maxLength={200}
      />
      <TextField
        field={meta('slug')}
        label="Slug"
        required
        className="min-w-0"
        description="Used in the address: /article/your-slug"
        value={live.slug}
        onChange={(event) => {
          onSlugEdited();
          change({ slug: event.target.value });
        }}
        maxLength={200}
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormField field={meta('category')} label="Category" required className="min-w-0">
        <Input
          {...controlProps(meta('category'))}
          list="article-categories"
          defaultValue={initial.category}
          placeholder="e.g. Kitchen Design"
          required
          maxLength={80}
        />
        <datalist id="article-categories">
          {ARTICLE_CATEGORIES.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </FormField>
      <TextField
        field={meta('readTime')}
        label="Read Time (minutes)"
        className="min-w-0"
        description={
          typedReadTime === null
            ? 'Counted from the content at save (200 words a minute) until you type a value.'
            : content
              ? `The content reads in about ${contentMinutes} min.`
              : undefined
        }
        type="number"
        min={1}
        max={600}
        step={1}
        inputMode="numeric"
        value={readTime}
        onChange={(event) => setTypedReadTime(event.target.value)}
      />
      <input type="hidden" name="readTimeAuto" value={typedReadTime === null ? 'on' : ''} />
      <TextField field={meta('authorName')} label="Author Name" className="min-w-0" defaultValue={initial.authorName} maxLength={120} />
    </>
  );
}

/** The featured image's address, typed or chosen from the media library (where a new image is uploaded with its alt text). */
export function FeaturedImageField({
  meta,
  live,
  change,
}: Omit<ArticleFieldsProps, 'initial'> & { uploading: boolean; setUploading: (uploading: boolean) => void }) {
  const field = meta('featuredImageUrl');
  const [choosing, setChoosing] = useState(false);
  // The chosen image's file when it has no alt text yet (and is not decorative): written here.
  const [undescribed, setUndescribed] = useState<string | null>(null);
  return (
    <FormField field={field} label="Featured Image URL" className="min-w-0 sm:col-span-2">
      <div className="flex gap-2">
        <Input
          {...controlProps(field)}
          value={live.featuredImageUrl}
          onChange={(event) => change({ featuredImageUrl: event.target.value })}
          placeholder="https://... or choose from the library"
          inputMode="url"
        />
        {/* The name starts with the words shown, as speech input users say them. */}
        <Button variant="outline" onClick={() => setChoosing(true)} aria-label="Choose from library for the featured image">
          <Images aria-hidden="true" />
          <span className="hidden sm:inline">Choose from library</span>
        </Button>
      </div>
      {isAllowedImageUrl(live.featuredImageUrl) ? (
        <img src={live.featuredImageUrl.trim()} alt="" className="mt-2 h-24 w-auto self-start rounded-md border border-line object-cover" />
      ) : null}
      {choosing ? (
        <MediaLibraryDialog
          onClose={() => setChoosing(false)}
          onChoose={(image) => {
            change({ featuredImageUrl: image.url });
            setUndescribed(image.alt || image.decorative ? null : mediaFileName(image.url));
            setChoosing(false);
          }}
        />
      ) : null}
      {undescribed && live.featuredImageUrl.trim() === `/media/${undescribed}` ? (
        <div className="mt-2">
          <MissingAltText fileName={undescribed} onSaved={() => setUndescribed(null)} />
        </div>
      ) : null}
    </FormField>
  );
}

export function SeoFields({ meta, initial, metaDescription }: Pick<ArticleFieldsProps, 'meta' | 'initial'> & { metaDescription: string }) {
  return (
    <>
      <TextField
        field={meta('metaTitle')}
        label="Meta Title (SEO)"
        className="min-w-0 sm:col-span-2"
        description="Shown as the page title in search results; the article title when empty."
        defaultValue={initial.metaTitle}
        maxLength={200}
      />
      <TextareaField
        field={meta('metaDescription')}
        label="Meta Description (SEO)"
        className="min-w-0 sm:col-span-2"
        description={`${metaDescription.length}/${META_DESCRIPTION_MAX} characters`}
        rows={3}
        defaultValue={initial.metaDescription}
        maxLength={META_DESCRIPTION_MAX}
      />
      <TextField
        field={meta('tags')}
        label="Tags (comma-separated)"
        className="min-w-0 sm:col-span-2"
        defaultValue={initial.tags}
        placeholder="e.g. modular kitchen, storage, small spaces"
      />
    </>
  );
}

const EDITORS = {
  excerpt: { label: 'Excerpt', placeholder: 'A short summary shown on article cards and at the top of the article...' },
  content: { label: 'Content', placeholder: 'Write the article...' },
} as const;

/** The excerpt and the content: rich-text editors, posted through hidden fields. */
export function ArticleTextFields({ meta, live, change }: Omit<ArticleFieldsProps, 'initial'>) {
  return (
    <>
      {(['excerpt', 'content'] as const).map((name) => {
        const field = meta(name);
        const invalid = Boolean(field.errors?.length);
        return (
          <FormField key={name} field={field} label={EDITORS[name].label} labelAs="id" required className="min-w-0 sm:col-span-2">
            <Suspense
              fallback={
                <div className="flex min-h-[600px] items-center justify-center gap-2 rounded-md border border-line text-ink-muted">
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brass-700" /> Loading editor...
                </div>
              }
            >
              <RichTextEditor
                id={field.id}
                label={EDITORS[name].label}
                value={live[name]}
                onChange={(html) => change({ [name]: html })}
                placeholder={EDITORS[name].placeholder}
                invalid={invalid}
                describedBy={invalid ? field.errorId : undefined}
              />
            </Suspense>
            <input type="hidden" name={name} value={live[name]} />
          </FormField>
        );
      })}
    </>
  );
}

const scheduleFields = [
  { name: 'publishAt', label: 'Publish at', description: 'India time. The article stays a draft until then and goes live by itself.' },
  { name: 'unpublishAt', label: 'Unpublish at', description: 'Optional, India time: the article goes back to draft then.' },
] as const;

/** 'Publish at' and 'Unpublish at', in India time (decision 120). */
export function ScheduleFields({ meta, initial }: Pick<ArticleFieldsProps, 'meta' | 'initial'>) {
  return (
    <>
      {scheduleFields.map(({ name, label, description }) => (
        <TextField
          key={name}
          field={meta(name)}
          label={label}
          className="min-w-0"
          description={description}
          type="datetime-local"
          defaultValue={initial[name]}
        />
      ))}
    </>
  );
}

/** The two checkboxes, with what the Featured section will show. */
export function PublishingFields({ meta, live, change, note }: Omit<ArticleFieldsProps, 'initial'> & { note: string }) {
  const flags = [
    { name: 'isFeatured', label: 'Featured Article', hint: note },
    { name: 'isPublished', label: 'Publish Article', hint: 'Published articles are visible to everyone; drafts only here.' },
  ] as const;
  return (
    <div className="flex flex-col gap-4 sm:col-span-2">
      {flags.map(({ name, label, hint }) => {
        const field = meta(name);
        return (
          <div key={name} className="flex items-start gap-3">
            <Checkbox
              id={field.id}
              name={field.name}
              checked={live[name]}
              onCheckedChange={(checked) => change({ [name]: checked === true })}
              aria-describedby={field.descriptionId}
              className="mt-0.5"
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor={field.id}>{label}</Label>
              <p id={field.descriptionId} className="text-sm text-ink-muted">
                {hint}
              </p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
