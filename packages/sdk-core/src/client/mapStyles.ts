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
  /** True when the style is drawn from the server's embedded basemap (no tile service needed). */
  offline: z.boolean(),
  attribution: z.string(),
  /**
   * A style to switch to when this one's tiles cannot be loaded (no network): the offline basemap.
   * Absent for a style that needs no network.
   */
  fallbackUrl: z.optional(z.string()),
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
