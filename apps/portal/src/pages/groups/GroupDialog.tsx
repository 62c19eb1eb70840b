import type { Group } from '@fleetkit/sdk-core';
import { useState } from 'react';
import { FormError } from '../../auth/FormError';
import { FormField } from '../../auth/FormField';
import { Dialog } from '../../ui/Dialog';

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
    <Dialog open title={group ? 'Edit Vehicle Group' : 'Add Vehicle Group'} onClose={onClose}>
      <form
        className="fleet-portal-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(name.trim());
        }}
      >
        <FormField
          label="Group name"
          name="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
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
            {group ? 'Save' : 'Add Group'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
