import { MESSAGES, SEARCH_DEBOUNCE_MS } from '@fleetkit/sdk-core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { fleetClient } from '../../fleetClient';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { errorMessage } from '../../ui/errorMessage';
import { formatDate, formatDateTime } from '../../ui/formatDateTime';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { downloadBlob } from '../report/downloadBlob';

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
      void notify.error('Failed to export the list', {
        description: errorMessage(error, MESSAGES.somethingWentWrong),
      });
    }
  };

  return (
    <>
      <PageHeader
        title="Installed Devices"
        description="The tracker fitted in each vehicle, with its SIM and last contact."
      >
        <button
          type="button"
          className="fleet-portal-button fleet-portal-button--secondary"
          onClick={exportCsv}
        >
          <Icon name="download" size={18} /> Export CSV
        </button>
      </PageHeader>
      <div className="fleet-portal-toolbar">
        <div className="fleet-portal-field">
          <label htmlFor={`${id}-search`}>Search</label>
          <input
            id={`${id}-search`}
            type="search"
            placeholder="IMEI, vehicle, SIM, model, installer"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <QueryBoundary query={units}>
        {() => (
          <DataTable
            caption="Installed devices"
            rows={units.data ?? []}
            rowKey={(unit) => unit.deviceId}
            empty={<EmptyState title={MESSAGES.noResults} />}
            columns={[
              { header: 'Vehicle', cell: (unit) => unit.vehicle.name },
              { header: 'IMEI', cell: (unit) => unit.imei },
              { header: 'Model', cell: (unit) => unit.model ?? '' },
              { header: 'Protocol', cell: (unit) => unit.protocol ?? '' },
              { header: 'SIM', cell: (unit) => unit.simNumber ?? '' },
              { header: 'Installed', cell: (unit) => formatDate(unit.installedAt) },
              { header: 'Installer', cell: (unit) => unit.installer ?? '' },
              { header: 'Last contact', cell: (unit) => formatDateTime(unit.lastContact) },
              { header: 'Status', cell: (unit) => unit.status },
            ]}
          />
        )}
      </QueryBoundary>
    </>
  );
}
