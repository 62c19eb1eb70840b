import {
  type Device,
  DISPLAY_STATUSES,
  type DisplayStatus,
  type Position,
  VEHICLE_CATEGORIES,
} from '@fleetkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_COLOURS } from './fleetLayers';
import {
  buildVehicleFeature,
  FALLBACK_VEHICLE_ICON,
  parseVehicleIconId,
  resolveVehicleIcon,
  vehicleCategory,
  vehicleIconId,
} from './vehicleFeatures';
import { VEHICLE_ICON_SHAPES } from './vehicleIcons';

const device = (overrides: Partial<Device> = {}) =>
  ({
    id: 9,
    name: 'BA 2 KHA 1234',
    uniqueId: '9',
    status: 'online',
    disabled: false,
    category: 'bus',
    attributes: {},
    ...overrides,
  }) as Device;
const position = (attributes: Record<string, unknown>, overrides: Partial<Position> = {}) =>
  ({
    id: 1,
    deviceId: 9,
    latitude: 27.7,
    longitude: 85.3,
    course: 135,
    speed: 10,
    altitude: 0,
    accuracy: 0,
    valid: true,
    attributes,
    ...overrides,
  }) as Position;

describe('buildVehicleFeature', () => {
  it('draws nothing for a position without a location (invalid at 0, 0)', () => {
    expect(
      buildVehicleFeature(device(), position({}, { latitude: 0, longitude: 0, valid: false })),
    ).toBeNull();
  });

  it('places the vehicle longitude first, turned to its course, labelled with its name', () => {
    const feature = buildVehicleFeature(device(), position({ motion: true, ignition: true }));
    expect(feature).toEqual({
      type: 'Feature',
      id: 9,
      geometry: { type: 'Point', coordinates: [85.3, 27.7] },
      properties: {
        deviceId: 9,
        label: 'BA 2 KHA 1234',
        category: 'bus',
        tone: 'success',
        course: 135,
        icon: 'fleet-vehicle:bus:success',
      },
    });
  });

  it('colours the icon by display status: idling warning, stopped disabled, offline error', () => {
    expect(buildVehicleFeature(device(), position({ ignition: true }))?.properties.tone).toBe('warning');
    expect(buildVehicleFeature(device(), position({}))?.properties.tone).toBe('disabled');
    expect(buildVehicleFeature(device({ status: 'offline' }), position({}))?.properties.tone).toBe('error');
  });

  it('leaves out a vehicle with no position', () => {
    expect(buildVehicleFeature(device(), undefined)).toBeNull();
  });

  it('draws an unknown category as a car', () => {
    expect(vehicleCategory({ category: 'hovercraft' })).toBe('car');
    expect(vehicleCategory({ category: null })).toBe('car');
  });
});

describe('vehicle icons', () => {
  it('has a drawing for each of the 17 categories', () => {
    expect(Object.keys(VEHICLE_ICON_SHAPES).sort()).toEqual([...VEHICLE_CATEGORIES].sort());
    expect(VEHICLE_CATEGORIES).toHaveLength(17);
  });

  it('reads back the category and tone from an icon id, and nothing from other ids', () => {
    expect(parseVehicleIconId(vehicleIconId('schoolBus', 'warning'))).toEqual({
      category: 'schoolBus',
      tone: 'warning',
    });
    expect(parseVehicleIconId('fleet-vehicle:rocket:success')).toBeNull();
    expect(parseVehicleIconId('fleet-vehicle:car:purple')).toBeNull();
    expect(parseVehicleIconId('airport')).toBeNull();
  });
});

/** A device and position that sdk-core derives each display status from. */
const STATUS_INPUTS: Record<DisplayStatus, [Partial<Device>, Record<string, unknown>]> = {
  moving: [{ status: 'online' }, { motion: true, ignition: true }],
  idling: [{ status: 'online' }, { ignition: true }],
  stopped: [{ status: 'online' }, {}],
  offline: [{ status: 'offline' }, {}],
  unknown: [{ status: 'unknown' }, {}],
};

describe('vehicle icon ids', () => {
  const combinations = VEHICLE_CATEGORIES.flatMap((category) =>
    DISPLAY_STATUSES.map((status) => [category, status] as const),
  );

  it('covers the 17 categories in each of the 5 display statuses', () => {
    expect(combinations).toHaveLength(17 * 5);
  });

  it.each(combinations)(
    'resolves the %s icon of a %s vehicle to a drawing and a colour',
    (category, status) => {
      const [deviceFields, attributes] = STATUS_INPUTS[status];
      const feature = buildVehicleFeature(device({ category, ...deviceFields }), position(attributes));
      const id = feature?.properties.icon ?? '';
      expect(id).toMatch(/^fleet-vehicle:/);
      const icon = resolveVehicleIcon(id);
      expect(icon).toEqual(parseVehicleIconId(id));
      expect(icon?.category).toBe(category);
      expect(VEHICLE_ICON_SHAPES[icon?.category ?? 'car']).toBeDefined();
      expect(DEFAULT_MAP_COLOURS.tones[icon?.tone ?? 'neutral']).toMatch(/^#[0-9a-f]{6}$/);
    },
  );

  it('draws an id with an unknown category or tone with the fallback icon instead of nothing', () => {
    expect(resolveVehicleIcon('fleet-vehicle:hovercraft:success')).toEqual({
      category: 'car',
      tone: 'success',
    });
    expect(resolveVehicleIcon('fleet-vehicle:bus:purple')).toEqual({ category: 'bus', tone: 'neutral' });
    expect(resolveVehicleIcon('fleet-vehicle:')).toEqual(FALLBACK_VEHICLE_ICON);
    expect(resolveVehicleIcon('airport')).toBeNull();
  });
});
