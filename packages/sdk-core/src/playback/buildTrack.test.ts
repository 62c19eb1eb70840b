import { describe, expect, it } from 'vitest';
import { DIRECTION_ARROW_EVERY } from '../constants';
import { buildTrack, type TrackSourcePosition } from './buildTrack';

const START = Date.UTC(2024, 4, 1, 6, 0, 0);

function fix(
  id: number,
  latitude: number,
  longitude: number,
  second: number,
  extra: Partial<TrackSourcePosition> = {},
) {
  return {
    id,
    latitude,
    longitude,
    course: 90,
    speed: 20,
    fixTime: new Date(START + second * 1000).toISOString(),
    ...extra,
  };
}

describe('buildTrack', () => {
  it('turns positions into track points with times in ms', () => {
    expect(buildTrack([fix(7, 27.7, 85.3, 0, { course: 45, speed: 12.5 })])).toEqual([
      {
        latitude: 27.7,
        longitude: 85.3,
        course: 45,
        speed: 12.5,
        time: START,
        until: START,
        positionId: 7,
        arrow: false,
      },
    ]);
  });

  it('sorts positions by fix time without changing the input', () => {
    const positions = [fix(3, 27.72, 85.3, 20), fix(1, 27.7, 85.3, 0), fix(2, 27.71, 85.3, 10)];
    const track = buildTrack(positions);
    expect(track.map((point) => point.positionId)).toEqual([1, 2, 3]);
    expect(positions.map((position) => position.id)).toEqual([3, 1, 2]);
  });

  it('keeps the input order for equal times', () => {
    const track = buildTrack([fix(2, 27.71, 85.3, 10), fix(1, 27.7, 85.3, 0), fix(3, 27.72, 85.3, 10)]);
    expect(track.map((point) => point.positionId)).toEqual([1, 2, 3]);
  });

  it('drops consecutive positions with identical coordinates and records how long the vehicle stood', () => {
    const track = buildTrack([
      fix(1, 27.7, 85.3, 0),
      fix(2, 27.71, 85.3, 10),
      fix(3, 27.71, 85.3, 20),
      fix(4, 27.71, 85.3, 30),
      fix(5, 27.72, 85.3, 40),
      fix(6, 27.71, 85.3, 50),
    ]);
    expect(track.map((point) => point.positionId)).toEqual([1, 2, 5, 6]);
    expect(track[1]).toMatchObject({ time: START + 10_000, until: START + 30_000 });
    expect(track[2]).toMatchObject({ time: START + 40_000, until: START + 40_000 });
  });

  it('drops duplicates only after sorting, so out-of-order repeats merge', () => {
    const track = buildTrack([fix(2, 27.71, 85.3, 10), fix(1, 27.7, 85.3, 0), fix(3, 27.71, 85.3, 20)]);
    expect(track.map((point) => point.positionId)).toEqual([1, 2]);
    expect(track[1]?.until).toBe(START + 20_000);
  });

  it('puts a direction arrow on every 9th point: indexes 8, 17, 26', () => {
    const positions = Array.from({ length: 30 }, (_, index) =>
      fix(index, 27.7 + index * 0.001, 85.3, index * 10),
    );
    const arrows = buildTrack(positions).flatMap((point, index) => (point.arrow ? [index] : []));
    expect(DIRECTION_ARROW_EVERY).toBe(9);
    expect(arrows).toEqual([8, 17, 26]);
  });

  it('counts arrows on the points left after dropping duplicates', () => {
    const positions = Array.from({ length: 20 }, (_, index) =>
      fix(index, 27.7 + Math.floor(index / 2) * 0.001, 85.3, index * 10),
    );
    const track = buildTrack(positions);
    expect(track).toHaveLength(10);
    expect(track.flatMap((point, index) => (point.arrow ? [index] : []))).toEqual([8]);
  });

  it('falls back to device and server time and leaves out positions without a time or coordinates', () => {
    const track = buildTrack([
      { id: 1, latitude: 27.7, longitude: 85.3, deviceTime: new Date(START + 5000).toISOString() },
      { id: 2, latitude: 27.71, longitude: 85.3, serverTime: new Date(START).toISOString() },
      { id: 3, latitude: 27.72, longitude: 85.3 },
      { id: 4, latitude: Number.NaN, longitude: 85.3, fixTime: new Date(START + 6000).toISOString() },
      { id: 5, latitude: 27.73, longitude: 85.3, fixTime: 'not a date' },
    ]);
    expect(track.map((point) => point.positionId)).toEqual([2, 1]);
    expect(track[1]).toMatchObject({ course: 0, speed: 0 });
  });

  it('leaves out untimed positions in unordered input too', () => {
    const track = buildTrack([
      fix(2, 27.71, 85.3, 10),
      { id: 9, latitude: 1, longitude: 2 },
      fix(1, 27.7, 85.3, 0),
    ]);
    expect(track.map((point) => point.positionId)).toEqual([1, 2]);
  });

  it('returns an empty track for no positions', () => {
    expect(buildTrack([])).toEqual([]);
  });

  it('handles 100,000 positions in order and reversed', () => {
    const positions = Array.from({ length: 100_000 }, (_, index) =>
      fix(index, 27.7 + index * 1e-5, 85.3 + (index % 7) * 1e-5, index * 10),
    );
    const track = buildTrack(positions);
    expect(track).toHaveLength(100_000);
    const reversed = buildTrack(positions.slice().reverse());
    expect(reversed).toHaveLength(100_000);
    expect(
      reversed.every((point, index) => point.positionId === index && point.time === track[index]?.time),
    ).toBe(true);
  });
});
