import {
  type DeviceLinkType,
  type FleetApiError,
  POSITIONS_CACHE_FRESH_MS,
  type ReportQuery,
  SERVICE_RECORDS_CACHE_FRESH_MS,
} from '@fleetkit/sdk-core';
import { queryOptions } from '@tanstack/react-query';
import { fleetClient } from './fleetClient';

// Every cached read of the portal, keyed once. Pages use these with useQuery and invalidate by key.
// Traccar's lists give an administrator only what is linked to it unless asked for `all`; the portal
// shows everything its user may see, so its lists ask for `all` (anyone else gets what it sees).

export const vehiclesQuery = queryOptions({
  queryKey: ['vehicles'],
  queryFn: () => fleetClient.vehicles.list(),
});

export const devicesQuery = queryOptions({
  queryKey: ['devices'],
  queryFn: () => fleetClient.devices.list({ all: true }),
});

/** Latest positions: fresher data, one minute (SPEC §9). */
export const positionsQuery = queryOptions({
  queryKey: ['positions'],
  queryFn: () => fleetClient.positions.list(),
  staleTime: POSITIONS_CACHE_FRESH_MS,
});

export const groupsQuery = queryOptions({
  queryKey: ['groups'],
  queryFn: () => fleetClient.groups.list({ all: true }),
});

export const driversQuery = queryOptions({
  queryKey: ['drivers'],
  queryFn: () => fleetClient.drivers.list({ all: true }),
});

/** The drivers linked to one vehicle (Traccar's `GET /api/drivers?deviceId=`). */
export const vehicleDriversQuery = (deviceId: number) =>
  queryOptions({
    queryKey: ['drivers', { deviceId }],
    queryFn: () => fleetClient.drivers.list({ all: true, deviceId }),
  });

export const deviceDriversQuery = queryOptions({
  queryKey: ['drivers', 'by-vehicle'],
  queryFn: () => fleetClient.vehicles.drivers(),
});

export const maintenanceQuery = queryOptions({
  queryKey: ['maintenance'],
  queryFn: () => fleetClient.maintenance.list({ all: true }),
});

/**
 * Which vehicles each service schedule is linked to (schedule id to vehicle ids), for the vehicles
 * given, read in one call (`GET /api2/device-links?type=maintenance`).
 */
export const maintenanceLinksQuery = (deviceIds: readonly number[]) =>
  queryOptions({
    queryKey: ['maintenance', 'links', deviceIds],
    queryFn: () => deviceLinksByObject('maintenance', deviceIds),
  });

export const geofencesQuery = queryOptions({
  queryKey: ['geofences'],
  queryFn: () => fleetClient.geofences.list({ all: true }),
});

/**
 * Which vehicles each geofence is linked to (geofence id to vehicle ids), for the vehicles given, read
 * in one call (`GET /api2/device-links?type=geofence`).
 */
export const geofenceLinksQuery = (deviceIds: readonly number[]) =>
  queryOptions({
    queryKey: ['geofences', 'links', deviceIds],
    queryFn: () => deviceLinksByObject('geofence', deviceIds),
  });

/** Links of `type` from the given vehicles, by object id: one request, however many vehicles. */
async function deviceLinksByObject(
  type: DeviceLinkType,
  deviceIds: readonly number[],
): Promise<Map<number, Set<number>>> {
  const links = new Map<number, Set<number>>();
  if (deviceIds.length === 0) return links;
  const wanted = new Set(deviceIds);
  for (const { deviceId, id } of await fleetClient.permissions.deviceLinks(type)) {
    if (!wanted.has(deviceId)) continue;
    const set = links.get(id) ?? new Set<number>();
    set.add(deviceId);
    links.set(id, set);
  }
  return links;
}

/** The server's map styles (`GET /api2/map/styles`), read once per session. */
export const mapStylesQuery = queryOptions({
  queryKey: ['map-styles'],
  queryFn: () => fleetClient.mapStyles.list(),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Every document of the user: vehicles', drivers' and others'. */
export const documentsQuery = queryOptions({
  queryKey: ['documents'],
  queryFn: () => fleetClient.documents.list(),
});

/** Service records: five minutes, and not refetched when the window regains focus (SPEC §9). */
export const serviceHistoryQuery = queryOptions({
  queryKey: ['service-history'],
  queryFn: () => fleetClient.serviceHistory.list(),
  staleTime: SERVICE_RECORDS_CACHE_FRESH_MS,
  refetchOnWindowFocus: false,
});

export const documentExpiryQuery = queryOptions({
  queryKey: ['documents', 'expiry-info'],
  queryFn: () => fleetClient.documents.expiryInfo(),
});

export const loginHistoryQuery = queryOptions({
  queryKey: ['login-history'],
  queryFn: () => fleetClient.account.loginHistory({ limit: 100 }),
});

/** Today's events of every vehicle, for the home page. */
export const eventsReportQuery = (query: ReportQuery & { types?: string[] }) =>
  queryOptions({
    queryKey: ['reports', 'events', query],
    queryFn: () => fleetClient.reports.events(query),
  });

export const summaryReportQuery = (query: ReportQuery & { daily?: boolean }) =>
  queryOptions({
    queryKey: ['reports', 'summary', query],
    queryFn: () => fleetClient.reports.summary(query),
  });

export type QueryError = FleetApiError | Error;

/** The active share links of one vehicle that the user may revoke. */
export const vehicleSharesQuery = (deviceId: number) =>
  queryOptions({
    queryKey: ['vehicle-shares', deviceId],
    queryFn: () => fleetClient.vehicles.shares(deviceId),
  });
