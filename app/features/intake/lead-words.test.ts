import { describe, expect, it } from 'vitest';
import { leadForms } from '#app/features/intake/lead-forms.ts';
import { localityOf, serviceWords, sourceWords } from '#app/features/intake/lead-words.ts';

describe('the words staff read for a lead', () => {
  it('reads every source a form stores, and its notification label, as the form’s name', () => {
    expect(sourceWords('contact_page')).toBe('Contact page');
    expect(sourceWords('cta section')).toBe('Quick consultation form');
    expect(sourceWords('popup form')).toBe('Popup form');
    expect(sourceWords('service card')).toBe('Service card');
    expect(sourceWords('mobile price calculator')).toBe('Mobile quick quote');
    expect(sourceWords('Website CTA Quick Form')).toBe('Quick consultation form');
    for (const form of Object.values(leadForms)) expect(sourceWords(form.source)).toBe(form.name);
  });

  it('calls a lead without a source ‘Website’ and writes any other value as a person would', () => {
    expect(sourceWords(null)).toBe('Website');
    expect(sourceWords('  ')).toBe('Website');
    expect(sourceWords('instagram_ad')).toBe('Instagram ad');
    expect(sourceWords('Walk-in')).toBe('Walk-in');
  });

  it('gives the service of a form that asks none in its e-mail’s words', () => {
    expect(serviceWords({ form: 'cta', service: 'CTA Form Submission' })).toBe('Quick Consultation');
    expect(serviceWords({ form: 'quick-quote', service: 'Price Calculator Request' })).toBeNull();
    expect(serviceWords({ form: 'popup', service: 'Modular Kitchen' })).toBe('Modular Kitchen');
    expect(serviceWords({ form: null, service: null })).toBeNull();
  });

  it('finds the locality a free-text address names, whole words only', () => {
    expect(localityOf('Flat 4, 5th Cross, HSR Layout Sector 2, Bengaluru')).toBe('HSR Layout');
    expect(localityOf('12 j.p. nagar 7th phase')).toBe('JP Nagar');
    expect(localityOf('hsrlayout')).toBe('HSR Layout');
    expect(localityOf('Near ITPL, whitefield main road')).toBe('Whitefield');
    expect(localityOf('Art Nagar, Mysuru')).toBeNull();
    expect(localityOf('')).toBeNull();
  });
});
