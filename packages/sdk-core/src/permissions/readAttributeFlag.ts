/**
 * Reads an on/off attribute the way Traccar stores it: as a boolean or as the text 'true'/'false'
 * (the web admin forms save text, the API accepts booleans).
 *
 * @returns `true` or `false` when the attribute is set to one of those, `undefined` when it is absent
 * or holds anything else (so the caller can fall back to another source).
 * @example
 * readAttributeFlag({ 'ui.disableGroups': 'true' }, 'ui.disableGroups'); // true
 * readAttributeFlag({}, 'ui.disableGroups'); // undefined
 */
export function readAttributeFlag(
  attributes: Readonly<Record<string, unknown>> | null | undefined,
  key: string,
): boolean | undefined {
  const value = attributes?.[key];
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true') return true;
    if (text === 'false') return false;
  }
  return undefined;
}
