import { useTexts } from '@fleetkit/react-widgets';
import type { Device } from '@fleetkit/sdk-core';
import { SHELL_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useMemo, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useFleet } from '../live/LiveFleetContext';

/**
 * The top bar's vehicle switcher on a vehicle's page (SPEC §2): every vehicle of the fleet by name;
 * choosing one opens its tracking screen on the same tab, in place (Back still returns to the list).
 */
export function VehicleSwitcher({ vehicleId }: { vehicleId: number }) {
  const fleet = useFleet();
  const navigate = useNavigate();
  const texts = useTexts(SHELL_TEXTS);
  const { search } = useLocation();
  const devices = useSyncExternalStore(
    (listener) => fleet.subscribe(listener),
    () => fleet.devices.peek(),
  );
  const sorted = useMemo(
    () => [...devices.values()].sort((a: Device, b: Device) => a.name.localeCompare(b.name)),
    [devices],
  );
  if (sorted.length === 0) return null;
  return (
    <select
      className="fleet-portal-vehicle-switcher"
      aria-label={texts.vehicle}
      value={devices.has(vehicleId) ? String(vehicleId) : ''}
      onChange={(event) => {
        const tab = new URLSearchParams(search).get('tab');
        navigate(
          `/dashboard/vehicle/all-vehicles/${event.target.value}${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`,
          { replace: true },
        );
      }}
    >
      {devices.has(vehicleId) ? null : <option value="">{texts.chooseVehicle}</option>}
      {sorted.map((device) => (
        <option key={device.id} value={device.id}>
          {device.name}
        </option>
      ))}
    </select>
  );
}
