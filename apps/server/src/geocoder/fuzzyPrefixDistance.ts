/** Rows of the edit-distance table, reused between calls (grown when a longer name comes). */
let scratch = [new Uint16Array(64), new Uint16Array(64), new Uint16Array(64)] as const;

/**
 * The fewest single-letter edits (insert, delete, substitute, swap two neighbours) that turn `query`
 * into some prefix of `name`, or `maxDistance + 1` when it takes more. Bounded, so a search can run it
 * over thousands of names.
 * @example fuzzyPrefixDistance('katmand', 'kathmandu', 1) // 1
 * @example fuzzyPrefixDistance('pokahra', 'pokhara', 1) // 1 (one swap)
 */
export function fuzzyPrefixDistance(query: string, name: string, maxDistance: number): number {
  const m = query.length;
  const n = Math.min(name.length, m + maxDistance);
  const over = maxDistance + 1;
  if (n < m - maxDistance) return over;
  if (scratch[0].length < n + 1) {
    const size = 2 * (n + 1);
    scratch = [new Uint16Array(size), new Uint16Array(size), new Uint16Array(size)];
  }
  // `before` is row i - 2 of the table (for swaps), `previous` row i - 1, `current` row i.
  let [before, previous, current] = scratch;
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= m; i++) {
    current[0] = i;
    let rowMinimum = i;
    const q = query.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cost = q === name.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? over) + 1,
        (current[j - 1] ?? over) + 1,
        (previous[j - 1] ?? over) + cost,
      );
      if (
        i > 1 &&
        j > 1 &&
        q === name.charCodeAt(j - 2) &&
        query.charCodeAt(i - 2) === name.charCodeAt(j - 1)
      ) {
        value = Math.min(value, (before[j - 2] ?? over) + 1);
      }
      current[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > maxDistance) return over;
    [before, previous, current] = [previous, current, before];
  }
  let best = over;
  for (let j = Math.max(0, m - maxDistance); j <= n; j++) best = Math.min(best, previous[j] ?? over);
  return Math.min(best, over);
}
