import {
  buildTrack,
  type DateRange,
  type FleetEvent,
  MESSAGES,
  type PlaybackPoint,
  type Position,
  type ReportStop,
  type ReportSummary,
  type ReportTrip,
} from '@fleetkit/sdk-core';
import { useEffect, useRef, useState } from 'react';
import { useFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { errorMessage } from '../dialogs/errorMessage';
import { useFleetToast } from '../primitives/useFleetToast';

/** One vehicle's history over a range, as the server's reports give it. */
export interface HistoryData {
  /** The route's positions, in time order. */
  positions: readonly Position[];
  /** The replayable track built from them (identical coordinates merged). */
  track: readonly PlaybackPoint[];
  trips: readonly ReportTrip[];
  stops: readonly ReportStop[];
  events: readonly FleetEvent[];
  /** The vehicle's summary row, or null when the server has none. */
  summary: ReportSummary | null;
}

const EMPTY: HistoryData = { positions: [], track: [], trips: [], stops: [], events: [], summary: null };

/**
 * Loads a vehicle's route, trips, stops, events and summary for a range with the route toasts
 * ('Fetching route data', 'Routes fetched!', 'Failed to fetch routes!').
 */
export function useHistoryData(deviceId: number, range: DateRange | null) {
  // Read when a fetch settles, so a new language does not fetch the range again.
  const messages = useTexts(MESSAGES);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const { client } = useFleet();
  const toast = useFleetToast();
  const [data, setData] = useState<HistoryData>(EMPTY);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const from = range?.from.getTime();
  const to = range?.to.getTime();

  useEffect(() => {
    if (from === undefined || to === undefined) return;
    let live = true;
    const query = { from: new Date(from), to: new Date(to), deviceIds: [deviceId] };
    setLoading(true);
    setError(null);
    const texts = messagesRef.current;
    const id = toast.loading(texts.routesFetching);
    Promise.all([
      client.reports.route(query),
      client.reports.trips(query),
      client.reports.stops(query),
      client.reports.events(query),
      client.reports.summary(query),
    ])
      .then(([positions, trips, stops, events, summaries]) => {
        if (!live) return;
        setData({
          positions,
          track: buildTrack(positions),
          trips,
          stops,
          events,
          summary: summaries.find((row) => row.deviceId === deviceId) ?? null,
        });
        toast.success(texts.routesFetched, { id });
      })
      .catch((failure: unknown) => {
        if (!live) return;
        setData(EMPTY);
        setError(errorMessage(failure));
        toast.error(texts.routesFailed, { id, description: errorMessage(failure) });
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
      toast.dismiss(id);
    };
  }, [client, deviceId, from, to, toast]);

  return { data, loading, error };
}
