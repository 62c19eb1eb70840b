import { areaContains, haversineDistance, parseArea } from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../SeededRandom';
import { buildSimulatedFleet } from '../simulatedFleet';
import { VehicleModel } from '../VehicleModel';
import { RoutePath } from './RoutePath';
import { findRoute, SIMULATOR_ROUTES } from './simulatorRoutes';

/** The demo fleet's geofences, as the server seeds them. */
const DEMO_GEOFENCES = {
  'Ratna Park depot': parseArea('CIRCLE (27.7056 85.3152, 400)'),
  'Tribhuvan Airport': parseArea(
    'POLYGON ((27.7010 85.3480, 27.7010 85.3650, 27.6880 85.3650, 27.6880 85.3480, 27.7010 85.3480))',
  ),
  'Mugling bazaar': parseArea('CIRCLE (27.8550 84.5610, 600)'),
};
const START = Date.UTC(2024, 2, 5);

describe('simulator routes', () => {
  it.each(SIMULATOR_ROUTES.map((route) => [route.id, route] as const))(
    '%s follows the road with points close together, inside Nepal',
    (_id, route) => {
      const spacing = route.kind === 'city' ? 600 : 2500;
      expect(route.points.length).toBeGreaterThanOrEqual(20);
      for (let i = 1; i < route.points.length; i++) {
        const [a, b] = [route.points[i - 1], route.points[i]];
        if (!a || !b) throw new Error('missing point');
        const gap = haversineDistance([a[0], a[1]], [b[0], b[1]]);
        expect(gap).toBeGreaterThan(50);
        expect(gap).toBeLessThan(spacing);
      }
      for (const [latitude, longitude, altitude] of route.points) {
        expect(latitude).toBeGreaterThan(26.3);
        expect(latitude).toBeLessThan(30.5);
        expect(longitude).toBeGreaterThan(80);
        expect(longitude).toBeLessThan(88.3);
        expect(altitude).toBeGreaterThan(100);
        expect(altitude).toBeLessThan(1600);
      }
    },
  );

  it('runs the Ring Road round the city and the Prithvi Highway from Kalanki to Pokhara', () => {
    const ring = new RoutePath(findRoute('ring-road').points, true);
    expect(ring.length / 1000).toBeGreaterThan(20);
    expect(ring.length / 1000).toBeLessThan(32);
    const highway = findRoute('prithvi-highway');
    const length = new RoutePath(highway.points).length / 1000;
    expect(length).toBeGreaterThan(140);
    expect(length).toBeLessThan(210);
    const pokhara = highway.points.at(-1);
    expect(haversineDistance([pokhara?.[0] ?? 0, pokhara?.[1] ?? 0], [28.2096, 83.9856])).toBeLessThan(2000);
    expect(() => findRoute('nowhere')).toThrow(RangeError);
  });

  it.each(Object.entries(DEMO_GEOFENCES))(
    'sends a demo vehicle into and out of the %s geofence within a simulated day',
    (name, area) => {
      const fleet = buildSimulatedFleet(12, 1);
      const crossing = fleet.filter((vehicle) =>
        findRoute(vehicle.routeId).points.some(([latitude, longitude]) =>
          areaContains(area, latitude, longitude),
        ),
      );
      expect(crossing.length, name).toBeGreaterThan(0);
      const vehicle = crossing[0];
      if (!vehicle) throw new Error('no vehicle');
      const model = new VehicleModel({
        route: findRoute(vehicle.routeId),
        random: new SeededRandom(1, 'model', vehicle.uniqueId),
        startTime: START,
        speedLimitKmh: vehicle.speedLimitKmh,
      });
      let inside: boolean | undefined;
      let enters = 0;
      let exits = 0;
      for (let time = START; time <= START + 86_400_000; time += 5000) {
        model.advanceTo(time);
        const { latitude, longitude } = model.snapshot();
        const now = areaContains(area, latitude, longitude);
        if (inside === false && now) enters++;
        if (inside === true && !now) exits++;
        inside = now;
      }
      expect(enters).toBeGreaterThan(0);
      expect(exits).toBeGreaterThan(0);
    },
  );
});
