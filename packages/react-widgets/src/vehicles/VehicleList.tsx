import {
  countByStatus,
  deriveDisplayStatus,
  formatDistance,
  formatRelativeTime,
  formatSpeed,
  ignitionLabel,
  LAZY_LIST_PAGE_SIZE,
  MESSAGES,
  matchesStatusFilter,
  NOT_AVAILABLE,
  STATUS_FILTER_LABEL,
  STATUS_FILTERS,
  type StatusFilter,
  VEHICLE_SEARCH_DEBOUNCE_MS,
} from '@fleetkit/sdk-core';
import { CONTROL_TEXTS, VEHICLE_TEXTS } from '@fleetkit/sdk-core/labels';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useOptionalFleet } from '../context/FleetContext';
import { Button, classNames } from '../primitives/Button';
import { SearchField } from '../primitives/SearchField';
import { StatusBadge } from './StatusBadge';
import { RELATIVE_TIME_REFRESH_MS, useNow } from './useNow';
import { useOpenVehicle } from './useOpenVehicle';
import { type CardVehicle, VehicleCard, type VehicleCardProps } from './VehicleCard';

/** How the list shows vehicles: cards (`list`) or rows (`table`). */
export type VehicleListLayout = 'list' | 'table';

/** Props of {@link VehicleList}. */
export interface VehicleListProps
  extends Pick<
    VehicleCardProps,
    | 'onOpen'
    | 'onShare'
    | 'onDriverInfo'
    | 'onDocuments'
    | 'onConnectData'
    | 'onDeviceInfo'
    | 'onRenew'
    | 'guest'
  > {
  /**
   * The vehicles with their latest positions (`GET /api2/devices`). Keep the array referentially
   * stable between renders.
   * @default the FleetProvider store's vehicles with their latest positions
   */
  vehicles?: readonly CardVehicle[];
  /**
   * Cards or a table (the portal maps the `tab` query: default = list, secondary = table).
   * @default 'list'
   */
  layout?: VehicleListLayout;
  /**
   * Called when the user switches the layout. Omitted: no layout switch is shown.
   * @default undefined
   */
  onLayoutChange?: (layout: VehicleListLayout) => void;
  /**
   * The status chip selected first.
   * @default 'all'
   */
  defaultFilter?: StatusFilter;
  /**
   * The time relative times are measured against.
   * @default the current time, refreshed every 30 s
   */
  now?: Date;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
}

/**
 * The vehicles page list (SPEC §2): status chips All / Moving / Stopped / Idling / Offline with
 * counts, a name search (150 ms debounce), cards or a table, loading 10 more vehicles each time the
 * end of the list scrolls into view.
 * @example <VehicleList layout={tab === 'secondary' ? 'table' : 'list'} onOpen={openVehicle} />
 */
export function VehicleList({
  vehicles,
  layout = 'list',
  onLayoutChange,
  defaultFilter = 'all',
  now,
  className,
  ...cardProps
}: VehicleListProps) {
  useSignals();
  const fleet = useOptionalFleet();
  const current = useNow(now, RELATIVE_TIME_REFRESH_MS);
  const [filter, setFilter] = useState<StatusFilter>(defaultFilter);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(LAZY_LIST_PAGE_SIZE);

  const storeDevices = fleet?.store.devices.value;
  const storePositions = fleet?.store.positions.value;
  const all = useMemo<readonly CardVehicle[]>(() => {
    if (vehicles) return vehicles;
    if (!storeDevices) return [];
    return [...storeDevices.values()].map((device) => ({
      ...device,
      position: storePositions?.get(device.id) ?? null,
    }));
  }, [vehicles, storeDevices, storePositions]);

  const counts = useMemo(() => countByStatus(all), [all]);
  const matching = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return all.filter(
      (vehicle) =>
        matchesStatusFilter(vehicle, filter) && (!needle || vehicle.name.toLowerCase().includes(needle)),
    );
  }, [all, filter, query]);
  const visible = matching.slice(0, shown);
  const more = matching.length > shown;

  // A new filter or search starts again from the first slice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the filter or the search changes.
  useEffect(() => setShown(LAZY_LIST_PAGE_SIZE), [filter, query]);

  return (
    <section className={classNames('fleet-vehicle-list', className)} aria-label={VEHICLE_TEXTS.vehicles}>
      <div className="fleet-vehicle-list__toolbar">
        <ToggleButtonGroup
          aria-label={VEHICLE_TEXTS.status}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[filter]}
          onSelectionChange={(keys) => {
            const [next] = [...keys];
            if (next) setFilter(next as StatusFilter);
          }}
          className="fleet-vehicle-list__chips"
        >
          {STATUS_FILTERS.map((status) => (
            <ToggleButton key={status} id={status} className="fleet-chip">
              {STATUS_FILTER_LABEL[status]}
              <span className="fleet-chip__count">{counts[status]}</span>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <SearchField
          aria-label={VEHICLE_TEXTS.searchVehicles}
          placeholder={VEHICLE_TEXTS.searchByName}
          debounceMs={VEHICLE_SEARCH_DEBOUNCE_MS}
          onSearch={setQuery}
        />
        {onLayoutChange ? (
          <ToggleButtonGroup
            aria-label={VEHICLE_TEXTS.layout}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[layout]}
            onSelectionChange={(keys) => {
              const [next] = [...keys];
              if (next) onLayoutChange(next as VehicleListLayout);
            }}
            className="fleet-vehicle-list__layout"
          >
            <ToggleButton id="list" className="fleet-chip">
              {VEHICLE_TEXTS.layoutList}
            </ToggleButton>
            <ToggleButton id="table" className="fleet-chip">
              {VEHICLE_TEXTS.layoutTable}
            </ToggleButton>
          </ToggleButtonGroup>
        ) : null}
      </div>
      {matching.length === 0 && all.length > 0 ? (
        <p className="fleet-empty-title" role="status">
          {MESSAGES.noResults}
        </p>
      ) : layout === 'table' ? (
        <VehicleTable vehicles={visible} now={current} onOpen={cardProps.onOpen} />
      ) : (
        <ul className="fleet-vehicle-list__cards">
          {visible.map((vehicle) => (
            <li key={vehicle.id}>
              <VehicleCard vehicle={vehicle} now={current} {...cardProps} />
            </li>
          ))}
        </ul>
      )}
      {more ? <LoadMore onLoad={() => setShown((count) => count + LAZY_LIST_PAGE_SIZE)} /> : null}
    </section>
  );
}

/**
 * Loads the next slice when it scrolls into view; where IntersectionObserver is missing it is a
 * plain 'Load more' button.
 */
function LoadMore({ onLoad }: { onLoad: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoad);
  latest.current = onLoad;
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const node = ref.current;
    if (!node || !observable) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [observable]);
  return (
    <div ref={ref} className="fleet-vehicle-list__more">
      {observable ? null : <Button onPress={onLoad}>{CONTROL_TEXTS.loadMore}</Button>}
    </div>
  );
}

function VehicleTable({
  vehicles,
  now,
  onOpen,
}: {
  vehicles: readonly CardVehicle[];
  now: Date;
  onOpen: ((vehicleId: number) => void) | undefined;
}) {
  const open = useOpenVehicle(onOpen, now);
  return (
    <table className="fleet-table fleet-vehicle-list__table">
      <thead>
        <tr>
          <th scope="col">{VEHICLE_TEXTS.name}</th>
          <th scope="col">{VEHICLE_TEXTS.status}</th>
          <th scope="col">{VEHICLE_TEXTS.dataReceived}</th>
          <th scope="col">{VEHICLE_TEXTS.speed}</th>
          <th scope="col">{VEHICLE_TEXTS.totalKm}</th>
          <th scope="col">{VEHICLE_TEXTS.ignition}</th>
          <th scope="col">{VEHICLE_TEXTS.address}</th>
        </tr>
      </thead>
      <tbody>
        {vehicles.map((vehicle) => {
          const fix = vehicle.position ?? null;
          const total = fix?.attributes?.totalDistance;
          return (
            <tr key={vehicle.id}>
              <th scope="row">
                <Button variant="ghost" className="fleet-table__link" onPress={() => open(vehicle)}>
                  {vehicle.name}
                </Button>
              </th>
              <td>
                <StatusBadge status={deriveDisplayStatus(vehicle, fix)} />
              </td>
              <td>
                {formatRelativeTime(fix?.serverTime ?? fix?.fixTime ?? vehicle.lastUpdate ?? null, now)}
              </td>
              <td>{fix ? formatSpeed(fix.speed) : NOT_AVAILABLE}</td>
              <td>{formatDistance(typeof total === 'number' ? total : null)}</td>
              <td>{ignitionLabel(fix)}</td>
              <td>{fix?.address || NOT_AVAILABLE}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
