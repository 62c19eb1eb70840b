import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogueProblems';
import { ENGLISH_CATALOGUE, englishCatalogueOf } from './englishCatalogue';
import { loadCatalogue } from './loadCatalogue';
import { LOCALES } from './locales';
import { CATALOGUE_PARTS, loadPartGroups } from './parts';

const english = {
  'A.title': 'Vehicles',
  'A.page': 'Page {page} of {pages}',
  'A.count': '{count, plural, one {# vehicle} other {# vehicles}}',
};

describe('catalogueProblems', () => {
  it('finds nothing wrong with a complete translation, plurals and number styles included', () => {
    expect(
      catalogueProblems(english, {
        'A.title': 'सवारी साधनहरू',
        'A.page': '{pages, number} मध्ये पृष्ठ {page, number}',
        'A.count': '{count} सवारी साधन',
      }),
    ).toEqual([]);
  });

  it('fails a catalogue that lacks a key, has a key English lacks, or changes the arguments', () => {
    expect(
      catalogueProblems(english, {
        'A.page': 'पृष्ठ {page}',
        'A.count': '{total, plural, one {# सवारी साधन} other {# सवारी साधन}}',
        'A.titel': 'सवारी साधनहरू',
      }),
    ).toEqual([
      'A.title: missing (English: "Vehicles")',
      "A.page: arguments {page} differ from English's {page, pages}",
      "A.count: arguments {total} differ from English's {count}",
      'A.titel: not in English (renamed or removed?)',
    ]);
  });

  it('fails a message that is not ICU MessageFormat', () => {
    const [problem] = catalogueProblems(english, { ...english, 'A.count': '{count, plural, one {# x}}' });
    expect(problem).toMatch(/^A\.count: not ICU MessageFormat/);
  });

  it('finds every catalogue of the product complete, part by part, the parts making up the whole', async () => {
    expect(Object.keys(ENGLISH_CATALOGUE).length).toBeGreaterThan(300);
    for (const locale of LOCALES) {
      const whole: Record<string, string> = {};
      for (const part of CATALOGUE_PARTS) {
        const english = englishCatalogueOf(await loadPartGroups(part));
        const catalogue = await loadCatalogue(locale, part);
        expect(catalogueProblems(english, catalogue), `${locale} ${part}`).toEqual([]);
        Object.assign(whole, catalogue);
      }
      expect(catalogueProblems(ENGLISH_CATALOGUE, whole), locale).toEqual([]);
    }
  });
});
