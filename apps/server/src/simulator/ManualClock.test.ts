import { describe, expect, it } from 'vitest';
import { ManualClock } from './ManualClock';

describe('ManualClock', () => {
  it('runs due timers in time order, reading each one its due time', () => {
    const clock = new ManualClock(1000);
    const seen: [string, number][] = [];
    clock.setTimer(() => seen.push(['b', clock.now()]), 200);
    clock.setTimer(() => seen.push(['a', clock.now()]), 100);
    clock.setTimer(() => seen.push(['c', clock.now()]), 200);
    clock.setTimer(() => seen.push(['late', clock.now()]), 5000);
    clock.advance(300);
    expect(seen).toEqual([
      ['a', 1100],
      ['b', 1200],
      ['c', 1200],
    ]);
    expect(clock.now()).toBe(1300);
    expect(clock.pendingTimers).toBe(1);
  });

  it('runs timers set by timers when they fall inside the advanced span', () => {
    const clock = new ManualClock(0);
    const ticks: number[] = [];
    const tick = () => {
      ticks.push(clock.now());
      clock.setTimer(tick, 5000);
    };
    clock.setTimer(tick, 0);
    clock.advance(3_600_000);
    expect(ticks).toHaveLength(721);
    expect(ticks.at(-1)).toBe(3_600_000);
  });

  it('forgets a cancelled timer and never goes backwards', () => {
    const clock = new ManualClock(500);
    let ran = false;
    clock
      .setTimer(() => {
        ran = true;
      }, 10)
      .cancel();
    clock.advance(100);
    expect(ran).toBe(false);
    clock.advanceTo(0);
    expect(clock.now()).toBe(600);
  });
});
