import { MAP_TYPES, type MapType } from '@fleetkit/sdk-core';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useSettings } from '../../dashboard/SettingsContext';
import { fleetClient } from '../../fleetClient';
import { useSignedInSession } from '../../session/SessionContext';
import { failureDescription } from '../../ui/errorMessage';
import { notify } from '../../ui/notify';

const MAP_TYPE_LABEL: Record<MapType, string> = {
  simple: 'Simple',
  satellite: 'Satellite',
  terrain: 'Terrain',
  classic: 'Classic',
};

const TOGGLES = [
  { key: 'vehicleNumber', label: 'Show vehicle number on the map' },
  { key: 'geofence', label: 'Show geofences on the map' },
  { key: 'traffic', label: 'Show traffic' },
  { key: 'sidebarOpen', label: 'Keep the sidebar open' },
] as const;

/**
 * /dashboard/settings/general: this browser's map and layout settings (kept locally, saved on each
 * change) and the account's calendar (AD or Nepali BS dates). 'Reset to defaults' resets both: the
 * local settings and the calendar, back to AD.
 */
export function GeneralSettingsPage() {
  const id = useId();
  const { store, settings } = useSettings();
  const { user, updateUser } = useSignedInSession();
  const dateFormat = user.attributes.dateFormat === 'BS' ? 'BS' : 'AD';

  // A calendar of null drops the account's choice: dates are AD, the default.
  const saveDateFormat = useMutation({
    mutationFn: (format: 'AD' | 'BS' | null) => {
      const { dateFormat: _previous, ...others } = user.attributes;
      const attributes = format === null ? others : { ...others, dateFormat: format };
      return fleetClient.users.update(user.id, { ...user, attributes });
    },
    onSuccess: (saved) => {
      updateUser(saved);
      notify.success('Calendar updated');
    },
    onError: (error) => notify.error('Failed to update the calendar', failureDescription(error)),
  });

  return (
    <div className="fleet-portal-card fleet-portal-settings__form">
      <div className="fleet-portal-settings__section">
        <h2>Map and layout</h2>
        <div className="fleet-portal-field">
          <label htmlFor={`${id}-map`}>Map style</label>
          <select
            id={`${id}-map`}
            value={settings.mapType}
            disabled={!store}
            onChange={(event) => void store?.update('mapType', event.target.value as MapType)}
          >
            {MAP_TYPES.map((type) => (
              <option key={type} value={type}>
                {MAP_TYPE_LABEL[type]}
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
            {toggle.label}
          </label>
        ))}
        <div className="fleet-portal-field">
          <label htmlFor={`${id}-calendar`}>Calendar</label>
          <select
            id={`${id}-calendar`}
            value={dateFormat}
            disabled={saveDateFormat.isPending}
            onChange={(event) => saveDateFormat.mutate(event.target.value as 'AD' | 'BS')}
          >
            <option value="AD">Gregorian (AD)</option>
            <option value="BS">Nepali (BS)</option>
          </select>
        </div>
        <div>
          <button
            type="button"
            className="fleet-portal-button fleet-portal-button--secondary"
            disabled={!store}
            onClick={() => {
              void store?.reset();
              if (user.attributes.dateFormat !== undefined) saveDateFormat.mutate(null);
            }}
          >
            Reset to defaults
          </button>
        </div>
      </div>
    </div>
  );
}
