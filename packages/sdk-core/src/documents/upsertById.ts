/**
 * Inserts an item into a list, or replaces the item with the same id in place (SPEC §4: document and
 * geofence lists are updated by inserting or replacing by id). Returns a new array; the list given is
 * not changed. A new item goes at the end, or at the start with `{ at: 'start' }`.
 *
 * @param key The id field: `'$id'` for documents (the default), `'id'` for geofences.
 * @example
 * documents = upsertById(documents, saved);
 * geofences = upsertById(geofences, geofence, 'id');
 */
export function upsertById<T extends { $id: unknown }>(list: readonly T[], item: T): T[];
export function upsertById<T, K extends keyof T>(
  list: readonly T[],
  item: T,
  key: K,
  options?: { at?: 'start' | 'end' },
): T[];
export function upsertById<T>(
  list: readonly T[],
  item: T,
  key: keyof T = '$id' as keyof T,
  options: { at?: 'start' | 'end' } = {},
): T[] {
  const index = list.findIndex((existing) => existing[key] === item[key]);
  if (index >= 0) return list.map((existing, i) => (i === index ? item : existing));
  return options.at === 'start' ? [item, ...list] : [...list, item];
}
