import type { PlaybackPoint } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { playbackProgressAt } from './playbackProgressAt';

const point = (time: number, until = time): PlaybackPoint =>
  ({ latitude: 27.7, longitude: 85.3, course: 0, speed: 0, time, until, positionId: time }) as PlaybackPoint;

describe('playbackProgressAt', () => {
  it('places a moment on the track by time, up to the last point standing still', () => {
    const track = [point(1_000), point(2_000), point(3_000, 5_000)];
    expect(playbackProgressAt(track, 1_000)).toBe(0);
    expect(playbackProgressAt(track, 2_000)).toBe(0.25);
    expect(playbackProgressAt(track, 5_000)).toBe(1);
  });

  it('clamps moments before or after the replay to its ends', () => {
    const track = [point(1_000), point(3_000)];
    expect(playbackProgressAt(track, 0)).toBe(0);
    expect(playbackProgressAt(track, 9_000)).toBe(1);
  });

  it('has no place on an empty track or for an unreadable moment', () => {
    expect(playbackProgressAt([], 1_000)).toBeNull();
    expect(playbackProgressAt([point(1_000)], Number.NaN)).toBeNull();
    expect(playbackProgressAt([point(1_000)], 1_000)).toBe(0);
  });
});
