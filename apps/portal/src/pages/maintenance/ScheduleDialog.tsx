import { isDateMaintenance, type Maintenance } from '@fleetkit/sdk-core';
import { useState } from 'react';
import { FormField } from '../../auth/FormField';
import { FormDialog } from '../../ui/FormDialog';
import {
  formUnit,
  fromDateField,
  fromFormValue,
  MAINTENANCE_TYPES,
  toDateField,
  toFormValue,
} from './maintenanceUnits';

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

/**
 * Add or edit a service schedule: due first at `start`, then every `period` (km, engine hours, or
 * days from a date).
 */
export function ScheduleDialog({ schedule, busy, error, onSave, onClose }: ScheduleDialogProps) {
  const [type, setType] = useState(schedule?.type ?? MAINTENANCE_TYPES[0].value);
  const unit = formUnit(type);
  const byDate = isDateMaintenance(type);
  const sameKind = schedule !== null && isDateMaintenance(schedule.type) === byDate;
  return (
    <FormDialog
      title={schedule ? 'Edit Service Schedule' : 'Add Service Schedule'}
      submitLabel={schedule ? 'Save' : 'Add Schedule'}
      busy={busy}
      error={error}
      onSubmit={(form) => {
        const values = new FormData(form);
        onSave({
          name: String(values.get('name')).trim(),
          type,
          start: byDate
            ? fromDateField(String(values.get('start')))
            : fromFormValue(type, Number(values.get('start'))),
          period: fromFormValue(type, Number(values.get('period'))),
        });
      }}
      onClose={onClose}
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
      {byDate ? (
        <FormField
          key="start-date"
          label="First due on"
          name="start"
          type="date"
          defaultValue={toDateField(sameKind && schedule ? schedule.start : Date.now())}
          required
        />
      ) : (
        <FormField
          key="start-reading"
          label={`First due at (${unit})`}
          name="start"
          type="number"
          min={0}
          step="any"
          defaultValue={sameKind && schedule ? toFormValue(schedule.type, schedule.start) : 0}
          required
        />
      )}
      <FormField
        key={`period-${unit}`}
        label={`Then every (${unit})`}
        name="period"
        type="number"
        min={0}
        step="any"
        defaultValue={sameKind && schedule ? toFormValue(schedule.type, schedule.period) : undefined}
        required
      />
    </FormDialog>
  );
}
