import { describe, expect, it, vi } from 'vitest';
import {
  GEOFENCE_TEXTS,
  HISTORY_TEXTS,
  MAP_TYPE_LABELS,
  TOUR_STEP_TEXTS,
  TOUR_TEXTS,
  TRACKING_TEXTS,
  tourStepTexts,
} from '../labels/index';
import { SETTINGS_TEXTS } from '../labels/portal/index';
import { REPORT_EXPORT_TEXTS } from '../labels/server/index';
import { TEXT_GROUP_NAME, textGroupName } from '../labels/textGroup';
import { MESSAGES } from '../messages';
import { ENGLISH_CATALOGUE, type MessageId, TEXT_GROUPS } from './englishCatalogue';
import { catalogueLoaders, loadCatalogue } from './loadCatalogue';
import { loadTranslator } from './loadTranslator';
import { Translator } from './Translator';

const NOW = new Date('2026-03-15T12:00:00');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

/** The label or message at a catalogue path, as callers reach it (`GEOFENCE_TEXTS.page`). */
function labelAt(id: string): unknown {
  return id.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], TEXT_GROUPS);
}

describe('the English translator', () => {
  const en = new Translator({ locale: 'en', catalogue: ENGLISH_CATALOGUE, groups: TEXT_GROUPS });

  it('says every text exactly as the labels and MESSAGES do', () => {
    for (const [id, english] of Object.entries(ENGLISH_CATALOGUE)) {
      const label = labelAt(id) as string | ((...args: (string | number)[]) => string);
      if (typeof label === 'string') {
        expect(en.t(id as MessageId), id).toBe(english);
        expect(label, id).toBe(english);
      } else {
        const params = Array.from(english.matchAll(/\{(\w+)\}/g), (match) => match[1] as string);
        expect(new Set(params).size, `${id} names each argument once`).toBe(params.length);
        const args = params.map((name, i) => (name === 'action' ? 'Lock Engine' : i + 7));
        const values = Object.fromEntries(params.map((name, i) => [name, args[i] as string | number]));
        expect(en.t(id as MessageId, values), id).toBe(label(...args));
      }
    }
    expect(en.t('MESSAGES.errorTitle')).toBe(MESSAGES.errorTitle);
    expect(en.t('GEOFENCE_TEXTS.bannerText')).toBe(GEOFENCE_TEXTS.bannerText);
    expect(en.t('TRACKING_TEXTS.engineSent', { action: 'Unlock Engine' })).toBe(
      TRACKING_TEXTS.engineSent('Unlock Engine'),
    );
  });

  it('fills in arguments', () => {
    expect(en.t('TOUR_TEXTS.progress', { step: 1, steps: 7 })).toBe(TOUR_TEXTS.progress(1, 7));
    expect(en.t('GEOFENCE_TEXTS.page', { page: 2, pages: 5 })).toBe('Page 2 of 5');
  });

  it('keeps SPEC wording for relative times', () => {
    expect(en.formatRelativeTime(minutesAgo(150), NOW)).toBe('2 hr ago');
    expect(en.formatRelativeTime(minutesAgo(0.5), NOW)).toBe('few sec ago');
    expect(en.formatRelativeTime('not a date', NOW)).toBe('N/A');
  });
});

describe('the Nepali translator', () => {
  it('loads the Nepali catalogue on demand and speaks it', async () => {
    const ne = await loadTranslator('ne');
    expect(ne.locale).toBe('ne');
    expect(ne.t('MESSAGES.noResults')).toBe('कुनै नतिजा भेटिएन।');
    expect(ne.t('CONTROL_TEXTS.searchIn', { label: 'जियोफेन्स' })).toBe('जियोफेन्स खोज्नुहोस्');
    expect(ne.t('GEOFENCE_TEXTS.page', { page: 2, pages: 5 })).toBe('5 मध्ये पृष्ठ 2');
  });

  it('writes numbers with Devanagari digits when asked, in messages and on their own', async () => {
    const ne = new Translator({ locale: 'ne', catalogue: await loadCatalogue('ne'), digits: 'deva' });
    expect(ne.intlLocale).toBe('ne-u-nu-deva');
    expect(ne.t('GEOFENCE_TEXTS.page', { page: 2, pages: 15 })).toBe('१५ मध्ये पृष्ठ २');
    expect(ne.t('DIALOG_TEXTS.documentUploading', { name: 'bluebook.jpg', percent: 40 })).toBe(
      'bluebook.jpg अपलोड हुँदै: ४०%',
    );
    expect(ne.formatNumber(1234.5)).toBe('१,२३४.५');
    expect(ne.formatNumber(0.25, { style: 'percent' })).toBe('२५%');
  });

  it('writes Latin digits by default, as Nepali screens of plates and IMEIs do', async () => {
    const ne = new Translator({ locale: 'ne', catalogue: await loadCatalogue('ne') });
    expect(ne.formatNumber(1234.5)).toBe('1,234.5');
    expect(ne.t('TOUR_TEXTS.progress', { step: 3, steps: 7 })).toBe('7 मध्ये चरण 3');
  });

  it('says relative times in its own words, in the chosen digits, without the browser’s locale data', async () => {
    const catalogue = await loadCatalogue('ne');
    const latin = new Translator({ locale: 'ne', catalogue });
    const deva = new Translator({ locale: 'ne', catalogue, digits: 'deva' });
    expect(latin.formatRelativeTime(minutesAgo(3), NOW)).toBe('3 मिनेट पहिले');
    expect(deva.formatRelativeTime(minutesAgo(3), NOW)).toBe('३ मिनेट पहिले');
    expect(deva.formatRelativeTime(minutesAgo(150), NOW)).toBe('२ घण्टा पहिले');
    expect(latin.formatRelativeTime(minutesAgo(24 * 60), NOW)).toBe('हिजो');
    expect(deva.formatRelativeTime(minutesAgo(3 * 24 * 60), NOW)).toBe('३ दिन पहिले');
    expect(latin.formatRelativeTime(new Date('2026-02-10T12:00:00'), NOW)).toBe('गत महिना');
    expect(latin.formatRelativeTime(new Date('2023-03-01T12:00:00'), NOW)).toBe('3 वर्ष पहिले');
    expect(latin.formatRelativeTime(minutesAgo(0.5), NOW)).toBe('केही सेकेन्ड पहिले');
    expect(latin.formatRelativeTime(null, NOW)).toBe('N/A');
    // English keeps SPEC's wording, in the digits chosen.
    const english = new Translator({ locale: 'en', digits: 'deva' });
    expect(english.formatRelativeTime(minutesAgo(150), NOW)).toBe('२ hr ago');
  });

  it('shows a text its catalogue lacks in English, and tells once', () => {
    const onMissing = vi.fn();
    const ne = new Translator({
      locale: 'ne',
      catalogue: { 'MESSAGES.noResults': 'कुनै नतिजा भेटिएन।' },
      digits: 'deva',
      onMissing,
      groups: TEXT_GROUPS,
    });
    expect(ne.t('MESSAGES.noResults')).toBe('कुनै नतिजा भेटिएन।');
    expect(ne.t('MESSAGES.unauthorized')).toBe('Unauthorized!');
    expect(ne.t('MESSAGES.unauthorized')).toBe('Unauthorized!');
    // English writes its arguments plainly ({step}); only `{step, number}` follows the digit setting.
    expect(ne.t('TOUR_TEXTS.progress', { step: 1, steps: 7 })).toBe('Step 1 of 7');
    expect(onMissing.mock.calls).toEqual([
      ['MESSAGES.unauthorized', 'ne'],
      ['TOUR_TEXTS.progress', 'ne'],
    ]);
    expect(ne.t('NO_SUCH.text' as MessageId)).toBe('NO_SUCH.text');
  });

  it('fills a group text its catalogue lacks from the English label itself, the template filling its English', () => {
    const onMissing = vi.fn();
    const ne = new Translator({ locale: 'ne', catalogue: {}, onMissing });
    const texts = ne.translate(GEOFENCE_TEXTS);
    expect(texts.addGeofence).toBe(GEOFENCE_TEXTS.addGeofence);
    expect(texts.page(2, 5)).toBe('Page 2 of 5');
    expect(onMissing).toHaveBeenCalledWith('GEOFENCE_TEXTS.page', 'ne');
  });
});

describe('catalogue parts', () => {
  it("load the portal's and the server's texts only when asked for, the screens' always", async () => {
    const screens = await loadTranslator('ne');
    expect(screens.t('MESSAGES.noResults')).toBe('कुनै नतिजा भेटिएन।');
    // Not loaded: the portal's group is not spoken (an English object it does not know comes back as it is).
    expect(screens.has(SETTINGS_TEXTS)).toBe(false);
    expect(screens.translate(SETTINGS_TEXTS)).toBe(SETTINGS_TEXTS);
    await screens.load(SETTINGS_TEXTS);
    expect(screens.has(SETTINGS_TEXTS)).toBe(true);
    expect(screens.translate(SETTINGS_TEXTS).language).toBe('भाषा');

    const portal = await loadTranslator('ne', { parts: ['screens', 'portal'] });
    expect(portal.translate(SETTINGS_TEXTS).language).toBe('भाषा');
    expect(portal.translate(GEOFENCE_TEXTS).addGeofence).toBe('जियोफेन्स थप्नुहोस्');
    const server = await loadTranslator('ne', { parts: ['server'] });
    expect(server.translate(REPORT_EXPORT_TEXTS).withUnit('दूरी', 'किमि')).toBe('दूरी (किमि)');
    expect(server.t('REPORT_EXPORT_TEXTS.columns.distance')).toBe('दूरी');
  });

  it('speak English from the groups of each part', async () => {
    const en = await loadTranslator('en', { parts: ['portal', 'server'], groups: TEXT_GROUPS });
    expect(en.has(SETTINGS_TEXTS)).toBe(true);
    expect(en.translate(SETTINGS_TEXTS).language).toBe('Language');
    expect(en.t('REPORT_EXPORT_TEXTS.mail.subject', { title: 'Trips' })).toBe('Report: Trips');
  });
});

describe('groups loaded on demand', () => {
  it('fetches a group once, when first asked for, and only that group', async () => {
    const fetched: string[] = [];
    const loaders = Object.fromEntries(
      Object.entries(catalogueLoaders('ne')).map(([name, load]) => [
        name,
        () => {
          fetched.push(name);
          return load!();
        },
      ]),
    );
    const ne = new Translator({ locale: 'ne', loaders, digits: 'deva' });
    expect(ne.translate(GEOFENCE_TEXTS)).toBe(GEOFENCE_TEXTS);
    const first = ne.load(GEOFENCE_TEXTS);
    const again = ne.load('GEOFENCE_TEXTS');
    await Promise.all([first, again]);
    expect(fetched).toEqual(['GEOFENCE_TEXTS']);
    expect(ne.translate(GEOFENCE_TEXTS).page(2, 5)).toBe('५ मध्ये पृष्ठ २');
    expect(ne.translate(MESSAGES)).toBe(MESSAGES);
    await ne.load();
    expect(fetched).toEqual(['GEOFENCE_TEXTS']);
    await ne.loadAll();
    expect(fetched).toHaveLength(Object.keys(loaders).length);
    expect(ne.translate(MESSAGES).noResults).toBe('कुनै नतिजा भेटिएन।');
  });

  it('loads no group up front when given no parts', async () => {
    const ne = await loadTranslator('ne', { parts: [] });
    expect(ne.has(MESSAGES)).toBe(false);
    expect(ne.has(GEOFENCE_TEXTS)).toBe(false);
    expect(ne.translate(MESSAGES)).toBe(MESSAGES);
  });

  it('keeps a group in English when its chunk cannot be fetched, and loading still resolves', async () => {
    const ne = new Translator({
      locale: 'ne',
      loaders: { HISTORY_TEXTS: () => Promise.reject(new Error('offline')) },
    });
    await expect(ne.load(HISTORY_TEXTS)).resolves.toBeUndefined();
    expect(ne.has(HISTORY_TEXTS)).toBe(true);
    expect(ne.translate(HISTORY_TEXTS).tabs.all).toBe(HISTORY_TEXTS.tabs.all);
  });

  it('knows each group by the name it carries, whichever bundle made the translator', () => {
    expect(textGroupName(GEOFENCE_TEXTS)).toBe('GEOFENCE_TEXTS');
    expect(textGroupName(MESSAGES)).toBe('MESSAGES');
    expect(textGroupName({ title: 'Not a group' })).toBeUndefined();
    // Not enumerable: the group's keys and its JSON stay the texts alone.
    expect(Object.keys(GEOFENCE_TEXTS)).not.toContain(TEXT_GROUP_NAME);
    expect(JSON.stringify(MAP_TYPE_LABELS)).toBe(
      '{"simple":"Simple","satellite":"Satellite","terrain":"Terrain","classic":"Classic"}',
    );
    for (const [name, group] of Object.entries(TEXT_GROUPS)) expect(textGroupName(group), name).toBe(name);
  });
});

describe('plurals', () => {
  // The product's English has no plural yet; these messages show how catalogues write them.
  const vehicles = {
    en: '{count, plural, =0 {No vehicles} one {# vehicle} other {# vehicles}}',
    ne: '{count, plural, =0 {कुनै सवारी साधन छैन} one {# सवारी साधन} other {# वटा सवारी साधन}}',
  };
  const translator = (locale: 'en' | 'ne', digits: 'latn' | 'deva' = 'latn') =>
    new Translator({
      locale,
      digits,
      catalogue: { 'GEOFENCE_TEXTS.moreVehicles': vehicles[locale] },
    });

  it('chooses English plural forms', () => {
    const en = translator('en');
    expect(en.t('GEOFENCE_TEXTS.moreVehicles', { count: 0 })).toBe('No vehicles');
    expect(en.t('GEOFENCE_TEXTS.moreVehicles', { count: 1 })).toBe('1 vehicle');
    expect(en.t('GEOFENCE_TEXTS.moreVehicles', { count: 1200 })).toBe('1,200 vehicles');
  });

  it('chooses Nepali plural forms (one for 0 and 1, other above), in either digits', () => {
    const ne = translator('ne', 'deva');
    expect(ne.t('GEOFENCE_TEXTS.moreVehicles', { count: 0 })).toBe('कुनै सवारी साधन छैन');
    expect(ne.t('GEOFENCE_TEXTS.moreVehicles', { count: 1 })).toBe('१ सवारी साधन');
    expect(ne.t('GEOFENCE_TEXTS.moreVehicles', { count: 3 })).toBe('३ वटा सवारी साधन');
    expect(translator('ne').t('GEOFENCE_TEXTS.moreVehicles', { count: 3 })).toBe('3 वटा सवारी साधन');
  });
});

describe('text groups', () => {
  it("stand in for the English groups: same shape, same calls, in the translator's language", async () => {
    const ne = await loadTranslator('ne', { digits: 'deva' });
    const geofence = ne.translate(GEOFENCE_TEXTS);
    expect(geofence.page(2, 5)).toBe('५ मध्ये पृष्ठ २');
    expect(geofence.page.message).toBe(GEOFENCE_TEXTS.page.message);
    expect(geofence.addGeofence).toBe('जियोफेन्स थप्नुहोस्');
    expect(ne.translate(HISTORY_TEXTS).tabs.all).toBe('सबै');
    expect(ne.translate(MESSAGES).noResults).toBe('कुनै नतिजा भेटिएन।');
    // Built once.
    expect(ne.translate(GEOFENCE_TEXTS)).toBe(geofence);
    const unknown = { title: 'Not a product group' };
    expect(ne.translate(unknown)).toBe(unknown);
    expect(tourStepTexts(4, ne.translate(TOUR_STEP_TEXTS))[0]).toMatchObject({
      id: 'dashboard',
      title: 'ड्यासबोर्ड',
    });
  });

  it('are the English groups, text for text, in English', () => {
    const en = new Translator({ locale: 'en', catalogue: ENGLISH_CATALOGUE, groups: TEXT_GROUPS });
    const history = en.translate(HISTORY_TEXTS);
    expect(history.tabs).toEqual(HISTORY_TEXTS.tabs);
    expect(history.topSpeed('42 km/h')).toBe(HISTORY_TEXTS.topSpeed('42 km/h'));
    expect(en.translate(TRACKING_TEXTS).engineQueued('Lock Engine')).toBe(
      TRACKING_TEXTS.engineQueued('Lock Engine'),
    );
  });
});
