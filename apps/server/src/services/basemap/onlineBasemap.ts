import type { MapStyleId } from './mapTileSources';

/**
 * The free online vector basemap drawn when nothing else is configured: OpenFreeMap's public
 * instance (no key, no usage limits, OpenStreetMap data in the OpenMapTiles schema). The browser
 * loads the style, tiles, glyphs and sprites from the service itself; see
 * docs/decisions/basemap-online-default.md.
 */
export const ONLINE_STYLE_URLS: Readonly<Partial<Record<MapStyleId, string>>> = {
  /** Positron: light and quiet, so vehicles stand out; streets, labels and buildings. */
  simple: 'https://tiles.openfreemap.org/styles/positron',
  /** Liberty: the colourful street map people know. */
  classic: 'https://tiles.openfreemap.org/styles/liberty',
};

/** The credit OpenFreeMap's styles ask for (the styles carry it too, with links). */
export const ONLINE_ATTRIBUTION = 'OpenFreeMap © OpenMapTiles Data from OpenStreetMap';
