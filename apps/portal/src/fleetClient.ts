import { createFleetClient } from '@fleetkit/sdk-core';

/**
 * The portal's API client. The portal is served by the server it talks to (or by the dev server, which
 * proxies `/api`, `/api2` and `/v1`), so calls go to the same origin with the session cookie.
 */
export const fleetClient = createFleetClient({ baseUrl: '/' });
