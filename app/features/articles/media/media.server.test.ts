import { describe, expect, it } from 'vitest';
import { sniffImageType } from '#app/features/articles/media/media.server.ts';

describe('sniffImageType', () => {
  it('recognises PNG, JPEG, WebP and GIF by their first bytes, and nothing else', () => {
    const bytes = (...values: (number | string)[]) =>
      Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(bytes('GIF89a'))).toBe('gif');
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});
