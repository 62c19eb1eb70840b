import * as z from 'zod';

/**
 * The longest value each kind of field accepts (docs/security.md (size limits)). Text limits are in characters
 * and follow Traccar's column sizes (names and identifiers 128, contact 512, descriptions and
 * expressions 4000), so what this server stores also fits a Traccar database; attributes are capped by
 * their size as JSON, their number of keys and their depth, so one user's record cannot make every
 * request that reads it slow.
 */
export const INPUT_LIMITS = {
  /** Names of vehicles, groups, drivers, geofences, maintenance schedules and users. */
  name: 128,
  /** Identifiers and short codes: uniqueId, types, category, notificators, map, coordinate format, attribute names. */
  identifier: 128,
  phone: 128,
  contact: 512,
  /** RFC 5321's longest address, as registration accepts. */
  email: 254,
  /** As registration accepts; longer passwords only cost hashing time. */
  password: 200,
  /** Descriptions and computed-attribute expressions. */
  description: 4000,
  /** Geofence areas (WKT); a polygon of about 2,500 points. */
  area: 65_536,
  /** A calendar's iCalendar, in base64 (a year of weekly shifts fits many times over). */
  calendarData: 128 * 1024,
  /** URLs, such as a user's POI layer. */
  url: 2048,
  /** Attributes, serialized as JSON, in bytes. */
  attributesBytes: 16 * 1024,
  /** Keys of attributes, counted at every level. */
  attributesKeys: 128,
  /** Levels of objects and arrays in attributes, the attributes object being the first. */
  attributesDepth: 4,
  /** Links in one `/api/permissions/bulk` call. */
  bulkPermissions: 1000,
} as const;

/** A text of at most `max` characters; other values are left to the entity's own schema. */
export function limitedText(max: number) {
  return z.unknown().refine((value) => typeof value !== 'string' || value.length <= max, {
    message: `Use at most ${max} characters`,
    abort: true,
  });
}

/** The first size rule that attributes break, or null. */
function attributesProblem(value: Record<string, unknown>): string | null {
  const { attributesBytes, attributesKeys, attributesDepth, identifier } = INPUT_LIMITS;
  let keys = 0;
  let tooDeep = false;
  let longKey = false;
  const walk = (node: unknown, depth: number) => {
    if (node === null || typeof node !== 'object') return;
    if (depth > attributesDepth) tooDeep = true;
    if (tooDeep || keys > attributesKeys) return;
    const entries = Array.isArray(node) ? node.map((item) => ['', item] as const) : Object.entries(node);
    for (const [key, child] of entries) {
      if (!Array.isArray(node)) {
        keys++;
        if (key.length > identifier) longKey = true;
      }
      walk(child, depth + 1);
    }
  };
  walk(value, 1);
  if (longKey) return `Use attribute keys of at most ${identifier} characters`;
  if (keys > attributesKeys) return `Use at most ${attributesKeys} attribute keys`;
  if (tooDeep) return `Nest attributes at most ${attributesDepth} levels deep`;
  if (Buffer.byteLength(JSON.stringify(value)) > attributesBytes) {
    return `Keep attributes within ${attributesBytes / 1024} KB (as JSON)`;
  }
  return null;
}

/** Attributes within the size limits; other values are left to the entity's own schema. */
export const limitedAttributes = z.unknown().superRefine((value, context) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
  const problem = attributesProblem(value as Record<string, unknown>);
  if (problem) context.addIssue({ code: 'custom', message: problem, abort: true });
});

/** The limit schemas of the common fields, by kind. */
export const limits = {
  name: limitedText(INPUT_LIMITS.name),
  identifier: limitedText(INPUT_LIMITS.identifier),
  phone: limitedText(INPUT_LIMITS.phone),
  contact: limitedText(INPUT_LIMITS.contact),
  email: limitedText(INPUT_LIMITS.email),
  password: limitedText(INPUT_LIMITS.password),
  description: limitedText(INPUT_LIMITS.description),
  area: limitedText(INPUT_LIMITS.area),
  url: limitedText(INPUT_LIMITS.url),
  attributes: limitedAttributes,
};

/**
 * A body schema that first holds each named field to its limit (a 400 naming the field, before any other
 * rule runs) and then validates the body with the entity's own schema.
 * @example withinLimits(groupInputSchema, { name: limits.name, attributes: limits.attributes })
 */
export function withinLimits<S extends z.core.$ZodType>(
  schema: S,
  fields: Record<string, z.ZodType>,
): z.core.$ZodType<z.output<S>, unknown> {
  const shape = Object.fromEntries(Object.entries(fields).map(([key, rule]) => [key, rule.optional()]));
  // The pipe's output is the entity schema's; zod cannot infer it through a generic schema.
  return z.pipe(
    z.looseObject(shape),
    schema as z.core.$ZodType<unknown, Record<string, unknown>>,
  ) as unknown as z.core.$ZodType<z.output<S>, unknown>;
}
