import type { Map as MaplibreMap } from 'maplibre-gl';

/** Basemap tile failures in a row, with no tile loaded between them, that mean "no network". */
export const TILE_FAILURES_FOR_FALLBACK = 3;

/**
 * Calls `onUnreachable` once when the basemap's tiles (every source that is not one of the fleet's
 * `fleet-*` sources) cannot be loaded: {@link TILE_FAILURES_FOR_FALLBACK} failures in a row with no
 * tile loaded in between. Framework-free, for the React map and the web component alike.
 * @returns a function that stops watching
 */
export function watchBasemapTiles(map: MaplibreMap, onUnreachable: () => void): () => void {
  let failures = 0;
  let reported = false;
  const basemap = (sourceId: unknown) => typeof sourceId === 'string' && !sourceId.startsWith('fleet-');
  const onError = (event: object) => {
    if (reported || !basemap((event as { sourceId?: unknown }).sourceId)) return;
    failures += 1;
    if (failures < TILE_FAILURES_FOR_FALLBACK) return;
    reported = true;
    onUnreachable();
  };
  const onData = (event: { dataType?: string; sourceId?: string; tile?: unknown }) => {
    if (event.dataType === 'source' && event.tile && basemap(event.sourceId)) failures = 0;
  };
  map.on('error', onError);
  map.on('data', onData);
  return () => {
    map.off('error', onError);
    map.off('data', onData);
  };
}
