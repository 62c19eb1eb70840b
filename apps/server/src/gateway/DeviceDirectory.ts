import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { devices } from '../db/schema';
import { NetworkAllowList } from './NetworkAllowList';

export interface KnownDevice {
  id: number;
  uniqueId: string;
  disabled: boolean;
  /** Where the device may connect from (`attributes.allowedNetworks`); null allows every network. */
  allowedNetworks: NetworkAllowList | null;
  /** The password the device must send where its protocol carries one (`attributes.devicePassword`). */
  password: string | null;
}

const columns = {
  id: devices.id,
  uniqueId: devices.uniqueId,
  disabled: devices.disabled,
  attributes: devices.attributes,
};

/**
 * Finds the device a tracker speaks for by its identifier (IMEI). Unknown trackers are refused unless
 * the server is configured to register them. Lookups are cached; a device change drops the cache.
 */
export class DeviceDirectory {
  readonly #ctx: ServerContext;
  readonly #byUniqueId = new Map<string, KnownDevice | null>();

  constructor(ctx: ServerContext) {
    this.#ctx = ctx;
    // A device's identifier, `disabled` or restrictions may have changed; its status says nothing of them.
    ctx.bus.subscribe('devices', (m) => {
      if (!m.statusOnly) this.#byUniqueId.clear();
    });
  }

  clear(): void {
    this.#byUniqueId.clear();
  }

  async find(uniqueId: string): Promise<KnownDevice | null> {
    if (this.#byUniqueId.has(uniqueId)) return this.#byUniqueId.get(uniqueId) ?? null;
    let [row] = await this.#ctx.db.select(columns).from(devices).where(eq(devices.uniqueId, uniqueId));
    if (!row && this.#ctx.config.registerUnknownDevices) {
      [row] = await this.#ctx.db
        .insert(devices)
        .values({ name: uniqueId, uniqueId })
        .onConflictDoNothing()
        .returning(columns);
      if (row) this.#ctx.log.info({ uniqueId }, 'registered an unknown device');
    }
    const found = row ? this.#known(row) : null;
    // Unknown ids are remembered briefly too, so a misconfigured tracker cannot hammer the database.
    this.#byUniqueId.set(uniqueId, found);
    return found;
  }

  #known(row: { id: number; uniqueId: string; disabled: boolean; attributes: Record<string, unknown> }) {
    const allowedNetworks = NetworkAllowList.fromAttribute(row.attributes.allowedNetworks);
    if (allowedNetworks?.invalid.length) {
      this.#ctx.log.warn(
        { deviceId: row.id, entries: allowedNetworks.invalid },
        'allowedNetworks entries that are not networks match nothing',
      );
    }
    const password = row.attributes.devicePassword;
    return {
      id: row.id,
      uniqueId: row.uniqueId,
      disabled: row.disabled,
      allowedNetworks,
      password:
        (typeof password === 'string' || typeof password === 'number') && String(password) !== ''
          ? String(password)
          : null,
    };
  }
}
