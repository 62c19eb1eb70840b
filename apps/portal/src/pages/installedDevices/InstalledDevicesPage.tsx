import { useTexts } from '@fleetkit/react-widgets';
import { MESSAGES, SEARCH_DEBOUNCE_MS } from '@fleetkit/sdk-core';
import { INSTALLED_DEVICE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { fleetClient } from '../../fleetClient';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { errorMessage } from '../../ui/errorMessage';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { useDates } from '../../ui/useDates';
import { downloadBlob } from '../report/downloadBlob';

/** A tracker's status in the user's language; one the portal does not know is shown as it comes. */
function statusText(status: string, statuses: Readonly<Record<string, string>>): string {
  const known: unknown = statuses[status];
  return typeof known === 'string' ? known : status;
}

/** `value`, once it has stopped changing for `delayMs`. */
function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** /dashboard/installed-devices: the tracker units in the user's vehicles, searched and exported. */
export function InstalledDevicesPage() {
  const id = useId();
  const texts = useTexts(INSTALLED_DEVICE_TEXTS);
  const messages = useTexts(MESSAGES);
  const dates = useDates();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const units = useQuery({
    queryKey: ['installed-devices', q],
    queryFn: () => fleetClient.installedDevices.list(q || undefined),
    placeholderData: (previous) => previous,
  });

  const exportCsv = async () => {
    try {
      downloadBlob(await fleetClient.installedDevices.exportCsv(q || undefined), 'installed-devices.csv');
    } catch (error) {
      void notify.error(texts.exportFailed, {
        description: errorMessage(error, messages.somethingWentWrong),
      });
    }
  };

  return (
    <>
      <PageHeader title={texts.title} description={texts.description}>
        <button
          type="button"
          className="fleet-portal-button fleet-portal-button--secondary"
          onClick={exportCsv}
        >
          <Icon name="download" size={18} /> {texts.exportCsv}
        </button>
      </PageHeader>
      <div className="fleet-portal-toolbar">
        <div className="fleet-portal-field">
          <label htmlFor={`${id}-search`}>{texts.search}</label>
          <input
            id={`${id}-search`}
            type="search"
            placeholder={texts.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <QueryBoundary query={units}>
        {() => (
          <DataTable
            caption={texts.caption}
            rows={units.data ?? []}
            rowKey={(unit) => unit.deviceId}
            empty={<EmptyState title={messages.noResults} />}
            columns={[
              { header: texts.columns.vehicle, cell: (unit) => unit.vehicle.name },
              { header: texts.columns.imei, cell: (unit) => unit.imei },
              { header: texts.columns.model, cell: (unit) => unit.model ?? '' },
              { header: texts.columns.protocol, cell: (unit) => unit.protocol ?? '' },
              { header: texts.columns.sim, cell: (unit) => unit.simNumber ?? '' },
              { header: texts.columns.installed, cell: (unit) => dates.date(unit.installedAt) },
              { header: texts.columns.installer, cell: (unit) => unit.installer ?? '' },
              { header: texts.columns.lastContact, cell: (unit) => dates.dateTime(unit.lastContact) },
              { header: texts.columns.status, cell: (unit) => statusText(unit.status, texts.statuses) },
            ]}
          />
        )}
      </QueryBoundary>
    </>
  );
}
