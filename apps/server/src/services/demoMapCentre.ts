import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/Database';
import { serverSettings } from '../db/schema';

/**
 * The demo fleet's region, Kathmandu to Pokhara along the Prithvi Highway: the centre and zoom the
 * demo gives the server's map (Traccar's server `latitude`, `longitude` and `zoom`), so a map with no
 * vehicle positions yet opens on the fleet. Zoom 8 shows both cities on a phone.
 */
export const DEMO_MAP_CENTRE = { latitude: 27.95, longitude: 84.68, zoom: 8 } as const;

/**
 * Sets the server's map centre to the demo region, unless an administrator has set one (a centre
 * that is not 0, 0 at zoom 0). Idempotent.
 */
export async function setDemoMapCentre(db: Db): Promise<void> {
  await db
    .update(serverSettings)
    .set(DEMO_MAP_CENTRE)
    .where(
      and(
        eq(serverSettings.id, 1),
        eq(serverSettings.latitude, 0),
        eq(serverSettings.longitude, 0),
        eq(serverSettings.zoom, 0),
      ),
    );
}
