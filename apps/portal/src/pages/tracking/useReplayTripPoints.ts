import type { HistoryTrack, TripPoint } from '@fleetkit/react-widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fleetClient } from '../../fleetClient';
import { tripPointsOf } from './tripPointsOf';

const NONE: readonly TripPoint[] = [];

/**
 * The stops, critical alarms and geofence crossings of a loaded replay, for the map's point layers
 * (shown by the Critical Points, Stopped Points and Geofence Enter/Exit toggles). They are read
 * from the server's stops and events reports over the replay's own span.
 */
export function useReplayTripPoints(deviceId: number, history: HistoryTrack | null): readonly TripPoint[] {
  const positions = history?.positions ?? [];
  const first = positions[0]?.fixTime;
  const last = positions[positions.length - 1]?.fixTime;
  const span =
    first && last ? { from: new Date(first), to: new Date(new Date(last).getTime() + 1_000) } : null;
  const { data } = useQuery({
    queryKey: ['reports', 'replay-points', deviceId, span?.from.toISOString(), span?.to.toISOString()],
    enabled: span !== null,
    queryFn: async () => {
      if (!span) return { stops: [], events: [] };
      const query = { ...span, deviceIds: [deviceId] };
      const [stops, events] = await Promise.all([
        fleetClient.reports.stops(query),
        fleetClient.reports.events(query),
      ]);
      return { stops, events };
    },
  });
  return useMemo(
    () => (data && history ? tripPointsOf(history.positions, data.stops, data.events) : NONE),
    [data, history],
  );
}
