import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaybackSpeed } from '../constants';
import { PLAYBACK_STEP_PER_FRAME } from '../constants';
import type { PlaybackPoint } from './buildTrack';
import { FRAME_INTERVAL_MS } from './frameScheduler';
import { MAX_CATCH_UP_FRAMES, PlaybackEngine, type PlaybackSnapshot } from './PlaybackEngine';

function point(latitude: number, longitude: number, time: number): PlaybackPoint {
  return { latitude, longitude, course: 0, speed: 10, time, until: time, positionId: time, arrow: false };
}

/** A trip due east along the equator: one degree of longitude per 10 s, for 100 s. */
const TRACK: PlaybackPoint[] = Array.from({ length: 11 }, (_, index) => point(0, index, index * 10_000));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function frames(count: number): void {
  vi.advanceTimersByTime(count * FRAME_INTERVAL_MS);
}

describe('PlaybackEngine', () => {
  it('starts paused at progress 0 at speed 1 with the first fix as its position', () => {
    const engine = new PlaybackEngine(TRACK);
    expect(engine.state.value).toBe('paused');
    expect(engine.progress.value).toBe(0);
    expect(engine.speed.value).toBe(1);
    expect(engine.current.value).toMatchObject({ latitude: 0, longitude: 0, index: 0 });
    expect(engine.track.value).toBe(TRACK);
  });

  it('advances 0.004 per tick at speed 1', () => {
    const engine = new PlaybackEngine(TRACK);
    engine.tick();
    expect(PLAYBACK_STEP_PER_FRAME).toBe(0.004);
    expect(engine.progress.value).toBeCloseTo(0.004, 12);
    engine.tick();
    expect(engine.progress.value).toBeCloseTo(0.008, 12);
  });

  it.each([1, 2, 5, 10] as const)('multiplies the step by the speed %i', (speed) => {
    const engine = new PlaybackEngine(TRACK, { speed });
    engine.tick();
    expect(engine.progress.value).toBeCloseTo(PLAYBACK_STEP_PER_FRAME * speed, 12);
    engine.setSpeed(1);
    engine.tick();
    expect(engine.progress.value).toBeCloseTo(PLAYBACK_STEP_PER_FRAME * (speed + 1), 12);
  });

  it('plays at 60 frames a second: one second at 2x moves 60 x 0.008', () => {
    const engine = new PlaybackEngine(TRACK);
    engine.setSpeed(2);
    engine.play();
    expect(engine.state.value).toBe('playing');
    vi.advanceTimersByTime(1000);
    expect(engine.progress.value).toBeGreaterThanOrEqual(59 * 0.008 - 1e-9);
    expect(engine.progress.value).toBeLessThanOrEqual(60 * 0.008 + 1e-9);
  });

  it('advances one step per 60 fps frame', () => {
    const engine = new PlaybackEngine(TRACK, { speed: 5 });
    engine.play();
    frames(1);
    expect(engine.progress.value).toBeCloseTo(0.02, 12);
    frames(1);
    expect(engine.progress.value).toBeCloseTo(0.04, 12);
  });

  it('keeps 60 steps a second on a 120 Hz display', () => {
    const scheduled: Array<() => void> = [];
    let now = 0;
    const engine = new PlaybackEngine(TRACK, {
      scheduler: (frame) => {
        scheduled.push(frame);
        return () => {};
      },
      clock: () => now,
    });
    engine.play();
    for (let frame = 0; frame < 120; frame++) {
      now += 1000 / 120;
      scheduled.shift()?.();
    }
    expect(engine.progress.value).toBeCloseTo(60 * PLAYBACK_STEP_PER_FRAME, 9);
  });

  it('makes up at most a few frames after a stall', () => {
    const scheduled: Array<() => void> = [];
    let now = 0;
    const engine = new PlaybackEngine(TRACK, {
      scheduler: (frame) => {
        scheduled.push(frame);
        return () => {};
      },
      clock: () => now,
    });
    engine.play();
    now += 5000;
    scheduled.shift()?.();
    expect(engine.progress.value).toBeCloseTo(MAX_CATCH_UP_FRAMES * PLAYBACK_STEP_PER_FRAME, 12);
    now += FRAME_INTERVAL_MS;
    scheduled.shift()?.();
    expect(engine.progress.value).toBeCloseTo((MAX_CATCH_UP_FRAMES + 1) * PLAYBACK_STEP_PER_FRAME, 12);
  });

  it('finishes at 100% after 250 ticks at 1x', () => {
    const engine = new PlaybackEngine(TRACK);
    for (let tick = 0; tick < 249; tick++) engine.tick();
    expect(engine.progress.value).toBeLessThan(1);
    engine.tick();
    expect(engine.progress.value).toBe(1);
    expect(engine.state.value).toBe('finished');
    expect(engine.current.value).toMatchObject({ longitude: 10, index: 10 });
  });

  it('finishes when played to the end and stops scheduling frames', () => {
    const engine = new PlaybackEngine(TRACK);
    engine.play();
    frames(240);
    expect(engine.state.value).toBe('playing');
    frames(20);
    expect(engine.progress.value).toBe(1);
    expect(engine.state.value).toBe('finished');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('finishes in exactly 25 ticks at 10x', () => {
    const engine = new PlaybackEngine(TRACK, { speed: 10 });
    for (let tick = 0; tick < 24; tick++) engine.tick();
    expect(engine.state.value).toBe('paused');
    engine.tick();
    expect(engine.state.value).toBe('finished');
    engine.tick();
    expect(engine.progress.value).toBe(1);
  });

  it('restarts from 0 when played at 100%', () => {
    const engine = new PlaybackEngine(TRACK);
    engine.seek(1);
    expect(engine.state.value).toBe('finished');
    engine.play();
    expect(engine.progress.value).toBe(0);
    expect(engine.state.value).toBe('playing');
    frames(1);
    expect(engine.progress.value).toBeCloseTo(PLAYBACK_STEP_PER_FRAME, 12);
  });

  it('pauses where it is and resumes from there', () => {
    const engine = new PlaybackEngine(TRACK);
    engine.play();
    frames(10);
    engine.pause();
    const paused = engine.progress.value;
    expect(engine.state.value).toBe('paused');
    frames(50);
    expect(engine.progress.value).toBe(paused);
    engine.play();
    engine.play();
    frames(1);
    expect(engine.progress.value).toBeCloseTo(paused + PLAYBACK_STEP_PER_FRAME, 12);
  });

  it('ignores pause unless playing', () => {
    const engine = new PlaybackEngine(TRACK);
    engine.seek(1);
    engine.pause();
    expect(engine.state.value).toBe('finished');
  });

  it('resets to progress 0, paused', () => {
    const engine = new PlaybackEngine(TRACK);
    engine.play();
    frames(30);
    engine.reset();
    expect(engine.progress.value).toBe(0);
    expect(engine.state.value).toBe('paused');
    frames(30);
    expect(engine.progress.value).toBe(0);
    engine.seek(1);
    engine.reset();
    expect(engine.state.value).toBe('paused');
  });

  it('seeks within 0..1, clamping values outside', () => {
    const engine = new PlaybackEngine(TRACK);
    engine.seek(0.5);
    expect(engine.progress.value).toBe(0.5);
    expect(engine.current.value).toMatchObject({ longitude: 5, time: 50_000 });
    engine.seek(-0.3);
    expect(engine.progress.value).toBe(0);
    engine.seek(7);
    expect(engine.progress.value).toBe(1);
    expect(engine.state.value).toBe('finished');
    engine.seek(0.25);
    expect(engine.state.value).toBe('paused');
    expect(() => engine.seek(Number.NaN)).toThrow(RangeError);
  });

  it('keeps playing from a seeked position', () => {
    const engine = new PlaybackEngine(TRACK);
    engine.play();
    engine.seek(0.5);
    frames(1);
    expect(engine.state.value).toBe('playing');
    expect(engine.progress.value).toBeCloseTo(0.504, 12);
  });

  it('interpolates the current position between fixes', () => {
    const engine = new PlaybackEngine(TRACK);
    engine.seek(0.25);
    expect(engine.current.value?.longitude).toBeCloseTo(2.5, 12);
    expect(engine.current.value?.course).toBeCloseTo(90, 6);
    expect(engine.current.value?.index).toBe(2);
  });

  it('rejects speeds other than 1, 2, 5 and 10 with a clear error', () => {
    const engine = new PlaybackEngine(TRACK);
    expect(() => engine.setSpeed(3 as PlaybackSpeed)).toThrow(
      'Playback speed must be one of 1, 2, 5, 10; got 3',
    );
    expect(engine.speed.value).toBe(1);
    expect(() => new PlaybackEngine(TRACK, { speed: 4 as PlaybackSpeed })).toThrow(RangeError);
  });

  it('replaces the track and returns to the start, paused', () => {
    const engine = new PlaybackEngine(TRACK);
    engine.play();
    frames(20);
    const other = [point(10, 10, 0), point(11, 10, 1000)];
    engine.setTrack(other);
    expect(engine.state.value).toBe('paused');
    expect(engine.progress.value).toBe(0);
    expect(engine.current.value).toMatchObject({ latitude: 10, longitude: 10 });
    frames(20);
    expect(engine.progress.value).toBe(0);
  });

  it('has no position for an empty track', () => {
    const engine = new PlaybackEngine();
    expect(engine.current.value).toBeNull();
  });

  it('tells subscribers about each change, once per change and not at once', () => {
    const engine = new PlaybackEngine(TRACK);
    const snapshots: PlaybackSnapshot[] = [];
    const unsubscribe = engine.subscribe((snapshot) => snapshots.push(snapshot));
    expect(snapshots).toHaveLength(0);
    engine.seek(0.5);
    expect(snapshots).toEqual([
      { state: 'paused', speed: 1, progress: 0.5, current: expect.objectContaining({ longitude: 5 }) },
    ]);
    engine.reset();
    expect(snapshots).toHaveLength(2);
    unsubscribe();
    engine.seek(0.7);
    expect(snapshots).toHaveLength(2);
  });

  it('stops frames and subscriptions on dispose', () => {
    const engine = new PlaybackEngine(TRACK);
    const listener = vi.fn();
    engine.subscribe(listener);
    engine.play();
    frames(5);
    const calls = listener.mock.calls.length;
    const progress = engine.progress.value;
    engine.dispose();
    expect(engine.state.value).toBe('paused');
    expect(vi.getTimerCount()).toBe(0);
    frames(60);
    expect(engine.progress.value).toBe(progress);
    engine.play();
    engine.tick();
    engine.dispose();
    expect(engine.progress.value).toBe(progress);
    expect(engine.state.value).toBe('paused');
    expect(listener.mock.calls.length).toBe(calls + 1);
    const late = vi.fn();
    engine.subscribe(late)();
    expect(late).not.toHaveBeenCalled();
  });
});
