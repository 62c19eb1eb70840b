import { useTexts } from '@fleetkit/react-widgets';
import type { Driver } from '@fleetkit/sdk-core';
import { DRIVER_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
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
  const texts = useTexts(DRIVER_PAGE_TEXTS);
  const phone = driver?.attributes.phone;
  return (
    <FormDialog
      title={driver ? texts.editDriver : texts.addDriver}
      submitLabel={driver ? texts.save : texts.addDriver}
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
      <FormField label={texts.name} name="name" defaultValue={driver?.name} required />
      <FormField label={texts.identifierField} name="uniqueId" defaultValue={driver?.uniqueId} required />
      <FormField
        label={texts.phone}
        name="phone"
        type="tel"
        defaultValue={typeof phone === 'string' ? phone : ''}
        autoComplete="off"
      />
    </FormDialog>
  );
}
