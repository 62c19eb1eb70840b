import { formatDistance, formatDuration, MESSAGES, presetRange } from '@fleetkit/sdk-core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fleetClient } from '../../fleetClient';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { ReportFilters } from '../report/ReportFilters';

/** The browser's time zone, so night driving is counted in the user's nights. */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /dashboard/driver/driver-performance: each driver's safety score over a period, with its causes. */
export function DriverPerformancePage() {
  const [range, setRange] = useState(() => presetRange('last7Days'));
  const scores = useQuery({
    queryKey: ['driver-performance', range],
    queryFn: () =>
      fleetClient.driverPerformance.list({ from: range.from, to: range.to, timeZone: TIME_ZONE }),
  });
  return (
    <>
      <PageHeader
        title="Driver Performance"
        description="A score out of 100 per driver: overspeed, harsh driving, idling and night driving take points off."
      />
      <ReportFilters
        vehicles={[]}
        withVehicle={false}
        submitLabel="Show scores"
        busy={scores.isFetching}
        onSubmit={({ from, to }) => setRange({ from, to })}
      />
      <section aria-label="Driver scores" aria-busy={scores.isFetching}>
        <QueryBoundary query={scores}>
          {() => (
            <DataTable
              caption="Driver scores"
              rows={scores.data ?? []}
              rowKey={(row) => row.driverId}
              empty={
                <EmptyState title={MESSAGES.noResults} hint="Add drivers and assign them to vehicles." />
              }
              columns={[
                { header: 'Driver', cell: (row) => row.name },
                {
                  header: 'Score',
                  align: 'end',
                  cell: (row) => (row.score === null ? '—' : Math.round(row.score)),
                },
                { header: 'Distance', align: 'end', cell: (row) => formatDistance(row.distance) },
                { header: 'Driving', align: 'end', cell: (row) => formatDuration(row.drivingTime) },
                { header: 'Overspeed', align: 'end', cell: (row) => formatDuration(row.overspeedTime) },
                { header: 'Idling', align: 'end', cell: (row) => formatDuration(row.idlingTime) },
                { header: 'Night', align: 'end', cell: (row) => formatDuration(row.nightDrivingTime) },
                {
                  header: 'Harsh events',
                  align: 'end',
                  cell: (row) => row.harshAcceleration + row.harshBraking + row.harshCornering,
                },
              ]}
            />
          )}
        </QueryBoundary>
      </section>
    </>
  );
}
