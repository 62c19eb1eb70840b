import type { FastifyInstance } from 'fastify';
import { currentUser } from '../context';
import { assertSameOrigin, SESSION_COOKIE, userIsActive } from '../http/authHook';
import { HttpError } from '../http/HttpError';
import { eventMessages } from '../services/eventMessages';
import { latestPositions } from './positions';

/**
 * `/api/socket`: Traccar's live socket. The session comes from `?token=`, a bearer token or the cookie;
 * without one the upgrade is refused with 401 before any WebSocket is opened. A browser sends the cookie
 * with an upgrade from any page, so with the cookie the Origin must be ours (or an embedding origin), as
 * for writes: another site must not read the fleet live. On open it sends the latest
 * position of every device the user may see; then the hub forwards changes.
 */
export async function socketRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // Traccar's web app shows each live event's `attributes.message`.
  ctx.hub.setEventDescriber((events) => eventMessages(ctx.db, events));
  app.get(
    '/api/socket',
    {
      websocket: true,
      config: { public: true },
      preValidation: async (request) => {
        const { token } = request.query as { token?: unknown };
        if (typeof token !== 'string' || token === '') {
          if (!request.user) throw HttpError.unauthorized();
          if (request.authMethod === 'cookie') assertSameOrigin(app, request);
          return;
        }
        const tokenUser = await ctx.sessions.userForToken(token);
        if (!tokenUser || !userIsActive(tokenUser)) throw HttpError.unauthorized();
        request.user = tokenUser;
        request.authMethod = 'token';
      },
    },
    async (socket, request) => {
      const user = currentUser(request);
      const { token } = request.query as { token?: string };
      const bearer = request.headers.authorization?.startsWith('Bearer ')
        ? request.headers.authorization.slice(7)
        : undefined;
      const used = request.authMethod === 'token' ? (token ?? bearer) : undefined;
      const credential = ctx.sessions.credentialId(
        used !== undefined ? { token: used } : { cookie: request.cookies[SESSION_COOKIE] },
      );
      ctx.hub.add(socket, user, used ? ctx.sessions.tokenExpiry(used) : null, credential);
      const visible = await ctx.access.visibleIds(user, 'device');
      const positions = await latestPositions(app, visible, undefined, user);
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ positions }));
    },
  );
}
