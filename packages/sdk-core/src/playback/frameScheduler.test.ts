import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultFrameClock, defaultFrameScheduler, FRAME_INTERVAL_MS } from './frameScheduler';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('defaultFrameScheduler', () => {
  it('uses a 60 fps timeout where there is no requestAnimationFrame', () => {
    vi.useFakeTimers();
    const frame = vi.fn();
    defaultFrameScheduler(frame);
    vi.advanceTimersByTime(FRAME_INTERVAL_MS - 1);
    expect(frame).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(frame).toHaveBeenCalledTimes(1);
  });

  it('cancels a pending timeout', () => {
    vi.useFakeTimers();
    const frame = vi.fn();
    const cancel = defaultFrameScheduler(frame);
    cancel();
    vi.advanceTimersByTime(100);
    expect(frame).not.toHaveBeenCalled();
  });

  it('uses requestAnimationFrame where the platform has it', () => {
    const frames: Array<() => void> = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => cancelled.push(handle));
    const frame = vi.fn();
    const cancel = defaultFrameScheduler(frame);
    expect(frames).toHaveLength(1);
    frames[0]?.();
    expect(frame).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelled).toEqual([1]);
  });
});

describe('defaultFrameClock', () => {
  it('reads the monotonic clock', () => {
    vi.useFakeTimers();
    const before = defaultFrameClock();
    vi.advanceTimersByTime(250);
    expect(defaultFrameClock() - before).toBe(250);
  });
});
