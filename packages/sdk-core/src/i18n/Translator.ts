import { IntlMessageFormat } from 'intl-messageformat';
import type { TextTemplate } from '../labels/textTemplate';
import { formatRelativeTime, relativeAge } from '../units/formatRelativeTime';
import { NOT_AVAILABLE } from '../units/notAvailable';
import type { DateInput } from '../units/readDate';
import type { MessageId, TEXT_GROUPS } from './englishCatalogue';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { SCREEN_TEXT_GROUPS } from './textGroups';

/** Which digits numbers are written with: Latin `0-9` or Devanagari `०-९` (a user setting). */
export type Digits = 'latn' | 'deva';

/** The values a message's ICU arguments take. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

export interface TranslatorOptions {
  /** The language to speak. */
  locale: Locale;
  /** That language's catalogue (`loadCatalogue(locale, part)`); a text it lacks is shown in English. */
  catalogue: Readonly<Partial<Record<MessageId, string>>>;
  /**
   * The English text groups it speaks, by name (`SCREEN_TEXT_GROUPS`, with the portal's or the server's
   * for those parts): where its texts' English comes from when the catalogue lacks one.
   * @default the screens' groups
   */
  groups?: Readonly<Record<string, object>>;
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
 * Speaks one language: screen texts and messages from a catalogue (ICU MessageFormat with plurals and
 * arguments, by `intl-messageformat`), numbers and relative times by `Intl`, with the chosen digits.
 * A text the catalogue lacks is shown in English, and an id English lacks shows as itself.
 * @example
 * const ne = new Translator({ locale: 'ne', catalogue: await loadCatalogue('ne'), digits: 'deva' });
 * ne.t('GEOFENCE_TEXTS.page', { page: 2, pages: 5 }); // 'पृष्ठ २ / ५'
 */
export class Translator {
  /** The language spoken. */
  readonly locale: Locale;
  /** The digits numbers are written with. */
  readonly digits: Digits;
  /** The BCP 47 tag handed to `Intl`: the language with its numbering system (`'ne-u-nu-deva'`). */
  readonly intlLocale: string;
  #catalogue: Readonly<Partial<Record<string, string>>>;
  #onMissing: ((id: string, locale: Locale) => void) | undefined;
  #formats = new Map<string, IntlMessageFormat>();
  #missing = new Set<string>();
  #numbers = new Map<string, Intl.NumberFormat>();
  #relative: Intl.RelativeTimeFormat | undefined;
  #translated = new Map<string, unknown>();
  #english: Readonly<Record<string, object>>;
  #names: ReadonlyMap<object, string>;

  constructor({
    locale,
    catalogue,
    digits = 'latn',
    onMissing,
    groups = SCREEN_TEXT_GROUPS,
  }: TranslatorOptions) {
    this.locale = locale;
    this.digits = digits;
    this.intlLocale = `${locale}-u-nu-${digits}`;
    this.#catalogue = catalogue;
    this.#onMissing = onMissing;
    this.#english = groups;
    this.#names = new Map(Object.entries(groups).map(([name, group]) => [group, name]));
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
    const message = typeof english === 'function' ? (english as TextTemplate<[]>).message : english;
    return typeof message === 'string' ? this.#format(`en:${id}`, message, DEFAULT_LOCALE, values) : id;
  }

  /**
   * A text group in this language, shaped like the English one it stands in for: a screen that shows
   * `GEOFENCE_TEXTS.page(2, 5)` shows `translator.texts('GEOFENCE_TEXTS').page(2, 5)` unchanged
   * (templates take their arguments in the same order, and keep the English `message`).
   * Built once per group.
   * @example
   * const texts = translator.texts('HISTORY_TEXTS');
   * texts.tabs.all; // 'सबै'
   * tourStepTexts(vehicleId, translator.texts('TOUR_STEP_TEXTS'));
   */
  texts<G extends TextGroupName>(group: G): TextGroup<(typeof TEXT_GROUPS)[G]> {
    let texts = this.#translated.get(group);
    if (!texts) {
      const english = this.#english[group];
      if (!english)
        throw new Error(`The texts of ${group} are not loaded: load their part (loadTranslator's parts)`);
      texts = this.#translateGroup(english, group);
      this.#translated.set(group, texts);
    }
    return texts as TextGroup<(typeof TEXT_GROUPS)[G]>;
  }

  /**
   * The group `english` stands for, in this language: `translate(GEOFENCE_TEXTS)` is
   * `texts('GEOFENCE_TEXTS')`. Lets a screen keep importing the English group (its fallback and its
   * type) and ask for it in the user's language. A group that is not one of {@link TEXT_GROUPS} is
   * given back as it is.
   * @example const texts = translator.translate(HISTORY_TEXTS); texts.tabs.all // 'सबै'
   */
  translate<T extends object>(english: T): TextGroup<T> {
    const name = this.#names.get(english);
    return (name === undefined ? english : this.texts(name as TextGroupName)) as TextGroup<T>;
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
   * months and years). English with Latin digits keeps SPEC's wording ('2 hr ago', 'few sec ago');
   * other languages say it through `Intl.RelativeTimeFormat` ('२ घण्टा पहिले', 'हिजो', 'अहिले').
   * Missing or unparseable input gives `NOT_AVAILABLE`.
   */
  formatRelativeTime(date: DateInput | null | undefined, now: DateInput = new Date()): string {
    if (this.locale === 'en' && this.digits === 'latn') return formatRelativeTime(date, now);
    const age = relativeAge(date, now);
    if (age === null) return NOT_AVAILABLE;
    // `numberingSystem` is an option of RelativeTimeFormat (ECMA-402) that TypeScript's types lack.
    const options = { numeric: 'auto', numberingSystem: this.digits } as Intl.RelativeTimeFormatOptions;
    this.#relative ??= new Intl.RelativeTimeFormat(this.intlLocale, options);
    return this.#relative.format(age.count === 0 ? 0 : -age.count, age.unit);
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
      const params = Array.from(message.matchAll(/\{(\w+)\}/g), (match) => match[1] as string);
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

  #format(key: string, message: string, locale: Locale, values: MessageValues | undefined): string {
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
