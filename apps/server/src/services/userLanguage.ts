import { isLocale, type Locale, loadTranslator, type Translator } from '@fleetkit/sdk-core/i18n';
import { REPORT_EXPORT_TEXTS } from '@fleetkit/sdk-core/labels/server';
import type { ReportExportTexts } from '../reports/reportTables';

/** The language a user reads: their `attributes.language` (Traccar's field) when the product speaks it, else English. */
export function userLocale(user: { attributes: Readonly<Record<string, unknown>> }): Locale {
  const language = user.attributes.language;
  return isLocale(language) ? language : 'en';
}

// One translator per language for the server's life: catalogues are read once and never change.
const translators = new Map<Locale, Promise<Translator>>();

/**
 * A translator for the texts the server writes to `user` (report files, their e-mails), or null for
 * English. Files keep Latin digits: their numbers are read by spreadsheets and scripts too.
 */
export function translatorFor(user: {
  attributes: Readonly<Record<string, unknown>>;
}): Promise<Translator | null> {
  const locale = userLocale(user);
  if (locale === 'en') return Promise.resolve(null);
  let translator = translators.get(locale);
  if (!translator) {
    translator = loadTranslator(locale);
    translators.set(locale, translator);
  }
  return translator;
}

/** The report files' texts in `user`'s language. */
export async function reportTextsFor(user: {
  attributes: Readonly<Record<string, unknown>>;
}): Promise<ReportExportTexts> {
  const translator = await translatorFor(user);
  return translator ? translator.translate(REPORT_EXPORT_TEXTS) : REPORT_EXPORT_TEXTS;
}
