import type { Driver } from '@fleetkit/sdk-core';
import { FormField } from '../../auth/FormField';
import { FormDialog } from '../../ui/FormDialog';

/** What the driver form sends. */
export interface DriverFormValues {
  name: string;
  uniqueId: string;
  phone: string;
}

export interface DriverDialogProps {
  /** The driver to edit, or null to add one. */
  driver: Driver | null;
  busy: boolean;
  error: string | null;
  onSave(values: DriverFormValues): void;
  onClose(): void;
}

/** Add or edit a driver: name, identifier (licence or card number) and phone. */
export function DriverDialog({ driver, busy, error, onSave, onClose }: DriverDialogProps) {
  const phone = driver?.attributes.phone;
  return (
    <FormDialog
      title={driver ? 'Edit Driver' : 'Add Driver'}
      submitLabel={driver ? 'Save' : 'Add Driver'}
      busy={busy}
      error={error}
      onSubmit={(form) => {
        const values = new FormData(form);
        onSave({
          name: String(values.get('name')).trim(),
          uniqueId: String(values.get('uniqueId')).trim(),
          phone: String(values.get('phone')).trim(),
        });
      }}
      onClose={onClose}
    >
      <FormField label="Name" name="name" defaultValue={driver?.name} required />
      <FormField
        label="Identifier (licence or card number)"
        name="uniqueId"
        defaultValue={driver?.uniqueId}
        required
      />
      <FormField
        label="Phone"
        name="phone"
        type="tel"
        defaultValue={typeof phone === 'string' ? phone : ''}
        autoComplete="off"
      />
    </FormDialog>
  );
}
