import { DOCUMENT_TEXT_FIELDS, type DocumentTextField, type FleetDocument } from '@fleetkit/sdk-core';
import type { DocumentRow } from './DocumentAccess';

/**
 * A stored document or service record as the wire shape of sdk-core's `fleetDocumentSchema`: `$id`,
 * `$createdAt`, `$updatedAt`, category, entity, type and files, and the 13 text fields flattened at the
 * top level (`null` when empty), and `editable` when known: whether the reader may change or delete it.
 */
export function toFleetDocument(row: DocumentRow, editable?: boolean): FleetDocument {
  const fields = Object.fromEntries(
    DOCUMENT_TEXT_FIELDS.map((field) => [field, row.fields[field] ?? null]),
  ) as Record<DocumentTextField, string | null>;
  return {
    $id: row.id,
    $createdAt: row.createdAt.toISOString(),
    $updatedAt: row.updatedAt.toISOString(),
    documentOf: row.documentOf as FleetDocument['documentOf'],
    entityId: row.entityId,
    documentType: row.documentType,
    fileIds: row.fileIds,
    ...fields,
    ...(editable === undefined ? {} : { editable }),
  };
}
