import type { Driver } from '@fleetkit/sdk-core';
import { FormError } from '../../auth/FormError';
import { FormField } from '../../auth/FormField';
import { Dialog } from '../../ui/Dialog';

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
    <Dialog open title={driver ? 'Edit Driver' : 'Add Driver'} onClose={onClose}>
      <form
        className="fleet-portal-form"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          onSave({
            name: String(form.get('name')).trim(),
            uniqueId: String(form.get('uniqueId')).trim(),
            phone: String(form.get('phone')).trim(),
          });
        }}
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
        <FormError message={error} />
        <div className="fleet-portal-dialog__actions">
          <button
            type="button"
            className="fleet-portal-button fleet-portal-button--secondary"
            onClick={onClose}
          >
            Cancel
          </button>
          <button type="submit" className="fleet-portal-button fleet-portal-button--primary" disabled={busy}>
            {driver ? 'Save' : 'Add Driver'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
