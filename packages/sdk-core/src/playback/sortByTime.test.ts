import { describe, expect, it } from 'vitest';
import { sortByTime } from './sortByTime';

describe('sortByTime', () => {
  it('orders by the instant, whatever the zone, without changing the input', () => {
    const items = [
      { id: 'b', at: '2024-05-01T06:00:00Z' },
      { id: 'a', at: '2024-05-01T11:00:00+05:45' },
      { id: 'c', at: '2024-05-01T06:00:01Z' },
    ];
    expect(sortByTime(items, (item) => item.at).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(items.map((item) => item.id)).toEqual(['b', 'a', 'c']);
  });

  it('keeps equal times in input order and puts unreadable times last', () => {
    const items = [
      { id: 'x', at: null },
      { id: 'b', at: '2024-05-01T06:00:00Z' },
      { id: 'y', at: 'soon' },
      { id: 'a', at: '2024-05-01T06:00:00Z' },
    ];
    expect(sortByTime(items, (item) => item.at).map((item) => item.id)).toEqual(['b', 'a', 'x', 'y']);
  });
});
