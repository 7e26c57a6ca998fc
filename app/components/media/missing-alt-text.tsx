// Alt text written where an image without one was chosen (a project's photos, an article's
// featured image), so the form being filled in is not left for the 'Media' screen. It saves through
// the 'Media' screen's own action (intent 'describe'), with its rules and messages, and is no form
// of its own: it sits inside the form that chose the image, and Enter saves the alt text rather than
// sending that form.
import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { MAX_ALT_LENGTH, MEDIA_LIBRARY_PATH } from '#app/lib/media-rules.ts';

type Answer = { ok: true; fileName: string } | { ok: false; error: string };

/** The file name of an uploaded image from its address (`/media/<hash>.webp`), or null for any other. */
export function mediaFileName(url: string): string | null {
  return /^\/media\/([0-9a-f]{32}\.webp)$/.exec(url.trim())?.[1] ?? null;
}

export function MissingAltText({ fileName, onSaved }: { fileName: string; onSaved: (alt: string) => void }) {
  const save = useFetcher<Answer>();
  const [alt, setAlt] = useState('');
  const sent = useRef('');
  const id = useId();
  const answer = save.state === 'idle' ? save.data : undefined;
  useEffect(() => {
    if (answer?.ok) onSaved(sent.current);
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  const submit = () => {
    sent.current = alt.trim();
    void save.submit({ intent: 'describe', fileName, alt }, { method: 'post', action: MEDIA_LIBRARY_PATH });
  };
  const error = answer && !answer.ok ? answer.error : null;
  return (
    <div className="flex flex-col gap-1.5 rounded-md border border-line bg-canvas p-2">
      <label htmlFor={id} className="text-sm font-medium">
        Alt text
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={alt}
          maxLength={MAX_ALT_LENGTH}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            submit();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <Button variant="outline" size="sm" className="min-h-11 sm:min-h-9" disabled={save.state !== 'idle'} onClick={submit}>
          {save.state !== 'idle' ? 'Saving...' : 'Save alt text'}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        This image has no alt text yet: describe it here. It is saved to the library for every page that uses it.
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
