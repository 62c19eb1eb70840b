import type { ServerContext } from '../context';
import { AddressResolver } from './AddressResolver';
import { createGeocoder } from './createGeocoder';
import type { Geocoder } from './Geocoder';

/** The geocoder of one server and the address cache over it. */
export interface Geocoding {
  geocoder: Geocoder;
  addresses: AddressResolver;
}

const instances = new WeakMap<ServerContext, Geocoding>();

/**
 * The geocoder of a server instance and its address cache, created on first use: the offline gazetteer,
 * or the Nominatim-compatible service of the `geocoderUrl` setting falling back to it. Positions and
 * reports fill their `address` with `geocodingFor(ctx).addresses.fillAddresses(positions)`.
 */
export function geocodingFor(ctx: ServerContext): Geocoding {
  let geocoding = instances.get(ctx);
  if (!geocoding) {
    const nominatimUrl = ctx.config.geocoderUrl;
    const geocoder = countingReverseLookups(
      createGeocoder({
        ...(nominatimUrl ? { nominatimUrl } : {}),
        onError: (error, call) =>
          ctx.log.warn({ err: error, call }, 'geocoding service failed; answered from the offline gazetteer'),
      }),
      () => ctx.counters.count('geocoderRequests'),
    );
    geocoding = { geocoder, addresses: new AddressResolver(geocoder) };
    instances.set(ctx, geocoding);
  }
  return geocoding;
}

/** Releases the geocoder of a server instance (on shutdown). */
export function disposeGeocoding(ctx: ServerContext): void {
  instances.get(ctx)?.geocoder.dispose();
  instances.get(ctx)?.addresses.dispose();
  instances.delete(ctx);
}

/**
 * The geocoder with each reverse lookup it makes counted (`geocoderRequests` of the statistics): the
 * address cache asks it only for a cell it does not hold, so a count is a lookup made, not an address
 * shown. The offline gazetteer's `preload` (started by the gateway) passes through.
 */
function countingReverseLookups(geocoder: Geocoder, counted: () => void): Geocoder {
  const inner = geocoder as Geocoder & { preload?: (search: boolean) => Promise<void> };
  return {
    reverse(latitude, longitude) {
      counted();
      return inner.reverse(latitude, longitude);
    },
    reversePlace(latitude, longitude) {
      counted();
      return inner.reversePlace(latitude, longitude);
    },
    search: (query, options) => inner.search(query, options),
    dispose: () => inner.dispose(),
    ...(inner.preload ? { preload: inner.preload.bind(inner) } : {}),
  } as Geocoder;
}
