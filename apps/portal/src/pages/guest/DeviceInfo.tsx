import { useFleet, useTexts } from '@fleetkit/react-widgets';
import {
  DISPLAY_STATUS_LABEL,
  deriveDisplayStatus,
  formatDistance,
  formatSpeed,
  ignitionLabel,
} from '@fleetkit/sdk-core';
import { GUEST_TEXTS, HOME_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useSyncExternalStore } from 'react';
import { useDates } from '../../ui/useDates';

/** The guest's device info (SPEC §6): what the shared vehicle is and where it stands now. */
export function DeviceInfo({ deviceId }: { deviceId: number }) {
  const { store } = useFleet();
  const texts = useTexts(GUEST_TEXTS);
  const status: Readonly<Record<string, string>> = useTexts(HOME_TEXTS).status;
  const dates = useDates();
  const device = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.devices.peek().get(deviceId),
  );
  const position = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.positions.peek().get(deviceId),
  );
  if (!device) return <p>{texts.noLongerShared}</p>;
  const registration = device.attributes?.registration;
  const totalDistance = position?.attributes?.totalDistance;
  const displayStatus = deriveDisplayStatus(device, position);
  const rows: [string, string][] = [
    [texts.name, device.name],
    [texts.registration, typeof registration === 'string' && registration ? registration : '-'],
    [texts.type, device.category ?? '-'],
    [texts.model, device.model ?? '-'],
    [texts.status, status[displayStatus] ?? DISPLAY_STATUS_LABEL[displayStatus]],
    [texts.speed, formatSpeed(position?.speed)],
    [texts.ignition, ignitionLabel(position)],
    [texts.totalDistance, formatDistance(typeof totalDistance === 'number' ? totalDistance : null)],
    [texts.address, position?.address ?? '-'],
    [texts.lastUpdate, dates.dateTime(position?.fixTime ?? device.lastUpdate) || '-'],
  ];
  return (
    <dl className="fleet-portal-device-info">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
