import {
  type DateInput,
  formatDistance,
  formatDuration,
  formatRelativeTime,
  formatSpeed,
  type NumberFormatter,
} from '@fleetkit/sdk-core';
import { type CalendarSystem, formatDate } from '@fleetkit/sdk-core/calendar';
import { DURATION_TEXTS } from '@fleetkit/sdk-core/labels';
import { useMemo } from 'react';
import { useLocale, useTranslator } from './FleetLanguage';

// Apart from the language context itself, so a page that only sets the language (a sign-in page)
// carries none of the formatters.

/**
 * The calendar of the widgets' dates: `dateFormat` when given (the user's setting), else BS for
 * Nepali and AD for English.
 */
export function useCalendar(dateFormat?: CalendarSystem): CalendarSystem {
  const locale = useLocale();
  return dateFormat ?? (locale === 'ne' ? 'BS' : 'AD');
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
  const translator = useTranslator();
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
      duration: (ms) => digits(formatDuration(ms, translator.translate(DURATION_TEXTS))),
      relativeTime: (date, now) => translator.formatRelativeTime(date, now),
      dateTime: write(DATE_TIME, INTL_DATE_TIME),
      date: write(DATE, INTL_DATE),
    };
  }, [translator]);
}
