import { MESSAGES, type Permission, shouldSendMileage } from '@fleetkit/sdk-core';
import { DIALOG_TEXTS } from '@fleetkit/sdk-core/labels';
import { useEffect, useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { useFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { Button } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';
import { MultiSelect } from '../primitives/MultiSelect';
import type { SelectOption } from '../primitives/Select';
import { useFleetToast } from '../primitives/useFleetToast';
import { errorMessage } from './errorMessage';

/** Props of {@link ConnectDataDialog}. */
export interface ConnectDataDialogProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with `false` when the user closes it, and after a successful connection. */
  onOpenChange: (isOpen: boolean) => void;
  /** The vehicle to link. */
  deviceId: number;
  /**
   * The vehicle's current mileage (km per litre), shown first in the mileage field.
   * @default '' (or the vehicle's `attributes.mileage` from the live store)
   */
  mileage?: string | number | undefined;
  /**
   * Called after every link and the mileage were saved.
   * @default undefined
   */
  onConnected?: (() => void) | undefined;
}

type LinkKind = 'driverId' | 'geofenceId' | 'maintenanceId';
type Chosen = Record<LinkKind, number[]>;
const NONE: Chosen = { driverId: [], geofenceId: [], maintenanceId: [] };

/**
 * Links a vehicle to drivers, geofences and maintenance schedules, and sets its mileage (SPEC §2).
 * Saving shows 'Creating connection...', then 'Connection Created', or 'Error occurred!' with
 * 'Some data failed to update. Please try again later!' when any part failed. The mileage is sent
 * only when sdk-core's `shouldSendMileage` allows it. Drivers and maintenance follow the UI flags.
 */
export function ConnectDataDialog({
  isOpen,
  onOpenChange,
  deviceId,
  mileage,
  onConnected,
}: ConnectDataDialogProps) {
  const texts = useTexts(DIALOG_TEXTS);
  const messages = useTexts(MESSAGES);
  const { client, store, flags } = useFleet();
  const toast = useFleetToast();
  const [options, setOptions] = useState<Record<LinkKind, SelectOption[]>>({
    driverId: [],
    geofenceId: [],
    maintenanceId: [],
  });
  const [linked, setLinked] = useState<Chosen>(NONE);
  const [chosen, setChosen] = useState<Chosen>(NONE);
  const [mileageText, setMileageText] = useState('');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [pending, setPending] = useState(false);
  const showDrivers = !flags?.disableDrivers;
  const showMaintenance = !flags?.disableMaintenance;

  useEffect(() => {
    if (!isOpen) return;
    let live = true;
    const stored = store.devices.peek().get(deviceId)?.attributes.mileage;
    setMileageText(
      String(mileage ?? (typeof stored === 'number' || typeof stored === 'string' ? stored : '')),
    );
    setLoadError(null);
    setLoaded(false);
    const named = (items: { id: number; name: string }[]) =>
      items.map((item) => ({ id: item.id, label: item.name }));
    const ids = (items: { id: number }[]) => items.map((item) => item.id);
    Promise.all([
      showDrivers ? client.drivers.list({ all: true }) : [],
      client.geofences.list({ all: true }),
      showMaintenance ? client.maintenance.list({ all: true }) : [],
      showDrivers ? client.drivers.list({ all: true, deviceId }) : [],
      client.geofences.list({ all: true, deviceId }),
      showMaintenance ? client.maintenance.list({ all: true, deviceId }) : [],
    ])
      .then(([drivers, geofences, maintenance, myDrivers, myGeofences, myMaintenance]) => {
        if (!live) return;
        setOptions({
          driverId: named(drivers),
          geofenceId: named(geofences),
          maintenanceId: named(maintenance),
        });
        const current = {
          driverId: ids(myDrivers),
          geofenceId: ids(myGeofences),
          maintenanceId: ids(myMaintenance),
        };
        setLinked(current);
        setChosen(current);
        setLoaded(true);
      })
      .catch((failure: unknown) => live && setLoadError(errorMessage(failure)));
    return () => {
      live = false;
    };
  }, [client, deviceId, isOpen, mileage, showDrivers, showMaintenance, store]);

  const save = async () => {
    const calls: Promise<unknown>[] = [];
    for (const kind of Object.keys(NONE) as LinkKind[]) {
      const before = new Set(linked[kind]);
      const after = new Set(chosen[kind]);
      for (const id of after) {
        if (!before.has(id)) calls.push(client.permissions.link({ deviceId, [kind]: id } as Permission));
      }
      for (const id of before) {
        if (!after.has(id)) calls.push(client.permissions.unlink({ deviceId, [kind]: id } as Permission));
      }
    }
    if (shouldSendMileage(mileageText)) {
      calls.push(client.computedAttributes.setMileage(deviceId, mileageText.trim()));
    }
    setPending(true);
    const id = toast.loading(messages.connectionCreating);
    const results = await Promise.allSettled(calls);
    setPending(false);
    if (results.every((result) => result.status === 'fulfilled')) {
      toast.success(messages.connectionCreated, { id });
      setLinked(chosen);
      onConnected?.();
      onOpenChange(false);
    } else {
      toast.error(messages.connectionErrorTitle, { id, description: messages.connectionErrorBody });
    }
  };

  const select = (kind: LinkKind, label: string) => (
    <div className="fleet-field">
      <span className="fleet-field-label">{label}</span>
      <MultiSelect
        label={label}
        options={options[kind]}
        selectedKeys={chosen[kind]}
        onChange={(keys) => setChosen((previous) => ({ ...previous, [kind]: keys.map(Number) }))}
      />
    </div>
  );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={texts.connectTitle}
      footer={
        <>
          <Button onPress={() => onOpenChange(false)}>{texts.cancel}</Button>
          <Button variant="primary" isDisabled={pending || !loaded} onPress={save}>
            {texts.connectSubmit}
          </Button>
        </>
      }
    >
      {loadError && (
        <p className="fleet-error-text" role="alert">
          {loadError}
        </p>
      )}
      {loaded && (
        <>
          {showDrivers && select('driverId', texts.connectDrivers)}
          {select('geofenceId', texts.connectGeofences)}
          {showMaintenance && select('maintenanceId', texts.connectMaintenance)}
        </>
      )}
      <TextField className="fleet-field" value={mileageText} onChange={setMileageText} inputMode="decimal">
        <Label className="fleet-field-label">{texts.connectMileage}</Label>
        <Input className="fleet-input" />
      </TextField>
    </Dialog>
  );
}
