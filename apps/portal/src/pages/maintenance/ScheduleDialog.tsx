import { useTexts } from '@fleetkit/react-widgets';
import { isDateMaintenance, type Maintenance } from '@fleetkit/sdk-core';
import { MAINTENANCE_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useState } from 'react';
import { FormField } from '../../auth/FormField';
import { FormDialog } from '../../ui/FormDialog';
import {
  formUnit,
  fromDateField,
  fromFormValue,
  MAINTENANCE_TYPES,
  maintenanceTypeLabel,
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
  const texts = useTexts(MAINTENANCE_PAGE_TEXTS);
  const [type, setType] = useState<string>(schedule?.type ?? MAINTENANCE_TYPES[0]);
  const unit = formUnit(type, texts);
  const byDate = isDateMaintenance(type);
  const sameKind = schedule !== null && isDateMaintenance(schedule.type) === byDate;
  return (
    <FormDialog
      title={schedule ? texts.schedule.editTitle : texts.schedule.addTitle}
      submitLabel={schedule ? texts.schedule.save : texts.schedule.addSchedule}
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
        label={texts.schedule.serviceName}
        name="name"
        defaultValue={schedule?.name}
        placeholder={texts.schedule.serviceNamePlaceholder}
        required
      />
      <div className="fleet-portal-field">
        <label htmlFor="fleet-portal-schedule-type">{texts.schedule.follows}</label>
        <select
          id="fleet-portal-schedule-type"
          value={type}
          onChange={(event) => setType(event.target.value)}
        >
          {MAINTENANCE_TYPES.map((option) => (
            <option key={option} value={option}>
              {maintenanceTypeLabel(option, texts)}
            </option>
          ))}
        </select>
      </div>
      {byDate ? (
        <FormField
          key="start-date"
          label={texts.schedule.firstDueOn}
          name="start"
          type="date"
          defaultValue={toDateField(sameKind && schedule ? schedule.start : Date.now())}
          required
        />
      ) : (
        <FormField
          key="start-reading"
          label={texts.schedule.firstDueAt(unit)}
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
        label={texts.schedule.thenEvery(unit)}
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
