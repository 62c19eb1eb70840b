import type { Group } from '@fleetkit/sdk-core';
import { useState } from 'react';
import { FormField } from '../../auth/FormField';
import { FormDialog } from '../../ui/FormDialog';

export interface GroupDialogProps {
  /** The group to rename, or null to add one. */
  group: Group | null;
  busy: boolean;
  error: string | null;
  onSave(name: string): void;
  onClose(): void;
}

/** Add or rename a vehicle group. */
export function GroupDialog({ group, busy, error, onSave, onClose }: GroupDialogProps) {
  const [name, setName] = useState(group?.name ?? '');
  return (
    <FormDialog
      title={group ? 'Edit Vehicle Group' : 'Add Vehicle Group'}
      submitLabel={group ? 'Save' : 'Add Group'}
      busy={busy}
      error={error}
      onSubmit={() => onSave(name.trim())}
      onClose={onClose}
    >
      <FormField
        label="Group name"
        name="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
      />
    </FormDialog>
  );
}
