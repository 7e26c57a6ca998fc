// The one way a form field is drawn: its label, the control, an optional description and its
// message, with the ids and aria-* tying them together written here once. Every form passes the
// field's metadata: Conform's (useForm) in the admin, or the same shape from the lead forms'
// lighter hook (decision 047).
import type * as React from 'react';
import { cn } from '#app/components/ui/cn.ts';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';

/** What a field component needs to know of its field: a subset of Conform's FieldMetadata. */
export type FieldMeta = {
  id: string;
  name: string;
  errorId: string;
  descriptionId: string;
  errors?: readonly string[] | undefined;
};

/** The id of a field's label, for controls named by aria-labelledby (the rich-text editor, Radix Select). */
export const labelId = (field: FieldMeta) => `${field.id}-label`;

/** The first message of a field, if it has one. */
export const firstError = (field: FieldMeta): string | undefined => field.errors?.[0];

/**
 * The attributes that tie a control to its field: id, name, aria-invalid while it has a message,
 * and aria-describedby naming the message (first) and the description.
 */
export function controlProps(field: FieldMeta, { described = false }: { described?: boolean } = {}) {
  const invalid = firstError(field) !== undefined;
  const describedBy = [invalid ? field.errorId : null, described ? field.descriptionId : null].filter(Boolean).join(' ');
  return {
    id: field.id,
    name: field.name,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** controlProps, and the value the control starts with: Conform's initialValue (the default, or what was last sent). */
export function valuedControlProps(field: FieldMeta & { initialValue?: string | undefined }, options?: { described?: boolean }) {
  return { ...controlProps(field, options), defaultValue: field.initialValue };
}

/**
 * The attributes a form element takes from Conform's form metadata: its id (the fields name it),
 * its submit handler (checks the fields first) and noValidate (the fields' own messages stand in
 * for the browser's).
 */
export function formAttributes(form: { id: string; onSubmit: (event: React.FormEvent<HTMLFormElement>) => void }) {
  return { id: form.id, onSubmit: form.onSubmit, noValidate: true };
}

/** Light fields sit on the page's surface; dark ones on the charcoal call-to-action band. */
export type Tone = 'light' | 'dark';

export type FormFieldProps = {
  field: FieldMeta;
  label: React.ReactNode;
  /** Marks the label (put `required` on the control too, so it is announced). */
  required?: boolean;
  description?: React.ReactNode;
  /**
   * 'for': the label names the control (htmlFor). 'id': the label carries an id instead, for a
   * control that names itself with aria-labelledby or aria-label.
   */
  labelAs?: 'for' | 'id';
  tone?: Tone;
  /** The public forms space label, control and message a little closer than the admin's. */
  spacing?: 'tight' | 'normal';
  className?: string;
  children: React.ReactNode;
};

export function FormField({
  field,
  label,
  required,
  description,
  labelAs = 'for',
  tone = 'light',
  spacing = 'normal',
  className,
  children,
}: FormFieldProps) {
  const error = firstError(field);
  const dark = tone === 'dark';
  return (
    <div className={cn('flex flex-col', spacing === 'tight' ? 'gap-1.5' : 'gap-2', className)}>
      <Label
        {...(labelAs === 'for' ? { htmlFor: field.id } : { id: labelId(field) })}
        required={required}
        className={dark ? 'text-white/90 [&>span]:text-brass-300' : undefined}
      >
        {label}
      </Label>
      {children}
      {description ? (
        <p id={field.descriptionId} className="text-sm text-ink-muted">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={field.errorId} className={cn('text-sm', dark ? 'text-red-300' : 'text-danger')}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FrameProps = Omit<FormFieldProps, 'children' | 'labelAs'>;

/** Splits a field component's props into the frame's and the control's (id, name and aria-* come from the field). */
function splitProps<Rest extends object>({ field, label, required, description, tone, spacing, className, ...control }: FrameProps & Rest) {
  const frame = { field, label, required, description, tone, spacing, className };
  return { frame, control: { ...controlProps(field, { described: Boolean(description) }), required, ...control } };
}

type ControlProps<Tag extends 'input' | 'textarea'> = FrameProps & Omit<React.ComponentProps<Tag>, 'id' | 'name' | 'className'>;

export function TextField(props: ControlProps<'input'>) {
  const { frame, control } = splitProps(props);
  return (
    <FormField {...frame}>
      <Input {...control} />
    </FormField>
  );
}

export function TextareaField(props: ControlProps<'textarea'>) {
  const { frame, control } = splitProps(props);
  return (
    <FormField {...frame}>
      <Textarea {...control} />
    </FormField>
  );
}

export type SelectOption = { value: string; label: string };

/** The browser's own select (it posts without JavaScript); `placeholder` adds an empty first option. */
export function SelectField({
  options,
  placeholder,
  ...props
}: FrameProps &
  Omit<React.ComponentProps<'select'>, 'id' | 'name' | 'className' | 'children'> & {
    options: readonly SelectOption[];
    placeholder?: string;
  }) {
  const { frame, control } = splitProps(props);
  return (
    <FormField {...frame}>
      <NativeSelect {...control}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
