import { type FleetMapController, watchBasemapTiles } from '@fleetkit/map';
import { useCallback, useEffect, useState } from 'react';

/**
 * Watches the basemap's tiles (every source that is not one of the fleet's `fleet-*` sources) and
 * reports when they cannot be loaded: `TILE_FAILURES_FOR_FALLBACK` failures in a row with no
 * tile loaded in between. Returns whether the map should fall back, for the style `styleKey` (a new
 * style starts afresh), and `fallBack`, which switches at once (the style itself could not be
 * fetched: an online style with no network). Only styles that name a `fallbackUrl` are watched.
 */
export function useBasemapFallback(
  controller: FleetMapController | null,
  styleKey: string | undefined,
  hasFallback: boolean,
): { fellBack: boolean; fallBack: () => boolean } {
  const [fellBackFor, setFellBackFor] = useState<string | null>(null);
  /** Falls back from `styleKey` when it has a fallback not yet taken; whether it did. */
  const fallBack = useCallback((): boolean => {
    if (!styleKey || !hasFallback || fellBackFor === styleKey) return false;
    setFellBackFor(styleKey);
    return true;
  }, [styleKey, hasFallback, fellBackFor]);
  useEffect(() => {
    const map = controller?.map;
    if (!map || !styleKey || !hasFallback || fellBackFor === styleKey) return;
    return watchBasemapTiles(map, () => setFellBackFor(styleKey));
  }, [controller, styleKey, hasFallback, fellBackFor]);
  return { fellBack: fellBackFor !== null && fellBackFor === styleKey, fallBack };
}
