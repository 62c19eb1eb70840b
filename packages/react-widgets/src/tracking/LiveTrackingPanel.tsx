import {
  CACHE_FRESH_MS,
  deriveDisplayStatus,
  formatFuel,
  ignitionLabel,
  type OverviewRange,
} from '@fleetkit/sdk-core';
import { TRACKING_TEXTS, VALUE_TEXTS } from '@fleetkit/sdk-core/labels';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { useFormats } from '../context/useFormats';
import { Button, classNames } from '../primitives/Button';
import { StatusBadge } from '../vehicles/StatusBadge';
import { RELATIVE_TIME_REFRESH_MS, useNow } from '../vehicles/useNow';
import { ignitionText, valueText } from '../vehicles/VehicleCard';
import { EngineActionDialog } from './EngineActionDialog';
import { type OverviewState, useOverview } from './useOverview';

/** The two overview blocks of the live panel (SPEC §2): last hour and today. */
const PANEL_RANGES: readonly OverviewRange[] = ['lastHour', 'today'];

/** Props of {@link LiveTrackingPanel}. */
export interface LiveTrackingPanelProps {
  /** The tracked vehicle; its device and latest position are read from the FleetProvider's store. */
  vehicleId: number;
  /**
   * Whether the Engine Action button shows (pass sdk-core's `canSendCommands(user, server)`).
   * @default true, except for guests
   */
  engineAction?: boolean;
  /**
   * Called by the history control (the portal switches to the History tab). Omitted: no control.
   * @default undefined
   */
  onShowHistory?: () => void;
  /**
   * The time relative times and the overview periods are measured against.
   * @default the current time; relative times refresh every 30 s, the overview every 5 minutes
   */
  now?: Date;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
}

/**
 * The Live Tracking panel (SPEC §2): name, status badge, data received, total distance, address,
 * the tiles Speed / Ignition / Fuel Spent, the Engine Action button with its confirmation, and the
 * overview blocks for the last hour and today (Travel time, Average Speed, Distance, Stopped Time)
 * from the server's summary and stops reports.
 * @example <LiveTrackingPanel vehicleId={Number(params.vehicleId)} onShowHistory={() => setTab('history')} />
 */
export function LiveTrackingPanel({
  vehicleId,
  engineAction,
  onShowHistory,
  now,
  className,
}: LiveTrackingPanelProps) {
  const tracking = useTexts(TRACKING_TEXTS);
  const values = useTexts(VALUE_TEXTS);
  const formats = useFormats();
  useSignals();
  const { client, store, guest } = useFleet();
  const current = useNow(now, RELATIVE_TIME_REFRESH_MS);
  // The overview periods end at the given time, or are re-read as often as cached reads go stale.
  const periodEnd = useNow(now, CACHE_FRESH_MS);
  const overview = useOverview(client, vehicleId, PANEL_RANGES, periodEnd);
  const [engineOpen, setEngineOpen] = useState(false);
  const device = store.devices.value.get(vehicleId);
  const position = store.positions.value.get(vehicleId) ?? null;
  const showEngine = engineAction ?? !guest;
  const receivedAt = position?.serverTime ?? position?.fixTime ?? device?.lastUpdate ?? null;
  const total = position?.attributes?.totalDistance;
  const today = overview.today;

  return (
    <section className={classNames('fleet-live-panel', className)} aria-label={tracking.liveTracking}>
      <header className="fleet-live-panel__header">
        <h2 className="fleet-live-panel__name">{device?.name ?? values.notAvailable}</h2>
        <StatusBadge status={deriveDisplayStatus(device, position)} />
      </header>
      <dl className="fleet-live-panel__facts">
        <div>
          <dt>{tracking.dataReceived}</dt>
          <dd>{valueText(formats.relativeTime(receivedAt, current), values)}</dd>
        </div>
        <div>
          <dt>{tracking.totalDistance}</dt>
          <dd>{valueText(formats.distance(typeof total === 'number' ? total : null), values)}</dd>
        </div>
        <div className="fleet-live-panel__address">
          <dt>{tracking.address}</dt>
          <dd>{position?.address || values.notAvailable}</dd>
        </div>
      </dl>
      <ul className="fleet-live-panel__tiles" aria-label={tracking.now}>
        <Tile
          label={tracking.speed}
          value={position ? valueText(formats.speed(position.speed), values) : values.notAvailable}
        />
        <Tile label={tracking.ignition} value={ignitionText(ignitionLabel(position), values)} />
        <Tile
          label={tracking.fuelSpent}
          value={
            today?.status === 'ready'
              ? valueText(formats.digits(formatFuel(today.figures.spentFuel)), values)
              : values.notAvailable
          }
        />
      </ul>
      <div className="fleet-live-panel__actions">
        {onShowHistory ? <Button onPress={onShowHistory}>{tracking.history}</Button> : null}
        {showEngine ? (
          <Button variant="danger" onPress={() => setEngineOpen(true)}>
            {tracking.engineAction}
          </Button>
        ) : null}
      </div>
      {PANEL_RANGES.map((range) => (
        <OverviewBlock key={range} title={tracking.ranges[range]} state={overview[range]} />
      ))}
      {showEngine ? (
        <EngineActionDialog vehicleId={vehicleId} isOpen={engineOpen} onOpenChange={setEngineOpen} />
      ) : null}
    </section>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <li className="fleet-live-panel__tile">
      <span className="fleet-live-panel__tile-label">{label}</span>
      <span className="fleet-live-panel__tile-value">{value}</span>
    </li>
  );
}

function OverviewBlock({ title, state }: { title: string; state: OverviewState | undefined }) {
  const tracking = useTexts(TRACKING_TEXTS);
  const values = useTexts(VALUE_TEXTS);
  const formats = useFormats();
  const figures = state?.status === 'ready' ? state.figures : null;
  const rows: [string, string][] = figures
    ? [
        [tracking.travelTime, valueText(formats.duration(figures.travelMs), values)],
        [tracking.averageSpeed, valueText(formats.speed(figures.averageSpeed), values)],
        [tracking.distance, valueText(formats.distance(figures.distance), values)],
        [tracking.stoppedTime, valueText(formats.duration(figures.stoppedMs), values)],
      ]
    : [
        [tracking.travelTime, values.notAvailable],
        [tracking.averageSpeed, values.notAvailable],
        [tracking.distance, values.notAvailable],
        [tracking.stoppedTime, values.notAvailable],
      ];
  return (
    <section className="fleet-overview" aria-label={title} aria-busy={!state || state.status === 'loading'}>
      <h3 className="fleet-overview__title">{title}</h3>
      {state?.status === 'error' ? (
        <p className="fleet-overview__error" role="alert">
          {state.message}
        </p>
      ) : null}
      <dl className="fleet-overview__figures">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
