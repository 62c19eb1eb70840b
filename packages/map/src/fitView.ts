import { TRACKING_ZOOM } from '@fleetkit/sdk-core';
import type { Map as MaplibreMap } from 'maplibre-gl';

/** Room kept between the fitted points and the map's edge (px), at most an eighth of the map. */
export const FIT_PADDING = 48;

/** A bounding box as [[west, south], [east, north]]. */
export type LngLatBox = [[number, number], [number, number]];

/** The box holding every [longitude, latitude] point, or null when there is none. */
export function boxOf(points: Iterable<readonly [number, number]>): LngLatBox | null {
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const [longitude, latitude] of points) {
    if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) continue;
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return west === Number.POSITIVE_INFINITY
    ? null
    : [
        [west, south],
        [east, north],
      ];
}

/**
 * Moves the camera, at once, so the box fills the map with {@link FIT_PADDING} around it, zoomed in
 * at most to `maxZoom` (`TRACKING_ZOOM`, so one vehicle opens as the tracking screen shows it).
 * False when the map has no size yet.
 */
export function fitBox(map: MaplibreMap, box: LngLatBox, maxZoom = TRACKING_ZOOM): boolean {
  const canvas = map.getContainer();
  const padding = Math.floor(Math.min(FIT_PADDING, canvas.clientWidth / 8, canvas.clientHeight / 8));
  const camera = map.cameraForBounds(box, { padding, maxZoom });
  if (!camera) return false;
  map.jumpTo(camera);
  return true;
}
