import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { devices } from '../db/schema';

export interface KnownDevice {
  id: number;
  uniqueId: string;
  disabled: boolean;
}

/**
 * Finds the device a tracker speaks for by its identifier (IMEI). Unknown trackers are refused unless
 * the server is configured to register them. Lookups are cached; a device change drops the cache.
 */
export class DeviceDirectory {
  readonly #ctx: ServerContext;
  readonly #byUniqueId = new Map<string, KnownDevice | null>();

  constructor(ctx: ServerContext) {
    this.#ctx = ctx;
    // A device's identifier or `disabled` may have changed; its status changing says nothing of either.
    ctx.bus.subscribe('devices', (m) => {
      if (!m.statusOnly) this.#byUniqueId.clear();
    });
  }

  clear(): void {
    this.#byUniqueId.clear();
  }

  async find(uniqueId: string): Promise<KnownDevice | null> {
    if (this.#byUniqueId.has(uniqueId)) return this.#byUniqueId.get(uniqueId) ?? null;
    const [row] = await this.#ctx.db
      .select({ id: devices.id, uniqueId: devices.uniqueId, disabled: devices.disabled })
      .from(devices)
      .where(eq(devices.uniqueId, uniqueId));
    let found: KnownDevice | null = row ?? null;
    if (!found && this.#ctx.config.registerUnknownDevices) {
      const [created] = await this.#ctx.db
        .insert(devices)
        .values({ name: uniqueId, uniqueId })
        .onConflictDoNothing()
        .returning({ id: devices.id, uniqueId: devices.uniqueId, disabled: devices.disabled });
      found = created ?? null;
      if (found) this.#ctx.log.info({ uniqueId }, 'registered an unknown device');
    }
    // Unknown ids are remembered briefly too, so a misconfigured tracker cannot hammer the database.
    this.#byUniqueId.set(uniqueId, found);
    return found;
  }
}
