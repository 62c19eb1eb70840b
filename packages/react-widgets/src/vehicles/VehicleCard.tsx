import {
  type Device,
  deriveDisplayStatus,
  type IgnitionLabel,
  ignitionLabel,
  NOT_AVAILABLE,
  type Position,
  subscriptionState,
} from '@fleetkit/sdk-core';
import type { TextGroup } from '@fleetkit/sdk-core/i18n';
import { VALUE_TEXTS, VEHICLE_TEXTS } from '@fleetkit/sdk-core/labels';
import { useSignals } from '@preact/signals-react/runtime';
import type { MouseEvent } from 'react';
import { useOptionalFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { useFormats } from '../context/useFormats';
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
  const texts = useTexts(VEHICLE_TEXTS);
  const values = useTexts(VALUE_TEXTS);
  const formats = useFormats();
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
    [texts.totalKm, valueText(formats.distance(numberOrNull(attributes.totalDistance)), values)],
    [texts.speed, fix ? valueText(formats.speed(fix.speed), values) : values.notAvailable],
    [texts.satellites, numberText(attributes.sat, formats.number, values)],
    [texts.gsmSignal, numberText(attributes.rssi, formats.number, values)],
    [texts.ignition, ignitionText(ignitionLabel(fix), values)],
  ];
  const receivedAt = fix?.serverTime ?? fix?.fixTime ?? vehicle.lastUpdate ?? null;
  // A guest gets the Device Info button instead of the action icons (SPEC §6); a card with nothing to
  // press has no footer, like the read-only VehicleCardView of `@fleetkit/map`.
  const actions = isGuest
    ? []
    : [
        onShare ? (
          <IconButton key="share" aria-label={texts.share} onPress={() => onShare(vehicle.id)}>
            <ShareIcon />
          </IconButton>
        ) : null,
        onDriverInfo && !driversOff ? (
          <IconButton key="driver" aria-label={texts.driverInfo} onPress={() => onDriverInfo(vehicle.id)}>
            <DriverIcon />
          </IconButton>
        ) : null,
        onDocuments ? (
          <IconButton key="documents" aria-label={texts.documents} onPress={() => onDocuments(vehicle.id)}>
            <DocumentIcon />
          </IconButton>
        ) : null,
        onConnectData ? (
          <IconButton key="connect" aria-label={texts.connectData} onPress={() => onConnectData(vehicle.id)}>
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
        <span className="fleet-vehicle-card__label">{texts.dataReceived}</span>{' '}
        <time dateTime={receivedAt ?? undefined}>
          {valueText(formats.relativeTime(receivedAt, current), values)}
        </time>
      </p>
      <p className="fleet-vehicle-card__address">{fix?.address || values.notAvailable}</p>
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
            <Button onPress={() => onDeviceInfo(vehicle.id)}>{texts.deviceInfo}</Button>
          ) : null}
          {isGuest ? null : <div className="fleet-vehicle-card__actions">{actions}</div>}
          {onOpen ? (
            <Button variant="primary" onPress={open}>
              {texts.viewDetails}
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

/** The texts a card shows in place of readings, in the card's language. */
export type ValueTexts = TextGroup<typeof VALUE_TEXTS>;

/** A formatted value, or the language's 'N/A' where sdk-core gave `NOT_AVAILABLE`. */
export function valueText(value: string, values: ValueTexts): string {
  return value === NOT_AVAILABLE ? values.notAvailable : value;
}

/** A count (satellites, signal) in the language's digits, or its 'N/A'. */
export function numberText(value: unknown, format: (value: number) => string, values: ValueTexts): string {
  return typeof value === 'number' && Number.isFinite(value) ? format(value) : values.notAvailable;
}

/** The ignition as `ignitionLabel` gives it ('On', 'Off', 'N/A'), in the language. */
export function ignitionText(label: IgnitionLabel, values: ValueTexts): string {
  return label === NOT_AVAILABLE ? values.notAvailable : values.ignition[label];
}
