import { computedAttributeInputSchema } from '@fleetkit/sdk-core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { newTotpKey, serverFlag } from '../auth/totp';
import { currentUser } from '../context';
import { latestPositionsOf } from '../db/latestPositions';
import { devices, serverSettings } from '../db/schema';
import { geocodingFor } from '../geocoder/geocodingFor';
import { GEOCODE_REVERSE_RATE_LIMIT } from '../geocoder/geocodingRules';
import { HttpError } from '../http/HttpError';
import { parse, parseId } from '../http/parse';
import { computeAttribute } from '../pipeline/computedAttributes';
import { compileExpression, ExpressionError } from '../pipeline/computedExpression';
import { limits, withinLimits } from './inputLimits';

/** The attribute to test: the computed attribute collection's body and limits. */
const computedTestBody = withinLimits(computedAttributeInputSchema, {
  description: limits.description,
  attribute: limits.identifier,
  expression: limits.description,
  type: limits.identifier,
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

const geocodeQuery = z.object({
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
});

/** Why the calls of features this server does not offer are refused (docs/decisions/traccar-extras.md). */
export const NOT_OFFERED = {
  openId: 'OpenID sign-in is not configured on this server',
} as const;

/**
 * The rest of Traccar's web app's calls: the address of a point (`GET /api/server/geocode`, the
 * server's geocoder: the offline gazetteer unless another is configured), and clean refusals for
 * what this server does not offer (OpenID sign-in); new TOTP keys; the test of a computed attribute.
 */
export async function traccarExtraRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get(
    '/api/server/geocode',
    {
      config: {
        rateLimit: {
          max: GEOCODE_REVERSE_RATE_LIMIT.max,
          timeWindow: GEOCODE_REVERSE_RATE_LIMIT.windowMs,
          keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
          errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
            new HttpError(
              429,
              'rate_limited',
              `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
            ),
        },
      },
    },
    async (request, reply) => {
      const { latitude, longitude } = parse(geocodeQuery, request.query);
      const address = await geocodingFor(ctx).addresses.addressFor(latitude, longitude);
      if (!address) throw HttpError.notFound('Unable to geocode');
      // Traccar answers the address itself, as text.
      return reply.type('text/plain; charset=utf-8').send(address);
    },
  );

  // Traccar answers these only when OpenID is configured; here it never is (GET /api/server says so).
  app.get('/api/session/openid/auth', { config: { public: true } }, async () => {
    throw HttpError.notFound(NOT_OFFERED.openId);
  });
  app.get('/api/session/openid/callback', { config: { public: true } }, async () => {
    throw HttpError.notFound(NOT_OFFERED.openId);
  });

  // A new TOTP key to store as a `totpKey`, only where the server offers TOTP. Public, as Traccar's: a
  // registration form offers one before there is an account (`totpForce`); it is random and tells nothing.
  app.post('/api/users/totp', { config: { public: true } }, async (_request, reply) => {
    const [server] = await ctx.db.select().from(serverSettings).where(eq(serverSettings.id, 1));
    if (!serverFlag(server?.attributes.totpEnable)) throw HttpError.forbidden('TOTP is disabled');
    return reply.type('text/plain; charset=utf-8').send(newTotpKey());
  });

  // Traccar's test of a computed attribute: its value on the device's latest position, as the pipeline
  // would compute it. Reading a device is enough (the evaluator runs no code); a share guest may not.
  app.post('/api/attributes/computed/test', async (request, reply) => {
    const user = currentUser(request);
    if (user.temporary) throw HttpError.forbidden('A shared session cannot test expressions');
    const deviceId = parseId((request.query as Record<string, unknown>).deviceId, 'deviceId');
    await ctx.access.authorize(user, 'device', deviceId, 'read');
    const body = parse(computedTestBody, request.body ?? {});
    const position = (await latestPositionsOf(ctx.db, eq(devices.id, deviceId))).get(deviceId);
    if (!position) throw HttpError.badRequest('Device has no last position');
    let value: ReturnType<typeof computeAttribute>;
    try {
      value = computeAttribute(
        { type: body.type, run: compileExpression(body.expression) },
        { ...position, protocol: position.protocol ?? '' },
      );
    } catch (error) {
      if (error instanceof ExpressionError) throw HttpError.badRequest(error.message);
      throw error;
    }
    if (value === null) return reply.status(204).send();
    // Text as it is (Traccar writes the string itself), numbers and booleans as JSON.
    if (typeof value === 'string') return reply.type('text/plain; charset=utf-8').send(value);
    return reply.type('application/json').send(JSON.stringify(value));
  });
}
