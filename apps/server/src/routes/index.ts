import type { FastifyInstance } from 'fastify';
import { geocodingFor } from '../geocoder/geocodingFor';
import { accountRoutes } from './api2/accounts';
import { deviceLinkRoutes } from './api2/deviceLinks';
import { documentRoutes } from './api2/documents';
import { driverPerformanceRoutes } from './api2/driverPerformance';
import { geocodeRoutes } from './api2/geocode';
import { installedDeviceRoutes } from './api2/installedDevices';
import { mapStyleRoutes } from './api2/mapStyles';
import { notificationSettingRoutes } from './api2/notificationSettings';
import { subscriptionRoutes } from './api2/subscriptions';
import { ticketRoutes } from './api2/tickets';
import { vehicleStateRoutes } from './api2/vehicleStates';
import { vehicleRoutes } from './api2/vehicles';
import { calendarRoutes } from './calendars';
import { collectionRoutes } from './collections';
import { commandRoutes } from './commands';
import { deviceImageRoutes } from './deviceImages';
import { deviceRoutes } from './devices';
import { notificationCatalogRoutes } from './notificationCatalog';
import { orderRoutes } from './orders';
import { permissionRoutes } from './permissions';
import { positionExportRoutes } from './positionExports';
import { positionRoutes } from './positions';
import { reportRoutes } from './reports';
import { savedCommandRoutes } from './savedCommands';
import { scheduledReportRoutes } from './scheduledReports';
import { serverRoutes } from './server';
import { serverActivityRoutes } from './serverActivity';
import { sessionRoutes } from './session';
import { socketRoutes } from './socket';
import { storageRoutes } from './storage';
import { traccarExtraRoutes } from './traccarExtras';
import { traccarReportRoutes } from './traccarReports';
import { userRoutes } from './users';

/** Every HTTP route of the server, one plugin per resource. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(sessionRoutes);
  await app.register(serverRoutes);
  await app.register(serverActivityRoutes);
  await app.register(userRoutes);
  await app.register(deviceRoutes);
  await app.register(deviceImageRoutes);
  await app.register(collectionRoutes);
  await app.register(calendarRoutes);
  await app.register(notificationCatalogRoutes);
  await app.register(permissionRoutes);
  await app.register(deviceLinkRoutes);
  await app.register(positionRoutes);
  await app.register(positionExportRoutes);
  await app.register(commandRoutes);
  await app.register(savedCommandRoutes);
  await app.register(socketRoutes);
  await app.register(vehicleRoutes);
  await app.register(documentRoutes);
  await app.register(accountRoutes);
  await app.register(storageRoutes);
  // Report addresses come from the same cached resolver as positions' (stored addresses win).
  await app.register(reportRoutes, {
    address: (latitude: number, longitude: number) =>
      geocodingFor(app.ctx).addresses.addressFor(latitude, longitude),
  });
  await app.register(traccarReportRoutes);
  await app.register(scheduledReportRoutes);
  await app.register(orderRoutes);
  await app.register(traccarExtraRoutes);
  await app.register(geocodeRoutes);
  await app.register(mapStyleRoutes, {});
  await app.register(subscriptionRoutes);
  await app.register(ticketRoutes);
  await app.register(installedDeviceRoutes);
  await app.register(vehicleStateRoutes);
  await app.register(driverPerformanceRoutes);
  await app.register(notificationSettingRoutes);
}
