import type { LayerSpecification } from 'maplibre-gl';
import { FLEET_LAYERS, FLEET_SOURCES, type MapColours } from './fleetLayers';

/** The ring under the tracked vehicle that sets it apart from the clusters of the others. */
export const TRACKED_HALO_LAYER = 'fleet-tracked-halo';

/**
 * The fleet layers with the tracked vehicle's halo put right under its icon, so the tracked vehicle
 * is drawn above every cluster and vehicle of the others, on a white-edged ring of the route colour.
 */
export function withTrackedHalo(
  layers: readonly LayerSpecification[],
  colours: MapColours,
): LayerSpecification[] {
  const halo: LayerSpecification = {
    id: TRACKED_HALO_LAYER,
    type: 'circle',
    source: FLEET_SOURCES.tracked,
    paint: {
      'circle-radius': 22,
      'circle-color': colours.route,
      'circle-opacity': 0.25,
      'circle-stroke-width': 3,
      'circle-stroke-color': colours.route,
    },
  };
  const at = layers.findIndex((layer) => layer.id === FLEET_LAYERS.tracked);
  if (at < 0) return [...layers, halo];
  return [...layers.slice(0, at), halo, ...layers.slice(at)];
}
