import {
  countByStatus,
  deriveDisplayStatus,
  ignitionLabel,
  LAZY_LIST_PAGE_SIZE,
  MESSAGES,
  matchesStatusFilter,
  STATUS_FILTER_LABEL,
  STATUS_FILTERS,
  type StatusFilter,
  VEHICLE_SEARCH_DEBOUNCE_MS,
} from '@fleetkit/sdk-core';
import { CONTROL_TEXTS, VALUE_TEXTS, VEHICLE_TEXTS } from '@fleetkit/sdk-core/labels';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useOptionalFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { useFormats } from '../context/useFormats';
import { Button, classNames } from '../primitives/Button';
import { SearchField } from '../primitives/SearchField';
import { StatusBadge } from './StatusBadge';
import { RELATIVE_TIME_REFRESH_MS, useNow } from './useNow';
import { useOpenVehicle } from './useOpenVehicle';
import { type CardVehicle, ignitionText, VehicleCard, type VehicleCardProps, valueText } from './VehicleCard';

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
  const texts = useTexts(VEHICLE_TEXTS);
  const messages = useTexts(MESSAGES);
  const filterLabels = useTexts(STATUS_FILTER_LABEL);
  const formats = useFormats();
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
    <section className={classNames('fleet-vehicle-list', className)} aria-label={texts.vehicles}>
      <div className="fleet-vehicle-list__toolbar">
        <ToggleButtonGroup
          aria-label={texts.status}
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
              {filterLabels[status]}
              <span className="fleet-chip__count">{formats.number(counts[status])}</span>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <SearchField
          aria-label={texts.searchVehicles}
          placeholder={texts.searchByName}
          debounceMs={VEHICLE_SEARCH_DEBOUNCE_MS}
          onSearch={setQuery}
        />
        {onLayoutChange ? (
          <ToggleButtonGroup
            aria-label={texts.layout}
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
              {texts.layoutList}
            </ToggleButton>
            <ToggleButton id="table" className="fleet-chip">
              {texts.layoutTable}
            </ToggleButton>
          </ToggleButtonGroup>
        ) : null}
      </div>
      {matching.length === 0 && all.length > 0 ? (
        <p className="fleet-empty-title" role="status">
          {messages.noResults}
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
  const controls = useTexts(CONTROL_TEXTS);
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
      {observable ? null : <Button onPress={onLoad}>{controls.loadMore}</Button>}
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
  const texts = useTexts(VEHICLE_TEXTS);
  const values = useTexts(VALUE_TEXTS);
  const formats = useFormats();
  return (
    <table className="fleet-table fleet-vehicle-list__table">
      <thead>
        <tr>
          <th scope="col">{texts.name}</th>
          <th scope="col">{texts.status}</th>
          <th scope="col">{texts.dataReceived}</th>
          <th scope="col">{texts.speed}</th>
          <th scope="col">{texts.totalKm}</th>
          <th scope="col">{texts.ignition}</th>
          <th scope="col">{texts.address}</th>
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
                {valueText(
                  formats.relativeTime(fix?.serverTime ?? fix?.fixTime ?? vehicle.lastUpdate ?? null, now),
                  values,
                )}
              </td>
              <td>{fix ? valueText(formats.speed(fix.speed), values) : values.notAvailable}</td>
              <td>{valueText(formats.distance(typeof total === 'number' ? total : null), values)}</td>
              <td>{ignitionText(ignitionLabel(fix), values)}</td>
              <td>{fix?.address || values.notAvailable}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
