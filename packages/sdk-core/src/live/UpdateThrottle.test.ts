import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_THROTTLE_THRESHOLD, SOCKET_THROTTLE_WINDOW_MS } from '../constants';
import { UpdateThrottle } from './UpdateThrottle';

interface Fix {
  deviceId: number;
  seq: number;
}

function setup(options: { threshold?: number; windowMs?: number } = {}) {
  const batches: Fix[][] = [];
  const throttle = new UpdateThrottle<Fix>({
    ...options,
    key: (fix) => fix.deviceId,
    onFlush: (items) => batches.push(items),
  });
  return { throttle, batches };
}

const fix = (deviceId: number, seq: number): Fix => ({ deviceId, seq });

describe('UpdateThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the SPEC numbers: 3 updates within 1500 ms', () => {
    expect(SOCKET_THROTTLE_THRESHOLD).toBe(3);
    expect(SOCKET_THROTTLE_WINDOW_MS).toBe(1500);
  });

  it('passes updates through at once, as pushed, while at most 3 arrive within 1500 ms', () => {
    const { throttle, batches } = setup();
    throttle.push([fix(1, 1), fix(1, 2)]);
    vi.advanceTimersByTime(10);
    throttle.push([fix(2, 1)]);
    vi.advanceTimersByTime(10);
    throttle.push([fix(3, 1)]);
    expect(batches).toEqual([[fix(1, 1), fix(1, 2)], [fix(2, 1)], [fix(3, 1)]]);
    expect(throttle.pending).toBe(0);
  });

  it('keeps passing through when updates stay 1500 ms apart per 3', () => {
    const { throttle, batches } = setup();
    for (let i = 0; i < 12; i += 1) {
      throttle.push([fix(1, i)]);
      vi.advanceTimersByTime(500);
    }
    expect(batches).toHaveLength(12);
    expect(throttle.pending).toBe(0);
  });

  it('counts one push as one update however many items it carries', () => {
    const { throttle, batches } = setup();
    throttle.push(Array.from({ length: 50 }, (_, i) => fix(i, 0)));
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(50);
  });

  it('ignores an empty push', () => {
    const { throttle, batches } = setup();
    for (let i = 0; i < 10; i += 1) throttle.push([]);
    throttle.push([fix(1, 1)]);
    expect(batches).toEqual([[fix(1, 1)]]);
  });

  it('buffers the 4th and later updates within 1500 ms', () => {
    const { throttle, batches } = setup();
    for (let i = 1; i <= 3; i += 1) throttle.push([fix(i, 1)]);
    throttle.push([fix(4, 1)]);
    throttle.push([fix(5, 1)]);
    expect(batches).toHaveLength(3);
    expect(throttle.pending).toBe(2);
  });

  it('treats an update exactly 1500 ms old as outside the window', () => {
    const { throttle, batches } = setup();
    throttle.push([fix(1, 1)]);
    vi.advanceTimersByTime(1);
    throttle.push([fix(2, 1)]);
    throttle.push([fix(3, 1)]);
    vi.advanceTimersByTime(1499);
    throttle.push([fix(4, 1)]);
    expect(batches).toHaveLength(4);
    throttle.push([fix(5, 1)]);
    expect(batches).toHaveLength(4);
    expect(throttle.pending).toBe(1);
  });

  it('keeps only the latest buffered item per device, in arrival order, losing nothing else', () => {
    const { throttle, batches } = setup();
    for (let i = 1; i <= 3; i += 1) throttle.push([fix(9, i)]);
    throttle.push([fix(1, 1), fix(2, 1)]);
    throttle.push([fix(3, 1), fix(1, 2)]);
    throttle.push([fix(2, 2)]);
    expect(throttle.pending).toBe(3);
    throttle.flush();
    expect(batches.at(-1)).toEqual([fix(3, 1), fix(1, 2), fix(2, 2)]);
    expect(throttle.pending).toBe(0);
  });

  it('buffers updates past 3 within 1500 ms and flushes one batch when the rate drops', () => {
    const { throttle, batches } = setup();
    throttle.push([fix(1, 1)]); // t=0
    vi.advanceTimersByTime(100);
    throttle.push([fix(2, 1)]); // t=100
    throttle.push([fix(3, 1)]); // t=100
    vi.advanceTimersByTime(900);
    throttle.push([fix(4, 1)]); // t=1000: 4th within the window
    throttle.push([fix(4, 2)]);
    expect(batches).toHaveLength(3);

    // At t=1500 the update of t=0 leaves the window: 4 pushes remain within (100, 1500], still too many.
    vi.advanceTimersByTime(499);
    expect(batches).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(batches).toHaveLength(3);
    // At t=1600 both updates of t=100 have left: 2 remain, the rate has dropped.
    vi.advanceTimersByTime(99);
    expect(batches).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(batches).toEqual([[fix(1, 1)], [fix(2, 1)], [fix(3, 1)], [fix(4, 2)]]);
    expect(throttle.pending).toBe(0);
  });

  it('flushes the buffer together with an update that arrives once the rate has dropped', () => {
    const { throttle, batches } = setup();
    for (let i = 1; i <= 3; i += 1) throttle.push([fix(i, 1)]);
    throttle.push([fix(1, 2)]);
    // Move the clock without running timers: the push sees the dropped rate before the timer does.
    vi.setSystemTime(SOCKET_THROTTLE_WINDOW_MS);
    throttle.push([fix(2, 2), fix(1, 3)]);
    expect(batches.at(-1)).toEqual([fix(2, 2), fix(1, 3)]);
    expect(batches).toHaveLength(4);
    expect(throttle.pending).toBe(0);
    vi.runAllTimers();
    expect(batches).toHaveLength(4);
  });

  it('passes updates through again after a flush once the rate is low', () => {
    const { throttle, batches } = setup();
    for (let i = 1; i <= 4; i += 1) throttle.push([fix(i, 1)]);
    vi.advanceTimersByTime(SOCKET_THROTTLE_WINDOW_MS);
    expect(batches).toHaveLength(4);
    vi.advanceTimersByTime(SOCKET_THROTTLE_WINDOW_MS);
    throttle.push([fix(5, 1)]);
    expect(batches).toHaveLength(5);
    expect(batches.at(-1)).toEqual([fix(5, 1)]);
  });

  it('still flushes at least once per window under a steady high rate', () => {
    const { throttle, batches } = setup();
    const flushTimes: number[] = [];
    const timed = new UpdateThrottle<Fix>({
      key: (item) => item.deviceId,
      onFlush: () => flushTimes.push(Date.now()),
    });
    // 10 updates per second for 10 s: the rate never drops.
    for (let t = 0; t < 10_000; t += 100) {
      throttle.push([fix(t % 7, t)]);
      timed.push([fix(t % 7, t)]);
      vi.advanceTimersByTime(100);
    }
    const batchesAfterPassThrough = flushTimes.slice(3);
    expect(batchesAfterPassThrough.length).toBeGreaterThanOrEqual(6);
    for (let i = 1; i < batchesAfterPassThrough.length; i += 1) {
      const gap = (batchesAfterPassThrough[i] ?? 0) - (batchesAfterPassThrough[i - 1] ?? 0);
      expect(gap).toBeLessThanOrEqual(SOCKET_THROTTLE_WINDOW_MS + 100);
    }
    // The first buffered update (t=300) waited exactly one window.
    expect(batchesAfterPassThrough[0]).toBe(300 + SOCKET_THROTTLE_WINDOW_MS);
    // Every device's latest fix is delivered in the end.
    vi.runAllTimers();
    const delivered = batches.flat();
    for (let device = 0; device < 7; device += 1) {
      const last = delivered.filter((item) => item.deviceId === device).at(-1);
      const expected = Math.max(
        ...Array.from({ length: 100 }, (_, i) => i * 100).filter((t) => t % 7 === device),
      );
      expect(last?.seq).toBe(expected);
    }
  });

  it('keeps the order of each device across batches', () => {
    const { throttle, batches } = setup();
    for (let t = 0; t < 5000; t += 50) {
      throttle.push([fix(1, t), fix(2, t)]);
      vi.advanceTimersByTime(50);
    }
    vi.runAllTimers();
    for (const device of [1, 2]) {
      const seqs = batches
        .flat()
        .filter((item) => item.deviceId === device)
        .map((item) => item.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(seqs.at(-1)).toBe(4950);
    }
  });

  it('delivers the buffer on flush() and cancels the pending timer', () => {
    const { throttle, batches } = setup();
    for (let i = 1; i <= 4; i += 1) throttle.push([fix(i, 1)]);
    throttle.flush();
    expect(batches).toHaveLength(4);
    vi.runAllTimers();
    expect(batches).toHaveLength(4);
    throttle.flush();
    expect(batches).toHaveLength(4);
  });

  it('cancels timers and drops the buffer on dispose, ignoring later pushes', () => {
    const { throttle, batches } = setup();
    for (let i = 1; i <= 5; i += 1) throttle.push([fix(i, 1)]);
    expect(vi.getTimerCount()).toBe(1);
    throttle.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(throttle.pending).toBe(0);
    throttle.push([fix(9, 9)]);
    vi.runAllTimers();
    expect(batches).toHaveLength(3);
  });

  it('drops the buffer and forgets the rate on clear, staying usable', () => {
    const { throttle, batches } = setup();
    for (let i = 1; i <= 5; i += 1) throttle.push([fix(i, 1)]);
    throttle.clear();
    expect(throttle.pending).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    throttle.push([fix(6, 1)]);
    expect(batches.at(-1)).toEqual([fix(6, 1)]);
    expect(batches).toHaveLength(4);
  });

  it('arms a single timer for a whole burst', () => {
    const { throttle } = setup();
    for (let i = 0; i < 1000; i += 1) throttle.push([fix(i, 1)]);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('honours a custom threshold, window and clock', () => {
    let clock = 0;
    const batches: number[][] = [];
    const throttle = new UpdateThrottle<number>({
      threshold: 1,
      windowMs: 200,
      now: () => clock,
      key: (item) => item,
      onFlush: (items) => batches.push(items),
    });
    throttle.push([1]);
    throttle.push([2]);
    expect(batches).toEqual([[1]]);
    clock = 150;
    throttle.push([3]);
    expect(batches).toEqual([[1]]);
    clock = 200;
    throttle.push([4]);
    // (0, 200] holds pushes of t=150 and t=200: still above 1.
    expect(batches).toEqual([[1]]);
    clock = 400;
    throttle.push([5]);
    expect(batches).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('buffers everything for one window with a threshold of 0', () => {
    const { throttle, batches } = setup({ threshold: 0, windowMs: 100 });
    throttle.push([fix(1, 1)]);
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(batches).toEqual([[fix(1, 1)]]);
  });
});
