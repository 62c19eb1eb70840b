import { MESSAGES, type Position, SERVICE_RECORD_FIELDS, type ServiceRecord } from '@fleetkit/sdk-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fleetClient } from '../../fleetClient';
import { maintenanceQuery, serviceHistoryQuery, vehiclesQuery } from '../../queries';
import { useSignedInSession } from '../../session/SessionContext';
import { CrudPage } from '../../ui/CrudPage';
import { EmptyState } from '../../ui/EmptyState';
import { formatDate } from '../../ui/formatDateTime';
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
      vehicleName(record) && `of ${vehicleName(record)}`,
      record.issuedDate && `on ${record.issuedDate}`,
    ]
      .filter(Boolean)
      .join(' ');

  return (
    <CrudPage<ServiceRecord>
      title="Service History"
      description="Services recorded for your vehicles, newest first."
      addLabel="Add Service Record"
      caption="Service history"
      query={{ ...records, data: records.data ? [...records.data].reverse() : undefined }}
      rowKey={(record) => record.$id}
      rowName={rowName}
      empty={<EmptyState title={MESSAGES.noDocumentsFound} hint="Recorded services appear here." />}
      columns={[
        { header: 'Vehicle', cell: vehicleName },
        { header: 'Service', cell: serviceName },
        { header: 'Date', cell: (record) => formatDate(record.issuedDate) },
        { header: 'Workshop', cell: (record) => record.issuedBy ?? '' },
        {
          header: 'Odometer',
          cell: (record) => (record.identificationNo ? `${record.identificationNo} km` : ''),
        },
        { header: 'Cost', cell: (record) => record.amount ?? '' },
        { header: 'Next due', cell: (record) => formatDate(record.renewalDate) },
        { header: 'Notes', cell: (record) => record.notes ?? record.description ?? '' },
        { header: 'Images', align: 'end', cell: (record) => record.fileIds.length },
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
        title: 'Delete Service Record',
        message: (record) => `Delete the record of ${rowName(record)}?`,
        run: (record) => fleetClient.serviceHistory.remove(record.$id),
        done: 'Service record deleted',
        failed: 'Failed to delete service record',
      }}
      onRemoved={refresh}
      canChangeRow={(record) => record.editable !== false}
    />
  );
}
