import { useFormats, useTexts } from '@fleetkit/react-widgets';
import { DISPLAY_STATUS_LABEL, MESSAGES, presetRange } from '@fleetkit/sdk-core';
import { HOME_TEXTS, MENU_TEXTS, VEHICLE_SCREEN_TEXTS } from '@fleetkit/sdk-core/labels/portal';
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
  const texts = useTexts(VEHICLE_SCREEN_TEXTS);
  const menu = useTexts(MENU_TEXTS);
  const messages = useTexts(MESSAGES);
  const status = useTexts(HOME_TEXTS).status;
  const { duration } = useFormats();
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
      <PageHeader title={menu.vehicleStates} description={texts.vehicleStatesDescription} />
      <ReportFilters
        vehicles={vehicles.data ?? []}
        submitLabel={texts.showStates}
        busy={states.isFetching}
        onSubmit={setFilters}
      />
      <section aria-label={texts.vehicleStates} aria-busy={states.isFetching}>
        <QueryBoundary query={states}>
          {() => (
            <DataTable
              caption={texts.vehicleStates}
              rows={states.data ?? []}
              rowKey={(row) => row.deviceId}
              empty={<EmptyState title={messages.noResults} />}
              columns={[
                { header: texts.vehicle, cell: (row) => row.name },
                {
                  header: status.moving,
                  align: 'end',
                  cell: (row) => duration(row.moving),
                },
                {
                  header: status.idling,
                  align: 'end',
                  cell: (row) => duration(row.idling),
                },
                {
                  header: status.stopped,
                  align: 'end',
                  cell: (row) => duration(row.stopped),
                },
                {
                  header: status.offline,
                  align: 'end',
                  cell: (row) => duration(row.offline),
                },
                {
                  header: DISPLAY_STATUS_LABEL.unknown,
                  align: 'end',
                  cell: (row) => duration(row.unknown),
                },
              ]}
            />
          )}
        </QueryBoundary>
      </section>
    </>
  );
}
