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

describe("savedMapView with the server's map centre", () => {
  const server = { latitude: 27.7, longitude: 85.32, zoom: 11 };

  it("uses the server's centre when the user has none", () => {
    expect(savedMapView({ latitude: 0, longitude: 0, zoom: 0 }, server)).toEqual({
      center: [27.7, 85.32],
      zoom: 11,
    });
  });

  it("lets the user's centre win over the server's", () => {
    expect(savedMapView({ latitude: 28.2, longitude: 83.98, zoom: 9 }, server)).toEqual({
      center: [28.2, 83.98],
      zoom: 9,
    });
  });

  it('gives nothing (fit the fleet) when neither is set', () => {
    expect(savedMapView({}, { latitude: 0, longitude: 0, zoom: 0 })).toEqual({});
    expect(savedMapView({}, null)).toEqual({});
  });
});
