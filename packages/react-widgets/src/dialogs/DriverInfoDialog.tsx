import { type Driver, MESSAGES } from '@fleetkit/sdk-core';
import { DIALOG_TEXTS, DRIVERS_HREF } from '@fleetkit/sdk-core/labels';
import { useEffect, useState } from 'react';
import { useFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { Dialog } from '../primitives/Dialog';
import { NavAction } from '../primitives/NavAction';
import { errorMessage } from './errorMessage';

/** Props of {@link DriverInfoDialog}. */
export interface DriverInfoDialogProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with `false` when the user closes it. */
  onOpenChange: (isOpen: boolean) => void;
  /** The vehicle whose driver is shown. */
  deviceId: number;
  /**
   * The vehicle's drivers when the host already has them. Omitted: loaded with
   * `client.drivers.list({ deviceId })` when the dialog opens.
   * @default undefined (loaded)
   */
  drivers?: readonly Driver[] | undefined;
  /**
   * Called by 'View other Drivers'; without it the action links to `driversHref`.
   * @default undefined
   */
  onViewDrivers?: (() => void) | undefined;
  /**
   * Where 'View other Drivers' links to.
   * @default '/dashboard/driver/all-driver'
   */
  driversHref?: string | undefined;
}

/** The driver assigned to a vehicle, or 'No driver assigned yet', and 'View other Drivers'. */
export function DriverInfoDialog({
  isOpen,
  onOpenChange,
  deviceId,
  drivers: given,
  onViewDrivers,
  driversHref = DRIVERS_HREF,
}: DriverInfoDialogProps) {
  const texts = useTexts(DIALOG_TEXTS);
  const messages = useTexts(MESSAGES);
  const { client } = useFleet();
  const [loaded, setLoaded] = useState<readonly Driver[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!isOpen || given) return;
    let live = true;
    setLoaded(null);
    setError(null);
    client.drivers
      .list({ all: true, deviceId })
      .then((list) => live && setLoaded(list))
      .catch((failure: unknown) => live && setError(errorMessage(failure)));
    return () => {
      live = false;
    };
  }, [client, deviceId, given, isOpen]);

  const drivers = given ?? loaded;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={texts.driverTitle}
      footer={
        <NavAction onPress={onViewDrivers} href={driversHref}>
          {texts.viewOtherDrivers}
        </NavAction>
      }
    >
      {error && (
        <p className="fleet-error-text" role="alert">
          {error}
        </p>
      )}
      {drivers && drivers.length === 0 && <p className="fleet-empty-title">{messages.noDriverAssigned}</p>}
      {drivers?.map((driver) => (
        <dl key={driver.id} className="fleet-driver-info">
          <dt>{texts.driverName}</dt>
          <dd>{driver.name}</dd>
          <dt>{texts.driverPhone}</dt>
          <dd>{typeof driver.attributes.phone === 'string' ? driver.attributes.phone : '-'}</dd>
          <dt>{texts.driverId}</dt>
          <dd>{driver.uniqueId}</dd>
        </dl>
      ))}
    </Dialog>
  );
}
