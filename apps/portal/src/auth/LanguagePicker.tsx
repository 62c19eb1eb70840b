import { useTexts } from '@fleetkit/react-widgets';
import { isLocale, LOCALE_NAMES, LOCALES } from '@fleetkit/sdk-core/i18n';
import { SETTINGS_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useId } from 'react';
import { usePortalLanguage } from '../app/PortalLanguage';

/**
 * The sign-in pages' language: each language by its own name. The choice is kept in this browser and
 * speaks for a user until they choose one in Settings › General.
 */
export function LanguagePicker() {
  const id = useId();
  const texts = useTexts(SETTINGS_TEXTS);
  const { locale, chooseLocale } = usePortalLanguage();
  return (
    <div className="fleet-portal-auth__language">
      <label htmlFor={id}>{texts.language}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) chooseLocale(event.target.value);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
