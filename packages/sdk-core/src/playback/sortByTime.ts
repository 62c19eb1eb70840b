/**
 * A copy of the items in time order (earliest first), each time read once. Items whose time is not a
 * readable date go last, in their original order. The sort is stable.
 */
export function sortByTime<T>(items: readonly T[], timeOf: (item: T) => string | null | undefined): T[] {
  const keyed = items.map((item, index) => {
    const text = timeOf(item);
    const time = text ? Date.parse(text) : Number.NaN;
    return { item, index, time: Number.isNaN(time) ? Number.POSITIVE_INFINITY : time };
  });
  keyed.sort((a, b) => a.time - b.time || a.index - b.index);
  return keyed.map((entry) => entry.item);
}
