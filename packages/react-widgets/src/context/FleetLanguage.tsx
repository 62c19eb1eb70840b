import {
  type DateInput,
  formatDistance,
  formatDuration,
  formatRelativeTime,
  formatSpeed,
  type NumberFormatter,
} from '@fleetkit/sdk-core';
import { type CalendarSystem, formatDate } from '@fleetkit/sdk-core/calendar';
import type { Digits, Locale, TextGroup, Translator } from '@fleetkit/sdk-core/i18n';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

/** What the widgets speak: a translator, or null for English (the label groups as they are). */
const LanguageContext = createContext<Translator | null>(null);

/** Props of {@link FleetLanguageProvider}. */
export interface FleetLanguageProviderProps {
  /**
   * The language of the widgets below. English needs nothing loaded; any other language loads its
   * catalogue (a chunk of its own) before the widgets below render, so they never flash English.
   * Ignored when `translator` is given.
   * @default 'en'
   */
  locale?: Locale | undefined;
  /**
   * Digits of numbers in that language: Latin (`0-9`) or Devanagari (`०-९`), a user setting.
   * @default 'latn'
   */
  digits?: Digits | undefined;
  /** A translator the host has loaded already (`loadTranslator`), shared with its own screens. */
  translator?: Translator | null | undefined;
  children?: ReactNode;
}

/**
 * Sets the language of the widgets below it: by `locale` (loaded here) or a loaded `translator`.
 * `FleetProvider` renders one when given `locale` or `translator`; use it alone around screens
 * that speak without a fleet (a sign-in page).
 * @example <FleetLanguageProvider locale="ne" digits="deva"><VehicleCard … /></FleetLanguageProvider>
 */
export function FleetLanguageProvider({
  locale = 'en',
  digits = 'latn',
  translator,
  children,
}: FleetLanguageProviderProps) {
  const loaded = useLoadedTranslator(translator === undefined ? locale : 'en', digits);
  const value = translator === undefined ? loaded : translator;
  if (value === undefined) return null;
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/**
 * The translator for `locale` once loaded: null for English with Latin digits (nothing to load),
 * undefined while loading. The i18n module itself is imported only for another language, so English
 * pages carry none of it.
 */
function useLoadedTranslator(locale: Locale, digits: Digits): Translator | null | undefined {
  const plain = locale === 'en' && digits === 'latn';
  const [loaded, setLoaded] = useState<{ key: string; translator: Translator } | null>(null);
  const key = `${locale}-${digits}`;
  useEffect(() => {
    if (plain) return;
    let current = true;
    void import('@fleetkit/sdk-core/i18n')
      .then(({ loadTranslator }) => loadTranslator(locale, { digits }))
      .then((translator) => {
        if (current) setLoaded({ key, translator });
      });
    return () => {
      current = false;
    };
  }, [plain, locale, digits, key]);
  if (plain) return null;
  return loaded?.key === key ? loaded.translator : undefined;
}

/** The nearest language's translator, or null where the widgets speak English. */
export function useTranslator(): Translator | null {
  return useContext(LanguageContext);
}

/**
 * A text some other part wrote in English from `english` (a `LocationError` message from `MESSAGES`,
 * a drawing error from `MAP_OPTION_LABELS`), as `texts` (the same group in the widgets' language)
 * has it; a text the group does not hold is given back as it is.
 * @example sameText(MESSAGES, useTexts(MESSAGES), error.message)
 */
export function sameText(english: object, texts: object, text: string): string {
  const key = Object.keys(english).find((name) => (english as Record<string, unknown>)[name] === text);
  const translated = key === undefined ? undefined : (texts as Record<string, unknown>)[key];
  return typeof translated === 'string' ? translated : text;
}

/**
 * The calendar of the widgets' dates: `dateFormat` when given (the user's setting), else BS for
 * Nepali and AD for English.
 */
export function useCalendar(dateFormat?: CalendarSystem): CalendarSystem {
  const locale = useLocale();
  return dateFormat ?? (locale === 'ne' ? 'BS' : 'AD');
}

/** The language the widgets speak here. */
export function useLocale(): Locale {
  return useContext(LanguageContext)?.locale ?? 'en';
}

/**
 * A label group in the widgets' language, shaped and called like the English one it is given.
 * @example
 * const texts = useTexts(GEOFENCE_TEXTS);
 * texts.page(2, 5); // 'Page 2 of 5', or '५ मध्ये पृष्ठ २' under <FleetProvider locale="ne" digits="deva">
 */
export function useTexts<T extends object>(english: T): TextGroup<T> {
  const translator = useContext(LanguageContext);
  return (translator ? translator.translate(english) : english) as TextGroup<T>;
}

/** Numbers, speeds, distances, durations and dates as the widgets write them, in their language. */
export interface FleetFormats {
  /** The translator's `formatNumber`, or undefined for English (sdk-core's formatters as they are). */
  formatNumber: NumberFormatter | undefined;
  /** A number in the language's digits. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A text with its Latin digits written in the language's digits ('99+' → '९९+'). */
  digits(text: string): string;
  /** A speed in knots as whole km/h (`formatSpeed`). */
  speed(knots: number | null | undefined): string;
  /** A distance in metres as km with two decimals (`formatDistance`). */
  distance(metres: number | null | undefined): string;
  /** A duration in ms ('3 hr 5 min', `formatDuration`); units stay as sdk-core writes them. */
  duration(ms: number | null | undefined): string;
  /** How long ago `date` was (`formatRelativeTime`, or the translator's). */
  relativeTime(date: DateInput | null | undefined, now?: DateInput): string;
  /**
   * A date and time as `YYYY-MM-DD HH:mm` in `calendar`: BS days in the language's digits; AD through
   * `Intl` in the translator's locale when a language is set.
   */
  dateTime(date: DateInput | null | undefined, calendar: CalendarSystem): string;
  /** A day as `YYYY-MM-DD` in `calendar`, written like {@link FleetFormats.dateTime}. */
  date(date: DateInput | null | undefined, calendar: CalendarSystem): string;
}

const DATE = 'YYYY-MM-DD';
const DATE_TIME = 'YYYY-MM-DD HH:mm';
const INTL_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const INTL_DATE_TIME: Intl.DateTimeFormatOptions = {
  ...INTL_DATE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

const ENGLISH_FORMATS: FleetFormats = {
  formatNumber: undefined,
  number: (value, options) => (options ? new Intl.NumberFormat('en', options).format(value) : String(value)),
  digits: (text) => text,
  speed: (knots) => formatSpeed(knots),
  distance: (metres) => formatDistance(metres),
  duration: (ms) => formatDuration(ms),
  relativeTime: (date, now) => formatRelativeTime(date, now),
  dateTime: (date, calendar) => formatDate(date, calendar, DATE_TIME),
  date: (date, calendar) => formatDate(date, calendar, DATE),
};

/**
 * The widgets' formatting of numbers, speeds, distances, durations, relative times and dates in
 * their language and digits (sdk-core's English formatters where no language is set).
 * @example const formats = useFormats(); formats.speed(21.6) // '40 km/h', '४० km/h' with Devanagari digits
 */
export function useFormats(): FleetFormats {
  const translator = useContext(LanguageContext);
  return useMemo(() => {
    if (!translator) return ENGLISH_FORMATS;
    const formatNumber: NumberFormatter = (value, options) => translator.formatNumber(value, options);
    const digits = (text: string) => text.replace(/[0-9]/g, (digit) => formatNumber(Number(digit)));
    /** BS (and a missing date) by sdk-core's calendar in the language's digits; AD by `Intl`. */
    const write = (pattern: string, options: Intl.DateTimeFormatOptions) => {
      const intl = new Intl.DateTimeFormat(translator.intlLocale, options);
      return (date: DateInput | null | undefined, calendar: CalendarSystem): string => {
        const text = formatDate(date, calendar, pattern);
        if (calendar === 'BS' || date === null || date === undefined || date === '') return digits(text);
        const value = date instanceof Date ? date : new Date(date);
        return Number.isNaN(value.getTime()) ? text : intl.format(value);
      };
    };
    return {
      formatNumber,
      number: formatNumber,
      digits,
      speed: (knots) => formatSpeed(knots, formatNumber),
      distance: (metres) => formatDistance(metres, formatNumber),
      duration: (ms) => digits(formatDuration(ms)),
      relativeTime: (date, now) => translator.formatRelativeTime(date, now),
      dateTime: write(DATE_TIME, INTL_DATE_TIME),
      date: write(DATE, INTL_DATE),
    };
  }, [translator]);
}
