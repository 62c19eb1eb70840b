import { useTexts } from '@fleetkit/react-widgets';
import {
  type FleetEvent,
  MESSAGES,
  type Position,
  type ReportKind,
  type ReportStop,
  type ReportSummary,
  type ReportTrip,
} from '@fleetkit/sdk-core';
import type { TextGroup } from '@fleetkit/sdk-core/i18n';
import { REPORT_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
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
  useReportColumnTexts,
  type VehicleNames,
} from './reportColumns';
import './report.css';

/** The reports in the order the page offers them; their names are `REPORT_PAGE_TEXTS.kinds`. */
const KINDS: readonly ReportKind[] = ['events', 'trips', 'stops', 'summary', 'route'];

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

async function runReport(request: Request, messages: TextGroup<typeof MESSAGES>): Promise<ReportResult> {
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
      const id = await notify.loading(messages.routesFetching);
      try {
        const rows = await fleetClient.reports.route(query);
        void notify.success(messages.routesFetched, { id });
        return { kind: 'route', rows };
      } catch (error) {
        void notify.error(messages.routesFailed, { id });
        throw error;
      }
    }
  }
}

/** The table of a report's rows. */
function ReportTable({ result, names }: { result: ReportResult; names: VehicleNames }) {
  const eventNames = useEventNames(result.kind === 'events');
  const texts = useTexts(REPORT_PAGE_TEXTS);
  const messages = useTexts(MESSAGES);
  const columns = useReportColumnTexts();
  const empty = <EmptyState title={messages.noResults} hint={texts.noResultsHint} />;
  const timedKey = (row: { deviceId: number; startTime?: string | null }) =>
    `${row.deviceId}-${row.startTime ?? ''}`;
  switch (result.kind) {
    case 'events':
      return (
        <DataTable
          caption={texts.kinds.events}
          columns={eventColumns(columns, names, eventNames)}
          rows={result.rows}
          rowKey={(row) => row.id}
          empty={empty}
        />
      );
    case 'trips':
      return (
        <DataTable
          caption={texts.kinds.trips}
          columns={tripColumns(columns)}
          rows={result.rows}
          rowKey={timedKey}
          empty={empty}
        />
      );
    case 'stops':
      return (
        <DataTable
          caption={texts.kinds.stops}
          columns={stopColumns(columns)}
          rows={result.rows}
          rowKey={timedKey}
          empty={empty}
        />
      );
    case 'summary':
      return (
        <DataTable
          caption={texts.kinds.summary}
          columns={summaryColumns(columns)}
          rows={result.rows}
          rowKey={timedKey}
          empty={empty}
        />
      );
    case 'route':
      return (
        <>
          {result.rows.length > ROUTE_ROWS_SHOWN ? (
            <p className="fleet-portal-muted">{texts.routeRowsShown(ROUTE_ROWS_SHOWN, result.rows.length)}</p>
          ) : null}
          <DataTable
            caption={texts.kinds.route}
            columns={routeColumns(columns, names)}
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
  const texts = useTexts(REPORT_PAGE_TEXTS);
  const messages = useTexts(MESSAGES);
  const vehicles = useQuery(vehiclesQuery);
  const [kind, setKind] = useState<ReportKind>('trips');
  const [daily, setDaily] = useState(false);
  const [request, setRequest] = useState<Request | null>(null);
  const [exporting, setExporting] = useState(false);
  const result = useQuery({
    queryKey: ['reports', 'page', request],
    queryFn: () => runReport(request as Request, messages),
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
      void notify.error(texts.exportFailed, {
        description: errorMessage(error, messages.somethingWentWrong),
      });
    }
    setExporting(false);
  };

  return (
    <>
      <PageHeader title={texts.title} description={texts.description}>
        {(['xlsx', 'csv'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="fleet-portal-button fleet-portal-button--secondary"
            disabled={!request || exporting || !result.isSuccess}
            onClick={() => exportReport(format)}
          >
            <Icon name="download" size={18} /> {texts.exportFormat(format.toUpperCase())}
          </button>
        ))}
      </PageHeader>
      <fieldset className="fleet-portal-segmented">
        <legend className="fleet-portal-visually-hidden">{texts.kindLegend}</legend>
        {KINDS.map((option) => (
          <label key={option} className="fleet-portal-segmented__option">
            <input
              type="radio"
              name={`${id}-kind`}
              value={option}
              checked={kind === option}
              onChange={() => setKind(option)}
            />
            <span>{texts.kinds[option]}</span>
          </label>
        ))}
      </fieldset>
      <ReportFilters
        vehicles={vehicles.data ?? []}
        withTypes={kind === 'events'}
        submitLabel={texts.showReport}
        busy={result.isFetching}
        onSubmit={(filters) => setRequest({ kind, filters, daily: kind === 'summary' && daily })}
      >
        {kind === 'summary' ? (
          <label className="fleet-portal-checkbox">
            <input type="checkbox" checked={daily} onChange={(event) => setDaily(event.target.checked)} />
            {texts.oneRowPerDay}
          </label>
        ) : null}
      </ReportFilters>
      {request ? (
        <section aria-label={texts.kindReport(texts.kinds[request.kind])} aria-busy={result.isFetching}>
          <QueryBoundary query={result}>
            {() => (result.data ? <ReportTable result={result.data} names={names} /> : null)}
          </QueryBoundary>
        </section>
      ) : (
        <EmptyState title={texts.chooseReport} hint={texts.chooseReportHint} />
      )}
    </>
  );
}
