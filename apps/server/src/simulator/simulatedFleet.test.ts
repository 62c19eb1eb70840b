import { describe, expect, it } from 'vitest';
import { DEMO_VEHICLES } from '../services/demoFleet';
import { isValidImei } from './generateImei';
import { SIMULATOR_ROUTES, VALLEY_ROUTES } from './routes/simulatorRoutes';
import { buildSimulatedFleet } from './simulatedFleet';

describe('buildSimulatedFleet', () => {
  it('drives the demo fleet: valley vehicles on the valley roads in turn, highway vehicles on the Prithvi Highway', () => {
    const fleet = buildSimulatedFleet(DEMO_VEHICLES.length, 1);
    expect(fleet.map((vehicle) => vehicle.uniqueId)).toEqual(
      DEMO_VEHICLES.map((vehicle) => vehicle.uniqueId),
    );
    expect(fleet.map((vehicle) => vehicle.protocol)).toEqual(
      DEMO_VEHICLES.map((vehicle) => vehicle.protocol),
    );
    const valley = fleet.filter((_, i) => DEMO_VEHICLES[i]?.group !== 'Prithvi Highway');
    expect(valley.map((vehicle) => vehicle.routeId)).toEqual(
      valley.map((_, i) => VALLEY_ROUTES[i % VALLEY_ROUTES.length]?.id),
    );
    const highway = fleet.filter((_, i) => DEMO_VEHICLES[i]?.group === 'Prithvi Highway');
    expect(highway.length).toBeGreaterThan(0);
    expect(highway.every((vehicle) => vehicle.routeId === 'prithvi-highway')).toBe(true);
    expect(fleet[0]).toMatchObject({ name: 'Sajha Bus 07', category: 'bus', speedLimitKmh: 50 });
  });

  it('takes the first demo vehicles for a smaller count', () => {
    expect(buildSimulatedFleet(3, 1).map((vehicle) => vehicle.name)).toEqual(
      DEMO_VEHICLES.slice(0, 3).map((vehicle) => vehicle.name),
    );
    expect(buildSimulatedFleet(0, 1)).toEqual([]);
  });

  it('generates the vehicles beyond the demo fleet with valid IMEIs, the protocols in turn and every route', () => {
    const fleet = buildSimulatedFleet(40, 1);
    const generated = fleet.slice(DEMO_VEHICLES.length);
    expect(generated).toHaveLength(40 - DEMO_VEHICLES.length);
    for (const vehicle of generated) expect(isValidImei(vehicle.uniqueId)).toBe(true);
    expect(new Set(fleet.map((vehicle) => vehicle.uniqueId)).size).toBe(40);
    expect(generated.slice(0, 8).map((vehicle) => vehicle.protocol)).toEqual([
      'gt06',
      'teltonika',
      'osmand',
      'h02',
      'gt06',
      'teltonika',
      'osmand',
      'h02',
    ]);
    expect(new Set(generated.map((vehicle) => vehicle.routeId))).toEqual(
      new Set(SIMULATOR_ROUTES.map((r) => r.id)),
    );
    expect(generated[0]?.name).toBe(`Simulated vehicle ${DEMO_VEHICLES.length + 1}`);
  });

  it('generates the same vehicles for the same seed and others for another', () => {
    expect(buildSimulatedFleet(30, 4)).toEqual(buildSimulatedFleet(30, 4));
    expect(buildSimulatedFleet(30, 5).slice(DEMO_VEHICLES.length)).not.toEqual(
      buildSimulatedFleet(30, 4).slice(DEMO_VEHICLES.length),
    );
  });

  it('drives a given list of demo vehicles as it is, and refuses a count that is not a whole number', () => {
    const chosen = DEMO_VEHICLES.filter((vehicle) => vehicle.protocol === 'h02');
    expect(buildSimulatedFleet(chosen, 1).map((vehicle) => vehicle.uniqueId)).toEqual(
      chosen.map((v) => v.uniqueId),
    );
    expect(() => buildSimulatedFleet(-1, 1)).toThrow(RangeError);
    expect(() => buildSimulatedFleet(2.5, 1)).toThrow(RangeError);
  });

  it('gives generated vehicles the protocols asked for in turn, with the identifier each protocol sends', () => {
    const generated = buildSimulatedFleet(DEMO_VEHICLES.length + 3, 1, ['queclink', 'tk103', 'huabao']).slice(
      DEMO_VEHICLES.length,
    );
    expect(generated.map((vehicle) => vehicle.protocol)).toEqual(['queclink', 'tk103', 'huabao']);
    expect(generated.map((vehicle) => vehicle.uniqueId.length)).toEqual([15, 12, 12]);
    expect(generated[2]?.uniqueId).toMatch(/^0\d{11}$/);
    expect(() => buildSimulatedFleet(20, 1, [])).toThrow(RangeError);
  });
});
