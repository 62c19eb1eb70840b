import {
  type Device,
  deriveDisplayStatus,
  formatDistance,
  formatRelativeTime,
  formatSpeed,
  ignitionLabel,
  NOT_AVAILABLE,
  type Position,
  subscriptionState,
} from '@fleetkit/sdk-core';
import { VEHICLE_TEXTS } from '@fleetkit/sdk-core/labels';
import { useSignals } from '@preact/signals-react/runtime';
import type { MouseEvent } from 'react';
import { useOptionalFleet } from '../context/FleetContext';
import { Button, classNames, IconButton } from '../primitives/Button';
import { ConnectIcon, DocumentIcon, DriverIcon, ShareIcon } from './icons';
import { StatusBadge } from './StatusBadge';
import { SubscriptionBadge } from './SubscriptionBadge';
import { RELATIVE_TIME_REFRESH_MS, useNow } from './useNow';
import { useOpenVehicle } from './useOpenVehicle';

/** A vehicle as the card reads it: the device, with its latest position when the read included it. */
export type CardVehicle = Device & { position?: Position | null };

/** Props of {@link VehicleCard}. */
export interface VehicleCardProps {
  /** The vehicle (a `GET /api2/devices` row, or a device from the store). */
  vehicle: CardVehicle;
  /**
   * Its latest position.
   * @default vehicle.position, else the store's latest position of the vehicle
   */
  position?: Position | null;
  /**
   * Called with the vehicle id when the card or 'View Details' is pressed and the subscription has
   * not expired (the portal opens /dashboard/vehicle/all-vehicles/{vehicleId}). Omitted: the card does
   * not open and 'View Details' is not shown.
   * @default undefined
   */
  onOpen?: (vehicleId: number) => void;
  /**
   * Share Device icon. Omitted: the icon is not shown.
   * @default undefined
   */
  onShare?: (vehicleId: number) => void;
  /**
   * Driver Info icon. Omitted (or drivers disabled by the UI flags): not shown.
   * @default undefined
   */
  onDriverInfo?: (vehicleId: number) => void;
  /**
   * Documents icon. Omitted: not shown.
   * @default undefined
   */
  onDocuments?: (vehicleId: number) => void;
  /**
   * Connect Data icon. Omitted: not shown.
   * @default undefined
   */
  onConnectData?: (vehicleId: number) => void;
  /**
   * A guest's Device Info button (SPEC §6: guests get a device info modal instead of the action icons).
   * Omitted, or not a guest: not shown.
   * @default undefined
   */
  onDeviceInfo?: (vehicleId: number) => void;
  /**
   * Renew button beside an 'Expired'/'Expires' badge. Omitted: no Renew button.
   * @default undefined
   */
  onRenew?: (vehicleId: number) => void;
  /**
   * A guest (temporary session) sees no action icons.
   * @default the FleetProvider's `guest`, else false
   */
  guest?: boolean;
  /**
   * The time relative times and the subscription are measured against.
   * @default the current time, refreshed every 30 s
   */
  now?: Date;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
}

/**
 * The vehicle card (SPEC §2): name, status badge, 'Data received' relative time, total km, address,
 * speed, GPS satellites, GSM signal and ignition; the action icons Share Device, Driver Info,
 * Documents, Connect Data and a 'View Details' button. An expired vehicle does not open: the card
 * shows the info toast 'Subscription Expired - Please renew your subscription to track the vehicle.'
 * @example <VehicleCard vehicle={row} onOpen={(id) => navigate(`/dashboard/vehicle/all-vehicles/${id}`)} />
 */
export function VehicleCard({
  vehicle,
  position,
  onOpen,
  onShare,
  onDriverInfo,
  onDocuments,
  onConnectData,
  onDeviceInfo,
  onRenew,
  guest,
  now,
  className,
}: VehicleCardProps) {
  useSignals();
  const fleet = useOptionalFleet();
  const current = useNow(now, RELATIVE_TIME_REFRESH_MS);
  const fix =
    position !== undefined
      ? position
      : (vehicle.position ?? fleet?.store.positions.value.get(vehicle.id) ?? null);
  const isGuest = guest ?? fleet?.guest ?? false;
  const driversOff = fleet?.flags?.disableDrivers ?? false;
  const status = deriveDisplayStatus(vehicle, fix);
  const attributes = fix?.attributes ?? {};
  const expired = subscriptionState(vehicle.expirationTime, current) === 'expired';

  const openVehicle = useOpenVehicle(onOpen, current);
  const open = () => openVehicle(vehicle);
  const onCardClick = (event: MouseEvent<HTMLElement>) => {
    // Buttons inside the card do their own thing; only a click on the card itself opens it.
    if (!onOpen || (event.target as Element).closest('button, a, [role="button"]')) return;
    open();
  };

  const facts: [string, string][] = [
    [VEHICLE_TEXTS.totalKm, formatDistance(numberOrNull(attributes.totalDistance))],
    [VEHICLE_TEXTS.speed, fix ? formatSpeed(fix.speed) : NOT_AVAILABLE],
    [VEHICLE_TEXTS.satellites, textOf(attributes.sat)],
    [VEHICLE_TEXTS.gsmSignal, textOf(attributes.rssi)],
    [VEHICLE_TEXTS.ignition, ignitionLabel(fix)],
  ];
  const receivedAt = fix?.serverTime ?? fix?.fixTime ?? vehicle.lastUpdate ?? null;
  // A guest gets the Device Info button instead of the action icons (SPEC §6); a card with nothing to
  // press has no footer, like the read-only VehicleCardView of `@fleetkit/map`.
  const actions = isGuest
    ? []
    : [
        onShare ? (
          <IconButton key="share" aria-label={VEHICLE_TEXTS.share} onPress={() => onShare(vehicle.id)}>
            <ShareIcon />
          </IconButton>
        ) : null,
        onDriverInfo && !driversOff ? (
          <IconButton
            key="driver"
            aria-label={VEHICLE_TEXTS.driverInfo}
            onPress={() => onDriverInfo(vehicle.id)}
          >
            <DriverIcon />
          </IconButton>
        ) : null,
        onDocuments ? (
          <IconButton
            key="documents"
            aria-label={VEHICLE_TEXTS.documents}
            onPress={() => onDocuments(vehicle.id)}
          >
            <DocumentIcon />
          </IconButton>
        ) : null,
        onConnectData ? (
          <IconButton
            key="connect"
            aria-label={VEHICLE_TEXTS.connectData}
            onPress={() => onConnectData(vehicle.id)}
          >
            <ConnectIcon />
          </IconButton>
        ) : null,
      ].filter((action) => action !== null);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; 'View Details' is the keyboard path.
    <article
      className={classNames(
        'fleet-vehicle-card',
        !onOpen && 'fleet-vehicle-card--static',
        expired && 'fleet-vehicle-card--expired',
        className,
      )}
      aria-label={vehicle.name}
      data-status={status}
      onClick={onCardClick}
    >
      <header className="fleet-vehicle-card__header">
        <h3 className="fleet-vehicle-card__name">{vehicle.name}</h3>
        <StatusBadge status={status} />
      </header>
      <SubscriptionBadge
        expirationTime={vehicle.expirationTime}
        now={current}
        {...(onRenew ? { onRenew: () => onRenew(vehicle.id) } : {})}
      />
      <p className="fleet-vehicle-card__received">
        <span className="fleet-vehicle-card__label">{VEHICLE_TEXTS.dataReceived}</span>{' '}
        <time dateTime={receivedAt ?? undefined}>{formatRelativeTime(receivedAt, current)}</time>
      </p>
      <p className="fleet-vehicle-card__address">{fix?.address || NOT_AVAILABLE}</p>
      <dl className="fleet-vehicle-card__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="fleet-vehicle-card__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {(isGuest && onDeviceInfo) || actions.length > 0 || onOpen ? (
        <footer className="fleet-vehicle-card__footer">
          {isGuest && onDeviceInfo ? (
            <Button onPress={() => onDeviceInfo(vehicle.id)}>{VEHICLE_TEXTS.deviceInfo}</Button>
          ) : null}
          {isGuest ? null : <div className="fleet-vehicle-card__actions">{actions}</div>}
          {onOpen ? (
            <Button variant="primary" onPress={open}>
              {VEHICLE_TEXTS.viewDetails}
            </Button>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function textOf(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : NOT_AVAILABLE;
}
