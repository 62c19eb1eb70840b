import { DEFAULT_MAP_COLOURS, type MapColours } from './fleetLayers';

/**
 * The map's colours from the `--fleet-*` custom properties in effect on `element` (the theme), each
 * falling back to the light theme's value.
 */
export function readMapColours(element: Element): MapColours {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const base = DEFAULT_MAP_COLOURS;
  return {
    ...base,
    tones: {
      success: read('--fleet-success', base.tones.success),
      warning: read('--fleet-warning', base.tones.warning),
      disabled: read('--fleet-disabled', base.tones.disabled),
      error: read('--fleet-error', base.tones.error),
      neutral: read('--fleet-muted', base.tones.neutral),
    },
    clusters: [1, 2, 3, 4, 5].map((tier, index) =>
      read(`--fleet-cluster-${tier}`, base.clusters[index] as string),
    ) as MapColours['clusters'],
    route: read('--fleet-primary', base.route),
    history: read('--fleet-primary', base.history),
    text: read('--fleet-text', base.text),
    halo: read('--fleet-bg', base.halo),
  };
}
