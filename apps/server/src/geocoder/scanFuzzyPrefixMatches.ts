/**
 * Finds, in sorted keys `[start, end)`, every key within `maxDistance` edits of having `query` as a
 * prefix: the same answer as `fuzzyPrefixDistance(query, key, maxDistance) <= maxDistance` for each
 * key, but walking the keys like a trie. Neighbouring sorted keys share prefixes, so the edit-distance
 * columns of a shared prefix are computed once; once a prefix can no longer match (or already
 * matches), every key that starts with it is skipped (or reported) at once.
 *
 * Calls `onMatch(from, to)` for each run of matching keys, in order.
 */
export function scanFuzzyPrefixMatches(
  keys: readonly string[],
  start: number,
  end: number,
  query: string,
  maxDistance: number,
  onMatch: (from: number, to: number) => void,
): void {
  const m = query.length;
  if (m <= maxDistance) {
    if (start < end) onMatch(start, end);
    return;
  }
  const height = m + 1;
  // Columns past m + maxDistance letters of a key cannot bring it within reach any more.
  const lastColumn = m + maxDistance;
  // table[j * height + i]: edits between the first i letters of the query and the first j of the key.
  const table = new Uint16Array((lastColumn + 1) * height);
  for (let i = 0; i <= m; i++) table[i] = i;
  let tableKey = '';
  let validColumns = 0;
  let k = start;
  while (k < end) {
    const key = keys[k] ?? '';
    let common = 0;
    const reusable = Math.min(validColumns, key.length, tableKey.length);
    while (common < reusable && key.charCodeAt(common) === tableKey.charCodeAt(common)) common++;
    let j = common;
    let settledAt = 0;
    let matched = false;
    const columns = Math.min(key.length, lastColumn);
    while (j < columns) {
      j++;
      const letter = key.charCodeAt(j - 1);
      const here = j * height;
      const left = here - height;
      table[here] = j;
      let columnMinimum = j;
      for (let i = 1; i <= m; i++) {
        const q = query.charCodeAt(i - 1);
        let value = Math.min(
          (table[here + i - 1] ?? 0) + 1,
          (table[left + i] ?? 0) + 1,
          (table[left + i - 1] ?? 0) + (q === letter ? 0 : 1),
        );
        if (i > 1 && j > 1 && q === key.charCodeAt(j - 2) && query.charCodeAt(i - 2) === letter) {
          value = Math.min(value, (table[left - height + i - 2] ?? 0) + 1);
        }
        table[here + i] = value;
        if (value < columnMinimum) columnMinimum = value;
      }
      if ((table[here + m] ?? 0) <= maxDistance) {
        matched = true;
        settledAt = j;
        break;
      }
      // Every later column is at least this column's minimum: no longer key with this prefix can match.
      if (columnMinimum > maxDistance || j === lastColumn) {
        settledAt = j;
        break;
      }
    }
    tableKey = key;
    validColumns = j;
    if (settledAt === 0) {
      k++;
      continue;
    }
    const prefix = key.slice(0, settledAt);
    let next = k + 1;
    while (next < end && (keys[next] ?? '').startsWith(prefix)) next++;
    if (matched) onMatch(k, next);
    k = next;
  }
}
