import { serverSchema } from '@fleetkit/sdk-core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { currentUser } from '../context';
import { serverSettings } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { parse } from '../http/parse';
import { toServer } from '../http/serialize';
import { actorOf, recordAction } from '../services/actionLog';
import { timeZoneNames } from '../services/timeZones';
import { limits, withinLimits } from './inputLimits';

export const SERVER_VERSION = '0.1.0';

/** A server settings body, its texts and attributes held to their limits first (every request reads them). */
const serverBody = withinLimits(z.looseObject(serverSchema.shape).partial(), {
  map: limits.identifier,
  mapUrl: limits.url,
  overlayUrl: limits.url,
  coordinateFormat: limits.identifier,
  attributes: limits.attributes,
});

/** `GET /api/server` (public: the login page needs it) and `PUT /api/server` (administrators). */
export async function serverRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const extra = () => ({
    version: SERVER_VERSION,
    emailEnabled: false,
    textEnabled: false,
    geocoderEnabled: true,
    // Traccar's web app offers OpenID sign-in only when these say so; this server has none.
    openIdEnabled: false,
    openIdForce: false,
    // Its web app sends a visitor of a server without users to registration; here the first
    // administrator comes from the command line. No server-wide e-mail lock or report switch either.
    newServer: false,
    fixedEmail: false,
    disableReports: false,
  });

  app.get('/api/server', { config: { public: true } }, async () => {
    const [row] = await ctx.db.select().from(serverSettings).where(eq(serverSettings.id, 1));
    if (!row) throw HttpError.notFound('Server settings are missing');
    return toServer(row, extra());
  });

  // Traccar's list of zone names for the time zone pickers: the IANA zones this runtime knows.
  app.get('/api/server/timezones', async () => timeZoneNames());

  app.put('/api/server', async (request) => {
    const user = currentUser(request);
    if (!user.administrator) throw HttpError.forbidden('Only administrators change server settings');
    const body = parse(serverBody, request.body);
    const [row] = await ctx.db.transaction(async (tx) => {
      const updated = await tx
        .update(serverSettings)
        .set({
          registration: body.registration,
          readonly: body.readonly,
          deviceReadonly: body.deviceReadonly,
          limitCommands: body.limitCommands,
          map: body.map,
          mapUrl: body.mapUrl,
          overlayUrl: body.overlayUrl,
          latitude: body.latitude,
          longitude: body.longitude,
          zoom: body.zoom,
          forceSettings: body.forceSettings,
          coordinateFormat: body.coordinateFormat,
          attributes: body.attributes,
        })
        .where(eq(serverSettings.id, 1))
        .returning();
      if (updated.length > 0)
        await recordAction(tx, actorOf(request), 'edit', { objectType: 'server', objectId: 1 });
      return updated;
    });
    if (!row) throw HttpError.notFound('Server settings are missing');
    ctx.access.setServerRestrictions(row);
    return toServer(row, extra());
  });
}
