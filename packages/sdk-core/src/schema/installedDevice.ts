import * as z from 'zod/mini';
import { idSchema, isoDateTime } from './common';

/** One tracker unit of the inventory (`/api2/installed-devices`). */
export const installedDeviceSchema = z.looseObject({
  deviceId: idSchema,
  imei: z.string(),
  model: z.nullable(z.string()),
  protocol: z.nullable(z.string()),
  simNumber: z.nullable(z.string()),
  installedAt: isoDateTime,
  installer: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  vehicle: z.looseObject({ id: idSchema, name: z.string() }),
  lastContact: z.nullable(isoDateTime),
  status: z.string(),
});
export type InstalledDevice = z.infer<typeof installedDeviceSchema>;

/** What may be recorded about an installation; model and SIM number override the vehicle's. */
export interface InstallationInput {
  /** ISO-8601 with zone. */
  installedAt?: string;
  installer?: string | null;
  model?: string | null;
  simNumber?: string | null;
  notes?: string | null;
}
