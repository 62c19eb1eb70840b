import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { RELATIVE_TIME_TEXTS } from '../labels/relativeTimeTexts';
import { textGroupName } from '../labels/textGroup';
import type { TextTemplate } from '../labels/textTemplate';
import { formatRelativeTime } from '../units/formatRelativeTime';
import type { DateInput } from '../units/readDate';
import type { MessageId, TEXT_GROUPS } from './englishCatalogue';
import type { Locale } from './locales';
import { isPlainMessage } from './plainMessage';

/** Which digits numbers are written with: Latin `0-9` or Devanagari `०-९` (a user setting). */
export type Digits = 'latn' | 'deva';

/** The values a message's ICU arguments take. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/**
 * Loaders of a language's text groups by group name (`catalogueLoaders(locale)`), each a chunk of its
 * own exporting the group's texts as `CATALOGUE`.
 */
export type GroupLoaders = Readonly<
  Partial<Record<string, () => Promise<{ readonly CATALOGUE: Readonly<Record<string, string>> }>>>
>;

export interface TranslatorOptions {
  /** The language to speak. */
  locale: Locale;
  /** Texts loaded already (`loadCatalogue(locale, part)`); a text it lacks is shown in English. */
  catalogue?: Readonly<Partial<Record<MessageId, string>>> | undefined;
  /**
   * Where the groups the catalogue does not hold yet are loaded from (`catalogueLoaders(locale)`):
   * {@link Translator.load} fetches them, and until then {@link Translator.translate} gives a group in
   * English.
   */
  loaders?: GroupLoaders | undefined;
  /**
   * English text groups by name, read by {@link Translator.t} for an id the catalogue lacks (screens
   * pass their English groups to {@link Translator.translate} instead, and need none here).
   */
  groups?: Readonly<Record<string, object>> | undefined;
  /**
   * The digits of numbers, in messages (`{count, number}`, `#`) and `formatNumber`. Nepali reads
   * Latin digits on screens of vehicles, plates and IMEIs, so Devanagari is the user's choice.
   * @default 'latn'
   */
  digits?: Digits;
  /** Told of every id the catalogue lacks (once per id), e.g. to log it in development. */
  onMissing?: (id: string, locale: Locale) => void;
}

/** A text group as a translator gives it: the same shape as the English one, in its language. */
export type TextGroup<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends TextTemplate<infer Args>
      ? TextTemplate<Args>
      : TextGroup<T[K]>;
};

/** The name of a text group (`'GEOFENCE_TEXTS'`, `'MESSAGES'`, …). */
export type TextGroupName = keyof typeof TEXT_GROUPS;

/**
 * Speaks one language: screen texts, messages and relative times from a catalogue (ICU MessageFormat
 * with plurals and arguments, by `intl-messageformat`), numbers by `Intl`, with the chosen digits.
 * The catalogue grows group by group ({@link load}), so a screen fetches only the texts it shows.
 * A text the catalogue lacks is shown in English, and an id English lacks shows as itself.
 * @example
 * const ne = new Translator({ locale: 'ne', loaders: catalogueLoaders('ne'), digits: 'deva' });
 * await ne.load(GEOFENCE_TEXTS);
 * ne.translate(GEOFENCE_TEXTS).page(2, 5); // '५ मध्ये पृष्ठ २'
 */
export class Translator {
  /** The language spoken. */
  readonly locale: Locale;
  /** The digits numbers are written with. */
  readonly digits: Digits;
  /** The BCP 47 tag handed to `Intl`: the language with its numbering system (`'ne-u-nu-deva'`). */
  readonly intlLocale: string;
  /** Messages as written, or parsed into their AST where a bundle ships catalogues pre-parsed. */
  #catalogue: Partial<Record<string, string | MessageFormatElement[]>>;
  #loaders: GroupLoaders;
  /** The groups whose texts are in the catalogue (or could not be fetched, so stay English). */
  #loaded = new Set<string>();
  #loading = new Map<string, Promise<void>>();
  #onMissing: ((id: string, locale: Locale) => void) | undefined;
  #formats = new Map<string, IntlMessageFormat>();
  #missing = new Set<string>();
  #numbers = new Map<string, Intl.NumberFormat>();
  #translated = new Map<string, unknown>();
  #english: Readonly<Record<string, object>>;

  constructor({
    locale,
    catalogue = {},
    loaders = {},
    digits = 'latn',
    onMissing,
    groups = {},
  }: TranslatorOptions) {
    this.locale = locale;
    this.digits = digits;
    this.intlLocale = `${locale}-u-nu-${digits}`;
    this.#catalogue = { ...catalogue };
    this.#loaders = loaders;
    this.#onMissing = onMissing;
    this.#english = groups;
    for (const id of Object.keys(catalogue)) this.#loaded.add(id.slice(0, id.indexOf('.')));
  }

  /**
   * Whether `group` (an English group, or its name) can be given in this language now: its texts are
   * loaded, or there are none to load (the catalogue has no loader for it).
   */
  has(group: object | string): boolean {
    const name = typeof group === 'string' ? group : textGroupName(group);
    return name === undefined || this.#loaded.has(name) || !this.#loaders[name];
  }

  /**
   * Loads the texts of some groups (English groups, or their names), each once. A group whose chunk
   * cannot be fetched (offline, a new release) stays in English rather than failing the screen: the
   * promise always resolves. While one group loads, asking for it again gives the same promise.
   * @example await translator.load(VEHICLE_TEXTS, VALUE_TEXTS);
   */
  load(...groups: (object | string)[]): Promise<void> {
    const loading = groups.map((group) => {
      const name = typeof group === 'string' ? group : textGroupName(group);
      return name === undefined ? undefined : this.#loadGroup(name);
    });
    // One group's load is the same promise for every caller until it is done.
    if (loading.length === 1) return loading[0] ?? Promise.resolve();
    return Promise.all(loading).then(() => undefined);
  }

  /** Loads every group it has a loader for (the rest of a language, in the background). */
  loadAll(): Promise<void> {
    return this.load(...Object.keys(this.#loaders));
  }

  #loadGroup(name: string): Promise<void> | undefined {
    const loader = this.#loaders[name];
    if (!loader || this.#loaded.has(name)) return undefined;
    let loading = this.#loading.get(name);
    if (!loading) {
      loading = loader()
        .then(
          (module) => Object.assign(this.#catalogue, module.CATALOGUE),
          () => undefined,
        )
        .then(() => {
          this.#loaded.add(name);
          this.#loading.delete(name);
          this.#translated.delete(name);
        });
      this.#loading.set(name, loading);
    }
    return loading;
  }

  /**
   * The text of `id` with its arguments filled in.
   * @example t('TOUR_TEXTS.progress', { step: 1, steps: 7 }) // 'Step 1 of 7'
   */
  t(id: MessageId, values?: MessageValues): string {
    const own = this.#catalogue[id];
    if (own !== undefined) return this.#format(id, own, this.locale, values);
    this.#lacks(id);
    const english = this.#englishAt(id);
    if (typeof english === 'string') return english;
    if (typeof english !== 'function') return id;
    const template = english as TextTemplate<(string | number)[]>;
    return template(...templateParams(template).map((name) => String(values?.[name] ?? '')));
  }

  /**
   * The group `english` stands for, in this language, shaped and called like the English one: a screen
   * that shows `GEOFENCE_TEXTS.page(2, 5)` shows `translator.translate(GEOFENCE_TEXTS).page(2, 5)`
   * unchanged (templates take their arguments in the same order, and keep the English `message`).
   * Built once per group. A group whose texts are not loaded yet ({@link has}, {@link load}), or that
   * is no text group (`textGroup`), is given back in English as it is.
   * @example
   * const texts = translator.translate(HISTORY_TEXTS);
   * texts.tabs.all; // 'सबै'
   * tourStepTexts(vehicleId, translator.translate(TOUR_STEP_TEXTS));
   */
  translate<T extends object>(english: T): TextGroup<T> {
    const name = textGroupName(english);
    if (name === undefined || !this.has(name)) return english as TextGroup<T>;
    let texts = this.#translated.get(name);
    if (!texts) {
      texts = this.#translateGroup(english, name);
      this.#translated.set(name, texts);
    }
    return texts as TextGroup<T>;
  }

  /**
   * A number in the user's language and digits (`Intl.NumberFormat`).
   * @example new Translator({ locale: 'ne', catalogue, digits: 'deva' }).formatNumber(1234.5) // '१,२३४.५'
   */
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
    const key = options ? JSON.stringify(options) : '';
    let format = this.#numbers.get(key);
    if (!format) {
      // The digits are asked for as an option too: a browser without the language's data falls back
      // to another locale and would drop them from the tag.
      format = new Intl.NumberFormat(this.intlLocale, { numberingSystem: this.digits, ...options });
      this.#numbers.set(key, format);
    }
    return format.format(value);
  }

  /**
   * How long ago `date` was, counted as SPEC's `formatRelativeTime` counts (rounded down; calendar
   * months and years), in the words of `RELATIVE_TIME_TEXTS` in this language ('२ घण्टा पहिले',
   * 'हिजो'), so no browser locale data is needed; English keeps SPEC's wording ('2 hr ago'). Load
   * the group first (it is in the screens' part); until then it reads in English. Missing or
   * unparseable input gives `NOT_AVAILABLE`.
   */
  formatRelativeTime(date: DateInput | null | undefined, now: DateInput = new Date()): string {
    const text = formatRelativeTime(date, now, this.translate(RELATIVE_TIME_TEXTS));
    // English's own texts write their counts plainly: the chosen digits are applied here.
    return this.locale === 'en' && this.digits !== 'latn'
      ? text.replace(/[0-9]/g, (digit) => this.formatNumber(Number(digit)))
      : text;
  }

  /** Tells `onMissing` of an id the catalogue lacks, once. */
  #lacks(id: string): void {
    if (this.#missing.has(id)) return;
    this.#missing.add(id);
    this.#onMissing?.(id, this.locale);
  }

  /** The English label at an id's path in the groups, or undefined. */
  #englishAt(id: string): unknown {
    return id
      .split('.')
      .reduce<unknown>(
        (value, key) =>
          value && (typeof value === 'object' || typeof value === 'function')
            ? (value as Record<string, unknown>)[key]
            : undefined,
        this.#english,
      );
  }

  /**
   * The group in this language. A text the catalogue lacks is the English label itself (a string, or
   * the template filling its English), so English never needs parsing here.
   */
  #translateGroup(value: unknown, path: string): unknown {
    if (typeof value === 'string') {
      const own = this.#catalogue[path];
      if (own !== undefined) return this.#format(path, own, this.locale, undefined);
      this.#lacks(path);
      return value;
    }
    if (typeof value === 'function') {
      const english = value as TextTemplate<(string | number)[]>;
      const { message } = english;
      const params = templateParams(english);
      const fill = (...args: (string | number)[]) => {
        const own = this.#catalogue[path];
        if (own === undefined) {
          this.#lacks(path);
          return english(...args);
        }
        return this.#format(
          path,
          own,
          this.locale,
          Object.fromEntries(params.map((name, i) => [name, args[i] ?? ''])),
        );
      };
      return Object.assign(fill, { message });
    }
    return Object.fromEntries(
      Object.entries(value as object).map(([key, inner]) => [
        key,
        this.#translateGroup(inner, `${path}.${key}`),
      ]),
    );
  }

  #format(
    key: string,
    message: string | MessageFormatElement[],
    locale: Locale,
    values: MessageValues | undefined,
  ): string {
    if (typeof message === 'string' && isPlainMessage(message)) return message;
    let format = this.#formats.get(key);
    if (!format) {
      const numberingSystem = this.digits;
      format = new IntlMessageFormat(message, `${locale}-u-nu-${numberingSystem}`, undefined, {
        formatters: {
          getNumberFormat: (locales, options) =>
            new Intl.NumberFormat(locales, { numberingSystem, ...options }),
          getDateTimeFormat: (locales, options) =>
            new Intl.DateTimeFormat(locales, { numberingSystem, ...options }),
          getPluralRules: (locales, options) => new Intl.PluralRules(locales, options),
        },
      });
      this.#formats.set(key, format);
    }
    return String(format.format(values));
  }
}

/** The argument names of an English template, in call order (`'Page {page} of {pages}'`: page, pages). */
function templateParams(template: TextTemplate<(string | number)[]>): string[] {
  return Array.from(template.message.matchAll(/\{(\w+)\}/g), (match) => match[1] as string);
}
