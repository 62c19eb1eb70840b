import { deviceSchema, positionSchema } from '@fleetkit/sdk-core';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { VehicleCard } from './VehicleCard';
import { VehicleList } from './VehicleList';

const NOW = new Date('2026-03-01T12:00:00Z');
const vehicles = [1, 2, 3].map((id) => ({
  ...deviceSchema.parse({ id, name: `Truck ${id}`, uniqueId: `T${id}`, status: 'online' }),
  position: positionSchema.parse({
    id: id * 10,
    deviceId: id,
    latitude: 27.7,
    longitude: 85.3,
    serverTime: '2026-03-01T11:59:00Z',
    attributes: { ignition: id !== 2, motion: id === 1, sat: 8, rssi: 3 },
  }),
}));
const handlers = {
  onShare: () => {},
  onDriverInfo: () => {},
  onDocuments: () => {},
  onConnectData: () => {},
};

/** axe's violations of a rendered tree (colour contrast needs layout, which jsdom does not do). */
async function violations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('accessibility', () => {
  // axe walks the whole tree in jsdom, which takes seconds on a busy machine: each test allows for it.
  it('the vehicle card has no axe violations', async () => {
    const { container } = render(<VehicleCard vehicle={vehicles[0]!} now={NOW} {...handlers} />);
    expect(await violations(container)).toEqual([]);
  }, 30_000);

  it('the vehicle list of cards has no axe violations', async () => {
    const { container } = render(<VehicleList vehicles={vehicles} now={NOW} {...handlers} />);
    expect(await violations(container)).toEqual([]);
  }, 30_000);

  it('the vehicle table has no axe violations', async () => {
    const { container } = render(
      <VehicleList vehicles={vehicles} now={NOW} layout="table" onLayoutChange={() => {}} />,
    );
    expect(await violations(container)).toEqual([]);
  }, 30_000);
});
