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

/** Which tile service draws each style, and the traffic overlay; a style without one is drawn offline. */
export interface MapTileSources {
  styles: Partial<Record<MapStyleId, TileSource>>;
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
function variable(kind: MapStyleId | 'traffic', field: 'TILES' | 'ATTRIBUTION' | 'TILE_SIZE' | 'MAX_ZOOM') {
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

/**
 * Reads the tile services of the map styles from the environment: for each of `SIMPLE`, `SATELLITE`,
 * `TERRAIN`, `CLASSIC` and `TRAFFIC`, `FLEETKIT_MAP_<KIND>_TILES` (comma-separated URL templates),
 * `FLEETKIT_MAP_<KIND>_ATTRIBUTION`, and optionally `_TILE_SIZE` and `_MAX_ZOOM`. A style with no tiles
 * configured is drawn from the embedded offline basemap; without traffic tiles there is no overlay.
 * @throws Error naming the variable when a template is not a URL with `{z}`, `{x}` and `{y}`
 */
export function readMapTileSources(env: Record<string, string | undefined>): MapTileSources {
  const styles: Partial<Record<MapStyleId, TileSource>> = {};
  for (const id of MAP_STYLE_IDS) {
    const source = readSource(id, env);
    if (source) styles[id] = source;
  }
  return { styles, traffic: readSource('traffic', env) };
}
