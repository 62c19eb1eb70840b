import { useTexts } from '@fleetkit/react-widgets';
import { MESSAGES, presetRange } from '@fleetkit/sdk-core';
import { ALERT_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { eventsReportQuery, vehiclesQuery } from '../../queries';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { useEventNames } from '../../ui/eventNames';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { ReportFilters, type ReportFilterValues } from '../report/ReportFilters';
import { eventColumns, useReportColumnTexts } from '../report/reportColumns';

/** /dashboard/alert: the events of a period, newest first, filtered by vehicle and type. */
export function AlertPage() {
  const texts = useTexts(ALERT_PAGE_TEXTS);
  const messages = useTexts(MESSAGES);
  const columns = useReportColumnTexts();
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
      <PageHeader title={texts.title} description={texts.description} />
      <ReportFilters
        vehicles={vehicles.data ?? []}
        withTypes
        submitLabel={texts.showAlerts}
        busy={events.isFetching}
        onSubmit={setFilters}
      />
      <section aria-label={texts.title} aria-busy={events.isFetching}>
        <QueryBoundary query={events}>
          {() => (
            <DataTable
              caption={texts.title}
              columns={eventColumns(columns, names, eventNames)}
              rows={rows}
              rowKey={(event) => event.id}
              empty={<EmptyState title={messages.noResults} hint={texts.noAlertsHint} />}
            />
          )}
        </QueryBoundary>
      </section>
    </>
  );
}
