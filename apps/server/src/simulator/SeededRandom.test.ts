import { describe, expect, it } from 'vitest';
import { SeededRandom } from './SeededRandom';

const draw = (random: SeededRandom, count = 20) => Array.from({ length: count }, () => random.next());

describe('SeededRandom', () => {
  it('gives the same sequence for the same seed parts and another for other parts', () => {
    expect(draw(new SeededRandom(1, 'model', 'a'))).toEqual(draw(new SeededRandom(1, 'model', 'a')));
    expect(draw(new SeededRandom(1, 'model', 'a'))).not.toEqual(draw(new SeededRandom(1, 'model', 'b')));
    expect(draw(new SeededRandom(1))).not.toEqual(draw(new SeededRandom(2)));
  });

  it('draws numbers in [0, 1) spread over the range', () => {
    const values = draw(new SeededRandom(42), 10_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
    const tenths = new Set(values.map((value) => Math.floor(value * 10)));
    expect(tenths.size).toBe(10);
  });

  it('keeps between, integer, chance and pick within their bounds', () => {
    const random = new SeededRandom(7);
    const integers = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const between = random.between(15, 45);
      expect(between).toBeGreaterThanOrEqual(15);
      expect(between).toBeLessThan(45);
      integers.add(random.integer(-1, 1));
      expect(['a', 'b']).toContain(random.pick(['a', 'b']));
    }
    expect([...integers].sort()).toEqual([-1, 0, 1]);
    expect(random.chance(0)).toBe(false);
    expect(random.chance(1)).toBe(true);
    expect(() => random.pick([])).toThrow(RangeError);
  });
});
