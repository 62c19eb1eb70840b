import type { FastifyInstance } from 'fastify';
import { currentUser } from '../context';
import { SESSION_COOKIE, userIsActive } from '../http/authHook';
import { HttpError } from '../http/HttpError';
import { latestPositions } from './positions';

/**
 * `/api/socket`: Traccar's live socket. The session comes from the cookie, a bearer token or `?token=`;
 * without one the upgrade is refused with 401 before any WebSocket is opened. On open it sends the latest
 * position of every device the user may see; then the hub forwards changes.
 */
export async function socketRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.get(
    '/api/socket',
    {
      websocket: true,
      config: { public: true },
      preValidation: async (request) => {
        if (request.user) return;
        const { token } = request.query as { token?: string };
        const tokenUser = token ? await ctx.sessions.userForToken(token) : null;
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
