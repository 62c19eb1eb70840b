import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/HttpError';

/**
 * The calls of the guest view (SPEC §2 /guest, §6): the shared vehicle, its positions (and the photos
 * they name, `/api/media`) and the map. A share guest reaches these and the public routes, nothing else.
 */
const GUEST_ROUTES = new Set([
  'GET /api/devices',
  'GET /api/devices/:id',
  'GET /api/positions',
  'GET /api/media/:uniqueId/:file',
  'GET /api2/devices',
  'GET /api2/geocode/search',
  'GET /api2/geocode/reverse',
  'DELETE /api/session',
]);

/**
 * Keeps share guests (temporary sessions) inside the guest view: any other protected route answers 403,
 * decided on the route that matched (never the raw URL). What the allowed routes return to a guest is
 * the guest view too (`services/guestView.ts`).
 */
export function registerGuestScope(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.user?.temporary || request.routeOptions.config?.public === true) return;
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (!GUEST_ROUTES.has(route)) throw HttpError.forbidden('A shared link shows only the shared vehicle');
  });
}
