import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../context';
import { parse, parseId } from '../../http/parse';
import { InstalledDevices } from '../../services/installations/InstalledDevices';

const text = z.string().trim().max(200).nullish();
const installationBody = z.object({
  installedAt: z.iso
    .datetime({ offset: true, message: 'installedAt must be an ISO-8601 date with zone' })
    .transform((v) => new Date(v))
    .optional(),
  installer: text,
  model: text,
  simNumber: text,
  notes: z.string().trim().max(2000).nullish(),
});
const searchQuery = z.object({ q: z.string().trim().max(100).optional() });

/** Installed devices (SPEC §1 installed-devices): the tracker inventory, its search and CSV export. */
export async function installedDeviceRoutes(app: FastifyInstance) {
  const inventory = new InstalledDevices(app.ctx);
  const stop = inventory.followNewVehicles();
  app.addHook('onClose', async () => stop());

  app.get('/api2/installed-devices', async (request) => {
    const { q } = parse(searchQuery, request.query);
    return inventory.list(currentUser(request), q || undefined);
  });

  app.get('/api2/installed-devices/export.csv', async (request, reply) => {
    const { q } = parse(searchQuery, request.query);
    const csv = await inventory.csv(currentUser(request), q || undefined);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="installed-devices.csv"')
      .send(csv);
  });

  app.get('/api2/installed-devices/:deviceId', async (request) =>
    inventory.get(currentUser(request), parseId((request.params as { deviceId: string }).deviceId)),
  );

  app.put('/api2/installed-devices/:deviceId', async (request) => {
    const deviceId = parseId((request.params as { deviceId: string }).deviceId);
    const body = parse(installationBody, request.body);
    return inventory.update(currentUser(request), deviceId, body);
  });
}
