import { OFFLINE_ATTRIBUTION } from './buildMapStyle';
import { MAP_STYLE_IDS, MAP_STYLE_NAMES, type MapStyleId, type MapTileSources } from './mapTileSources';
import { ONLINE_ATTRIBUTION, ONLINE_STYLE_URLS } from './onlineBasemap';
import type { PmtilesSummary } from './PmtilesArchive';

/**
 * What draws a style, in order of precedence: a configured provider style (`style`) or raster tile
 * service (`tiles`), then an offline vector extract (`extract`), then the free online basemap
 * (`online`), and last the embedded world basemap (`world`).
 */
export type MapStyleSourceKind = 'style' | 'tiles' | 'extract' | 'online' | 'world';

/** The styles that can be drawn without configuration (street maps); Satellite and Terrain cannot. */
export const STREET_STYLE_IDS = ['simple', 'classic'] as const;
export type StreetStyleId = (typeof STREET_STYLE_IDS)[number];

export function isStreetStyle(id: MapStyleId): id is StreetStyleId {
  return (STREET_STYLE_IDS as readonly string[]).includes(id);
}

/** Why an unconfigured style is not offered (shown beside the greyed-out choice). */
export const UNAVAILABLE_REASONS: Readonly<Partial<Record<MapStyleId, string>>> = {
  satellite: 'Satellite imagery is not configured on this server',
  terrain: 'Terrain maps are not configured on this server',
};

/** One entry of `GET /api2/map/styles` (docs/maps.md, "The style list"). */
export interface MapStyleListEntry {
  id: MapStyleId;
  name: string;
  /** The maplibre style to draw: this server's style JSON, or a provider's/the online service's. */
  url: string;
  /** True when `url` is drawn from this server alone (an extract or the world basemap): no outside network. */
  offline: boolean;
  attribution: string;
  /** False when the style has no source on this server; `url` then draws Simple. */
  available: boolean;
  /** Why the style is not available, for the choice's tooltip; null when it is. */
  unavailableReason: string | null;
  /** What draws the style; null when it is not available. */
  source: MapStyleSourceKind | null;
  /**
   * The server's offline style to switch to when `url`'s style or tiles cannot be loaded (no network);
   * null when `url` is already offline.
   */
  fallbackUrl: string | null;
}

/** Everything the catalog decides from. */
export interface MapStyleCatalogInput {
  sources: MapTileSources;
  /** The opened extract, if one is configured and readable. */
  extract: PmtilesSummary | null;
  /** Whether the online default may be used (`FLEETKIT_MAP_ONLINE`). */
  online: boolean;
}

/** The style a server-built style URL draws: what `/api2/map/styles/{id}` serves. */
export type ServedStyle =
  | { kind: 'tiles'; id: MapStyleId }
  | { kind: 'extract'; id: StreetStyleId }
  | { kind: 'world'; id: StreetStyleId }
  | { kind: 'redirect'; url: string }
  | { kind: 'unavailable'; reason: string };

/**
 * Decides, for each map style, what draws it and where the browser falls back to, by the precedence
 * of {@link MapStyleSourceKind}. Pure: the routes turn its answers into URLs and style JSON.
 */
export class MapStyleCatalog {
  readonly #input: MapStyleCatalogInput;

  constructor(input: MapStyleCatalogInput) {
    this.#input = input;
  }

  /** What draws a style, or null when nothing can. */
  sourceOf(id: MapStyleId): MapStyleSourceKind | null {
    const { sources, extract, online } = this.#input;
    if (sources.styleUrls[id]) return 'style';
    if (sources.styles[id]) return 'tiles';
    if (!isStreetStyle(id)) return null;
    if (extract) return 'extract';
    if (online && ONLINE_STYLE_URLS[id]) return 'online';
    return 'world';
  }

  /** The offline look of a style: Classic keeps its colours, every other style falls back to Simple. */
  offlineStyleOf(id: MapStyleId): StreetStyleId {
    return id === 'classic' ? 'classic' : 'simple';
  }

  /** Where the offline look of a street style comes from: the extract when there is one, else the world. */
  offlineSource(): 'extract' | 'world' {
    return this.#input.extract ? 'extract' : 'world';
  }

  /** What `/api2/map/styles/{id}` serves. */
  served(id: MapStyleId): ServedStyle {
    const source = this.sourceOf(id);
    const { sources } = this.#input;
    switch (source) {
      case 'style':
        return { kind: 'redirect', url: sources.styleUrls[id]?.url ?? '' };
      case 'online':
        return { kind: 'redirect', url: ONLINE_STYLE_URLS[id] ?? '' };
      case 'tiles':
        return { kind: 'tiles', id };
      case 'extract':
        return { kind: 'extract', id: this.offlineStyleOf(id) };
      case 'world':
        return { kind: 'world', id: this.offlineStyleOf(id) };
      default:
        return { kind: 'unavailable', reason: UNAVAILABLE_REASONS[id] ?? 'This map style is not configured' };
    }
  }

  /** The entries of `GET /api2/map/styles`, given the server's absolute base URL. */
  list(baseUrl: string): MapStyleListEntry[] {
    const { sources, extract } = this.#input;
    const styleUrl = (id: MapStyleId) => `${baseUrl}/api2/map/styles/${id}`;
    const offlineUrl = (id: MapStyleId) => `${baseUrl}/api2/map/styles/${this.offlineStyleOf(id)}/offline`;
    const offlineAttribution = extract ? extract.attribution : OFFLINE_ATTRIBUTION;
    const entry = (id: MapStyleId): MapStyleListEntry => {
      const source = this.sourceOf(id);
      const base = { id, name: MAP_STYLE_NAMES[id], available: true, unavailableReason: null, source };
      switch (source) {
        case 'style':
          return {
            ...base,
            url: sources.styleUrls[id]?.url ?? '',
            offline: false,
            attribution: sources.styleUrls[id]?.attribution ?? '',
            fallbackUrl: offlineUrl(id),
          };
        case 'tiles':
          return {
            ...base,
            url: styleUrl(id),
            offline: false,
            attribution: sources.styles[id]?.attribution ?? '',
            fallbackUrl: offlineUrl(id),
          };
        case 'online':
          return {
            ...base,
            url: ONLINE_STYLE_URLS[id] ?? '',
            offline: false,
            attribution: ONLINE_ATTRIBUTION,
            fallbackUrl: offlineUrl(id),
          };
        case 'extract':
        case 'world':
          return {
            ...base,
            url: styleUrl(id),
            offline: true,
            attribution: offlineAttribution,
            fallbackUrl: null,
          };
        default:
          return {
            ...entry('simple'),
            id,
            name: MAP_STYLE_NAMES[id],
            available: false,
            unavailableReason: UNAVAILABLE_REASONS[id] ?? 'This map style is not configured',
            source: null,
          };
      }
    };
    return MAP_STYLE_IDS.map(entry);
  }
}
