import { describe, expect, it } from 'vitest';
import { savedMapView } from './savedMapView';

describe('savedMapView', () => {
  it("opens on the user's saved place and zoom", () => {
    expect(savedMapView({ latitude: 27.7, longitude: 85.32, zoom: 12 })).toEqual({
      center: [27.7, 85.32],
      zoom: 12,
    });
  });

  it("keeps the default centre when nothing (or 0/0, Traccar's unset value) is saved", () => {
    expect(savedMapView({})).toEqual({});
    expect(savedMapView({ latitude: 0, longitude: 0, zoom: 0 })).toEqual({});
  });

  it('keeps the default zoom when only the place is saved', () => {
    expect(savedMapView({ latitude: 27.7, longitude: 85.32, zoom: 0 })).toEqual({ center: [27.7, 85.32] });
  });
});
