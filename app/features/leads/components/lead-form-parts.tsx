// Building blocks shared by the lead forms: labelled fields with their messages, the hidden
// fields every form posts, and the submit button with its busy label.
import type * as React from 'react';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { Loader2 } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/cn.ts';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { FIELD_LIMITS, HONEYPOT_FIELD } from '#app/features/leads/lead-options.ts';
import type { FieldErrors, FormKind } from '#app/features/leads/lead-options.ts';

/** Light forms sit on the page's surface; dark ones on the charcoal call-to-action band. */
export type Tone = 'light' | 'dark';

export type FormState = {
  errors: FieldErrors;
  defaultValues?: Record<string, string>;
  tone?: Tone;
};

type FieldFrameProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  tone: Tone;
  className?: string;
  children: React.ReactNode;
};

function FieldFrame({ id, label, required, error, tone, className, children }: FieldFrameProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id} required={required} className={tone === 'dark' ? 'text-white/90 [&>span]:text-brass-300' : undefined}>
        {label}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={cn('text-sm', tone === 'dark' ? 'text-red-300' : 'text-danger')}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type CommonProps = {
  name: string;
  label: string;
  state: FormState;
  required?: boolean;
  placeholder?: string;
  className?: string;
};

function useFieldIds(name: string, error: string | undefined) {
  const id = `${useId()}${name}`;
  return { id, describedBy: error ? `${id}-error` : undefined };
}

export function TextField({
  name,
  label,
  state,
  required,
  placeholder,
  className,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength = FIELD_LIMITS.text,
}: CommonProps & {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
}) {
  const error = state.errors[name];
  const { id, describedBy } = useFieldIds(name, error);
  return (
    <FieldFrame id={id} label={label} required={required} error={error} tone={state.tone ?? 'light'} className={className}>
      <Input
        id={id}
        name={name}
        type={type}
        required={required}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        defaultValue={state.defaultValues?.[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </FieldFrame>
  );
}

/** The three fields every lead form asks for, with the right keyboards and autofill. */
export function NameField(props: Omit<CommonProps, 'name' | 'label'> & { name?: string; label?: string; autoComplete?: string }) {
  return (
    <TextField
      name="name"
      label="Full Name"
      placeholder="Your full name"
      autoComplete="name"
      maxLength={FIELD_LIMITS.name}
      required
      {...props}
    />
  );
}

export function EmailField(props: Omit<CommonProps, 'name' | 'label'> & { label?: string }) {
  return (
    <TextField
      name="email"
      label="Email Address"
      type="email"
      placeholder="you@example.com"
      autoComplete="email"
      inputMode="email"
      maxLength={FIELD_LIMITS.email}
      required
      {...props}
    />
  );
}

export function PhoneField(props: Omit<CommonProps, 'name' | 'label'> & { label?: string }) {
  return (
    <TextField
      name="phone"
      label="Phone Number"
      type="tel"
      placeholder="+91 98765 43210"
      autoComplete="tel"
      inputMode="tel"
      maxLength={FIELD_LIMITS.phone}
      required
      {...props}
    />
  );
}

export function SelectField({
  name,
  label,
  state,
  required,
  placeholder,
  className,
  options,
  defaultValue,
}: CommonProps & { options: ReadonlyArray<{ value: string; label: string }>; defaultValue?: string }) {
  const error = state.errors[name];
  const { id, describedBy } = useFieldIds(name, error);
  return (
    <FieldFrame id={id} label={label} required={required} error={error} tone={state.tone ?? 'light'} className={className}>
      <NativeSelect
        id={id}
        name={name}
        required={required}
        defaultValue={state.defaultValues?.[name] ?? defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
}

export function TextAreaField({ name, label, state, required, placeholder, className, rows = 4 }: CommonProps & { rows?: number }) {
  const error = state.errors[name];
  const { id, describedBy } = useFieldIds(name, error);
  return (
    <FieldFrame id={id} label={label} required={required} error={error} tone={state.tone ?? 'light'} className={className}>
      <Textarea
        id={id}
        name={name}
        rows={rows}
        required={required}
        placeholder={placeholder}
        maxLength={FIELD_LIMITS.message}
        defaultValue={state.defaultValues?.[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </FieldFrame>
  );
}

/**
 * Posted by every form: which form it is, the page to go back to after a submission without
 * JavaScript, and the honeypot field, hidden from people and from assistive technology.
 */
export function HiddenFields({ kind, back }: { kind: FormKind; back?: string }) {
  const location = useLocation();
  return (
    <>
      <input type="hidden" name="form" value={kind} />
      {/* Prerendering sees /contact as /contact/: go back to the page's own address. */}
      <input type="hidden" name="back" value={back ?? (location.pathname.replace(/\/+$/, '') || '/')} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

export function SubmitButton({
  submitting,
  label,
  submittingLabel,
  className,
  size = 'lg',
}: {
  submitting: boolean;
  label: string;
  submittingLabel: string;
  className?: string;
  size?: 'md' | 'lg';
}) {
  return (
    <Button type="submit" size={size} disabled={submitting} className={cn('w-full', className)}>
      {submitting ? <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : null}
      {submitting ? submittingLabel : label}
    </Button>
  );
}
