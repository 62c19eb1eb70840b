import { DISPLAY_STATUS_LABEL, formatDuration, MESSAGES, presetRange } from '@fleetkit/sdk-core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fleetClient } from '../../fleetClient';
import { vehiclesQuery } from '../../queries';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { ReportFilters, type ReportFilterValues } from '../report/ReportFilters';

/** /dashboard/vehicle/vehicle-states: how long each vehicle was moving, idling, stopped and offline. */
export function VehicleStatesPage() {
  const vehicles = useQuery(vehiclesQuery);
  const [filters, setFilters] = useState<ReportFilterValues>(() => ({
    ...presetRange('today'),
    deviceIds: [],
    types: [],
  }));
  const states = useQuery({
    queryKey: ['vehicle-states', filters],
    queryFn: () =>
      fleetClient.vehicleStates.list({ from: filters.from, to: filters.to, deviceIds: filters.deviceIds }),
  });
  return (
    <>
      <PageHeader title="Vehicle States" description="Time spent in each state over a period." />
      <ReportFilters
        vehicles={vehicles.data ?? []}
        submitLabel="Show states"
        busy={states.isFetching}
        onSubmit={setFilters}
      />
      <section aria-label="Vehicle states" aria-busy={states.isFetching}>
        <QueryBoundary query={states}>
          {() => (
            <DataTable
              caption="Vehicle states"
              rows={states.data ?? []}
              rowKey={(row) => row.deviceId}
              empty={<EmptyState title={MESSAGES.noResults} />}
              columns={[
                { header: 'Vehicle', cell: (row) => row.name },
                {
                  header: DISPLAY_STATUS_LABEL.moving,
                  align: 'end',
                  cell: (row) => formatDuration(row.moving),
                },
                {
                  header: DISPLAY_STATUS_LABEL.idling,
                  align: 'end',
                  cell: (row) => formatDuration(row.idling),
                },
                {
                  header: DISPLAY_STATUS_LABEL.stopped,
                  align: 'end',
                  cell: (row) => formatDuration(row.stopped),
                },
                {
                  header: DISPLAY_STATUS_LABEL.offline,
                  align: 'end',
                  cell: (row) => formatDuration(row.offline),
                },
                {
                  header: DISPLAY_STATUS_LABEL.unknown,
                  align: 'end',
                  cell: (row) => formatDuration(row.unknown),
                },
              ]}
            />
          )}
        </QueryBoundary>
      </section>
    </>
  );
}
