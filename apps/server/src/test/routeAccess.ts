import { ACCOUNT_ACCESS } from './access/accountAccess';
import { COLLECTION_ACCESS } from './access/collectionAccess';
import { FLEET_ACCESS } from './access/fleetAccess';
import type { AccessCase } from './access/outcomes';
import { TRACCAR_APP_ACCESS } from './access/traccarAppAccess';
import { VEHICLE_ACCESS } from './access/vehicleAccess';

export type { AccessCase, Outcome } from './access/outcomes';

/**
 * Who may use each route of the server, from the security rules (apps/server/CONTEXT.md,
 * docs/security): invisible objects answer 404, visible read-only ones 403; read-only and temporary
 * (share) users change nothing; a share guest sees its one device in the guest view (no IMEI, SIM,
 * contact, driver or installer notes); cross-tenant references are refused like the object itself.
 *
 * Keyed by `METHOD /url` exactly as Fastify's route table has it. Every route needs an entry (the
 * `HEAD` routes Fastify adds beside `GET` ones run the same hooks and handler and are not listed), so a
 * new route fails the authorization matrix test until its access is declared here. A share guest's
 * outcome applies on the guest view and public routes; elsewhere it is 403 (`GUEST_VIEW`).
 *
 * Outcomes: `'ok'` is any 2xx or 3xx answer (whose body must then not carry what the principal may not
 * read, see `MUST_NOT_READ`); a number is that status; a list accepts any of its outcomes (where two
 * refusals are equally right, e.g. a guest creating something with a reference it cannot see);
 * `'public'` is a public route whose answer depends on rate limits or input but never on a session
 * (anything but 401, 403 and 5xx).
 */
export const ROUTE_ACCESS: Record<string, AccessCase[]> = {
  ...FLEET_ACCESS,
  ...COLLECTION_ACCESS,
  ...VEHICLE_ACCESS,
  ...ACCOUNT_ACCESS,
  ...TRACCAR_APP_ACCESS,
};
