import { VehicleCardView } from '@fleetkit/map';
import { type Device, deviceSchema, type Position, positionSchema } from '@fleetkit/sdk-core';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VehicleCard } from './VehicleCard';

// The web component shows `@fleetkit/map`'s VehicleCardView (DOM, no React) where the widgets show
// VehicleCard: the two are twins only while the same data draws the same elements, classes and texts.

const NOW = new Date('2026-03-01T12:00:00Z');

function device(extra: Partial<Device> = {}): Device {
  return deviceSchema.parse({ id: 7, name: 'Twin Truck', uniqueId: 'IMEI7', status: 'online', ...extra });
}

function position(attributes: Record<string, unknown>, extra: Partial<Position> = {}): Position {
  return positionSchema.parse({
    id: 70,
    deviceId: 7,
    latitude: 27.7,
    longitude: 85.3,
    serverTime: '2026-03-01T11:58:00Z',
    attributes,
    ...extra,
  });
}

/** An element as the tests compare it: tag, sorted classes, attributes, own text and children. */
interface Shape {
  tag: string;
  classes: string[];
  attributes: Record<string, string>;
  text: string;
  children: Shape[];
}

function shapeOf(element: Element): Shape {
  const attributes: Record<string, string> = {};
  for (const { name, value } of element.attributes) if (name !== 'class') attributes[name] = value;
  return {
    tag: element.tagName.toLowerCase(),
    classes: [...element.classList].sort(),
    attributes,
    text: [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join(''),
    children: [...element.children].map(shapeOf),
  };
}

const CASES: [string, Device, Position | null][] = [
  [
    'a moving vehicle with every fact',
    device({ expirationTime: '2027-01-01T00:00:00Z' }),
    position(
      { motion: true, ignition: true, totalDistance: 123_456, sat: 9, rssi: 4 },
      { speed: 27, address: 'Ring Road, Kathmandu' },
    ),
  ],
  [
    'a vehicle whose subscription expires within 15 days, without address or attributes',
    device({ expirationTime: '2026-03-08T00:00:00Z' }),
    position({}, { speed: 0 }),
  ],
  [
    'an offline vehicle with an expired subscription and no position',
    device({ status: 'offline', expirationTime: '2026-02-01T00:00:00Z', lastUpdate: '2026-02-28T09:00:00Z' }),
    null,
  ],
  ['a vehicle that never reported', device({ status: 'unknown', lastUpdate: null }), null],
];

const views: VehicleCardView[] = [];
afterEach(() => {
  for (const view of views.splice(0)) view.dispose();
});

describe('VehicleCard and VehicleCardView', () => {
  it.each(CASES)('draw the same card for %s', (_name, vehicle, fix) => {
    const { container } = render(<VehicleCard vehicle={vehicle} position={fix} now={NOW} />);
    const react = container.querySelector('article');
    const view = new VehicleCardView({ now: () => NOW });
    views.push(view);
    view.update(vehicle, fix);
    expect(react).not.toBeNull();
    expect(shapeOf(view.element)).toEqual(shapeOf(react as Element));
    expect(view.element.textContent).toBe(react?.textContent);
  });
});
