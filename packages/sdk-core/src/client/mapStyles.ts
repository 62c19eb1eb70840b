import * as z from 'zod/mini';
import { FleetApiError } from './FleetApiError';
import type { FleetHttp } from './FleetHttp';

/** One map style the server offers: Simple, Satellite, Terrain or Classic, with its style JSON URL. */
export const mapStyleEntrySchema = z.looseObject({
  id: z.enum(['simple', 'satellite', 'terrain', 'classic']),
  /** The name shown in the 'More Options' panel. */
  name: z.string(),
  /** Absolute URL of the maplibre style JSON. */
  url: z.string(),
  /** True when `url` is drawn from the server alone (its offline extract or world basemap): no outside network. */
  offline: z.boolean(),
  attribution: z.string(),
  /** False when the server has no source for the style (Satellite, Terrain unconfigured): offer it disabled. */
  available: z._default(z.boolean(), true),
  /** Why the style is not available, for the disabled choice; null when it is. */
  unavailableReason: z._default(z.nullable(z.string()), null),
  /** What draws the style: `style`, `tiles`, `extract`, `online` or `world`; null when not available. */
  source: z._default(z.nullable(z.string()), null),
  /**
   * The server's offline style to switch to when `url`'s style or tiles cannot be loaded (no
   * network); null when `url` is already offline. See docs/maps.md, "The style list".
   */
  fallbackUrl: z._default(z.nullable(z.string()), null),
});
export type MapStyleEntry = z.infer<typeof mapStyleEntrySchema>;

/** The traffic overlay: raster tile URL templates with `{z}`, `{x}`, `{y}`. */
export const trafficOverlaySchema = z.looseObject({
  tiles: z.array(z.string()).check(z.minLength(1)),
  tileSize: z._default(z.number(), 256),
  maxzoom: z._default(z.number(), 19),
  attribution: z._default(z.string(), ''),
});
export type TrafficOverlay = z.infer<typeof trafficOverlaySchema>;

/** Answer of `GET /api2/map/styles`. */
export const mapStyleListSchema = z.looseObject({
  styles: z.array(mapStyleEntrySchema),
  /** Null when the server has no traffic tile service. */
  traffic: z.nullable(trafficOverlaySchema),
});
export type MapStyleList = z.infer<typeof mapStyleListSchema>;

const PATH = 'api2/map/styles';

/** The server's map styles (`GET /api2/map/styles`), public: no session needed. */
export function mapStylesResource(http: FleetHttp) {
  return {
    /** The styles and the traffic overlay; an answer that is not valid data is a failure. */
    async list(): Promise<MapStyleList> {
      const response = await http.send('get', PATH);
      const data: unknown = await response.json().catch(() => {
        throw new FleetApiError(response.status, 'invalid_response', `${PATH} did not answer with JSON`);
      });
      const result = z.safeParse(mapStyleListSchema, data);
      if (!result.success) {
        throw new FleetApiError(
          response.status,
          'invalid_response',
          `${PATH} answered with data that is not valid: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
          result.error.issues,
        );
      }
      return result.data;
    },
  };
}
