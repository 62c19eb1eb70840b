import type { FastifyInstance } from 'fastify';
import { currentUser } from '../context';
import { combinedReport, geofenceReport } from '../services/traccarReports';

/**
 * Traccar's geofence report (stays in geofences) and combined report (route, events and their
 * positions per device). JSON only, as Traccar answers them. Same rules as the other reports: read
 * only, refused to users whose reports are disabled, devices and groups the user sees.
 */
export async function traccarReportRoutes(app: FastifyInstance) {
  app.get('/api/reports/geofences', async (request) =>
    geofenceReport(app.ctx, currentUser(request), request.query as Record<string, unknown>),
  );
  app.get('/api/reports/combined', async (request) =>
    combinedReport(app.ctx, currentUser(request), request.query as Record<string, unknown>),
  );
}
