import * as z from 'zod/mini';
import { _coercedNumber, _isoDateTime } from 'zod/v4/core';

// The two builders below are imported by name rather than through `z.iso` and `z.coerce`: a bundler
// keeps every member of a namespace reached through another namespace, which would add the unused
// date, time, duration and bigint schemas to the main entry.

/** An ISO-8601 date-time with its zone (`Z` or `+05:45`), as Traccar sends and accepts. */
export const isoDateTime = _isoDateTime(z.ZodMiniISODateTime, { offset: true });

/** A number, or text that reads as one (`"27.7172"`), as geocoders send coordinates. */
export const coercedNumber = () => _coercedNumber(z.ZodMiniNumber);

/** Free-form attributes; known keys are typed by the entity's own attribute helpers. */
export const attributesSchema = z.record(z.string(), z.unknown());
export type Attributes = z.infer<typeof attributesSchema>;

/** A database id: Traccar uses positive integers, 0 for "none" in a few link fields. */
export const idSchema = z.int().check(z.nonnegative());

/** An optional text field that Traccar may send as null. */
export const nullableText = z.optional(z.nullable(z.string()));

/** A link to another object that Traccar sends as 0 or null when there is none. */
export const optionalLink = z.optional(z.nullable(idSchema));

/** An optional date-time that Traccar may send as null. */
export const nullableDateTime = z.optional(z.nullable(isoDateTime));

/** Attributes that default to `{}` when the server leaves them out. */
export const defaultAttributes = () => z._default(attributesSchema, {});

/** A boolean that defaults to `false` when the server leaves it out. */
export const flagOff = () => z._default(z.boolean(), false);

/** A number that defaults to `value` (0 unless given) when the server leaves it out. */
export const numberOr = (value = 0) => z._default(z.number(), value);

/** A text that must have something other than spaces: trimmed, at least one character. */
export const requiredName = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/** The error body every Fleetkit server route returns: `{ error: { code, message, details? } }`. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.optional(z.unknown()),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
