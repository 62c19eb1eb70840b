import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { DOCUMENT_TEXT_FIELDS, type DocumentTextField } from '../schema/document';

const optionalText = z.nullish(z.string());

const fields = Object.fromEntries(DOCUMENT_TEXT_FIELDS.map((field) => [field, optionalText])) as Record<
  DocumentTextField,
  typeof optionalText
>;

/**
 * The document form (SPEC §5): the 13 optional text fields of a document. Each may be left empty,
 * but a submit needs at least one field with text other than spaces; otherwise the form-level issue
 * 'At least one of the fields must be filled' (`MESSAGES.documentNeedsOneField`) is raised, with an
 * empty path. Other keys (category, entity, type, files) are checked by their own steps and dropped.
 * @example documentFormSchema.safeParse({ issuedBy: 'Transport Office' }).success // true
 */
export const documentFormSchema = z.object(fields).check(
  z.refine((form) => DOCUMENT_TEXT_FIELDS.some((field) => (form[field] ?? '').trim() !== ''), {
    message: MESSAGES.documentNeedsOneField,
  }),
);

/** The document form's values. */
export type DocumentForm = z.output<typeof documentFormSchema>;
