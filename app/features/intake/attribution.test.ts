import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_KEY, captureAttribution, readAttribution } from '#app/features/intake/attribution.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('visit attribution', () => {
  it('remembers the landing path, an outside referrer and the utm parameters of the first page view', () => {
    const storage = memoryStorage();
    captureAttribution(
      storage,
      new URL(
        'https://www.aanganinteriors.in/services/modular-kitchen?utm_source=google&utm_medium=cpc&utm_campaign=diwali-kitchens&utm_term=modular+kitchen&utm_content=ad-2&gclid=abc',
      ),
      'https://www.google.com/',
    );
    captureAttribution(
      storage,
      new URL('https://www.aanganinteriors.in/contact?utm_source=later'),
      'https://www.aanganinteriors.in/services',
    );
    expect(readAttribution(storage)).toEqual({
      landing_path: '/services/modular-kitchen',
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'diwali-kitchens',
      utm_term: 'modular kitchen',
      utm_content: 'ad-2',
    });
  });

  it('leaves out a referrer from the site itself', () => {
    const storage = memoryStorage();
    captureAttribution(storage, new URL('https://www.aanganinteriors.in/contact'), 'https://www.aanganinteriors.in/');
    expect(readAttribution(storage)).toEqual({ landing_path: '/contact' });
  });

  it('cuts long values and ignores anything stored that is not attribution', () => {
    const storage = memoryStorage();
    storage.setItem(ATTRIBUTION_KEY, JSON.stringify({ utm_source: `x${'y'.repeat(300)}`, utm_medium: 7, role: 'admin' }));
    expect(readAttribution(storage)).toEqual({ utm_source: `x${'y'.repeat(199)}` });
    storage.setItem(ATTRIBUTION_KEY, 'not json');
    expect(readAttribution(storage)).toEqual({});
  });
});
