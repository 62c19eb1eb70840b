import * as z from 'zod/mini';
import { documentExpiryInfoSchema, type FleetDocument, fleetDocumentSchema } from '../schema/document';
import type { FleetHttp, Query } from './FleetHttp';

/** Fields sent to create or update a document: everything but the server-set `$` fields. */
export type DocumentInput = Omit<Partial<FleetDocument>, '$id' | '$createdAt' | '$updatedAt'> &
  Pick<FleetDocument, 'documentOf' | 'documentType'>;

/** Filters of a document list: category, vehicle or driver id, type. */
export interface DocumentListQuery {
  documentOf?: string;
  entityId?: number;
  documentType?: string;
}

/** Document calls (`/api2/documents`). */
export function documentsResource(http: FleetHttp) {
  return {
    list: (q: DocumentListQuery = {}) =>
      http.json(z.array(fleetDocumentSchema), 'get', 'api2/documents', { query: q as Query }),
    get: (id: string) => http.json(fleetDocumentSchema, 'get', `api2/documents/${encodeURIComponent(id)}`),
    create: (input: DocumentInput) =>
      http.json(fleetDocumentSchema, 'post', 'api2/documents', { json: input }),
    update: (id: string, input: DocumentInput) =>
      http.json(fleetDocumentSchema, 'put', `api2/documents/${encodeURIComponent(id)}`, { json: input }),
    remove: (id: string) => http.empty('delete', `api2/documents/${encodeURIComponent(id)}`),
    /**
     * Documents already expired and those expiring within 15 days, soonest first; narrowed like
     * `list` (e.g. `{ documentOf: 'vehicle', entityId: 7 }` for one vehicle).
     */
    expiryInfo: (q: DocumentListQuery = {}) =>
      http.json(documentExpiryInfoSchema, 'get', 'api2/documents/expiry-info', { query: q as Query }),
  };
}

/** Service history calls (`/api2/services/history`). */
export function serviceHistoryResource(http: FleetHttp) {
  const listSchema = z.looseObject({ documents: z.array(fleetDocumentSchema) });
  return {
    /** A vehicle's service records (`entityId`), or all the user may read; optionally of one type. */
    list: (q: { entityId?: number; documentType?: string } = {}) =>
      http.json(listSchema, 'get', 'api2/services/history', { query: q as Query }).then((r) => r.documents),
    get: (id: string) =>
      http.json(fleetDocumentSchema, 'get', `api2/services/history/get/${encodeURIComponent(id)}`),
    create: (input: DocumentInput) =>
      http.json(fleetDocumentSchema, 'post', 'api2/services/history', { json: input }),
    update: (id: string, input: DocumentInput) =>
      http.json(fleetDocumentSchema, 'put', `api2/services/history/${encodeURIComponent(id)}`, {
        json: input,
      }),
    remove: (id: string) => http.empty('delete', `api2/services/history/${encodeURIComponent(id)}`),
  };
}
