import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARKER_ANIMATION_MAX_GAP_MS } from '../constants';
import type { FrameScheduler } from './frameScheduler';
import { MarkerAnimator, type MarkerPose } from './MarkerAnimator';

const T = Date.UTC(2024, 4, 1, 6, 0, 0);

/** Frames run only when the test says so; the clock is the fake timers' `performance.now()`. */
function manualFrames() {
  const queue: Array<() => void> = [];
  const scheduler: FrameScheduler = (frame) => {
    queue.push(frame);
    return () => {
      const index = queue.indexOf(frame);
      if (index >= 0) queue.splice(index, 1);
    };
  };
  return {
    scheduler,
    /** Lets `ms` pass, then runs the pending frame. */
    after(ms: number) {
      vi.advanceTimersByTime(ms);
      queue.shift()?.();
    },
    get pending() {
      return queue.length;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MarkerAnimator', () => {
  it('shows nothing before the first fix and places the first fix at once', () => {
    const animator = new MarkerAnimator();
    expect(animator.current.value).toBeNull();
    animator.push({ latitude: 27.7, longitude: 85.3, course: 45, time: T });
    expect(animator.current.value).toEqual({ latitude: 27.7, longitude: 85.3, course: 45 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('glides for half the time gap between two fixes', () => {
    const frames = manualFrames();
    const animator = new MarkerAnimator({ scheduler: frames.scheduler });
    animator.push({ latitude: 27.7, longitude: 85.3, course: 0, time: T });
    animator.push({ latitude: 27.8, longitude: 85.5, course: 0, time: T + 10_000 });
    expect(animator.current.value).toMatchObject({ latitude: 27.7, longitude: 85.3 });
    frames.after(2500);
    expect(animator.current.value?.latitude).toBeCloseTo(27.75, 12);
    expect(animator.current.value?.longitude).toBeCloseTo(85.4, 12);
    frames.after(2499);
    expect(animator.current.value?.latitude).toBeLessThan(27.8);
    frames.after(1);
    expect(animator.current.value).toEqual({ latitude: 27.8, longitude: 85.5, course: 0 });
    expect(frames.pending).toBe(0);
  });

  it('glides on its own frames with the default scheduler', () => {
    const animator = new MarkerAnimator();
    animator.push({ latitude: 0, longitude: 0, time: T });
    animator.push({ latitude: 0, longitude: 1, time: T + 4000 });
    vi.advanceTimersByTime(1000);
    expect(animator.current.value?.longitude).toBeGreaterThan(0.45);
    expect(animator.current.value?.longitude).toBeLessThanOrEqual(0.5);
    vi.advanceTimersByTime(1100);
    expect(animator.current.value?.longitude).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('glides across a gap of exactly 30 s, in 15 s', () => {
    const frames = manualFrames();
    const animator = new MarkerAnimator({ scheduler: frames.scheduler });
    animator.push({ latitude: 0, longitude: 0, time: T });
    animator.push({ latitude: 0, longitude: 1, time: T + MARKER_ANIMATION_MAX_GAP_MS });
    frames.after(7500);
    expect(animator.current.value?.longitude).toBeCloseTo(0.5, 12);
    frames.after(7500);
    expect(animator.current.value?.longitude).toBe(1);
  });

  it('jumps when the gap is over 30 s', () => {
    const frames = manualFrames();
    const animator = new MarkerAnimator({ scheduler: frames.scheduler });
    animator.push({ latitude: 0, longitude: 0, time: T });
    animator.push({ latitude: 0, longitude: 1, time: T + MARKER_ANIMATION_MAX_GAP_MS + 1 });
    expect(animator.current.value?.longitude).toBe(1);
    expect(frames.pending).toBe(0);
  });

  it('jumps when the gap is zero or negative, or a time is missing', () => {
    const animator = new MarkerAnimator();
    animator.push({ latitude: 0, longitude: 0, time: T });
    animator.push({ latitude: 0, longitude: 1, time: T });
    expect(animator.current.value?.longitude).toBe(1);
    animator.push({ latitude: 0, longitude: 2, time: T - 5000 });
    expect(animator.current.value?.longitude).toBe(2);
    animator.push({ latitude: 0, longitude: 3 });
    expect(animator.current.value?.longitude).toBe(3);
  });

  it('plays queued fixes in order, each gliding or jumping by its own gap', () => {
    const frames = manualFrames();
    const animator = new MarkerAnimator({ scheduler: frames.scheduler });
    const seen: Array<MarkerPose | null> = [];
    animator.subscribe((pose) => seen.push(pose));
    animator.push({ latitude: 0, longitude: 0, time: T });
    animator.push({ latitude: 0, longitude: 1, time: T + 2000 });
    animator.push({ latitude: 0, longitude: 2, time: T + 4000 });
    animator.push({ latitude: 0, longitude: 9, time: T + 40_000 });
    animator.push({ latitude: 0, longitude: 10, time: T + 50_000 });
    expect(animator.pending).toBe(3);
    frames.after(500);
    expect(animator.current.value?.longitude).toBeCloseTo(0.5, 12);
    frames.after(1000);
    expect(animator.current.value?.longitude).toBeCloseTo(1.5, 12);
    // The second glide ends at 2 s; the jump to 9 follows at once and the 5 s glide to 10 starts then.
    frames.after(1000);
    expect(animator.current.value?.longitude).toBeCloseTo(9.1, 12);
    expect(animator.pending).toBe(0);
    frames.after(4000);
    expect(animator.current.value?.longitude).toBeCloseTo(9.9, 12);
    frames.after(500);
    expect(animator.current.value?.longitude).toBe(10);
    expect(seen.map((pose) => pose?.longitude)).toContain(9);
    expect(seen.at(-1)?.longitude).toBe(10);
  });

  it('keeps to the timeline when frames come late', () => {
    const frames = manualFrames();
    const animator = new MarkerAnimator({ scheduler: frames.scheduler });
    animator.push({ latitude: 0, longitude: 0, time: T });
    animator.push({ latitude: 0, longitude: 1, time: T + 2000 });
    animator.push({ latitude: 0, longitude: 2, time: T + 4000 });
    frames.after(1500);
    expect(animator.current.value?.longitude).toBeCloseTo(1.5, 12);
  });

  it('does not restart a glide when a fix arrives during it', () => {
    const frames = manualFrames();
    const animator = new MarkerAnimator({ scheduler: frames.scheduler });
    animator.push({ latitude: 0, longitude: 0, time: T });
    animator.push({ latitude: 0, longitude: 1, time: T + 2000 });
    frames.after(500);
    animator.push({ latitude: 0, longitude: 2, time: T + 4000 });
    expect(frames.pending).toBe(1);
    frames.after(500);
    expect(animator.current.value?.longitude).toBeCloseTo(1, 12);
  });

  it('turns the course along the shorter arc, 350 to 10 through 0', () => {
    const frames = manualFrames();
    const animator = new MarkerAnimator({ scheduler: frames.scheduler });
    animator.push({ latitude: 0, longitude: 0, course: 350, time: T });
    animator.push({ latitude: 0, longitude: 1, course: 10, time: T + 4000 });
    frames.after(1000);
    expect(animator.current.value?.course).toBeCloseTo(0, 9);
    frames.after(500);
    expect(animator.current.value?.course).toBeCloseTo(5, 9);
  });

  it('keeps the previous course when a fix has none, and normalises courses', () => {
    const animator = new MarkerAnimator();
    animator.push({ latitude: 0, longitude: 0, course: -90, time: T });
    expect(animator.current.value?.course).toBe(270);
    animator.push({ latitude: 0, longitude: 1, time: T + 60_000 });
    expect(animator.current.value?.course).toBe(270);
    animator.push({ latitude: 0, longitude: 2, course: Number.NaN, time: T + 120_000 });
    expect(animator.current.value?.course).toBe(0);
  });

  it('glides across the antimeridian the short way', () => {
    const frames = manualFrames();
    const animator = new MarkerAnimator({ scheduler: frames.scheduler });
    animator.push({ latitude: 0, longitude: 179.5, time: T });
    animator.push({ latitude: 0, longitude: -179.5, time: T + 4000 });
    frames.after(1000);
    expect(animator.current.value?.longitude).toBe(180);
  });

  it('reads the time of API positions from their fix time', () => {
    const frames = manualFrames();
    const animator = new MarkerAnimator({ scheduler: frames.scheduler });
    animator.push({ latitude: 0, longitude: 0, fixTime: '2024-05-01T06:00:00Z' });
    animator.push({ latitude: 0, longitude: 1, fixTime: '2024-05-01T06:00:10Z' });
    frames.after(2500);
    expect(animator.current.value?.longitude).toBeCloseTo(0.5, 12);
  });

  it('ignores fixes whose coordinates are not numbers', () => {
    const animator = new MarkerAnimator();
    animator.push({ latitude: 0, longitude: 0, time: T });
    animator.push({ latitude: Number.NaN, longitude: 1, time: T + 60_000 });
    expect(animator.current.value?.longitude).toBe(0);
    expect(animator.pending).toBe(0);
  });

  it('tells subscribers about moves, not at once, until they unsubscribe', () => {
    const animator = new MarkerAnimator();
    const listener = vi.fn();
    const unsubscribe = animator.subscribe(listener);
    expect(listener).not.toHaveBeenCalled();
    animator.push({ latitude: 1, longitude: 2, course: 3, time: T });
    expect(listener).toHaveBeenCalledWith({ latitude: 1, longitude: 2, course: 3 });
    unsubscribe();
    animator.push({ latitude: 5, longitude: 6, time: T + 60_000 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops frames, drops the queue and ends subscriptions on dispose', () => {
    const animator = new MarkerAnimator();
    const listener = vi.fn();
    animator.subscribe(listener);
    animator.push({ latitude: 0, longitude: 0, time: T });
    animator.push({ latitude: 0, longitude: 1, time: T + 4000 });
    animator.push({ latitude: 0, longitude: 2, time: T + 8000 });
    vi.advanceTimersByTime(500);
    const shown = animator.current.value;
    const calls = listener.mock.calls.length;
    animator.dispose();
    animator.dispose();
    expect(vi.getTimerCount()).toBe(0);
    expect(animator.pending).toBe(0);
    vi.advanceTimersByTime(10_000);
    animator.push({ latitude: 9, longitude: 9, time: T + 9000 });
    expect(animator.current.value).toBe(shown);
    expect(listener).toHaveBeenCalledTimes(calls);
    const late = vi.fn();
    animator.subscribe(late)();
    expect(late).not.toHaveBeenCalled();
  });
});
