import * as z from 'zod';

/** The map styles a user can choose, in the order the 'More Options' panel lists them. */
export const MAP_STYLE_IDS = ['simple', 'satellite', 'terrain', 'classic'] as const;
export type MapStyleId = (typeof MAP_STYLE_IDS)[number];

/** The name each style is shown with (SPEC §2 'More Options'). */
export const MAP_STYLE_NAMES: Readonly<Record<MapStyleId, string>> = {
  simple: 'Simple',
  satellite: 'Satellite',
  terrain: 'Terrain',
  classic: 'Classic',
};

/** Raster tiles of a tile service: URL templates with `{z}`, `{x}`, `{y}` and the credit it asks for. */
export interface TileSource {
  tiles: string[];
  attribution: string;
  /** Pixel size of one tile. @default 256 */
  tileSize: number;
  /** Highest zoom the service draws. @default 19 */
  maxzoom: number;
}

/** A maplibre style JSON served by a map provider (a vector style such as MapTiler's), with its credit. */
export interface StyleSource {
  url: string;
  attribution: string;
}

/**
 * Which tile service draws each style, which provider style replaces a style, and the traffic
 * overlay; a style with neither is drawn from an extract, the online default or the world basemap.
 */
export interface MapTileSources {
  styles: Partial<Record<MapStyleId, TileSource>>;
  styleUrls: Partial<Record<MapStyleId, StyleSource>>;
  traffic: TileSource | null;
}

const templates = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^https?:\/\//, 'must be an http(s) URL template')
          .refine(
            (url) => url.includes('{z}') && url.includes('{x}') && url.includes('{y}'),
            'must contain {z}, {x} and {y}',
          ),
      )
      .min(1, 'must name at least one URL template'),
  );
const whole = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Environment variable prefix of one source: `FLEETKIT_MAP_SATELLITE_TILES` and its companions. */
function variable(
  kind: MapStyleId | 'traffic',
  field: 'TILES' | 'ATTRIBUTION' | 'TILE_SIZE' | 'MAX_ZOOM' | 'STYLE',
) {
  return `FLEETKIT_MAP_${kind.toUpperCase()}_${field}`;
}

function readSource(
  kind: MapStyleId | 'traffic',
  env: Record<string, string | undefined>,
): TileSource | null {
  const raw = env[variable(kind, 'TILES')];
  if (raw === undefined || raw.trim() === '') return null;
  const parsed = z
    .object({
      tiles: templates,
      attribution: z.string().default(''),
      tileSize: whole(256),
      maxzoom: whole(19),
    })
    .safeParse({
      tiles: raw,
      attribution: env[variable(kind, 'ATTRIBUTION')],
      tileSize: env[variable(kind, 'TILE_SIZE')] || undefined,
      maxzoom: env[variable(kind, 'MAX_ZOOM')] || undefined,
    });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field =
      issue?.path[0] === 'tiles' ? 'TILES' : issue?.path[0] === 'tileSize' ? 'TILE_SIZE' : 'MAX_ZOOM';
    throw new Error(`Invalid map configuration: ${variable(kind, field)} ${issue?.message ?? 'is invalid'}`);
  }
  return parsed.data;
}

function readStyleUrl(id: MapStyleId, env: Record<string, string | undefined>): StyleSource | null {
  const raw = env[variable(id, 'STYLE')]?.trim();
  if (!raw) return null;
  if (env[variable(id, 'TILES')]?.trim()) {
    throw new Error(
      `Invalid map configuration: set ${variable(id, 'STYLE')} or ${variable(id, 'TILES')}, not both`,
    );
  }
  if (!z.url({ protocol: /^https?$/ }).safeParse(raw).success) {
    throw new Error(
      `Invalid map configuration: ${variable(id, 'STYLE')} must be the http(s) URL of a style JSON`,
    );
  }
  return { url: raw, attribution: env[variable(id, 'ATTRIBUTION')]?.trim() ?? '' };
}

/**
 * Reads the tile services of the map styles from the environment: for each of `SIMPLE`, `SATELLITE`,
 * `TERRAIN`, `CLASSIC` and `TRAFFIC`, `FLEETKIT_MAP_<KIND>_TILES` (comma-separated URL templates),
 * `FLEETKIT_MAP_<KIND>_ATTRIBUTION`, and optionally `_TILE_SIZE` and `_MAX_ZOOM`. A style with no tiles
 * configured is drawn from an extract, the online default or the world basemap; without traffic tiles
 * there is no overlay. `FLEETKIT_MAP_<STYLE>_STYLE` names a provider's maplibre style JSON instead of
 * raster tiles (a vector style such as MapTiler's, with its key in the URL).
 * @throws Error naming the variable when a template is not a URL with `{z}`, `{x}` and `{y}`
 */
export function readMapTileSources(env: Record<string, string | undefined>): MapTileSources {
  const styles: Partial<Record<MapStyleId, TileSource>> = {};
  const styleUrls: Partial<Record<MapStyleId, StyleSource>> = {};
  for (const id of MAP_STYLE_IDS) {
    const styleUrl = readStyleUrl(id, env);
    if (styleUrl) styleUrls[id] = styleUrl;
    const source = readSource(id, env);
    if (source) styles[id] = source;
  }
  return { styles, styleUrls, traffic: readSource('traffic', env) };
}
