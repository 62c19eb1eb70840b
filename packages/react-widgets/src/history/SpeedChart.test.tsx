import { buildTrack, KMH_PER_KNOT } from '@fleetkit/sdk-core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpeedChart, speedSeries } from './SpeedChart';

const track = buildTrack([
  { id: 1, latitude: 27.7, longitude: 85.3, speed: 0, fixTime: '2025-01-01T08:00:00Z' },
  { id: 2, latitude: 27.71, longitude: 85.3, speed: 10, fixTime: '2025-01-01T08:01:00Z' },
  { id: 3, latitude: 27.72, longitude: 85.3, speed: 20, fixTime: '2025-01-01T08:02:00Z' },
]);

describe('SpeedChart', () => {
  it('plots seconds against speed in km/h', () => {
    const [times, speeds] = speedSeries(track);
    expect(times).toEqual([1735718400, 1735718460, 1735718520]);
    expect(speeds).toEqual([0, 10 * KMH_PER_KNOT, 20 * KMH_PER_KNOT]);
  });

  it('keeps a merged parked point flat until its last fix', () => {
    const parked = buildTrack([
      { id: 1, latitude: 27.7, longitude: 85.3, speed: 0, fixTime: '2025-01-01T08:00:00Z' },
      { id: 2, latitude: 27.7, longitude: 85.3, speed: 0, fixTime: '2025-01-01T08:10:00Z' },
      { id: 3, latitude: 27.71, longitude: 85.3, speed: 20, fixTime: '2025-01-01T08:11:00Z' },
    ]);
    const [times, speeds] = speedSeries(parked);
    expect(times).toEqual([1735718400, 1735719000, 1735719060]);
    expect(speeds).toEqual([0, 0, 20 * KMH_PER_KNOT]);
  });

  it('renders its caption without drawing where no canvas is available', () => {
    render(<SpeedChart track={track} />);
    expect(screen.getByText('Speed over time (km/h)')).toBeInTheDocument();
    expect(screen.getByText('Top speed 37 km/h')).toBeInTheDocument();
    expect(document.querySelector('canvas')).toBeNull();
  });
});
