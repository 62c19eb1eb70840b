import { describe, expect, it } from 'vitest';
import { portalLanguage } from './portalLanguageChoice';

describe('portalLanguage', () => {
  it("takes the account's language and digits first", () => {
    expect(portalLanguage({ language: 'ne', digits: 'deva' }, 'en', ['en-US'])).toEqual({
      locale: 'ne',
      digits: 'deva',
    });
    expect(portalLanguage({ language: 'en' }, 'ne', ['ne-NP'])).toEqual({ locale: 'en', digits: 'latn' });
  });

  it("falls back to this browser's stored choice, then to the browser's languages, then to English", () => {
    expect(portalLanguage({}, 'ne', ['en-US'])).toEqual({ locale: 'ne', digits: 'latn' });
    expect(portalLanguage(undefined, null, ['hi-IN', 'ne-NP'])).toEqual({ locale: 'ne', digits: 'latn' });
    expect(portalLanguage(undefined, null, ['fr-FR'])).toEqual({ locale: 'en', digits: 'latn' });
  });

  it('ignores a language the product does not speak and digits it does not know', () => {
    expect(portalLanguage({ language: 'fr', digits: 'arab' }, null, ['ne'])).toEqual({
      locale: 'ne',
      digits: 'latn',
    });
  });
});
