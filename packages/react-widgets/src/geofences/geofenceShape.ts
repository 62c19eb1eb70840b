import { type Geofence, parseArea } from '@fleetkit/sdk-core';
import type { TextGroup } from '@fleetkit/sdk-core/i18n';
import { GEOFENCE_TEXTS } from '@fleetkit/sdk-core/labels';

/** The shape filter of the geofence page: All Shapes, Custom (polygons and lines) or Circle. */
export type GeofenceShapeFilter = 'all' | 'custom' | 'circle';

/** The filter choices in order, with their texts. */
export const GEOFENCE_SHAPE_FILTERS: readonly { value: GeofenceShapeFilter; label: string }[] = [
  { value: 'all', label: GEOFENCE_TEXTS.allShapes },
  { value: 'custom', label: GEOFENCE_TEXTS.custom },
  { value: 'circle', label: GEOFENCE_TEXTS.circle },
];

/** Whether a geofence's area is a circle; any other area (or one that does not parse) is custom. */
export function isCircleGeofence(geofence: Pick<Geofence, 'area'>): boolean {
  try {
    return parseArea(geofence.area).type === 'circle';
  } catch {
    return false;
  }
}

/** The Category column's text: 'Circle' or 'Custom Shape'. */
export function geofenceCategoryLabel(
  geofence: Pick<Geofence, 'area'>,
  texts: TextGroup<typeof GEOFENCE_TEXTS> = GEOFENCE_TEXTS,
): string {
  return isCircleGeofence(geofence) ? texts.circle : texts.customShape;
}

/** The chip text of a shape filter, in the language of `texts`. */
export function geofenceShapeLabel(
  shape: GeofenceShapeFilter,
  texts: TextGroup<typeof GEOFENCE_TEXTS> = GEOFENCE_TEXTS,
): string {
  return shape === 'all' ? texts.allShapes : shape === 'custom' ? texts.custom : texts.circle;
}

/** The geofences matching a name search (case-insensitive, trimmed) and a shape filter, in order. */
export function filterGeofences<G extends Pick<Geofence, 'name' | 'area'>>(
  geofences: readonly G[],
  search: string,
  shape: GeofenceShapeFilter,
): G[] {
  const needle = search.trim().toLowerCase();
  return geofences.filter((geofence) => {
    if (needle && !geofence.name.toLowerCase().includes(needle)) return false;
    if (shape === 'all') return true;
    return isCircleGeofence(geofence) === (shape === 'circle');
  });
}
