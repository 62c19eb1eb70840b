import { MESSAGES } from '@fleetkit/sdk-core';
import { useQuery } from '@tanstack/react-query';
import { serviceHistoryQuery, vehiclesQuery } from '../../queries';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { formatDate } from '../../ui/formatDateTime';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';

/** A service kind slug (`oil-change`) as words ('Oil change'). */
function serviceLabel(type: string): string {
  const words = type.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** /dashboard/maintenance/service-history: the services done on every vehicle, newest first. */
export function ServiceHistoryPage() {
  const records = useQuery(serviceHistoryQuery);
  const vehicles = useQuery(vehiclesQuery);
  const names = new Map((vehicles.data ?? []).map((vehicle) => [vehicle.id, vehicle.name]));
  const rows = [...(records.data ?? [])].reverse();
  return (
    <>
      <PageHeader title="Service History" description="Services recorded for your vehicles, newest first." />
      <QueryBoundary query={records}>
        {() => (
          <DataTable
            caption="Service history"
            rows={rows}
            rowKey={(record) => record.$id}
            empty={<EmptyState title={MESSAGES.noDocumentsFound} hint="Recorded services appear here." />}
            columns={[
              {
                header: 'Vehicle',
                cell: (record) =>
                  record.entityId ? (names.get(record.entityId) ?? `#${record.entityId}`) : '',
              },
              { header: 'Service', cell: (record) => serviceLabel(record.documentType) },
              { header: 'Date', cell: (record) => formatDate(record.issuedDate) },
              { header: 'Workshop', cell: (record) => record.issuedBy ?? '' },
              {
                header: 'Odometer',
                cell: (record) => (record.identificationNo ? `${record.identificationNo} km` : ''),
              },
              { header: 'Amount', cell: (record) => record.amount ?? '' },
              { header: 'Next due', cell: (record) => formatDate(record.renewalDate) },
              { header: 'Notes', cell: (record) => record.notes ?? record.description ?? '' },
            ]}
          />
        )}
      </QueryBoundary>
    </>
  );
}
