import type { Digits, Locale, TextGroup, Translator } from '@fleetkit/sdk-core/i18n';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

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

/** The language the widgets speak here. */
export function useLocale(): Locale {
  return useContext(LanguageContext)?.locale ?? 'en';
}

/**
 * A label group in the widgets' language, shaped and called like the English one it is given.
 * Under a translator that loads groups on demand (the portal's sign-in pages), a group not loaded yet
 * shows in English while it is fetched, then again in the language. `FleetProvider locale` loads every
 * widget's group first, so widgets alone always speak their language from the first render.
 * @example
 * const texts = useTexts(GEOFENCE_TEXTS);
 * texts.page(2, 5); // 'Page 2 of 5', or '५ मध्ये पृष्ठ २' under <FleetProvider locale="ne" digits="deva">
 */
export function useTexts<T extends object>(english: T): TextGroup<T> {
  const translator = useContext(LanguageContext);
  const [, setLoaded] = useState(0);
  const missing = translator !== null && !translator.has(english);
  useEffect(() => {
    if (!missing || !translator) return;
    let current = true;
    void translator.load(english).then(() => {
      if (current) setLoaded((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [missing, translator, english]);
  return (translator ? translator.translate(english) : english) as TextGroup<T>;
}
