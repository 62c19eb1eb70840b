import { useTexts } from '@fleetkit/react-widgets';
import { MESSAGES, type Position, SERVICE_RECORD_FIELDS, type ServiceRecord } from '@fleetkit/sdk-core';
import { MAINTENANCE_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fleetClient } from '../../fleetClient';
import { maintenanceQuery, serviceHistoryQuery, vehiclesQuery } from '../../queries';
import { useSignedInSession } from '../../session/SessionContext';
import { CrudPage } from '../../ui/CrudPage';
import { EmptyState } from '../../ui/EmptyState';
import { useDates } from '../../ui/useDates';
import { dayText } from '../shared/dayText';
import { useFormatNumber } from '../shared/useFormatNumber';
import { ServiceRecordDialog } from './ServiceRecordDialog';

/** A service kind slug (`oil-change`) as words ('Oil change'). */
function serviceLabel(type: string): string {
  const words = type.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * /dashboard/maintenance/service-history: the services done on every vehicle, newest first; a service
 * is recorded (with up to 4 images), edited and deleted here or recorded from the Service Schedule.
 */
export function ServiceHistoryPage() {
  const { flags } = useSignedInSession();
  const queryClient = useQueryClient();
  const texts = useTexts(MAINTENANCE_PAGE_TEXTS).history;
  const messages = useTexts(MESSAGES);
  const dates = useDates();
  const number = useFormatNumber();
  const records = useQuery(serviceHistoryQuery);
  const vehicles = useQuery(vehiclesQuery);
  const schedules = useQuery({ ...maintenanceQuery, enabled: !flags.disableMaintenance });
  const positions = new Map<number, Position>(
    (vehicles.data ?? []).flatMap((vehicle) => (vehicle.position ? [[vehicle.id, vehicle.position]] : [])),
  );
  const names = new Map((vehicles.data ?? []).map((vehicle) => [vehicle.id, vehicle.name]));
  const scheduleNames = new Map(
    (schedules.data ?? []).map((schedule) => [String(schedule.id), schedule.name]),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: serviceHistoryQuery.queryKey });

  const vehicleName = (record: ServiceRecord) =>
    record.entityId ? (names.get(record.entityId) ?? `#${record.entityId}`) : '';
  const serviceName = (record: ServiceRecord) =>
    scheduleNames.get(record[SERVICE_RECORD_FIELDS.maintenanceId] ?? '') ?? serviceLabel(record.documentType);
  const rowName = (record: ServiceRecord) =>
    [
      serviceName(record),
      vehicleName(record) && texts.ofVehicle(vehicleName(record)),
      record.issuedDate && texts.onDate(dayText(record.issuedDate, dates.date)),
    ]
      .filter(Boolean)
      .join(' ');

  return (
    <CrudPage<ServiceRecord>
      title={texts.title}
      description={texts.description}
      addLabel={texts.addRecord}
      caption={texts.caption}
      query={{ ...records, data: records.data ? [...records.data].reverse() : undefined }}
      rowKey={(record) => record.$id}
      rowName={rowName}
      empty={<EmptyState title={messages.noDocumentsFound} hint={texts.emptyHint} />}
      columns={[
        { header: texts.vehicle, cell: vehicleName },
        { header: texts.service, cell: serviceName },
        { header: texts.date, cell: (record) => dayText(record.issuedDate, dates.date) },
        { header: texts.workshop, cell: (record) => record.issuedBy ?? '' },
        {
          header: texts.odometer,
          cell: (record) => (record.identificationNo ? `${record.identificationNo} km` : ''),
        },
        { header: texts.cost, cell: (record) => record.amount ?? '' },
        { header: texts.nextDue, cell: (record) => dayText(record.renewalDate, dates.date) },
        { header: texts.notes, cell: (record) => record.notes ?? record.description ?? '' },
        { header: texts.images, align: 'end', cell: (record) => number(record.fileIds.length) },
      ]}
      renderEditor={(record, close) => (
        <ServiceRecordDialog
          record={record}
          vehicles={vehicles.data ?? []}
          schedules={schedules.data ?? []}
          positions={positions}
          onSaved={refresh}
          onClose={close}
        />
      )}
      remove={{
        title: texts.deleteTitle,
        message: (record) => texts.deleteMessage(rowName(record)),
        run: (record) => fleetClient.serviceHistory.remove(record.$id),
        done: texts.recordDeleted,
        failed: texts.deleteFailed,
      }}
      onRemoved={refresh}
      canChangeRow={(record) => record.editable !== false}
    />
  );
}
