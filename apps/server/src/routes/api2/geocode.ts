import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { Viewbox } from '../../geocoder/Geocoder';
import { disposeGeocoding, geocodingFor } from '../../geocoder/geocodingFor';
import {
  GEOCODE_REVERSE_RATE_LIMIT,
  GEOCODE_SEARCH_RATE_LIMIT,
  type GeocodeRateLimit,
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
} from '../../geocoder/geocodingRules';
import { HttpError } from '../../http/HttpError';
import { parse } from '../../http/parse';

/** Per-user rate limit of a signed-in call, answered with 429 and when to try again. */
function perUser(rule: GeocodeRateLimit) {
  return {
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `user:${request.user.id}` : `ip:${request.ip}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new HttpError(
        429,
        'rate_limited',
        `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  };
}

const limitMessage = `limit must be a whole number of 1 or more (at most ${SEARCH_MAX_LIMIT} places are returned)`;
const viewboxMessage =
  'viewbox must be four numbers: west,south,east,north (longitude,latitude of two corners)';

/** Nominatim's `viewbox=<x1>,<y1>,<x2>,<y2>`: two opposite corners, longitude first, in any order. */
const viewbox = z
  .string()
  .transform((text, context): Viewbox | undefined => {
    if (text.trim() === '') return undefined;
    const numbers = text.split(',').map((part) => Number(part.trim()));
    const [x1, y1, x2, y2] = numbers;
    if (
      numbers.length !== 4 ||
      x1 === undefined ||
      y1 === undefined ||
      x2 === undefined ||
      y2 === undefined ||
      !numbers.every(Number.isFinite) ||
      Math.abs(y1) > 90 ||
      Math.abs(y2) > 90 ||
      Math.abs(x1) > 180 ||
      Math.abs(x2) > 180
    ) {
      context.addIssue({ code: 'custom', message: viewboxMessage });
      return z.NEVER;
    }
    return {
      west: Math.min(x1, x2),
      south: Math.min(y1, y2),
      east: Math.max(x1, x2),
      north: Math.max(y1, y2),
    };
  })
  .optional();

const searchQuery = z.object({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? 'q is required' : 'q must be given once') })
    .trim()
    .min(1, 'q must not be empty'),
  limit: z.coerce
    .number({ message: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .default(SEARCH_DEFAULT_LIMIT)
    .transform((limit) => Math.min(limit, SEARCH_MAX_LIMIT)),
  viewbox,
  bounded: z.enum(['0', '1'], { message: 'bounded must be 0 or 1' }).optional(),
});

/** A coordinate query parameter: present, a number, within ±`max`. */
function coordinate(name: string, max: number) {
  const message = `${name} must be a number from -${max} to ${max}`;
  return z
    .string({ message: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .transform(Number)
    .pipe(z.number({ message }).min(-max, message).max(max, message));
}

const reverseQuery = z.object({ lat: coordinate('lat', 90), lon: coordinate('lon', 180) });

/**
 * Geocoding for signed-in users: `GET /api2/geocode/search?q=&limit=` (the map's search box; Nominatim's
 * search JSON) and `GET /api2/geocode/reverse?lat=&lon=` (Nominatim's reverse JSON; 404 "Unable to
 * geocode" where there is no address). Both are rate-limited per user.
 */
export async function geocodeRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.addHook('onClose', async () => {
    disposeGeocoding(ctx);
  });

  app.get(
    '/api2/geocode/search',
    { config: { rateLimit: perUser(GEOCODE_SEARCH_RATE_LIMIT) } },
    async (request) => {
      const query = parse(searchQuery, request.query);
      return geocodingFor(ctx).geocoder.search(query.q, {
        limit: query.limit,
        ...(query.viewbox ? { viewbox: query.viewbox } : {}),
        ...(query.bounded === '1' ? { bounded: true } : {}),
      });
    },
  );

  app.get(
    '/api2/geocode/reverse',
    { config: { rateLimit: perUser(GEOCODE_REVERSE_RATE_LIMIT) } },
    async (request) => {
      const { lat, lon } = parse(reverseQuery, request.query);
      const place = await geocodingFor(ctx).geocoder.reversePlace(lat, lon);
      if (!place) throw HttpError.notFound('Unable to geocode');
      return place;
    },
  );
}
