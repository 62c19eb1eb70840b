/**
 * Whether a multi-select with `selectedCount` items chosen may take one more (SPEC §5: the
 * maximum is optional). Without a maximum, always. A maximum that is not a positive number is
 * treated as no maximum.
 * @param max the most items that may be chosen
 * @example multiSelectAllows(2, 3) // true
 * @example multiSelectAllows(3, 3) // false
 */
export function multiSelectAllows(selectedCount: number, max?: number | null): boolean {
  if (max === null || max === undefined || !(max > 0)) return true;
  return selectedCount < max;
}
