import {
  isLocale,
  type Locale,
  loadTranslator,
  negotiateLocale,
  type TextGroup,
  type Translator,
} from '@fleetkit/sdk-core/i18n';
import { REPORT_EXPORT_TEXTS } from '@fleetkit/sdk-core/labels/server';
import type { ReportExportTexts } from '../reports/reportTables';

type WithAttributes = { attributes: Readonly<Record<string, unknown>> };

/** The language a user reads: their `attributes.language` (Traccar's field) when the product speaks it, else English. */
export function userLocale(user: WithAttributes): Locale {
  const language = user.attributes.language;
  return isLocale(language) ? language : 'en';
}

/**
 * The language of someone without an account yet (a sign-up): the one the page asked in, else the first
 * of the browser's `Accept-Language` the product speaks, else English.
 */
export function requestLocale(asked: unknown, acceptLanguage: string | undefined): Locale {
  if (isLocale(asked)) return asked;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((tag) => tag !== '' && tag !== '*');
  return negotiateLocale(preferred);
}

/** What the server writes in one language: its text groups and lengths of time in words. */
export interface ServerTexts {
  readonly locale: Locale;
  /** A label group in this language (the English object as it is for English). */
  texts<T extends object>(english: T): TextGroup<T>;
  /** A whole number of minutes or hours in words: `15 minutes`, `1 hour`, `१ घण्टा`. */
  duration(value: number, unit: 'minute' | 'hour'): string;
}

// One translator per language for the server's life: catalogues are read once and never change.
const translators = new Map<Locale, Promise<Translator>>();

function translatorOf(locale: Locale): Promise<Translator | null> {
  if (locale === 'en') return Promise.resolve(null);
  let translator = translators.get(locale);
  if (!translator) {
    translator = loadTranslator(locale, { parts: ['screens', 'server'] });
    translators.set(locale, translator);
  }
  return translator;
}

/**
 * The server's texts in `locale`. Latin digits: what the server writes is read by spreadsheets,
 * scripts and mail clients as well as people.
 */
export async function serverTexts(locale: Locale): Promise<ServerTexts> {
  const translator = await translatorOf(locale);
  return {
    locale,
    texts: <T extends object>(english: T) =>
      (translator ? translator.translate(english) : english) as TextGroup<T>,
    duration: (value, unit) =>
      new Intl.NumberFormat(translator?.intlLocale ?? 'en', {
        style: 'unit',
        unit,
        unitDisplay: 'long',
      }).format(value),
  };
}

/** The server's texts in `user`'s language. */
export function serverTextsFor(user: WithAttributes): Promise<ServerTexts> {
  return serverTexts(userLocale(user));
}

/** The report files' texts in `user`'s language. */
export async function reportTextsFor(user: WithAttributes): Promise<ReportExportTexts> {
  return (await serverTextsFor(user)).texts(REPORT_EXPORT_TEXTS);
}
