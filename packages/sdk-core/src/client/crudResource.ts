import * as z from 'zod/mini';
import type { FleetHttp, Query } from './FleetHttp';

/** List parameters Traccar accepts on its collections. */
export interface TraccarListQuery {
  /**
   * Traccar's `all`: every object on the server for an administrator (who otherwise gets only what is
   * linked to it), what the caller sees for anyone else. Apps that show a user everything it may see
   * pass it.
   */
  all?: boolean;
  /** Objects linked to this user (administrators and managers). */
  userId?: number;
  /** Objects linked to this device. */
  deviceId?: number;
  /** Objects linked to this group. */
  groupId?: number;
  /** Only these ids. */
  id?: number | number[];
  /** Free-text filter. */
  keyword?: string;
  limit?: number;
  offset?: number;
}

/** The five calls of a Traccar collection at `path`, with answers checked by `schema`. */
export interface CrudResource<T, TInput> {
  list(query?: TraccarListQuery): Promise<T[]>;
  get(id: number): Promise<T>;
  create(input: TInput): Promise<T>;
  update(id: number, input: TInput): Promise<T>;
  remove(id: number): Promise<void>;
}

export function crudResource<S extends z.ZodMiniType, TInput>(
  http: FleetHttp,
  path: string,
  schema: S,
): CrudResource<z.output<S>, TInput> {
  const list = z.array(schema);
  return {
    list: (query) => http.json(list, 'get', path, { query: query as Query }),
    get: (id) => http.json(schema, 'get', `${path}/${id}`),
    create: (input) => http.json(schema, 'post', path, { json: input }),
    update: (id, input) => http.json(schema, 'put', `${path}/${id}`, { json: { ...input, id } }),
    remove: (id) => http.empty('delete', `${path}/${id}`),
  };
}
