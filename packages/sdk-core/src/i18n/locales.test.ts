import { describe, expect, it } from 'vitest';
import { isLocale, LOCALE_NAMES, LOCALES, negotiateLocale } from './locales';

describe('negotiateLocale', () => {
  it('takes the first preferred language the product speaks, by its language subtag', () => {
    expect(negotiateLocale(['ne-NP', 'en-US'])).toBe('ne');
    expect(negotiateLocale(['hi-IN', 'ne', 'en'])).toBe('ne');
    expect(negotiateLocale(['en-GB', 'ne-NP'])).toBe('en');
    expect(negotiateLocale('NE_np')).toBe('ne');
  });

  it('falls back to English when none is spoken or nothing is given', () => {
    expect(negotiateLocale(['hi-IN', 'fr'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
  });

  it('names every language in itself', () => {
    expect(Object.keys(LOCALE_NAMES)).toEqual([...LOCALES]);
    expect(LOCALE_NAMES.ne).toBe('नेपाली');
    expect(isLocale('ne')).toBe(true);
    expect(isLocale('ne-NP')).toBe(false);
  });
});
