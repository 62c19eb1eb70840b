import {
  DOCUMENT_OF,
  DOCUMENT_TEXT_FIELDS,
  type DocumentOf,
  type DocumentTextField,
  documentFormSchema,
  documentTypesFor,
  MAX_DOCUMENT_FILES,
  MESSAGES,
} from '@fleetkit/sdk-core';
import { z } from 'zod';
import { HttpError } from '../../http/HttpError';
import { isStorageId } from '../files/isStorageId';

/** What a row of the documents table holds: a document, or a vehicle's service record. */
export type RecordKind = 'document' | 'service';

/** Longest text accepted in one document field, in characters. */
export const DOCUMENT_FIELD_MAX_LENGTH = 2000;

/** The type of a service record when none is sent. */
export const DEFAULT_SERVICE_TYPE = 'service';

/** A service record's type: a short lower-case slug such as 'oil-change'. */
const SERVICE_TYPE = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The values a document or service record is stored with. Empty text fields are not stored. */
export interface RecordValues {
  documentOf: DocumentOf;
  /** The vehicle or driver id; `null` for 'others'. */
  entityId: number | null;
  documentType: string;
  fileIds: string[];
  fields: Partial<Record<DocumentTextField, string>>;
}

const entityIdInput = z
  .union([z.number().int().nonnegative(), z.string().trim().regex(/^\d*$/), z.null()], {
    message: 'must be a vehicle or driver id',
  })
  .transform((value) => (value === null || value === '' || Number(value) === 0 ? null : Number(value)));

const textField = z
  .string({ message: 'must be text' })
  .max(DOCUMENT_FIELD_MAX_LENGTH, `must be at most ${DOCUMENT_FIELD_MAX_LENGTH} characters`)
  .nullable()
  .optional();

const textFields = Object.fromEntries(DOCUMENT_TEXT_FIELDS.map((field) => [field, textField])) as Record<
  DocumentTextField,
  typeof textField
>;

/**
 * The body of `POST` and `PUT` on documents and service records: the 13 text fields, category, entity,
 * type and files, every key optional here (the rules of {@link resolveRecord} say which are needed).
 * Other keys, such as the `$` fields a client echoes back, are ignored.
 */
export const recordBodySchema = z.object({
  documentOf: z.enum(DOCUMENT_OF, { message: 'must be vehicle, driver or others' }).optional(),
  entityId: entityIdInput.optional(),
  documentType: z
    .string({ message: 'must be text' })
    .trim()
    .min(1, 'Choose a document type')
    .max(64)
    .optional(),
  fileIds: z
    .array(z.string({ message: 'must be file ids' }), { message: 'must be a list of file ids' })
    .max(MAX_DOCUMENT_FILES, MESSAGES.tooManyFiles)
    .optional(),
  ...textFields,
});
export type RecordBody = z.output<typeof recordBodySchema>;

function invalid(field: string, message: string): HttpError {
  return new HttpError(400, 'validation_failed', `${field}: ${message}`, [{ field, message }]);
}

function resolveCategory(kind: RecordKind, body: RecordBody, existing: RecordValues | null): DocumentOf {
  if (kind === 'service') {
    if (body.documentOf && body.documentOf !== 'vehicle') {
      throw invalid('documentOf', 'Service records belong to a vehicle');
    }
    return 'vehicle';
  }
  const documentOf = body.documentOf ?? existing?.documentOf;
  if (!documentOf) throw invalid('documentOf', 'Choose vehicle, driver or others');
  return documentOf;
}

function resolveType(
  kind: RecordKind,
  documentOf: DocumentOf,
  body: RecordBody,
  existing: RecordValues | null,
) {
  if (kind === 'service') {
    const type = body.documentType ?? existing?.documentType ?? DEFAULT_SERVICE_TYPE;
    if (!SERVICE_TYPE.test(type)) {
      throw invalid('documentType', 'must be lower-case letters, digits and hyphens, such as oil-change');
    }
    return type;
  }
  const type = body.documentType ?? existing?.documentType;
  if (!type) throw invalid('documentType', 'Choose a document type');
  const allowed = documentTypesFor(documentOf).map((t) => t.type);
  if (!allowed.includes(type)) {
    throw invalid('documentType', `${type} is not a ${documentOf} document type (${allowed.join(', ')})`);
  }
  return type;
}

function resolveEntity(
  documentOf: DocumentOf,
  body: RecordBody,
  existing: RecordValues | null,
): number | null {
  if (documentOf === 'others') return null;
  const sameCategory = existing?.documentOf === documentOf;
  const entityId =
    body.entityId !== undefined ? body.entityId : sameCategory ? (existing?.entityId ?? null) : null;
  if (entityId === null) throw invalid('entityId', `Choose the ${documentOf}`);
  return entityId;
}

function resolveFiles(body: RecordBody, existing: RecordValues | null): string[] {
  const fileIds = body.fileIds ?? existing?.fileIds ?? [];
  for (const id of fileIds)
    if (!isStorageId(id)) throw invalid('fileIds', `${JSON.stringify(id)} is not a file id`);
  if (new Set(fileIds).size !== fileIds.length) throw invalid('fileIds', 'A file is listed more than once');
  return fileIds;
}

function resolveFields(body: RecordBody, existing: RecordValues | null): RecordValues['fields'] {
  const fields: RecordValues['fields'] = { ...existing?.fields };
  for (const field of DOCUMENT_TEXT_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    const text = value?.trim() ?? '';
    if (text === '') delete fields[field];
    else fields[field] = text;
  }
  const check = documentFormSchema.safeParse(fields);
  if (!check.success) {
    const issues = check.error.issues.map((issue) => ({
      field: issue.path.join('.') || '(body)',
      message: issue.message,
    }));
    throw new HttpError(400, 'validation_failed', issues.map((i) => i.message).join('; '), issues);
  }
  return fields;
}

/**
 * The values of a document or service record after a create (`existing` null) or an update, which
 * merges the body into the stored record (SPEC §7: "merge of existing and form, plus fileIds, documentOf,
 * entityId, documentType"). Rules (SPEC §3, §5):
 * - documentOf is vehicle, driver or others, and the documentType one of that category's types;
 *   a service record always belongs to a vehicle, its type a slug defaulting to 'service';
 * - a vehicle or driver record needs its entityId (kept on update while the category stays); 'others' has none;
 * - a text field sent as null or blank is cleared; at least one field must be filled
 *   ('At least one of the fields must be filled');
 * - at most 4 files ('Cannot upload more than 4 files'), each a valid file id, none twice.
 * @throws HttpError 400 naming the field.
 */
export function resolveRecord(
  kind: RecordKind,
  body: RecordBody,
  existing: RecordValues | null,
): RecordValues {
  const documentOf = resolveCategory(kind, body, existing);
  return {
    documentOf,
    documentType: resolveType(kind, documentOf, body, existing),
    entityId: resolveEntity(documentOf, body, existing),
    fileIds: resolveFiles(body, existing),
    fields: resolveFields(body, existing),
  };
}
