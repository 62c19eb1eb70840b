import * as z from 'zod';

/** An ISO-8601 date-time with its zone (`Z` or `+05:45`), as Traccar sends and accepts. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** Free-form attributes; known keys are typed by the entity's own attribute helpers. */
export const attributesSchema = z.record(z.string(), z.unknown());
export type Attributes = z.infer<typeof attributesSchema>;

/** A database id: Traccar uses positive integers, 0 for "none" in a few link fields. */
export const idSchema = z.number().int().nonnegative();

/** An optional text field that Traccar may send as null. */
export const nullableText = z.string().nullable().optional();

/** A link to another object that Traccar sends as 0 or null when there is none. */
export const optionalLink = idSchema.nullable().optional();

/** The error body every Fleetkit server route returns: `{ error: { code, message, details? } }`. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
