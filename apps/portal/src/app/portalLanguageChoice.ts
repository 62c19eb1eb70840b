import { type Digits, isLocale, type Locale, negotiateLocale } from '@fleetkit/sdk-core/i18n';

/**
 * The language for a user's attributes (`language`, `digits`, Traccar's field so its clients agree),
 * else this browser's stored choice, else the browser's languages. See docs/decisions/language-setting.md.
 */
export function portalLanguage(
  attributes: Record<string, unknown> | undefined,
  stored: Locale | null,
  browser: readonly string[],
): { locale: Locale; digits: Digits } {
  const own = attributes?.language;
  const locale = isLocale(own) ? own : (stored ?? negotiateLocale(browser));
  return { locale, digits: attributes?.digits === 'deva' ? 'deva' : 'latn' };
}
