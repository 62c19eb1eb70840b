import type { Maintenance } from '@fleetkit/sdk-core';
import { useState } from 'react';
import { FormError } from '../../auth/FormError';
import { FormField } from '../../auth/FormField';
import { Dialog } from '../../ui/Dialog';
import { fromFormValue, MAINTENANCE_TYPES, toFormValue } from './maintenanceUnits';

/** What the schedule form sends, in the server's units. */
export interface ScheduleValues {
  name: string;
  type: string;
  start: number;
  period: number;
}

export interface ScheduleDialogProps {
  schedule: Maintenance | null;
  busy: boolean;
  error: string | null;
  onSave(values: ScheduleValues): void;
  onClose(): void;
}

/** Add or edit a service schedule: due first at `start`, then every `period` (km or engine hours). */
export function ScheduleDialog({ schedule, busy, error, onSave, onClose }: ScheduleDialogProps) {
  const [type, setType] = useState(schedule?.type ?? MAINTENANCE_TYPES[0].value);
  const unit = type === 'hours' ? 'h' : 'km';
  return (
    <Dialog open title={schedule ? 'Edit Service Schedule' : 'Add Service Schedule'} onClose={onClose}>
      <form
        className="fleet-portal-form"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          onSave({
            name: String(form.get('name')).trim(),
            type,
            start: fromFormValue(type, Number(form.get('start'))),
            period: fromFormValue(type, Number(form.get('period'))),
          });
        }}
      >
        <FormField
          label="Service name"
          name="name"
          defaultValue={schedule?.name}
          placeholder="Oil change"
          required
        />
        <div className="fleet-portal-field">
          <label htmlFor="fleet-portal-schedule-type">Follows</label>
          <select
            id="fleet-portal-schedule-type"
            value={type}
            onChange={(event) => setType(event.target.value)}
          >
            {MAINTENANCE_TYPES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <FormField
          label={`First due at (${unit})`}
          name="start"
          type="number"
          min={0}
          step="any"
          defaultValue={schedule ? toFormValue(schedule.type, schedule.start) : 0}
          required
        />
        <FormField
          label={`Then every (${unit})`}
          name="period"
          type="number"
          min={0}
          step="any"
          defaultValue={schedule ? toFormValue(schedule.type, schedule.period) : undefined}
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
            {schedule ? 'Save' : 'Add Schedule'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
