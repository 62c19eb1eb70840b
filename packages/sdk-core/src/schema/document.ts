import * as z from 'zod/mini';
import { MAX_DOCUMENT_FILES } from '../constants';
import { idSchema, isoDateTime } from './common';

/** What a document belongs to. */
export const DOCUMENT_OF = ['vehicle', 'driver', 'others'] as const;
export type DocumentOf = (typeof DOCUMENT_OF)[number];

/** The optional text fields every document type maps its own labels onto (SPEC §3). */
export const DOCUMENT_TEXT_FIELDS = [
  'identifiedBy',
  'identificationNo',
  'description',
  'expiryDate',
  'issuedBy',
  'issuedDate',
  'address',
  'VIN',
  'amount',
  'category',
  'notes',
  'status',
  'renewalDate',
] as const;
export type DocumentTextField = (typeof DOCUMENT_TEXT_FIELDS)[number];

const textFields = Object.fromEntries(
  DOCUMENT_TEXT_FIELDS.map((f) => [f, z.optional(z.nullable(z.string()))]),
) as {
  [K in DocumentTextField]: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
};

/** A document record (`/api2/documents`). `entityId` is the vehicle or driver id, null for others. */
export const fleetDocumentSchema = z.looseObject({
  $id: z.string(),
  documentOf: z.enum(DOCUMENT_OF),
  entityId: z.optional(z.nullable(idSchema)),
  documentType: z.string(),
  fileIds: z._default(z.array(z.string()).check(z.maxLength(MAX_DOCUMENT_FILES)), []),
  $createdAt: z.optional(isoDateTime),
  $updatedAt: z.optional(isoDateTime),
  /** Whether the signed-in user may change or delete it; absent from older servers (then assume yes). */
  editable: z.optional(z.boolean()),
  ...textFields,
});
export type FleetDocument = z.infer<typeof fleetDocumentSchema>;
/** A service-history record: a document of a vehicle's service (`/api2/services/history`). */
export const serviceRecordSchema = fleetDocumentSchema;
export type ServiceRecord = FleetDocument;

/** `GET /api2/documents/expiry-info`: documents already expired and those expiring within 15 days. */
export const documentExpiryInfoSchema = z.object({
  expired: z.array(fleetDocumentSchema),
  expiring: z.array(fleetDocumentSchema),
});
export type DocumentExpiryInfo = z.infer<typeof documentExpiryInfoSchema>;
