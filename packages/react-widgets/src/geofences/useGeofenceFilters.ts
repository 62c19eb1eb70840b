import type { Geofence } from '@fleetkit/sdk-core';
import { useMemo, useState } from 'react';
import { filterGeofences, type GeofenceShapeFilter } from './geofenceShape';

/** Search text and shape filter of a geofence list, and the geofences they leave. */
export function useGeofenceFilters(geofences: readonly Geofence[]) {
  const [search, setSearch] = useState('');
  const [shape, setShape] = useState<GeofenceShapeFilter>('all');
  const filtered = useMemo(() => filterGeofences(geofences, search, shape), [geofences, search, shape]);
  return { setSearch, shape, setShape, filtered, filterKey: `${search}\u0000${shape}` };
}
