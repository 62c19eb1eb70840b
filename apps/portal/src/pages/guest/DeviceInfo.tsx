import { useFleet } from '@fleetkit/react-widgets';
import {
  DISPLAY_STATUS_LABEL,
  deriveDisplayStatus,
  formatDistance,
  formatSpeed,
  ignitionLabel,
} from '@fleetkit/sdk-core';
import { useSyncExternalStore } from 'react';
import { formatDateTime } from '../../ui/formatDateTime';

/** The guest's device info (SPEC §6): what the shared vehicle is and where it stands now. */
export function DeviceInfo({ deviceId }: { deviceId: number }) {
  const { store } = useFleet();
  const device = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.devices.peek().get(deviceId),
  );
  const position = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.positions.peek().get(deviceId),
  );
  if (!device) return <p>This vehicle is no longer shared.</p>;
  const registration = device.attributes?.registration;
  const totalDistance = position?.attributes?.totalDistance;
  const rows: [string, string][] = [
    ['Name', device.name],
    ['Registration', typeof registration === 'string' && registration ? registration : '-'],
    ['Type', device.category ?? '-'],
    ['Model', device.model ?? '-'],
    ['Status', DISPLAY_STATUS_LABEL[deriveDisplayStatus(device, position)]],
    ['Speed', formatSpeed(position?.speed)],
    ['Ignition', ignitionLabel(position)],
    ['Total distance', formatDistance(typeof totalDistance === 'number' ? totalDistance : null)],
    ['Address', position?.address ?? '-'],
    ['Last update', formatDateTime(position?.fixTime ?? device.lastUpdate) || '-'],
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
