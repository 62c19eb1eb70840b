import type { TripPoint } from '@fleetkit/map';
import {
  type DateRange,
  filterStops,
  HISTORY_TABS,
  type HistoryItem,
  type HistoryTab,
  historyItems,
  PlaybackEngine,
  type PlaybackPoint,
  type Position,
  presetRange,
  STOP_FILTER_MINUTES,
  type StopFilterMinutes,
} from '@fleetkit/sdk-core';
import type { CalendarSystem } from '@fleetkit/sdk-core/calendar';
import { type EventNames, HISTORY_TEXTS } from '@fleetkit/sdk-core/labels';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState } from 'react';
import { useTexts } from '../context/FleetLanguage';
import { useCalendar, useFormats } from '../context/useFormats';
import { Select } from '../primitives/Select';
import { Tabs } from '../primitives/Tabs';
import { DateRangeSelector } from './DateRangeSelector';
import { HistoryList } from './HistoryList';
import { historyTripPoints } from './historyTripPoints';
import { PlaybackBar } from './PlaybackBar';
import { SpeedChart } from './SpeedChart';
import { useHistoryData } from './useHistoryData';

/**
 * What the map needs to draw a history: the route's positions, the track, the playback engine and
 * the trip points (stops, critical and geofence events) for `<FleetMap tripPoints>`.
 */
export interface HistoryTrack {
  positions: readonly Position[];
  track: readonly PlaybackPoint[];
  engine: PlaybackEngine;
  tripPoints: readonly TripPoint[];
}

/** Props of {@link HistoryPanel}. */
export interface HistoryPanelProps {
  /** The vehicle whose history is shown. */
  deviceId: number;
  /**
   * The calendar of the date selector and the times: the user's `dateFormat` (BS or AD).
   * @default 'BS' when the widgets speak Nepali, else 'AD'
   */
  dateFormat?: CalendarSystem | undefined;
  /**
   * Called whenever a new range has loaded, with the positions, the track and the playback engine,
   * so the map can draw the route and the playback cursor (the engine lives as long as the panel).
   * @default undefined
   */
  onTrackChange?: ((history: HistoryTrack) => void) | undefined;
  /**
   * Called when a trip, stop or event row is pressed, e.g. to fly the map to it.
   * @default undefined
   */
  onItemSelect?: ((item: HistoryItem) => void) | undefined;
  /**
   * Whether the playback bar's fullscreen toggle shows as on.
   * @default false
   */
  isFullscreen?: boolean | undefined;
  /**
   * Called by the fullscreen toggle; without it the toggle is not shown.
   * @default undefined
   */
  onFullscreenChange?: ((fullscreen: boolean) => void) | undefined;
  /**
   * Show the speed-over-time chart.
   * @default true
   */
  showSpeedChart?: boolean | undefined;
  /**
   * Names the events refer to by id (geofences, drivers), for their rows (sdk-core `formatEvent`).
   * @default none: a geofence is named by its id
   */
  eventNames?: EventNames | undefined;
}

/**
 * The history side of the tracking screen (SPEC §2): date selector with presets and the BS/AD
 * calendar, location, summary tiles Travel time, Distance and Stopped Time from the server's reports,
 * tabs All / Movements / Stoppage / Alerts, the stops filter (all, 5, 10, 30, 60 minutes), the
 * playback bar and a speed chart linked to the playback cursor.
 */
export function HistoryPanel({
  deviceId,
  dateFormat: dateFormatProp,
  onTrackChange,
  onItemSelect,
  isFullscreen = false,
  onFullscreenChange,
  showSpeedChart = true,
  eventNames,
}: HistoryPanelProps) {
  useSignals();
  const texts = useTexts(HISTORY_TEXTS);
  const formats = useFormats();
  const dateFormat = useCalendar(dateFormatProp);
  const [range, setRange] = useState<DateRange>(() => presetRange('today'));
  const [tab, setTab] = useState<HistoryTab>('all');
  const [stopMinutes, setStopMinutes] = useState<StopFilterMinutes>(0);
  const [engine] = useState(() => new PlaybackEngine());
  const { data, loading, error } = useHistoryData(deviceId, range);

  useEffect(() => () => engine.dispose(), [engine]);
  useEffect(() => {
    engine.setTrack(data.track);
    onTrackChange?.({
      positions: data.positions,
      track: data.track,
      engine,
      tripPoints: historyTripPoints(data),
    });
  }, [data, engine, onTrackChange]);

  const stops = useMemo(() => filterStops(data.stops, stopMinutes), [data.stops, stopMinutes]);
  const travelMs = data.trips.reduce((sum, trip) => sum + trip.duration, 0);
  const stoppedMs = data.stops.reduce((sum, stop) => sum + stop.duration, 0);
  const current = engine.current.value;
  const atCursor = current ? data.track[current.index] : undefined;
  const position = atCursor
    ? data.positions.find((candidate) => candidate.id === atCursor.positionId)
    : data.positions[0];
  const location =
    position?.address ?? (current ? `${current.latitude.toFixed(5)}, ${current.longitude.toFixed(5)}` : '-');

  return (
    <section className="fleet-root fleet-history-panel" aria-busy={loading}>
      <DateRangeSelector dateFormat={dateFormat} onChange={(next) => setRange(next)} />
      {error && (
        <p className="fleet-field-error" role="alert">
          {error}
        </p>
      )}
      <div className="fleet-history-location">
        <span className="fleet-field-label">{texts.location}</span>
        <span>{location}</span>
      </div>
      <dl className="fleet-history-tiles">
        <div className="fleet-history-tile">
          <dt>{texts.travelTime}</dt>
          <dd>{formats.duration(travelMs)}</dd>
        </div>
        <div className="fleet-history-tile">
          <dt>{texts.distance}</dt>
          <dd>{formats.distance(data.summary?.distance ?? 0)}</dd>
        </div>
        <div className="fleet-history-tile">
          <dt>{texts.stoppedTime}</dt>
          <dd>{formats.duration(stoppedMs)}</dd>
        </div>
      </dl>
      <PlaybackBar engine={engine} isFullscreen={isFullscreen} onFullscreenChange={onFullscreenChange} />
      {showSpeedChart && <SpeedChart track={data.track} engine={engine} />}
      <Select
        label={texts.stopsFilter}
        options={STOP_FILTER_MINUTES.map((minutes) => ({
          id: minutes,
          label: minutes === 0 ? texts.allStops : texts.minutes(minutes),
        }))}
        selectedKey={stopMinutes}
        onSelectionChange={(key) => setStopMinutes(Number(key) as StopFilterMinutes)}
      />
      <Tabs
        aria-label={texts.historyTabs}
        selectedKey={tab}
        onSelectionChange={(id) => setTab(id as HistoryTab)}
        tabs={HISTORY_TABS.map((id) => ({
          id,
          label: texts.tabs[id],
          content: (
            <HistoryList
              items={historyItems(id, { trips: data.trips, stops, events: data.events })}
              dateFormat={dateFormat}
              onSelect={onItemSelect}
              eventNames={eventNames}
            />
          ),
        }))}
      />
    </section>
  );
}
