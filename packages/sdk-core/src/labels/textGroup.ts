/**
 * Where a text group keeps its name (`'GEOFENCE_TEXTS'`): a symbol of the global registry, so a
 * translator bundled apart from the groups (the partner element's language file) reads the same key.
 */
export const TEXT_GROUP_NAME: unique symbol = Symbol.for('fleetkit.textGroup') as never;

/**
 * Names a group of screen texts: the group is returned as it is, carrying `name` under
 * {@link TEXT_GROUP_NAME} (not enumerable, so the group's keys and JSON are unchanged). A translator
 * finds a group's texts in a catalogue by that name (`'GEOFENCE_TEXTS.page'`), without holding a copy
 * of every English group to look it up.
 * @example export const GEOFENCE_TEXTS = textGroup('GEOFENCE_TEXTS', { title: 'Geofences' } as const);
 */
export function textGroup<T extends object>(name: string, group: T): T {
  Object.defineProperty(group, TEXT_GROUP_NAME, { value: name });
  return group;
}

/** The name {@link textGroup} gave `group`, or undefined for any other object. */
export function textGroupName(group: object): string | undefined {
  const name = (group as { [TEXT_GROUP_NAME]?: unknown })[TEXT_GROUP_NAME];
  return typeof name === 'string' ? name : undefined;
}
