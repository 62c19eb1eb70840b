import * as z from 'zod';
import { HttpError } from './HttpError';

/**
 * Validates input with a schema (classic zod, or the `zod/mini` schemas of sdk-core); a failure is a 400
 * that names each field and why.
 */
export function parse<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    field: issue.path.join('.') || '(body)',
    message: issue.message,
  }));
  const message = issues.map((i) => `${i.field}: ${i.message}`).join('; ');
  throw new HttpError(400, 'validation_failed', message, issues);
}

/** The largest id a row can have (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

const idMessage = (name: string) => `${name} must be a whole number from 1 to ${MAX_ID}`;

/** A path id: a whole number from 1 to {@link MAX_ID}, else 400. */
export function parseId(value: unknown, name = 'id'): number {
  const id = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) throw HttpError.badRequest(idMessage(name));
  return id;
}

/** An id in a body or query (`"7"` or `7`): a whole number from 1 to {@link MAX_ID}. */
export const idField = (name = 'id') =>
  z.coerce
    .number({ message: idMessage(name) })
    .int(idMessage(name))
    .min(1, idMessage(name))
    .max(MAX_ID, idMessage(name));

/** All values of a repeated query key (`?id=1&id=2`), as numbers; bad values are a 400. */
export function queryIds(query: Record<string, unknown>, key: string): number[] {
  const raw = query[key];
  if (raw === undefined) return [];
  const values = Array.isArray(raw) ? raw : [raw];
  return values
    .flatMap((v) => String(v).split(','))
    .filter((v) => v !== '')
    .map((v) => parseId(v, key));
}

/** A query date in ISO-8601 with zone; bad values are a 400. */
export function queryDate(query: Record<string, unknown>, key: string): Date | undefined {
  const raw = query[key];
  if (raw === undefined || raw === '') return undefined;
  const date = new Date(String(Array.isArray(raw) ? raw[0] : raw));
  if (Number.isNaN(date.getTime()))
    throw HttpError.badRequest(`${key} must be an ISO-8601 date such as 2026-01-31T00:00:00Z`);
  return date;
}
