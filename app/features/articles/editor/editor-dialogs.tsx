// The editor's link, image and table dialogs (decision 047). Each is a Conform form checked with
// its schema (editor-dialog-schemas.ts) and drawn with the shared field components, so every
// message stands under its field. Nothing is posted: a valid submit hands the values to the
// editor. A dialog is mounted only while it is open, so it starts from its initial values.
import { useId, useState } from 'react';
import type * as React from 'react';
import { Images } from 'lucide-react';
import { useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import type { z } from 'zod';
import { Button } from '#app/components/ui/button.tsx';
import { Dialog, DialogCancelFooter, DialogContent, DialogHeading } from '#app/components/ui/dialog.tsx';
import { controlProps, FormField, labelId, TextField } from '#app/components/ui/form-field.tsx';
import type { FieldMeta, SelectOption } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#app/components/ui/select.tsx';
import { parseForm } from '#app/lib/parse-form.ts';
import { IMAGE_ALIGNMENTS, IMAGE_WIDTHS, isAllowedImageUrl } from '#app/features/articles/article-rules.ts';
import type { ImageAlign } from '#app/features/articles/article-rules.ts';
import { MediaLibraryDialog } from '#app/components/media/media-library-dialog.tsx';
import { imageSchema, linkSchema, tableSchema } from '#app/features/articles/editor/editor-dialog-schemas.ts';
import type { ImageValues, LinkValues, TableValues } from '#app/features/articles/editor/editor-dialog-schemas.ts';

/**
 * A dialog's form: Conform checks it with the schema on submit (a message stays until the next
 * submit) and gives a valid one to `onValid`. `lastResult` lets something other than a submit
 * (an upload) set or clear messages, the way a server's answer would.
 */
function useDialogForm<Schema extends z.ZodObject>(
  schema: Schema,
  onValid: (values: z.output<Schema>) => void,
  lastResult?: SubmissionResult,
) {
  const id = useId();
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, schema),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onValid(submission.value);
    },
  });
}

/** Each dialog's title, description, button and width (max-w-*). */
const DIALOGS = {
  link: { title: 'Insert link', description: 'The link opens in a new tab.', submitLabel: 'Insert Link', className: 'max-w-md' },
  image: {
    title: 'Insert image',
    description: 'From an https:// address, or chosen from the media library (where a new image is uploaded with its alt text).',
    submitLabel: 'Insert Image',
    className: 'max-w-lg',
  },
  table: {
    title: 'Insert table',
    description: 'The first row holds the column headers.',
    submitLabel: 'Insert Table',
    className: 'max-w-sm',
  },
} as const;

type EditorDialogProps = {
  form: { id: string; onSubmit: (event: React.FormEvent<HTMLFormElement>) => void };
  kind: keyof typeof DIALOGS;
  onClose: () => void;
  children: React.ReactNode;
};

function EditorDialog({ form, kind, onClose, children }: EditorDialogProps) {
  const { title, description, submitLabel, className } = DIALOGS[kind];
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className={className}>
        <DialogHeading title={title} description={description} />
        {/* The dialog is portalled to the end of <body>, so this form is not nested in the article's
            <form> in the page; React still bubbles its submit event to the article form's handler,
            which must not see it. */}
        <form
          id={form.id}
          noValidate
          onSubmit={(event) => {
            event.stopPropagation();
            form.onSubmit(event);
          }}
          className="flex flex-col gap-4"
        >
          {children}
          <DialogCancelFooter onCancel={onClose} className="mt-2">
            <Button type="submit">{submitLabel}</Button>
          </DialogCancelFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type DialogProps<Values> = { initial: Values; onClose: () => void; onInsert: (values: Values) => void };

export function LinkDialog({ initial, onClose, onInsert }: DialogProps<LinkValues>) {
  const [form, fields] = useDialogForm(linkSchema, onInsert);
  return (
    <EditorDialog form={form} kind="link" onClose={onClose}>
      <TextField field={fields.text} label="Link text" required defaultValue={initial.text} autoFocus />
      <TextField field={fields.href} label="URL" required defaultValue={initial.href} placeholder="https://example.com" inputMode="url" />
    </EditorDialog>
  );
}

/** A Radix select on the shared field frame: the label names the trigger; the hidden native select carries the value. */
function ChoiceField({
  field,
  label,
  options,
  defaultValue,
}: {
  field: FieldMeta;
  label: string;
  options: readonly SelectOption[];
  defaultValue: string;
}) {
  return (
    <FormField field={field} label={label} labelAs="id">
      <Select name={field.name} defaultValue={defaultValue}>
        <SelectTrigger id={field.id} aria-labelledby={labelId(field)}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}

const ALIGN_LABELS: Record<ImageAlign, string> = { left: 'Left', center: 'Center', right: 'Right', inline: 'Inline' };
const ALIGN_OPTIONS = IMAGE_ALIGNMENTS.map((align) => ({ value: align, label: ALIGN_LABELS[align] }));

export function ImageDialog({ initial, onClose, onInsert }: DialogProps<ImageValues>) {
  // The address and the alt text are React state: an image chosen from the library writes them.
  const [src, setSrc] = useState(initial.src);
  const [alt, setAlt] = useState(initial.alt);
  const [choosing, setChoosing] = useState(false);
  const [form, fields] = useDialogForm(imageSchema, onInsert);

  return (
    <EditorDialog form={form} kind="image" onClose={onClose}>
      <FormField field={fields.src} label="Image URL" required>
        <div className="flex gap-2">
          <Input
            {...controlProps(fields.src)}
            value={src}
            onChange={(event) => setSrc(event.target.value)}
            placeholder="https://..."
            inputMode="url"
            required
            autoFocus={!initial.src}
          />
          <Button variant="outline" onClick={() => setChoosing(true)}>
            <Images aria-hidden="true" />
            <span className="hidden sm:inline">Choose from library</span>
            <span className="sr-only sm:hidden">Choose from library</span>
          </Button>
        </div>
      </FormField>
      {isAllowedImageUrl(src.trim()) ? (
        <img src={src.trim()} alt="" className="max-h-40 w-auto self-start rounded-md border border-line object-contain" />
      ) : null}
      <TextField
        field={fields.alt}
        label="Alt text"
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        placeholder="What the image shows, for people who cannot see it"
        autoFocus={Boolean(initial.src)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField field={fields.align} label="Position" options={ALIGN_OPTIONS} defaultValue={initial.align} />
        <ChoiceField field={fields.width} label="Size" options={IMAGE_WIDTHS} defaultValue={initial.width} />
      </div>
      {choosing ? (
        <MediaLibraryDialog
          onClose={() => setChoosing(false)}
          onChoose={(image) => {
            setSrc(image.url);
            setAlt(image.alt ?? '');
            setChoosing(false);
          }}
        />
      ) : null}
    </EditorDialog>
  );
}

export function TableDialog({ initial, onClose, onInsert }: DialogProps<TableValues>) {
  const [form, fields] = useDialogForm(tableSchema, onInsert);
  const side = { type: 'number', min: 1, max: 10 } as const;
  return (
    <EditorDialog form={form} kind="table" onClose={onClose}>
      <div className="grid grid-cols-2 gap-4">
        <TextField field={fields.rows} label="Rows" {...side} defaultValue={initial.rows} autoFocus />
        <TextField field={fields.cols} label="Columns" {...side} defaultValue={initial.cols} />
      </div>
    </EditorDialog>
  );
}
