import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/Access';
import type { ServerContext } from '../../context';
import { devices, installations, positions } from '../../db/schema';
import { HttpError } from '../../http/HttpError';
import { writeCsv } from '../../http/writeCsv';

/** One tracker unit of the inventory. */
export interface InstalledDevice {
  deviceId: number;
  imei: string;
  model: string | null;
  protocol: string | null;
  simNumber: string | null;
  installedAt: string;
  installer: string | null;
  notes: string | null;
  vehicle: { id: number; name: string };
  lastContact: string | null;
  status: string;
}

/** What may be recorded about an installation. */
export interface InstallationValues {
  installedAt?: Date;
  installer?: string | null;
  model?: string | null;
  simNumber?: string | null;
  notes?: string | null;
}

const CSV_HEADER = [
  'IMEI',
  'Model',
  'Protocol',
  'SIM number',
  'Installation date',
  'Installer',
  'Vehicle',
  'Last contact',
  'Status',
] as const;

/**
 * The inventory of tracker units (SPEC §1 installed devices): one per vehicle, created when the vehicle
 * is added, with what was recorded at installation. Model and SIM number fall back to the vehicle's own
 * fields; protocol, last contact and status come from the vehicle's latest data.
 */
export class InstalledDevices {
  readonly #ctx: ServerContext;

  constructor(ctx: ServerContext) {
    this.#ctx = ctx;
  }

  /** Creates the installation records of these vehicles if they have none (installed when added). */
  async ensure(deviceIds: number[]): Promise<void> {
    if (deviceIds.length === 0) return;
    await this.#ctx.db.execute(sql`INSERT INTO installations (device_id, installed_at)
      SELECT id, created_at FROM devices WHERE id IN ${deviceIds} ON CONFLICT DO NOTHING`);
  }

  /** Records an installation whenever a vehicle appears on the bus. Returns the function that stops it. */
  followNewVehicles(): () => void {
    return this.#ctx.bus.subscribe('devices', (message) => {
      // Status changes are of vehicles already recorded.
      if (message.statusOnly) return;
      const ids = message.devices.map((d) => Number(d.id)).filter(Number.isInteger);
      void this.ensure(ids).catch((error: unknown) =>
        this.#ctx.log.error({ err: error }, 'installation record not created'),
      );
    });
  }

  /** The units of the vehicles the user sees, by vehicle name; `q` matches IMEI, vehicle, SIM, model, installer, protocol. */
  async list(user: UserRow, q?: string): Promise<InstalledDevice[]> {
    const visible = await this.#ctx.access.visibleIds(user, 'device');
    const scope = visible === null ? undefined : inArray(devices.id, [...visible, -1]);
    const ids = await this.#ctx.db.select({ id: devices.id }).from(devices).where(scope);
    await this.ensure(ids.map((r) => r.id));
    const model = sql<string | null>`coalesce(${installations.model}, ${devices.model})`;
    const sim = sql<string | null>`coalesce(${installations.simNumber}, ${devices.phone})`;
    const search = q
      ? or(
          ilike(devices.uniqueId, `%${q}%`),
          ilike(devices.name, `%${q}%`),
          ilike(sim, `%${q}%`),
          ilike(model, `%${q}%`),
          ilike(installations.installer, `%${q}%`),
          ilike(positions.protocol, `%${q}%`),
        )
      : undefined;
    const rows = await this.#ctx.db
      .select({
        deviceId: devices.id,
        imei: devices.uniqueId,
        name: devices.name,
        model,
        sim,
        protocol: positions.protocol,
        installedAt: installations.installedAt,
        installer: installations.installer,
        notes: installations.notes,
        lastContact: devices.lastUpdate,
        status: devices.status,
      })
      .from(devices)
      .innerJoin(installations, eq(installations.deviceId, devices.id))
      .leftJoin(positions, eq(positions.id, devices.positionId))
      .where(and(scope, search))
      .orderBy(devices.name, devices.id);
    return rows.map((r) => ({
      deviceId: r.deviceId,
      imei: r.imei,
      model: r.model,
      protocol: r.protocol,
      simNumber: r.sim,
      installedAt: r.installedAt.toISOString(),
      installer: r.installer,
      notes: r.notes,
      vehicle: { id: r.deviceId, name: r.name },
      lastContact: r.lastContact?.toISOString() ?? null,
      status: r.status,
    }));
  }

  async get(user: UserRow, deviceId: number): Promise<InstalledDevice> {
    await this.#ctx.access.authorize(user, 'device', deviceId, 'read');
    const found = (await this.list(user)).find((d) => d.deviceId === deviceId);
    if (!found) throw HttpError.notFound(`No installed device on vehicle ${deviceId}`);
    return found;
  }

  /** Records installation details; needs write access to the vehicle. */
  async update(user: UserRow, deviceId: number, values: InstallationValues): Promise<InstalledDevice> {
    await this.#ctx.access.authorize(user, 'device', deviceId, 'write');
    await this.ensure([deviceId]);
    // A body with none of the fields changes nothing (an empty SET is not SQL).
    const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length > 0)
      await this.#ctx.db.update(installations).set(changes).where(eq(installations.deviceId, deviceId));
    return this.get(user, deviceId);
  }

  /** The list as CSV (dates in UTC ISO-8601). */
  async csv(user: UserRow, q?: string): Promise<string> {
    const rows = (await this.list(user, q)).map((d) => [
      d.imei,
      d.model ?? '',
      d.protocol ?? '',
      d.simNumber ?? '',
      d.installedAt,
      d.installer ?? '',
      d.vehicle.name,
      d.lastContact ?? '',
      d.status,
    ]);
    return writeCsv(CSV_HEADER, rows);
  }
}
