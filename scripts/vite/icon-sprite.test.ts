import { describe, expect, it } from 'vitest';
import { buildIconSprite } from './icon-sprite.ts';
import { iconComponents } from '#app/components/ui/icon-names.ts';

describe('icon sprite', () => {
  it('draws every icon name of the content and of the interface', () => {
    const sprite = buildIconSprite(iconComponents);
    for (const name of Object.keys(iconComponents)) {
      expect(sprite).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) `));
    }
    expect(sprite.match(/<svg/g)).toHaveLength(1);
  });
});
