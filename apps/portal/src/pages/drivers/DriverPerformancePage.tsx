import { useTexts } from '@fleetkit/react-widgets';
import { formatDistance, formatDuration, MESSAGES, presetRange } from '@fleetkit/sdk-core';
import { DRIVER_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fleetClient } from '../../fleetClient';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { ReportFilters } from '../report/ReportFilters';
import { useFormatNumber } from '../shared/useFormatNumber';

/** The browser's time zone, so night driving is counted in the user's nights. */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /dashboard/driver/driver-performance: each driver's safety score over a period, with its causes. */
export function DriverPerformancePage() {
  const texts = useTexts(DRIVER_PAGE_TEXTS).performance;
  const messages = useTexts(MESSAGES);
  const number = useFormatNumber();
  const [range, setRange] = useState(() => presetRange('last7Days'));
  const scores = useQuery({
    queryKey: ['driver-performance', range],
    queryFn: () =>
      fleetClient.driverPerformance.list({ from: range.from, to: range.to, timeZone: TIME_ZONE }),
  });
  return (
    <>
      <PageHeader title={texts.title} description={texts.description} />
      <ReportFilters
        vehicles={[]}
        withVehicle={false}
        submitLabel={texts.showScores}
        busy={scores.isFetching}
        onSubmit={({ from, to }) => setRange({ from, to })}
      />
      <section aria-label={texts.scores} aria-busy={scores.isFetching}>
        <QueryBoundary query={scores}>
          {() => (
            <DataTable
              caption={texts.scores}
              rows={scores.data ?? []}
              rowKey={(row) => row.driverId}
              empty={<EmptyState title={messages.noResults} hint={texts.emptyHint} />}
              columns={[
                { header: texts.driver, cell: (row) => row.name },
                {
                  header: texts.score,
                  align: 'end',
                  cell: (row) => (row.score === null ? '—' : number(Math.round(row.score))),
                },
                { header: texts.distance, align: 'end', cell: (row) => formatDistance(row.distance) },
                { header: texts.driving, align: 'end', cell: (row) => formatDuration(row.drivingTime) },
                { header: texts.overspeed, align: 'end', cell: (row) => formatDuration(row.overspeedTime) },
                { header: texts.idling, align: 'end', cell: (row) => formatDuration(row.idlingTime) },
                { header: texts.night, align: 'end', cell: (row) => formatDuration(row.nightDrivingTime) },
                {
                  header: texts.harshEvents,
                  align: 'end',
                  cell: (row) => number(row.harshAcceleration + row.harshBraking + row.harshCornering),
                },
              ]}
            />
          )}
        </QueryBoundary>
      </section>
    </>
  );
}
