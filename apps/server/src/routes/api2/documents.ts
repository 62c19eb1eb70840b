import { DOCUMENT_OF, type FleetDocument } from '@fleetkit/sdk-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { UserRow } from '../../auth/Access';
import { currentUser } from '../../context';
import { parse } from '../../http/parse';
import { DocumentAccess, type DocumentRow } from '../../services/documents/DocumentAccess';
import { DocumentService, type RecordFilter } from '../../services/documents/DocumentService';
import { recordBodySchema } from '../../services/documents/resolveRecord';
import { toFleetDocument } from '../../services/documents/toFleetDocument';
import { FileAccess } from '../../services/files/FileAccess';

const entityIdQuery = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be a vehicle or driver id')
  .transform(Number);

/** The filters of `GET /api2/documents` and `/api2/documents/expiry-info`. */
const documentQuery = z.object({
  documentOf: z.enum(DOCUMENT_OF, { message: 'must be vehicle, driver or others' }).optional(),
  entityId: entityIdQuery.optional(),
  documentType: z.string().trim().min(1).max(64).optional(),
});

/** The filters of `GET /api2/services/history`. */
const serviceQuery = documentQuery.omit({ documentOf: true });

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** Documents in the wire shape, each with `editable`: whether this user may change or delete it. */
type ToWire = (user: UserRow, rows: readonly DocumentRow[]) => Promise<FleetDocument[]>;

function wireShaper(documentAccess: DocumentAccess): ToWire {
  return async (user, rows) => {
    const editable = await documentAccess.writable(user, rows);
    return rows.map((row, i) => toFleetDocument(row, editable[i]));
  };
}

/** Routes of one record kind: get, create, update and delete by `$id`. */
function registerRecordRoutes(
  app: FastifyInstance,
  service: DocumentService,
  toWire: ToWire,
  paths: { collection: string; item: string; get: string },
) {
  const one = async (user: UserRow, row: DocumentRow) => (await toWire(user, [row]))[0];

  app.get(paths.get, async (request) => {
    const user = currentUser(request);
    return one(user, await service.get(user, idOf(request)));
  });

  app.post(paths.collection, async (request) => {
    const body = parse(recordBodySchema, request.body);
    const user = currentUser(request);
    return one(user, await service.create(user, body));
  });

  app.put(paths.item, async (request) => {
    const body = parse(recordBodySchema, request.body);
    const user = currentUser(request);
    return one(user, await service.update(user, idOf(request), body));
  });

  app.delete(paths.item, async (request, reply: FastifyReply) => {
    await service.remove(currentUser(request), idOf(request));
    return reply.status(204).send();
  });
}

/**
 * `/api2/documents` (vehicle, driver and other documents, and their expiry info) and
 * `/api2/services/history` (vehicles' service records), SPEC §7. Records are shaped as sdk-core's
 * `fleetDocumentSchema`; who sees what is `DocumentAccess` (docs/decisions/document-access.md).
 */
export async function documentRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const documentAccess = new DocumentAccess(ctx);
  const fileAccess = new FileAccess(ctx, documentAccess);
  const documents = new DocumentService(ctx, 'document', documentAccess, fileAccess);
  const services = new DocumentService(ctx, 'service', documentAccess, fileAccess);
  const toWire = wireShaper(documentAccess);

  app.get('/api2/documents', async (request) => {
    const filter: RecordFilter = parse(documentQuery, request.query);
    const user = currentUser(request);
    return toWire(user, await documents.list(user, filter));
  });

  app.get('/api2/documents/expiry-info', async (request) => {
    const filter: RecordFilter = parse(documentQuery, request.query);
    const user = currentUser(request);
    const info = await documents.expiryInfo(user, filter);
    return { expired: await toWire(user, info.expired), expiring: await toWire(user, info.expiring) };
  });

  registerRecordRoutes(app, documents, toWire, {
    collection: '/api2/documents',
    item: '/api2/documents/:id',
    get: '/api2/documents/:id',
  });

  app.get('/api2/services/history', async (request) => {
    const filter: RecordFilter = parse(serviceQuery, request.query);
    const user = currentUser(request);
    const rows = await services.list(user, filter);
    return { total: rows.length, documents: await toWire(user, rows) };
  });

  registerRecordRoutes(app, services, toWire, {
    collection: '/api2/services/history',
    item: '/api2/services/history/:id',
    get: '/api2/services/history/get/:id',
  });
}
