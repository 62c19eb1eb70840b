import type { Geocoder } from './Geocoder';
import { NominatimGeocoder } from './NominatimGeocoder';
import { OfflineGeocoder } from './OfflineGeocoder';

export interface GeocoderSettings {
  /** Base URL of a Nominatim-compatible service; without it the offline gazetteer answers everything. */
  nominatimUrl?: string;
  /**
   * User-Agent sent to the service.
   * @default 'Fleetkit server (geocoding)'
   */
  userAgent?: string;
  /**
   * Timeout of one call to the service, ms.
   * @default 5000
   */
  timeoutMs?: number;
  /** Told of every failed call to the service (answered offline instead). */
  onError?: (error: unknown, call: 'reverse' | 'search') => void;
}

/**
 * The geocoder of a server: the offline gazetteer, or a Nominatim-compatible service that falls back
 * to it when a call fails.
 * @example createGeocoder({ nominatimUrl: config.geocoderUrl })
 */
export function createGeocoder(settings: GeocoderSettings = {}): Geocoder {
  const offline = new OfflineGeocoder();
  if (!settings.nominatimUrl) return offline;
  return new NominatimGeocoder({
    baseUrl: settings.nominatimUrl,
    fallback: offline,
    ...(settings.userAgent ? { userAgent: settings.userAgent } : {}),
    ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
    ...(settings.onError ? { onError: settings.onError } : {}),
  });
}
