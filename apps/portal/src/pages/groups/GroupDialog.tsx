import { useTexts } from '@fleetkit/react-widgets';
import type { Group } from '@fleetkit/sdk-core';
import { GROUP_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
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
  const texts = useTexts(GROUP_PAGE_TEXTS);
  const [name, setName] = useState(group?.name ?? '');
  return (
    <FormDialog
      title={group ? texts.editTitle : texts.addTitle}
      submitLabel={group ? texts.save : texts.addGroup}
      busy={busy}
      error={error}
      onSubmit={() => onSave(name.trim())}
      onClose={onClose}
    >
      <FormField
        label={texts.groupName}
        name="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
      />
    </FormDialog>
  );
}
