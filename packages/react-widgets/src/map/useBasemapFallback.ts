import { useEffect, useState } from 'react';
import type { FleetMapController } from './FleetMapController';

/** Basemap tile failures in a row, with no tile loaded between them, that mean "no network". */
export const TILE_FAILURES_FOR_FALLBACK = 3;

/**
 * Watches the basemap's tiles (every source that is not one of the fleet's `fleet-*` sources) and
 * reports when they cannot be loaded: {@link TILE_FAILURES_FOR_FALLBACK} failures in a row with no
 * tile loaded in between. Returns whether the map should fall back, for the style `styleKey` (a new
 * style starts afresh). Only styles that name a `fallbackUrl` are watched.
 */
export function useBasemapFallback(
  controller: FleetMapController | null,
  styleKey: string | undefined,
  hasFallback: boolean,
): boolean {
  const [fellBackFor, setFellBackFor] = useState<string | null>(null);
  useEffect(() => {
    const map = controller?.map;
    if (!map || !styleKey || !hasFallback || fellBackFor === styleKey) return;
    let failures = 0;
    const basemap = (sourceId: unknown) => typeof sourceId === 'string' && !sourceId.startsWith('fleet-');
    const onError = (event: object) => {
      if (!basemap((event as { sourceId?: unknown }).sourceId)) return;
      failures += 1;
      if (failures >= TILE_FAILURES_FOR_FALLBACK) setFellBackFor(styleKey);
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
  }, [controller, styleKey, hasFallback, fellBackFor]);
  return fellBackFor !== null && fellBackFor === styleKey;
}
