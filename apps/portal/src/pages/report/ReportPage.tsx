import {
  type FleetEvent,
  MESSAGES,
  type Position,
  type ReportKind,
  type ReportStop,
  type ReportSummary,
  type ReportTrip,
} from '@fleetkit/sdk-core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { fleetClient } from '../../fleetClient';
import { vehiclesQuery } from '../../queries';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { errorMessage } from '../../ui/errorMessage';
import { useEventNames } from '../../ui/eventNames';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { downloadBlob } from './downloadBlob';
import { ReportFilters, type ReportFilterValues } from './ReportFilters';
import {
  eventColumns,
  routeColumns,
  stopColumns,
  summaryColumns,
  tripColumns,
  type VehicleNames,
} from './reportColumns';
import './report.css';

const KINDS: readonly { kind: ReportKind; label: string }[] = [
  { kind: 'events', label: 'Events' },
  { kind: 'trips', label: 'Trips' },
  { kind: 'stops', label: 'Stops' },
  { kind: 'summary', label: 'Summary' },
  { kind: 'route', label: 'Route' },
];

/** A route table lists at most this many positions; the export has them all. */
const ROUTE_ROWS_SHOWN = 500;

type Request = { kind: ReportKind; filters: ReportFilterValues; daily: boolean };

function reportQuery({ filters, daily }: Request) {
  return { from: filters.from, to: filters.to, deviceIds: filters.deviceIds, types: filters.types, daily };
}

/** A report's rows, tagged with their kind. */
type ReportResult =
  | { kind: 'events'; rows: FleetEvent[] }
  | { kind: 'trips'; rows: ReportTrip[] }
  | { kind: 'stops'; rows: ReportStop[] }
  | { kind: 'summary'; rows: ReportSummary[] }
  | { kind: 'route'; rows: Position[] };

async function runReport(request: Request): Promise<ReportResult> {
  const query = reportQuery(request);
  switch (request.kind) {
    case 'events':
      return { kind: 'events', rows: await fleetClient.reports.events(query) };
    case 'trips':
      return { kind: 'trips', rows: await fleetClient.reports.trips(query) };
    case 'stops':
      return { kind: 'stops', rows: await fleetClient.reports.stops(query) };
    case 'summary':
      return { kind: 'summary', rows: await fleetClient.reports.summary(query) };
    case 'route': {
      // SPEC §8: route reports announce themselves with loading, success and failure toasts.
      const id = await notify.loading(MESSAGES.routesFetching);
      try {
        const rows = await fleetClient.reports.route(query);
        void notify.success(MESSAGES.routesFetched, { id });
        return { kind: 'route', rows };
      } catch (error) {
        void notify.error(MESSAGES.routesFailed, { id });
        throw error;
      }
    }
  }
}

/** The table of a report's rows. */
function ReportTable({ result, names }: { result: ReportResult; names: VehicleNames }) {
  const eventNames = useEventNames(result.kind === 'events');
  const empty = <EmptyState title={MESSAGES.noResults} hint="Try another period or vehicle." />;
  const timedKey = (row: { deviceId: number; startTime?: string | null }) =>
    `${row.deviceId}-${row.startTime ?? ''}`;
  switch (result.kind) {
    case 'events':
      return (
        <DataTable
          caption="Events"
          columns={eventColumns(names, eventNames)}
          rows={result.rows}
          rowKey={(row) => row.id}
          empty={empty}
        />
      );
    case 'trips':
      return (
        <DataTable caption="Trips" columns={tripColumns} rows={result.rows} rowKey={timedKey} empty={empty} />
      );
    case 'stops':
      return (
        <DataTable caption="Stops" columns={stopColumns} rows={result.rows} rowKey={timedKey} empty={empty} />
      );
    case 'summary':
      return (
        <DataTable
          caption="Summary"
          columns={summaryColumns}
          rows={result.rows}
          rowKey={timedKey}
          empty={empty}
        />
      );
    case 'route':
      return (
        <>
          {result.rows.length > ROUTE_ROWS_SHOWN ? (
            <p className="fleet-portal-muted">
              Showing the first {ROUTE_ROWS_SHOWN} of {result.rows.length} positions; the export has them all.
            </p>
          ) : null}
          <DataTable
            caption="Route"
            columns={routeColumns(names)}
            rows={result.rows.slice(0, ROUTE_ROWS_SHOWN)}
            rowKey={(row) => row.id}
            empty={empty}
          />
        </>
      );
  }
}

/** /dashboard/report: events, trips, stops, summary and route reports as tables, exported as XLSX. */
export function ReportPage() {
  const id = useId();
  const vehicles = useQuery(vehiclesQuery);
  const [kind, setKind] = useState<ReportKind>('trips');
  const [daily, setDaily] = useState(false);
  const [request, setRequest] = useState<Request | null>(null);
  const [exporting, setExporting] = useState(false);
  const result = useQuery({
    queryKey: ['reports', 'page', request],
    queryFn: () => runReport(request as Request),
    enabled: request !== null,
  });
  const names = new Map((vehicles.data ?? []).map((vehicle) => [vehicle.id, vehicle.name]));

  const exportReport = async (format: 'xlsx' | 'csv') => {
    if (!request) return;
    setExporting(true);
    try {
      const query = reportQuery(request);
      // XLSX through the client; CSV is the same call with the Accept header the server answers CSV to.
      const blob =
        format === 'xlsx'
          ? await fleetClient.reports.xlsx(request.kind, query)
          : await fleetClient.http.blob(
              `api/reports/${request.kind}`,
              {
                from: query.from,
                to: query.to,
                deviceId: query.deviceIds,
                type: query.types,
                daily: query.daily || undefined,
              },
              'text/csv',
            );
      downloadBlob(blob, `${request.kind}-report.${format}`);
    } catch (error) {
      void notify.error('Failed to export the report', {
        description: errorMessage(error, MESSAGES.somethingWentWrong),
      });
    }
    setExporting(false);
  };

  return (
    <>
      <PageHeader title="Reports" description="Events, trips, stops, summaries and routes of your vehicles.">
        {(['xlsx', 'csv'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="fleet-portal-button fleet-portal-button--secondary"
            disabled={!request || exporting || !result.isSuccess}
            onClick={() => exportReport(format)}
          >
            <Icon name="download" size={18} /> Export {format.toUpperCase()}
          </button>
        ))}
      </PageHeader>
      <fieldset className="fleet-portal-segmented">
        <legend className="fleet-portal-visually-hidden">Report</legend>
        {KINDS.map((option) => (
          <label key={option.kind} className="fleet-portal-segmented__option">
            <input
              type="radio"
              name={`${id}-kind`}
              value={option.kind}
              checked={kind === option.kind}
              onChange={() => setKind(option.kind)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <ReportFilters
        vehicles={vehicles.data ?? []}
        withTypes={kind === 'events'}
        submitLabel="Show report"
        busy={result.isFetching}
        onSubmit={(filters) => setRequest({ kind, filters, daily: kind === 'summary' && daily })}
      >
        {kind === 'summary' ? (
          <label className="fleet-portal-checkbox">
            <input type="checkbox" checked={daily} onChange={(event) => setDaily(event.target.checked)} />
            One row per day
          </label>
        ) : null}
      </ReportFilters>
      {request ? (
        <section
          aria-label={`${KINDS.find((option) => option.kind === request.kind)?.label} report`}
          aria-busy={result.isFetching}
        >
          <QueryBoundary query={result}>
            {() => (result.data ? <ReportTable result={result.data} names={names} /> : null)}
          </QueryBoundary>
        </section>
      ) : (
        <EmptyState title="Choose a report" hint="Pick a period and a vehicle, then Show report." />
      )}
    </>
  );
}
