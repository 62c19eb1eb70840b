import * as z from 'zod/mini';
import { type InstallationInput, installedDeviceSchema } from '../schema/installedDevice';
import type { FleetHttp } from './FleetHttp';

const PATH = 'api2/installed-devices';

/** The tracker inventory (`/api2/installed-devices`): list and search, details, CSV export. */
export function installedDevicesResource(http: FleetHttp) {
  return {
    /** Units of the vehicles the user sees; `q` matches IMEI, vehicle, SIM, model, installer, protocol. */
    list: (q?: string) => http.json(z.array(installedDeviceSchema), 'get', PATH, { query: { q } }),
    get: (deviceId: number) => http.json(installedDeviceSchema, 'get', `${PATH}/${deviceId}`),
    update: (deviceId: number, input: InstallationInput) =>
      http.json(installedDeviceSchema, 'put', `${PATH}/${deviceId}`, { json: input }),
    /** The (searched) list as a CSV file. */
    exportCsv: (q?: string) => http.blob(`${PATH}/export.csv`, { q }, 'text/csv'),
  };
}
