import {
  type Device,
  type ExistingVehicle,
  type Group,
  MESSAGES,
  type Position,
  shouldSendMileage,
  VEHICLE_CATEGORIES,
  type VehicleFormValues,
  vehicleFormDefaults,
  vehicleFormSchema,
  vehicleFormToAccumulators,
  vehicleFormToDevice,
} from '@fleetkit/sdk-core';
import { DIALOG_TEXTS, VEHICLE_CATEGORY_LABELS } from '@fleetkit/sdk-core/labels';
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Switch } from 'react-aria-components';
import { useFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { Button } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';
import { Select } from '../primitives/Select';
import { useFleetToast } from '../primitives/useFleetToast';
import { errorMessage } from './errorMessage';
import { FormField } from './FormField';

/** Props of {@link VehicleDialog}. */
export interface VehicleDialogProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with `false` on Cancel, close, or after a successful save. */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The vehicle to edit. Omitted: the dialog adds a new vehicle.
   * @default undefined (add)
   */
  vehicle?: ExistingVehicle | null | undefined;
  /**
   * The vehicle's latest position; without one the odometer field is disabled (SPEC §5).
   * Omitted: the live store's latest position of the vehicle.
   * @default undefined (from the store)
   */
  position?: Position | null | undefined;
  /**
   * Groups offered in the group field. Omitted: loaded with `client.groups.list()` when the dialog opens
   * (hidden when groups are disabled by the UI flags).
   * @default undefined (loaded)
   */
  groups?: readonly Group[] | undefined;
  /**
   * Called with the saved device after a successful add or update.
   * @default undefined
   */
  onSaved?: ((device: Device) => void) | undefined;
}

type Field = keyof VehicleFormValues;
type Values = Record<Field, string>;

function asText(values: VehicleFormValues): Values {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, text(value)])) as Values;
}

/**
 * The add/edit vehicle form (SPEC §5) on sdk-core's `vehicleFormSchema` with its exact messages. The
 * odometer is disabled without a known position; the expiry is read-only and defaults to one year
 * from now; the speed limit is entered in km/h (stored in knots). Saving shows 'Adding Vehicle...' /
 * 'Vehicle added successfully' / 'Failed to add!', or 'Updating Vehicle...' / 'Vehicle updated!' /
 * 'Failed to update!', failures with the server's message.
 */
export function VehicleDialog({
  isOpen,
  onOpenChange,
  vehicle,
  position: givenPosition,
  groups: givenGroups,
  onSaved,
}: VehicleDialogProps) {
  const texts = useTexts(DIALOG_TEXTS);
  const messages = useTexts(MESSAGES);
  const categories = useTexts(VEHICLE_CATEGORY_LABELS);
  useSignals();
  const { client, store, flags } = useFleet();
  const toast = useFleetToast();
  const formId = useId();
  const editing = Boolean(vehicle?.id);
  const storePosition = vehicle?.id ? (store.positions.value.get(vehicle.id) ?? null) : null;
  const position = givenPosition === undefined ? storePosition : givenPosition;
  const [values, setValues] = useState<Values>(() =>
    asText(vehicleFormDefaults(vehicle, new Date(), { position })),
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [groups, setGroups] = useState<readonly Group[]>(givenGroups ?? []);
  const [pending, setPending] = useState(false);
  const showGroups = !flags?.disableGroups;

  // Each opening starts from the vehicle's values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when opened or for another vehicle
  useEffect(() => {
    if (!isOpen) return;
    setValues(asText(vehicleFormDefaults(vehicle, new Date(), { position })));
    setErrors({});
  }, [isOpen, vehicle]);

  useEffect(() => {
    if (givenGroups) {
      setGroups(givenGroups);
      return;
    }
    if (!isOpen || !showGroups) return;
    let live = true;
    client.groups
      .list({ all: true })
      .then((list) => live && setGroups(list))
      .catch(() => live && setGroups([]));
    return () => {
      live = false;
    };
  }, [client, givenGroups, isOpen, showGroups]);

  const set = (field: Field) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = vehicleFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    const form = parsed.data;
    setPending(true);
    const id = toast.loading(editing ? messages.vehicleUpdating : messages.vehicleAdding);
    try {
      const body = vehicleFormToDevice(form, vehicle);
      const saved =
        editing && vehicle?.id
          ? await client.vehicles.update(vehicle.id, body)
          : await client.vehicles.create(body);
      if (editing && position) {
        const hours = position.attributes.hours;
        await client.devices.accumulators(
          vehicleFormToAccumulators(form, saved.id, typeof hours === 'number' ? hours : null),
        );
      }
      if (shouldSendMileage(form.mileage)) {
        await client.computedAttributes.setMileage(saved.id, String(form.mileage).trim());
      }
      toast.success(editing ? messages.vehicleUpdated : messages.vehicleAdded, { id });
      onSaved?.(saved);
      onOpenChange(false);
    } catch (failure) {
      toast.error(editing ? messages.vehicleUpdateFailed : messages.vehicleAddFailed, {
        id,
        description: errorMessage(failure),
      });
    } finally {
      setPending(false);
    }
  };

  const field = (name: Field, label: string, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField label={label} value={values[name]} onChange={set(name)} error={errors[name]} {...extra} />
  );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={editing ? texts.editVehicleTitle : texts.addVehicleTitle}
      className="fleet-vehicle-dialog"
      footer={
        <>
          <Button onPress={() => onOpenChange(false)}>{texts.cancel}</Button>
          <Button variant="primary" type="submit" form={formId} isDisabled={pending}>
            {texts.save}
          </Button>
        </>
      }
    >
      <form id={formId} className="fleet-form" onSubmit={submit} noValidate>
        {field('name', texts.vehicleName)}
        <div className="fleet-form-field">
          <Select
            label={texts.vehicleCategory}
            options={VEHICLE_CATEGORIES.map((category) => ({
              id: category,
              label: categories[category],
            }))}
            selectedKey={values.category || null}
            onSelectionChange={(key) => set('category')(String(key))}
          />
          {errors.category && <span className="fleet-field-error">{errors.category}</span>}
        </div>
        {field('uniqueId', texts.vehicleUniqueId)}
        {field('phone', texts.vehiclePhone, { type: 'tel' })}
        {field('contact', texts.vehicleContact, { type: 'tel' })}
        {field('model', texts.vehicleModel)}
        {field('registration', texts.vehicleRegistration)}
        {showGroups && (
          <Select
            label={texts.vehicleGroup}
            options={[
              { id: '', label: texts.vehicleNoGroup },
              ...groups.map((group) => ({ id: String(group.id), label: group.name })),
            ]}
            selectedKey={values.groupId}
            onSelectionChange={(key) => set('groupId')(String(key))}
          />
        )}
        {field('speedLimit', texts.vehicleSpeedLimit, { inputMode: 'decimal' })}
        {field('odometerReading', texts.vehicleOdometer, {
          inputMode: 'decimal',
          isDisabled: !position,
        })}
        {field('mileage', texts.connectMileage, { inputMode: 'decimal' })}
        <div className="fleet-form-field">
          <Switch
            className="fleet-map-options-toggle"
            isSelected={values.trustOdometer === 'true'}
            onChange={(on) => set('trustOdometer')(String(on))}
            aria-describedby={`${formId}-trust-odometer`}
          >
            <span className="fleet-map-switch" aria-hidden="true" />
            {texts.vehicleTrustOdometer}
          </Switch>
          <span id={`${formId}-trust-odometer`} className="fleet-field-hint">
            {texts.vehicleTrustOdometerHelp}
          </span>
        </div>
        <FormField
          label={texts.vehicleExpiry}
          value={values.expirationTime.slice(0, 10)}
          error={errors.expirationTime}
          isDisabled
        />
      </form>
    </Dialog>
  );
}
