import { DocumentImages, useDocumentImages, useTexts } from '@fleetkit/react-widgets';
import {
  type DocumentInput,
  type FleetDevice,
  type Maintenance,
  type Position,
  SERVICE_RECORD_FIELDS,
  type ServiceRecord,
} from '@fleetkit/sdk-core';
import { MAINTENANCE_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { FormField } from '../../auth/FormField';
import { fleetClient } from '../../fleetClient';
import { errorMessage } from '../../ui/errorMessage';
import { FormDialog } from '../../ui/FormDialog';
import { notify } from '../../ui/notify';
import { documentFiles } from '../documents/documentFiles';
import { toDateField } from './maintenanceUnits';
import './maintenance.css';

const HOUR_MS = 3_600_000;

/** A service kind as a slug ('Oil change' → 'oil-change'), the record's `documentType`. */
function serviceSlug(name: string): string {
  return (
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'service'
  );
}

/** A reading with at most one decimal, as the form shows it. */
const rounded = (value: number) => String(Math.round(value * 10) / 10);

export interface ServiceRecordDialogProps {
  /** The record to edit, or null to record a new service. */
  record: ServiceRecord | null;
  /** For a new record: the vehicle and schedule it is recorded for, when known. */
  initial?: { vehicleId?: number; maintenanceId?: number };
  vehicles: readonly FleetDevice[];
  schedules: readonly Maintenance[];
  /** Latest positions by vehicle id: a new record starts from the vehicle's odometer and engine hours. */
  positions: ReadonlyMap<number, Position>;
  /** After a save, e.g. to re-read the records. */
  onSaved(): unknown;
  onClose(): void;
}

/**
 * Record a service (or edit a record): the vehicle, the schedule it was done for, the date, odometer,
 * engine hours, cost, notes and up to 4 images (as documents). Fields as docs/decisions/maintenance-due.md.
 */
export function ServiceRecordDialog({
  record,
  initial,
  vehicles,
  schedules,
  positions,
  onSaved,
  onClose,
}: ServiceRecordDialogProps) {
  const ids = useId();
  const texts = useTexts(MAINTENANCE_PAGE_TEXTS).record;
  const [vehicleId, setVehicleId] = useState<string>(
    record?.entityId != null ? String(record.entityId) : initial?.vehicleId ? String(initial.vehicleId) : '',
  );
  const [scheduleId, setScheduleId] = useState<string>(
    record
      ? (record[SERVICE_RECORD_FIELDS.maintenanceId] ?? '')
      : initial?.maintenanceId
        ? String(initial.maintenanceId)
        : '',
  );
  const images = useDocumentImages(documentFiles);
  const { reset } = images;
  const fileIdsKey = record?.fileIds.join(',') ?? '';
  useEffect(() => {
    reset(fileIdsKey ? fileIdsKey.split(',') : []);
  }, [reset, fileIdsKey]);

  const save = useMutation({
    mutationFn: (input: DocumentInput) =>
      record
        ? fleetClient.serviceHistory.update(record.$id, input)
        : fleetClient.serviceHistory.create(input),
    onSuccess: async () => {
      void notify.success(record ? texts.recordUpdated : texts.serviceRecorded);
      await onSaved();
      onClose();
    },
  });

  // A new record starts from the vehicle's current readings; an edited one from its own.
  const attributes = positions.get(Number(vehicleId))?.attributes ?? {};
  const currentKm =
    typeof attributes.totalDistance === 'number' ? rounded(attributes.totalDistance / 1000) : '';
  const currentHours = typeof attributes.hours === 'number' ? rounded(attributes.hours / HOUR_MS) : '';
  const schedule = schedules.find((s) => String(s.id) === scheduleId);
  const text = (values: FormData, name: string) => {
    const value = String(values.get(name) ?? '').trim();
    return value === '' ? null : value;
  };

  return (
    <FormDialog
      title={record ? texts.editTitle : texts.recordService}
      submitLabel={texts.saveService}
      busy={save.isPending || images.uploading}
      error={save.isError ? errorMessage(save.error, texts.saveFailed) : null}
      onSubmit={(form) => {
        const values = new FormData(form);
        save.mutate({
          documentOf: 'vehicle',
          entityId: Number(vehicleId),
          documentType: schedule ? serviceSlug(schedule.name) : (record?.documentType ?? 'service'),
          fileIds: images.fileIds,
          [SERVICE_RECORD_FIELDS.maintenanceId]: scheduleId || null,
          [SERVICE_RECORD_FIELDS.date]: text(values, 'date'),
          [SERVICE_RECORD_FIELDS.odometerKm]: text(values, 'odometer'),
          [SERVICE_RECORD_FIELDS.engineHours]: text(values, 'hours'),
          [SERVICE_RECORD_FIELDS.cost]: text(values, 'cost'),
          [SERVICE_RECORD_FIELDS.notes]: text(values, 'notes'),
        });
      }}
      onClose={onClose}
    >
      <div className="fleet-portal-field">
        <label htmlFor={`${ids}-vehicle`}>{texts.vehicle}</label>
        <select
          id={`${ids}-vehicle`}
          value={vehicleId}
          required
          onChange={(event) => setVehicleId(event.target.value)}
        >
          <option value="">{texts.chooseVehicle}</option>
          {vehicles.map((vehicle) => (
            <option key={vehicle.id} value={vehicle.id}>
              {vehicle.name}
            </option>
          ))}
        </select>
      </div>
      <div className="fleet-portal-field">
        <label htmlFor={`${ids}-schedule`}>{texts.schedule}</label>
        <select
          id={`${ids}-schedule`}
          value={scheduleId}
          onChange={(event) => setScheduleId(event.target.value)}
        >
          <option value="">{texts.none}</option>
          {schedules.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <FormField
        label={texts.date}
        name="date"
        type="date"
        defaultValue={record ? (record[SERVICE_RECORD_FIELDS.date] ?? '') : toDateField(Date.now())}
        required
      />
      <FormField
        key={`odometer-${vehicleId}`}
        label={texts.odometer}
        name="odometer"
        type="number"
        min={0}
        step="any"
        defaultValue={record ? (record[SERVICE_RECORD_FIELDS.odometerKm] ?? '') : currentKm}
      />
      <FormField
        key={`hours-${vehicleId}`}
        label={texts.engineHours}
        name="hours"
        type="number"
        min={0}
        step="any"
        defaultValue={record ? (record[SERVICE_RECORD_FIELDS.engineHours] ?? '') : currentHours}
      />
      <FormField
        label={texts.cost}
        name="cost"
        inputMode="decimal"
        defaultValue={record?.[SERVICE_RECORD_FIELDS.cost] ?? ''}
      />
      <div className="fleet-portal-field">
        <label htmlFor={`${ids}-notes`}>{texts.notes}</label>
        <textarea
          id={`${ids}-notes`}
          name="notes"
          rows={3}
          maxLength={1000}
          defaultValue={record?.[SERVICE_RECORD_FIELDS.notes] ?? ''}
        />
      </div>
      <div className="fleet-portal-service-images">
        <DocumentImages
          fileStore={documentFiles}
          images={images.images}
          message={images.message}
          onAdd={(files) => void images.add(files)}
          onRemove={(image) => void images.remove(image)}
        />
      </div>
    </FormDialog>
  );
}
