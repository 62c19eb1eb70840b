import * as z from 'zod/mini';
import { vehicleStatesSchema } from '../schema/vehicleState';
import type { FleetHttp } from './FleetHttp';

/** Time per state over a range (`GET /api2/vehicle-states`). */
export function vehicleStatesResource(http: FleetHttp) {
  return {
    /** Per vehicle (all the user sees, or `deviceIds` / `groupIds`) the ms moving, idling, stopped, offline. */
    list: (q: { from: Date | string; to: Date | string; deviceIds?: number[]; groupIds?: number[] }) =>
      http.json(z.array(vehicleStatesSchema), 'get', 'api2/vehicle-states', {
        query: { from: q.from, to: q.to, deviceId: q.deviceIds, groupId: q.groupIds },
      }),
  };
}
