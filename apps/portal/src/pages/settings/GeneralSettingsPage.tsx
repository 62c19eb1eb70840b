import { useTexts } from '@fleetkit/react-widgets';
import { MAP_TYPES, type MapType, type User } from '@fleetkit/sdk-core';
import { type Digits, isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@fleetkit/sdk-core/i18n';
import { MAP_TYPE_LABELS } from '@fleetkit/sdk-core/labels';
import { SETTINGS_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { usePortalLanguage } from '../../app/PortalLanguage';
import { useSettings } from '../../dashboard/SettingsContext';
import { fleetClient } from '../../fleetClient';
import { useSignedInSession } from '../../session/SessionContext';
import { failureDescription } from '../../ui/errorMessage';
import { notify } from '../../ui/notify';
import { useDates } from '../../ui/useDates';

const TOGGLES = [
  { key: 'vehicleNumber', text: 'showVehicleNumber' },
  { key: 'geofence', text: 'showGeofences' },
  { key: 'traffic', text: 'showTraffic' },
  { key: 'sidebarOpen', text: 'keepSidebarOpen' },
] as const;

/** The account's reading settings, stored in its attributes (Traccar's `language`, ours `digits`, `dateFormat`). */
type ReadingAttribute = 'language' | 'digits' | 'dateFormat';

/** The user's attributes with `changes` applied; a null value drops the attribute (back to its default). */
function withAttributes(user: User, changes: Partial<Record<ReadingAttribute, string | null>>): User {
  const attributes: Record<string, unknown> = { ...user.attributes };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete attributes[key];
    else attributes[key] = value;
  }
  return { ...user, attributes };
}

/**
 * /dashboard/settings/general: the account's language, digits and calendar (saved with the user, so
 * every device and Traccar's own clients agree; the portal switches at once), and this browser's map
 * and layout settings (kept locally, saved on each change). 'Reset to defaults' resets the map and
 * layout settings and the calendar (back to the language's: BS for Nepali, AD otherwise); the language
 * and the digits stay, as a reset is read in the language the user chose
 * (docs/decisions/language-setting.md).
 */
export function GeneralSettingsPage() {
  const id = useId();
  const texts = useTexts(SETTINGS_TEXTS);
  const mapTypes = useTexts(MAP_TYPE_LABELS);
  const { store, settings } = useSettings();
  const { user, updateUser } = useSignedInSession();
  const { locale, digits, chooseLocale } = usePortalLanguage();
  const { calendar } = useDates();

  const save = useMutation({
    mutationFn: ({
      changes,
    }: {
      changes: Partial<Record<ReadingAttribute, string | null>>;
      done: string;
      failed: string;
    }) => fleetClient.users.update(user.id, withAttributes(user, changes)),
    onSuccess: (saved, { changes, done }) => {
      if (isLocale(changes.language)) chooseLocale(changes.language);
      updateUser(saved);
      void notify.success(done);
    },
    onError: (error, { failed }) => void notify.error(failed, failureDescription(error)),
  });

  const saveLanguage = (language: Locale) =>
    save.mutate({ changes: { language }, done: texts.languageUpdated, failed: texts.languageFailed });
  const saveDigits = (value: Digits) =>
    save.mutate({ changes: { digits: value }, done: texts.languageUpdated, failed: texts.languageFailed });
  const saveDateFormat = (format: 'AD' | 'BS' | null) =>
    save.mutate({
      changes: { dateFormat: format },
      done: format === null ? texts.resetDone : texts.calendarUpdated,
      failed: format === null ? texts.resetFailed : texts.calendarFailed,
    });

  return (
    <div className="fleet-portal-card fleet-portal-settings__form">
      <div className="fleet-portal-settings__section">
        <h2>{texts.languageAndDates}</h2>
        <div className="fleet-portal-field">
          <label htmlFor={`${id}-language`}>{texts.language}</label>
          <select
            id={`${id}-language`}
            value={locale}
            disabled={save.isPending}
            aria-describedby={`${id}-language-hint`}
            onChange={(event) => {
              if (isLocale(event.target.value)) saveLanguage(event.target.value);
            }}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </select>
          <p id={`${id}-language-hint`} className="fleet-portal-muted">
            {texts.languageHint}
          </p>
        </div>
        <div className="fleet-portal-field">
          <label htmlFor={`${id}-digits`}>{texts.digits}</label>
          <select
            id={`${id}-digits`}
            value={digits}
            disabled={save.isPending}
            onChange={(event) => saveDigits(event.target.value === 'deva' ? 'deva' : 'latn')}
          >
            <option value="latn">{texts.digitsLatin}</option>
            <option value="deva">{texts.digitsDevanagari}</option>
          </select>
        </div>
        <div className="fleet-portal-field">
          <label htmlFor={`${id}-calendar`}>{texts.calendar}</label>
          <select
            id={`${id}-calendar`}
            value={calendar}
            disabled={save.isPending}
            onChange={(event) => saveDateFormat(event.target.value === 'BS' ? 'BS' : 'AD')}
          >
            <option value="AD">{texts.calendarAD}</option>
            <option value="BS">{texts.calendarBS}</option>
          </select>
        </div>
      </div>
      <div className="fleet-portal-settings__section">
        <h2>{texts.mapAndLayout}</h2>
        <div className="fleet-portal-field">
          <label htmlFor={`${id}-map`}>{texts.mapStyle}</label>
          <select
            id={`${id}-map`}
            value={settings.mapType}
            disabled={!store}
            onChange={(event) => void store?.update('mapType', event.target.value as MapType)}
          >
            {MAP_TYPES.map((type) => (
              <option key={type} value={type}>
                {mapTypes[type]}
              </option>
            ))}
          </select>
        </div>
        {TOGGLES.map((toggle) => (
          <label key={toggle.key} className="fleet-portal-checkbox">
            <input
              type="checkbox"
              checked={settings[toggle.key]}
              disabled={!store}
              onChange={(event) => void store?.update(toggle.key, event.target.checked)}
            />
            {texts[toggle.text]}
          </label>
        ))}
        <div>
          <button
            type="button"
            className="fleet-portal-button fleet-portal-button--secondary"
            disabled={!store}
            onClick={() => {
              void store?.reset();
              if (user.attributes.dateFormat !== undefined) saveDateFormat(null);
            }}
          >
            {texts.resetToDefaults}
          </button>
        </div>
      </div>
    </div>
  );
}
