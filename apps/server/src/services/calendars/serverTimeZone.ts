import { eq } from 'drizzle-orm';
import type { Db } from '../../db/Database';
import { serverSettings } from '../../db/schema';

/**
 * The server's `timezone` attribute, where calendars' floating times and whole days are read (as
 * Traccar reads them in its own zone); undefined when it has none.
 */
export async function serverTimeZone(db: Db): Promise<string | undefined> {
  const [server] = await db
    .select({ attributes: serverSettings.attributes })
    .from(serverSettings)
    .where(eq(serverSettings.id, 1));
  const zone = server?.attributes.timezone;
  return typeof zone === 'string' ? zone : undefined;
}
