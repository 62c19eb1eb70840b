import { MESSAGES, presetRange } from '@fleetkit/sdk-core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { eventsReportQuery, vehiclesQuery } from '../../queries';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { useEventNames } from '../../ui/eventNames';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { ReportFilters, type ReportFilterValues } from '../report/ReportFilters';
import { eventColumns } from '../report/reportColumns';

/** /dashboard/alert: the events of a period, newest first, filtered by vehicle and type. */
export function AlertPage() {
  const vehicles = useQuery(vehiclesQuery);
  const [filters, setFilters] = useState<ReportFilterValues>(() => ({
    ...presetRange('today'),
    deviceIds: [],
    types: [],
  }));
  const events = useQuery(eventsReportQuery(filters));
  const eventNames = useEventNames();
  const names = new Map((vehicles.data ?? []).map((vehicle) => [vehicle.id, vehicle.name]));
  const rows = [...(events.data ?? [])].reverse();
  return (
    <>
      <PageHeader
        title="Alerts"
        description="Ignition, geofence, overspeed, alarm and other events of your vehicles."
      />
      <ReportFilters
        vehicles={vehicles.data ?? []}
        withTypes
        submitLabel="Show alerts"
        busy={events.isFetching}
        onSubmit={setFilters}
      />
      <section aria-label="Alerts" aria-busy={events.isFetching}>
        <QueryBoundary query={events}>
          {() => (
            <DataTable
              caption="Alerts"
              columns={eventColumns(names, eventNames)}
              rows={rows}
              rowKey={(event) => event.id}
              empty={<EmptyState title={MESSAGES.noResults} hint="No alerts in this period." />}
            />
          )}
        </QueryBoundary>
      </section>
    </>
  );
}
