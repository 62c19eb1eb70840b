import type { FleetMapController } from '@fleetkit/react-widgets';

/** What a browser test puts on `window` before the portal loads to be handed the maps it opens. */
interface MapsForTests {
  fleetkitMaps?: unknown;
}

/**
 * Hands a fleet map's maplibre instance to a browser test that asked for it: the test sets
 * `window.fleetkitMaps = []` in an init script, before the portal loads, and reads the rendered
 * features from the maps pushed there. Without that array nothing is exposed.
 */
export function offerMapToTests(controller: FleetMapController): void {
  const maps = (window as MapsForTests).fleetkitMaps;
  if (Array.isArray(maps) && controller.map) maps.push(controller.map);
}
