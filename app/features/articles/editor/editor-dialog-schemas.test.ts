// The editor dialogs' rules, read from a form the way the dialogs read it (parseForm): what goes
// into the article, and which message shows under which field.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parseForm } from '#app/lib/parse-form.ts';
import { DIALOG_MESSAGES, imageSchema, linkSchema, tableSchema } from '#app/features/articles/editor/editor-dialog-schemas.ts';

function submit<Schema extends z.ZodObject>(schema: Schema, fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  const submission = parseForm(formData, schema);
  return submission.status === 'success' ? { value: submission.value } : { error: submission.error };
}

describe('the link dialog', () => {
  it.each([
    ['https://aangan.example/studio', 'https://aangan.example/studio'],
    ['http://aangan.example', 'http://aangan.example'],
    ['mailto:hello@aangan.example', 'mailto:hello@aangan.example'],
    ['tel:+918012345678', 'tel:+918012345678'],
    ['/services/modular-kitchen', '/services/modular-kitchen'],
    ['#faq', '#faq'],
    ['  aangan.example/studio  ', 'https://aangan.example/studio'],
  ])('links %s as %s', (href, stored) => {
    expect(submit(linkSchema, { text: ' our studio ', href })).toEqual({ value: { text: 'our studio', href: stored } });
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'https://', 'exa mple'])('refuses %s under the URL', (href) => {
    expect(submit(linkSchema, { text: 'our studio', href })).toEqual({ error: { href: [DIALOG_MESSAGES.linkAddress] } });
  });

  it('asks for both fields once, under the first one that is empty', () => {
    expect(submit(linkSchema, { text: '', href: '' })).toEqual({ error: { text: [DIALOG_MESSAGES.linkMissing] } });
    expect(submit(linkSchema, { text: '  ', href: 'javascript:alert(1)' })).toEqual({ error: { text: [DIALOG_MESSAGES.linkMissing] } });
    expect(submit(linkSchema, { text: 'our studio', href: ' ' })).toEqual({ error: { href: [DIALOG_MESSAGES.linkMissing] } });
  });
});

describe('the image dialog', () => {
  const image = { alt: ' A teak kitchen ', align: 'left', width: '200px' };

  it('takes an https:// address or an uploaded image, with its alt text, position and size', () => {
    expect(submit(imageSchema, { ...image, src: ' https://images.example.com/kitchen.png ' })).toEqual({
      value: { src: 'https://images.example.com/kitchen.png', alt: 'A teak kitchen', align: 'left', width: '200px' },
    });
    expect(submit(imageSchema, { ...image, src: '/media/0123456789abcdef0123456789abcdef.webp' })).toMatchObject({
      value: { src: '/media/0123456789abcdef0123456789abcdef.webp' },
    });
  });

  it('puts one message under the image URL', () => {
    expect(submit(imageSchema, { ...image, src: ' ' })).toEqual({ error: { src: [DIALOG_MESSAGES.imageMissing] } });
    expect(submit(imageSchema, { ...image, src: 'http://images.example.com/kitchen.png' })).toEqual({
      error: { src: [DIALOG_MESSAGES.imageAddress] },
    });
  });
});

describe('the table dialog', () => {
  it('takes 1 to 10 rows and columns', () => {
    expect(submit(tableSchema, { rows: '1', cols: '10' })).toEqual({ value: { rows: 1, cols: 10 } });
  });

  it('puts the message under each side that is out of range', () => {
    expect(submit(tableSchema, { rows: '11', cols: '3' })).toMatchObject({ error: { rows: [DIALOG_MESSAGES.tableSize] } });
    const both = submit(tableSchema, { rows: '', cols: '2.5' });
    expect(both.error?.rows?.[0]).toBe(DIALOG_MESSAGES.tableSize);
    expect(both.error?.cols?.[0]).toBe(DIALOG_MESSAGES.tableSize);
    expect(Object.keys(both.error ?? {})).toEqual(['rows', 'cols']);
  });
});
